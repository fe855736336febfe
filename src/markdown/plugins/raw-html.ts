import type { Nodes, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
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
 * A `<details>` in that HTML then takes the theme's shape (see raw-details.ts).
 */
export function rehypeRawHtml() {
  const parse = rehypeRaw();
  return (tree: Root, file: VFile) => {
    if (!hasRawHtml(tree)) return undefined;
    const parsed = parse(tree, file) as Root;
    shapeRawDetails(parsed);
    return parsed;
  };
}
