import type { Node, Parent } from 'unist';

/**
 * Called with each node, its index in its parent and the parent (neither for
 * the root). A visitor that replaces or removes the node returns the index in
 * the parent to go on at; the node's children are then not entered.
 * Otherwise the children are entered as they are after the call.
 */
export type TreeVisitor<N extends Node> = (node: N, index: number | undefined, parent: Parent | undefined) => number | void;

/**
 * Depth-first, document-order walk over a syntax tree: every node, or only
 * those of one type. The plugins' walks do what unist-util-visit does for
 * them, without its cost per node (a new named closure and a copy of the
 * ancestors' list for each node, made for its stack traces): with eleven
 * walks per page, that was a tenth of compiling the corpus in profiles.
 */
export function walkTree<N extends Node>(tree: Node, visitor: TreeVisitor<N>): void;
export function walkTree<N extends Node>(tree: Node, type: N['type'], visitor: TreeVisitor<N>): void;
export function walkTree<N extends Node>(tree: Node, typeOrVisitor: string | TreeVisitor<N>, maybeVisitor?: TreeVisitor<N>): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined;
  const visitor = (typeof typeOrVisitor === 'string' ? maybeVisitor : typeOrVisitor)!;
  const walkChildren = (parent: Parent): void => {
    const { children } = parent;
    for (let index = 0; index < children.length; ) {
      const child = children[index]!;
      const next = type === undefined || child.type === type ? visitor(child as N, index, parent) : undefined;
      if (typeof next === 'number') {
        index = next;
        continue;
      }
      if ('children' in child && Array.isArray(child.children)) walkChildren(child as Parent);
      index++;
    }
  };
  const next = type === undefined || tree.type === type ? visitor(tree as N, undefined, undefined) : undefined;
  if (typeof next !== 'number' && 'children' in tree && Array.isArray(tree.children)) walkChildren(tree as Parent);
}
