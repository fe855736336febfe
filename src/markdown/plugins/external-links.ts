import type { Element, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { walkTree } from '../walk-tree.ts';
import { canonicalSitePath, isExternalUrl, NO_LINK_CHECK, pathnameLinkTarget } from '../../content/url.ts';

/** A link that leaves the site's pages, which opens in a new tab (mail links open the mail program instead). */
const opensInNewTab = (href: string) => isExternalUrl(href) && !href.startsWith('mailto:');

/**
 * Links that leave the site's pages open in a new tab, without giving the new
 * page access to ours: another site's, and a `pathname://` link, Docusaurus'
 * way to reach a path of the site that is none of its pages (a file in
 * static/, a folder another tool writes). That one also gets the site path it
 * names, with the base URL (`pathname:///files/manual.pdf` →
 * `/files/manual.pdf`), and is left out of the broken-link check, as
 * Docusaurus leaves it. This holds for Markdown's and raw HTML's links and for
 * `<a>` written as JSX in MDX, which Docusaurus renders with its Link too (a
 * target or rel the author wrote wins); `<Link>` is the theme's to make (see
 * theme/Link.tsx).
 *
 * As that Link writes them on a site without trailing slashes, the other links
 * of raw HTML and JSX `<a>` lose theirs (`/docs/x/` → `/docs/x`), as Markdown's
 * do (markdown-links.ts): the page is `x.html`, which a host need not answer at
 * `/docs/x/`. (A link missing the slash on a site with them is redirected by
 * the host.) Done here, in the walk every page has, rather than in a walk of
 * its own.
 */
export function rehypeExternalLinks() {
  return (tree: Root, file: VFile) => {
    const { baseUrl, site } = file.data.context!;
    /** A link of the site, as it is written on a site without trailing slashes. */
    const internal = (href: string) => (site.trailingSlash || href.startsWith('#') || isExternalUrl(href) ? href : canonicalSitePath(href, baseUrl));
    walkTree(tree, (node: Node) => {
      if (node.type === 'element') {
        const element = node as Element;
        const href = element.tagName === 'a' ? element.properties.href : undefined;
        if (typeof href !== 'string') return;
        if (!opensInNewTab(href)) {
          element.properties.href = internal(href);
          return;
        }
        element.properties.target = '_blank';
        element.properties.rel = ['noopener', 'noreferrer'];
        const sitePath = pathnameLinkTarget(href, baseUrl);
        if (sitePath === undefined) return;
        element.properties.href = sitePath;
        element.properties[NO_LINK_CHECK] = '';
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const element = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
        if (element.name !== 'a') return;
        const attribute = (name: string) => element.attributes.find((candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
        const href = attribute('href');
        if (typeof href?.value !== 'string') return;
        if (!opensInNewTab(href.value)) {
          href.value = internal(href.value);
          return;
        }
        const added: [name: string, value: string][] = [['target', '_blank'], ['rel', 'noopener noreferrer']];
        const sitePath = pathnameLinkTarget(href.value, baseUrl);
        if (sitePath !== undefined) {
          href.value = sitePath;
          added.push([NO_LINK_CHECK, '']);
        }
        for (const [name, value] of added) if (!attribute(name)) element.attributes.push({ type: 'mdxJsxAttribute', name, value });
      }
    });
  };
}
