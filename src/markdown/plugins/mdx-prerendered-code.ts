// In MDX, every hast node becomes JavaScript: a highlighted code block's
// thousands of token spans would be turned into an estree, printed as code,
// evaluated and rendered again by React (each span's style parsed into an
// object and back). The block is finished HTML already, so MDX gets it as one
// string instead, which the PrerenderedHtml component sets as it is.
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { walkTree } from '../walk-tree.ts';

/** The element name MDX content uses for a prerendered fragment; the provided components map it to PrerenderedHtml. */
export const PRERENDERED_TAG = 'docgen-prerendered';

/** Replaces the content of each code block (the highlighted `pre` and its buttons) with its HTML. */
export function rehypeMdxPrerenderedCode() {
  return (tree: Root) => {
    walkTree(tree, 'element', (node: Element, index, parent) => {
      if (!parent || index === undefined || !isCodeBlockContent(node)) return;
      const prerendered: Element = { type: 'element', tagName: PRERENDERED_TAG, properties: { className: node.properties.className, html: toHtml(node.children) }, children: [] };
      parent.children[index] = prerendered;
      return index + 1;
    });
  };
}

function isCodeBlockContent(node: Element): boolean {
  const className = node.properties.className;
  return node.tagName === 'div' && Array.isArray(className) && className.includes('codeBlockContent');
}
