/** What the MDX 1 rewrites leave alone besides fenced code: a page's syntax that MDX never reads as JSX or expressions. */
export interface LiteralSyntax {
  /** Math (`$…$` and `$$` blocks), when a remark plugin of the site reads it (remark-math): its braces and `<` are TeX's. */
  math: boolean;
}

const CODE_SPAN = /`+[^`]*?`+/g;
// As micromark-extension-math reads inline math: a run of dollars (not escaped) closed by a run as long.
const CODE_OR_MATH_SPAN = /`+[^`]*?`+|(?<![\\$])(\$+)(?:\\.|[^$\\])+?\1(?!\$)/g;

/**
 * Applies `rewrite` to the parts of a line outside inline code spans (`` `…` ``),
 * which MDX never reads as syntax, and outside inline math when the page has math.
 */
export function outsideInlineLiterals(line: string, rewrite: (text: string) => string, literal?: LiteralSyntax): string {
  let result = '';
  let last = 0;
  for (const span of line.matchAll(literal?.math ? CODE_OR_MATH_SPAN : CODE_SPAN)) {
    result += rewrite(line.slice(last, span.index)) + span[0];
    last = span.index + span[0].length;
  }
  return result + rewrite(line.slice(last));
}
