import type { Element, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { withBaseUrl } from '../../content/url.ts';
import { walkTree } from '../walk-tree.ts';

/** The JSX elements whose site paths get the base URL, with the attributes that hold them: in Docusaurus, MDX's `a` and `img` and `<Link>` add it. */
const JSX_URL_ATTRIBUTES: Record<string, ReadonlySet<string>> = { a: new Set(['href']), img: new Set(['src']), Link: new Set(['to', 'href']) };

/**
 * Site paths written without the base URL (`/docs/a`, `/img/logo.svg`) get
 * it, as Docusaurus gives it to every link and image of content, so that a
 * site served below a path (`baseUrl: '/devdocs/'`) builds from the same
 * Markdown. Paths that already start with the base are left alone.
 */
export function rehypeBaseUrl() {
  return (tree: Root, file: VFile) => {
    const { baseUrl } = file.data.context!;
    if (baseUrl === '/') return;
    walkTree(tree, (node: Node) => {
      if (node.type === 'element') {
        const element = node as Element;
        const attribute = element.tagName === 'a' ? 'href' : element.tagName === 'img' ? 'src' : undefined;
        const value = attribute ? element.properties[attribute] : undefined;
        if (attribute && typeof value === 'string') element.properties[attribute] = withBaseUrl(value, baseUrl);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const { name, attributes } = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
        const names = name ? JSX_URL_ATTRIBUTES[name] : undefined;
        if (!names) return;
        for (const attribute of attributes) {
          if (attribute.type === 'mdxJsxAttribute' && attribute.name && names.has(attribute.name) && typeof attribute.value === 'string') attribute.value = withBaseUrl(attribute.value, baseUrl);
        }
      }
    });
  };
}
