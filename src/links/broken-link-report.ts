// Turns the broken links found in the built pages into errors or warnings,
// as the site's onBrokenLinks / onBrokenAnchors policies say.
import type { LinkPolicy } from '../config/schema.ts';
import type { BuildError } from '../shared/errors.ts';
import type { Reporter } from '../shared/logger.ts';
import { applyPolicy } from '../shared/policy.ts';
import type { LayoutLinkSource } from './layout-link-source.ts';
import type { BrokenLink } from './link-check.ts';

/** Docusaurus's threshold: a link broken on this many pages is most likely in the layout. */
const LAYOUT_HINT_PAGES = 5;
const PAGES_LISTED = 3;

/** `layoutSource`: where a link outside the content comes from in the site's config, if it does (see layout-link-source.ts). */
export function reportBrokenLinks(broken: BrokenLink[], policies: { onBrokenLinks: LinkPolicy; onBrokenAnchors: LinkPolicy }, reporter: Reporter, layoutSource: (url: string) => LayoutLinkSource | undefined = () => undefined): BuildError[] {
  const errors: BuildError[] = [];
  const report = (link: BrokenLink, message: string, location = link.location) => {
    // A link that reaches its page only when letter case is ignored passes Docusaurus's check: here a warning, whatever the policy.
    const policy = link.kind === 'case' ? 'warn' : link.kind === 'anchor' ? policies.onBrokenAnchors : policies.onBrokenLinks;
    const error = applyPolicy(policy, message, location, reporter);
    if (error) errors.push(error);
  };
  const what = (link: BrokenLink) => (link.kind === 'anchor' ? `Broken anchor "${link.url}"` : link.kind === 'case' ? `Link "${link.url}"` : `Broken link "${link.url}"`);
  const why = (link: BrokenLink) =>
    link.kind === 'anchor'
      ? `: ${anchorTarget(link.url) ?? 'that page'} has no element with that id`
      : link.kind === 'case'
        ? ` differs in letter case from the address of the page it leads to, ${link.address}. Docusaurus's router ignores case and docgen's server redirects such a link, but a static host may answer it with its not-found page: write it as the page's address`
        : ': no page or file of the site is there';

  // Links outside the content (navbar, sidebar, footer, components) that the config makes, or that are broken on many pages, are reported once.
  const layoutLinks = new Map<string, BrokenLink[]>();
  for (const link of broken) {
    if (link.inContent) continue;
    const key = `${link.kind} ${link.url}`;
    layoutLinks.set(key, [...(layoutLinks.get(key) ?? []), link]);
  }
  const grouped = new Set<BrokenLink>();
  for (const links of layoutLinks.values()) {
    const source = layoutSource(links[0]!.url);
    if (!source && links.length < LAYOUT_HINT_PAGES) continue;
    const hint = source ? (source.cause ? ` ${source.cause}` : '') : ' A link on so many pages is probably in the navbar, sidebar or footer.';
    report(links[0]!, `${what(links[0]!)} ${onPages(links.map((link) => link.page))}${why(links[0]!)}.${hint}`, source?.location ?? {});
    for (const link of links) grouped.add(link);
  }
  for (const link of broken) {
    if (grouped.has(link)) continue;
    // Reported at the page's Markdown file, which does not hold it: say so.
    const outside = link.inContent || !/\.mdx?$/.test(link.location.file ?? '') ? '' : " It is outside the page's Markdown: in the navbar, sidebar or footer, or a component.";
    report(link, `${what(link)} on page ${link.page}${why(link)}.${outside}`);
  }
  return errors;
}

/** `on page /a`, `on 2 pages (/a, /b)`, `on 9 pages (/a, /b, /c and 6 more)`. */
function onPages(unsorted: string[]): string {
  const pages = [...unsorted].sort();
  if (pages.length === 1) return `on page ${pages[0]}`;
  const listed = pages.length > PAGES_LISTED ? `${pages.slice(0, PAGES_LISTED).join(', ')} and ${pages.length - PAGES_LISTED} more` : pages.join(', ');
  return `on ${pages.length} pages (${listed})`;
}

/** The page an anchor link leads to, as written (`/docs/a` of `/docs/a#b`); undefined for one on its own page (`#b`). */
function anchorTarget(url: string): string | undefined {
  const page = url.slice(0, url.indexOf('#'));
  return page === '' ? undefined : page;
}
