/** What the MDX 1 rewrites leave alone besides fenced code: a page's syntax that MDX never reads as JSX or expressions. */
export interface LiteralSyntax {
  /** Math (`$…$` and `$$` blocks), when a remark plugin of the site reads it (remark-math): its braces and `<` are TeX's. */
  math: boolean;
}

const CODE_SPAN = /`+[^`]*?`+/g;
// As micromark-extension-math reads inline math: a run of dollars (not escaped) closed by a run as long.
const CODE_OR_MATH_SPAN = /`+[^`]*?`+|(?<![\\$])(\$+)(?:\\.|[^$\\])+?\1(?!\$)/g;

/** A line's inline code spans (`` `…` ``), which MDX never reads as syntax, and its inline math when the page has math. */
export const inlineLiterals = (line: string, literal?: LiteralSyntax) => line.matchAll(literal?.math ? CODE_OR_MATH_SPAN : CODE_SPAN);

/** Applies `rewrite` to the parts of a line outside its inline literals. */
export function outsideInlineLiterals(line: string, rewrite: (text: string) => string, literal?: LiteralSyntax): string {
  let result = '';
  let last = 0;
  for (const span of inlineLiterals(line, literal)) {
    result += rewrite(line.slice(last, span.index)) + span[0];
    last = span.index + span[0].length;
  }
  return result + rewrite(line.slice(last));
}
