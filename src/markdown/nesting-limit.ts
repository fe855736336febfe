// A bound on how deeply lists, block quotes and components may nest. The
// Markdown parser takes time that grows faster than the input with list
// nesting (4,000 levels on one line take 6 s, 10,000 over a minute), and the
// tree transforms after it recurse once per level until the stack overflows.
// Real pages nest a handful of levels, so a hundred refuses only machine-made
// input, with the line at fault.
import type { Node, Parent } from 'unist';
import type { VFile } from 'vfile';
import type { SourceFile } from '../content/types.ts';
import { BuildError } from '../shared/errors.ts';

export const MAX_NESTING_DEPTH = 100;

const CONTAINER_TYPES = new Set(['list', 'blockquote', 'mdxJsxFlowElement', 'mdxJsxTextElement']);

/** `depth` when it is known; after parsing the walk stops at the first level too many. */
function tooDeep(depth?: number): string {
  return `Lists, block quotes or components are nested ${depth ?? `more than ${MAX_NESTING_DEPTH}`} levels deep here; docgen allows at most ${MAX_NESTING_DEPTH}.`;
}

/**
 * Before parsing: the containers a line opens, counted from its markers
 * (`- - - item`, `> > quote`, `1. 2. item`), and a list item indented so far
 * that it must sit deeper than the limit (each level indents at least two
 * columns). Catches the input that would keep the parser busy for minutes;
 * the exact depth is checked after parsing by {@link remarkNestingLimit}.
 */
export function assertNestingWithinLimit(file: SourceFile): void {
  const { body } = file;
  let line = 0;
  for (let start = 0; start < body.length; line++) {
    const end = body.indexOf('\n', start);
    const stop = end === -1 ? body.length : end;
    // A line needs at least two characters per level to reach the limit.
    if (stop - start > MAX_NESTING_DEPTH * 2) {
      const { indent, markers } = lineContainers(body, start, stop);
      const where = { file: file.path, line: file.bodyStartLine + line };
      if (markers > MAX_NESTING_DEPTH) throw new BuildError(tooDeep(markers), where);
      if (markers > 0 && markers + indent / 2 > MAX_NESTING_DEPTH) throw new BuildError(tooDeep(), where);
    }
    start = stop + 1;
  }
}

/**
 * The list and block-quote markers at the start of `text[start, stop)` (none
 * for a thematic break such as `- - -`) and the columns of indentation before them.
 */
function lineContainers(text: string, start: number, stop: number): { indent: number; markers: number } {
  let depth = 0;
  let index = start;
  let indent = 0;
  const isSpace = (at: number) => at >= stop || text[at] === ' ' || text[at] === '\t';
  for (; index < stop && (text[index] === ' ' || text[index] === '\t'); index++) indent += text[index] === '\t' ? 4 - (indent % 4) : 1;
  while (index < stop) {
    while (index < stop && isSpace(index)) index++;
    const char = text[index];
    if (char === '>') {
      index++;
    } else if ((char === '-' || char === '*' || char === '+') && isSpace(index + 1)) {
      index++;
    } else if (char !== undefined && char >= '0' && char <= '9') {
      let digitsEnd = index;
      while (digitsEnd < stop && digitsEnd - index < 9 && text[digitsEnd]! >= '0' && text[digitsEnd]! <= '9') digitsEnd++;
      if ((text[digitsEnd] !== '.' && text[digitsEnd] !== ')') || !isSpace(digitsEnd + 1)) break;
      index = digitsEnd + 1;
    } else {
      break;
    }
    depth++;
  }
  const isThematicBreak = /^[ \t]*([-*_])(?:[ \t]*\1)*[ \t]*$/.test(text.slice(start, stop));
  return { indent, markers: isThematicBreak ? 0 : depth };
}

/** After parsing, before any transform recurses over the tree: the exact depth of containers. */
export function remarkNestingLimit() {
  return (tree: Node, file: VFile) => {
    // Iterative: the check itself must not overflow the stack it protects.
    const stack: Array<[Node, number]> = [[tree, 0]];
    while (stack.length) {
      const [node, depth] = stack.pop()!;
      const own = CONTAINER_TYPES.has(node.type) ? depth + 1 : depth;
      if (own > MAX_NESTING_DEPTH) file.fail(tooDeep(), node);
      for (const child of (node as Parent).children ?? []) stack.push([child, own]);
    }
  };
}
