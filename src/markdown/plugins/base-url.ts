import type { Element, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { canonicalSitePath, isExternalUrl, NO_LINK_CHECK, withBaseUrl } from '../../content/url.ts';
import { walkTree } from '../walk-tree.ts';

/** The JSX elements whose site paths get the base URL, with the attributes that hold them: in Docusaurus, MDX's `a` and `img` and `<Link>` add it. */
const JSX_URL_ATTRIBUTES: Record<string, ReadonlySet<string>> = { a: new Set(['href']), img: new Set(['src']), Link: new Set(['to', 'href']) };

/**
 * Site paths written without the base URL (`/docs/a`, `/img/logo.svg`) get
 * it, as Docusaurus gives it to every link and image of content, so that a
 * site served below a path (`baseUrl: '/devdocs/'`) builds from the same
 * Markdown. Paths that already start with the base are left alone.
 *
 * On a site without trailing slashes, a link written as HTML or JSX `<a>`
 * loses its slash too (`/docs/x/` → `/docs/x`), as a Markdown link does
 * (markdown-links.ts): Docusaurus's MDX renders that `<a>` with its Link. The
 * page is written as `x.html`, which a host need not answer at `/docs/x/`.
 * (`<Link>` is the theme's to write, a link missing the slash on a site with
 * them is redirected by the host, and a `pathname://` link, marked to be left
 * out of the link check by external-links.ts, is the path as written.)
 */
export function rehypeBaseUrl() {
  return (tree: Root, file: VFile) => {
    const { baseUrl, site } = file.data.context!;
    const stripsSlash = !site.trailingSlash;
    if (baseUrl === '/' && !stripsSlash) return;
    const address = (url: string, isLink: boolean) => {
      const based = withBaseUrl(url, baseUrl);
      return isLink && stripsSlash && !based.startsWith('#') && !isExternalUrl(based) ? canonicalSitePath(based, baseUrl) : based;
    };
    walkTree(tree, (node: Node) => {
      if (node.type === 'element') {
        const element = node as Element;
        const attribute = element.tagName === 'a' ? 'href' : element.tagName === 'img' ? 'src' : undefined;
        const value = attribute ? element.properties[attribute] : undefined;
        if (attribute && typeof value === 'string') element.properties[attribute] = address(value, attribute === 'href' && element.properties[NO_LINK_CHECK] === undefined);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const { name, attributes } = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
        const names = name ? JSX_URL_ATTRIBUTES[name] : undefined;
        if (!names) return;
        const isLink = name === 'a' && !attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === NO_LINK_CHECK);
        for (const attribute of attributes) {
          if (attribute.type === 'mdxJsxAttribute' && attribute.name && names.has(attribute.name) && typeof attribute.value === 'string') attribute.value = address(attribute.value, isLink);
        }
      }
    });
  };
}
