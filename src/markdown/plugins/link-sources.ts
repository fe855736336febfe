import type { Element, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import { walkTree } from '../walk-tree.ts';
import type { VFile } from 'vfile';
import { locate } from '../position.ts';
import type { LinkSource } from '../types.ts';

const URL_ATTRIBUTES = new Set(['href', 'src', 'to']);

/**
 * Records the line of every link and image URL as it will be written to the
 * page, so that the broken-link check can point at the source line. Runs
 * after every URL has been rewritten (code blocks, highlighted after it, add none).
 */
export function rehypeLinkSources() {
  return (tree: Root, file: VFile) => {
    const context = file.data.context!;
    const links: LinkSource[] = [];
    const add = (url: unknown, node: Node) => {
      if (typeof url !== 'string' || url === '') return;
      const line = locate(node, context).line;
      links.push({ url, line });
    };
    walkTree(tree, (node: Node) => {
      if (node.type === 'element') {
        const { properties } = node as Element;
        add(properties.href, node);
        add(properties.src, node);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of (node as MdxJsxFlowElementHast | MdxJsxTextElementHast).attributes) {
          if (attribute.type === 'mdxJsxAttribute' && attribute.name && URL_ATTRIBUTES.has(attribute.name)) add(attribute.value, node);
        }
      }
    });
    file.data.links = links;
  };
}
