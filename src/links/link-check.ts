// Checks every internal URL of the rendered pages against the route table and
// the files of the output, and every #fragment against the ids of its page.
import type { LinkSource } from '../markdown/types.ts';
import type { SourceLocation } from '../shared/errors.ts';
import { isExternalUrl, linkPathToRoute, pathWithinBase, routeAddress, tryDecode, type UrlRules } from '../content/url.ts';
import { LinkStrings, type PageLinks } from './page-links.ts';

export interface BrokenLink {
  /** `case`: it leads to a page only when letter case is ignored, as Docusaurus's router ignores it (a warning, whatever the policies). */
  kind: 'link' | 'anchor' | 'case';
  /** The URL as written in the page. */
  url: string;
  /** The route of the page that holds it. */
  page: string;
  /** Where it was written: the Markdown line when known, else the page's source file. */
  location: SourceLocation;
  /** False for links outside the page's own content (navbar, sidebar, footer). */
  inContent: boolean;
  /** For `case`: the address of the page it leads to. */
  address?: string;
}

interface CheckedPage {
  route: string;
  source: string;
  urls: string[];
  /** Where each URL of the page's content is written: its file (a partial's, or the page's) and line. */
  contentLines: Map<string, SourceLocation>;
}

const ORIGIN = 'http://docgen.invalid';

/**
 * A link to a place on its own page, in characters that a URL's fragment
 * keeps as they are or escapes and decodes back to themselves: its target
 * is known without parsing it as a URL. A page's table of contents and
 * headings make most of the corpus's per-page links (94 distinct ones on one
 * page), and parsing each took most of the check's time.
 */
const PLAIN_FRAGMENT = /^#[^\s%\x00-\x1f\x7f]+$/;

export class LinkCheck {
  private readonly pages: CheckedPage[] = [];
  private readonly idsByRoute = new Map<string, Set<string>>();
  /** One copy of each URL and id for the whole build: give it to readPageLinks (pages taken from the cache are added to it here). */
  readonly strings = new LinkStrings();

  constructor(
    private readonly routes: ReadonlySet<string>,
    /** Where the output folder is served (the paths of its files start with it), and whether pages' addresses end in a slash. */
    private readonly rules: UrlRules,
    /**
     * Every locale's base URL in a build of several: a path whose nearest base
     * is another locale's is that locale's build's to check (the language
     * menu's links, whose pages are not made yet), as Docusaurus leaves them.
     */
    private readonly localeBases: string[] = [],
  ) {}

  /** The routes by their lower-case form, made when a link first needs them (one that leads nowhere as written). */
  private folded: Map<string, string> | undefined;

  private foldedRoutes(): Map<string, string> {
    return (this.folded ??= new Map([...this.routes].map((route) => [route.toLowerCase(), route])));
  }

  /** Whether a path belongs to another locale's pages. */
  private inOtherLocale(pathname: string): boolean {
    let nearest: string | undefined;
    for (const base of this.localeBases) {
      if ((pathname.startsWith(base) || `${pathname}/` === base) && base.length > (nearest?.length ?? -1)) nearest = base;
    }
    return nearest !== undefined && nearest !== this.rules.baseUrl;
  }

  /** One rendered page: its route, the URLs and ids read from its HTML, the file it comes from, and the links of its Markdown with their lines. */
  addPage(route: string, { urls, ids }: PageLinks, source: string, contentLinks: LinkSource[] = []): void {
    this.idsByRoute.set(route, ids);
    const contentLines = new Map<string, SourceLocation>();
    for (const link of contentLinks) {
      if (!contentLines.has(link.url)) contentLines.set(link.url, { file: link.file ?? source, line: link.line });
    }
    const unique = [...new Set(urls)].map((url) => this.strings.get(url));
    this.pages.push({ route, source, urls: unique, contentLines });
  }

  /** `isFile` tells whether a path, relative to the base URL, is a file of the output (static files, assets), as the server would find it. */
  findBroken(isFile: (pathname: string) => boolean): BrokenLink[] {
    const broken: BrokenLink[] = [];
    // The navbar, sidebar and footer repeat the same root-relative URLs on every
    // page: each is resolved once, not once per page.
    const resolved = new Map<string, Resolved>();
    const resolve = (url: string, route: string): Resolved => {
      if (PLAIN_FRAGMENT.test(url) && url.isWellFormed()) return { route, fragment: url.slice(1), exists: true };
      const key = url.startsWith('/') && !url.startsWith('//') ? url : `${route}\0${url}`;
      let known = resolved.get(key);
      if (!known) {
        // Relative to the page's address, as the browser resolves it.
        const { baseUrl, trailingSlash } = this.rules;
        const target = new URL(url, ORIGIN + encodeURI(routeAddress(route, trailingSlash)));
        const targetRoute = linkPathToRoute(target.pathname, this.routes, baseUrl, trailingSlash);
        const withinBase = pathWithinBase(target.pathname, baseUrl);
        if (targetRoute === undefined && this.inOtherLocale(target.pathname)) {
          known = { route: undefined, fragment: '', exists: true };
          resolved.set(key, known);
          return known;
        }
        const fragment = tryDecode(target.hash.slice(1)) ?? target.hash.slice(1);
        const exists = targetRoute !== undefined || (withinBase !== undefined && isFile(withinBase));
        // Docusaurus's router, and its link check, find a route whatever the letter case.
        const folded = exists ? undefined : linkPathToRoute(target.pathname.toLowerCase(), this.foldedRoutes(), baseUrl.toLowerCase(), trailingSlash);
        known = folded === undefined ? { route: targetRoute, fragment, exists } : { route: this.foldedRoutes().get(folded), fragment, exists: true, folded: true };
        resolved.set(key, known);
      }
      return known;
    };
    for (const page of this.pages) {
      for (const url of page.urls) {
        if (isExternalUrl(url) || url === '#') continue;
        const target = resolve(url, page.route);
        const ids = target.exists && target.fragment && target.route ? this.idsByRoute.get(target.route) : undefined;
        const kind = !target.exists ? 'link' : ids && !ids.has(target.fragment) ? 'anchor' : target.folded ? 'case' : undefined;
        // Nothing is allocated for the links that work (most of 244,000 on the corpus).
        if (kind) broken.push({ kind, url, page: page.route, location: page.contentLines.get(url) ?? { file: page.source }, inContent: page.contentLines.has(url), ...(target.folded ? { address: routeAddress(target.route!, this.rules.trailingSlash) } : {}) });
      }
    }
    return broken;
  }
}

/** Where a URL leads: a route of the site (with the fragment it asks for), or a file of the output, or nowhere. */
interface Resolved {
  route: string | undefined;
  fragment: string;
  exists: boolean;
  /** It leads to `route` only when letter case is ignored. */
  folded?: true;
}
