import type { Element, Root } from 'hast';
import { walkTree } from '../walk-tree.ts';
import { isExternalUrl } from '../../content/url.ts';

/** External links open in a new tab, without giving the new page access to ours. */
export function rehypeExternalLinks() {
  return (tree: Root) => {
    walkTree(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      if (isExternalUrl(node.properties.href) && !node.properties.href.startsWith('mailto:')) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      }
    });
  };
}
