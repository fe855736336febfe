import type { Element, Root } from 'hast';
import { walkTree } from '../walk-tree.ts';

/**
 * A Markdown table's column alignment (`| :---: |`) comes out of
 * remark-rehype as `align` on its cells, an attribute HTML has made obsolete
 * (a validator's error). It becomes the cell's `text-align` instead, as MDX
 * (hast-util-to-estree's tableCellAlignToStyle) writes it for an MDX page and
 * Docusaurus for every page. Run before the page's raw HTML is parsed: a cell
 * the author wrote in HTML keeps what they wrote.
 */
export function rehypeTableCellAlign() {
  return (tree: Root) => {
    walkTree<Element>(tree, 'element', (element) => {
      const { align } = element.properties;
      if ((element.tagName === 'td' || element.tagName === 'th') && typeof align === 'string') {
        delete element.properties.align;
        element.properties.style = `text-align:${align}`;
      }
    });
  };
}
