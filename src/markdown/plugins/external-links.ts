import type { Element, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import { walkTree } from '../walk-tree.ts';
import { isExternalUrl } from '../../content/url.ts';

/** A link to another site, which opens in a new tab (mail links open the mail program instead). */
const opensInNewTab = (href: string) => isExternalUrl(href) && !href.startsWith('mailto:');

/**
 * External links open in a new tab, without giving the new page access to
 * ours: Markdown's and raw HTML's, and `<a>` written as JSX in MDX, which
 * Docusaurus renders with its Link too (a target or rel the author wrote wins).
 */
export function rehypeExternalLinks() {
  return (tree: Root) => {
    walkTree(tree, (node: Node) => {
      if (node.type === 'element') {
        const element = node as Element;
        if (element.tagName !== 'a' || typeof element.properties.href !== 'string' || !opensInNewTab(element.properties.href)) return;
        element.properties.target = '_blank';
        element.properties.rel = ['noopener', 'noreferrer'];
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const element = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
        if (element.name !== 'a') return;
        const attribute = (name: string) => element.attributes.find((candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
        const href = attribute('href')?.value;
        if (typeof href !== 'string' || !opensInNewTab(href)) return;
        if (!attribute('target')) element.attributes.push({ type: 'mdxJsxAttribute', name: 'target', value: '_blank' });
        if (!attribute('rel')) element.attributes.push({ type: 'mdxJsxAttribute', name: 'rel', value: 'noopener noreferrer' });
      }
    });
  };
}
