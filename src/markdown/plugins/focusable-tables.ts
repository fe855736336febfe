import type { Element, Root } from 'hast';
import { walkTree } from '../walk-tree.ts';

/**
 * A table in a page's content scrolls inside itself when it is wider than the
 * column (the theme's `.markdown table`): a keyboard can only scroll it once
 * it can take the focus (WCAG 2.1.1), which a table of text alone cannot, so
 * every table is a Tab stop, as every highlighted code block is. Markdown's
 * tables and HTML ones; a table a component renders sets its own.
 */
export function rehypeFocusableTables() {
  return (tree: Root) => {
    walkTree<Element>(tree, 'element', (element) => {
      if (element.tagName === 'table' && element.properties.tabIndex === undefined) element.properties.tabIndex = 0;
    });
  };
}
