import type { Link, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { locate } from '../position.ts';
import { walkTree } from '../walk-tree.ts';

/**
 * A link with nothing to read (`[](https://…)`, or an image without a text
 * alternative as its only content) cannot be seen on the page, and a screen
 * reader names it by its address alone (WCAG 2.4.4): a warning at its line.
 * An image's text alternative is the link's text, as mdast counts it.
 */
export function remarkEmptyLinks() {
  return (tree: Root, file: VFile) => {
    const context = file.data.context!;
    walkTree(tree, 'link', (node: Link) => {
      if (toString(node).trim() === '') context.reporter.warn(`The link to "${node.url}" has no text: it cannot be seen, and a screen reader names it by its address alone. Write its text between the brackets.`, locate(node, context));
    });
  };
}
