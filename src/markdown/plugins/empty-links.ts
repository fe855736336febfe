import type { Link } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { locate } from '../position.ts';
import type { MarkdownContext } from '../types.ts';

/**
 * A link with nothing to read (`[](https://…)`, or an image without a text
 * alternative as its only content) cannot be seen on the page, and a screen
 * reader names it by its address alone (WCAG 2.4.4): a warning at its line.
 * An image's text alternative is the link's text, as mdast counts it. Called
 * from the walk over a page's links (markdown-links.ts), which visits them all.
 */
export function warnOfEmptyLink(node: Link, context: MarkdownContext): void {
  if (toString(node).trim() === '') context.reporter.warn(`The link to "${node.url}" has no text: it cannot be seen, and a screen reader names it by its address alone. Write its text between the brackets.`, locate(node, context));
}
