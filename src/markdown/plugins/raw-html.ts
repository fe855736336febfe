import type { Comment, Nodes, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import { TRUNCATE_COMMENT } from '../blog-truncate.ts';
import { walkTree } from '../walk-tree.ts';
import { shapeRawDetails } from './raw-details.ts';

/** Whether the tree holds HTML written in the Markdown (raw nodes), which must be parsed into elements. */
function hasRawHtml(tree: Root): boolean {
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'raw') return true;
    if ('children' in node) stack.push(...node.children);
  }
  return false;
}

/**
 * rehype-raw, run only on pages that contain HTML: it re-parses the whole
 * tree with parse5, which costs a good part of compiling a page that has none.
 * A `<details>` in that HTML then takes the theme's shape (see raw-details.ts),
 * and its comments are left out: they are notes to authors and their tools
 * (`<!-- cspell:ignore … -->`), which Docusaurus's MDX never puts in a page.
 */
export function rehypeRawHtml() {
  const parse = rehypeRaw();
  return (tree: Root, file: VFile) => {
    if (!hasRawHtml(tree)) return undefined;
    const parsed = parse(tree, file) as Root;
    walkTree<Comment>(parsed, 'comment', (comment, index, parent) => {
      if (comment.value === TRUNCATE_COMMENT) return undefined;
      parent!.children.splice(index!, 1);
      return index;
    });
    shapeRawDetails(parsed);
    return parsed;
  };
}
