/** What the MDX 1 rewrites leave alone besides fenced code: a page's syntax that MDX never reads as JSX or expressions. */
export interface LiteralSyntax {
  /** Math (`$…$` and `$$` blocks), when a remark plugin of the site reads it (remark-math): its braces and `<` are TeX's. */
  math: boolean;
}

// A run of backticks closed by a run as long (``echo `x` {$y}``), as CommonMark reads a code span.
const CODE_SPAN = /(?<!`)(`+)(?!`)[^]*?(?<!`)\1(?!`)/g;
// As micromark-extension-math reads inline math: a run of dollars (not escaped) closed by a run as long.
const CODE_OR_MATH_SPAN = /(?<!`)(`+)(?!`)[^]*?(?<!`)\1(?!`)|(?<![\\$])(\$+)(?:\\.|[^$\\])+?\2(?!\$)/g;

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

/** Where a run of backticks (or dollars) as long as `run` is in a line, from `from`; -1 when it has none. A dollar after a backslash is text. */
function closingRun(line: string, run: string, from: number): number {
  const closing = run[0] === '$' ? new RegExp(`(?<![\\\\$])${run.replaceAll('$', '\\$')}(?!\\$)`, 'g') : new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
  closing.lastIndex = from;
  return closing.exec(line)?.index ?? -1;
}

/**
 * Where inline code (and, with `literal.math`, inline math) goes over a line
 * break (`` `get_string(⏎{$a})` ``, `$F(x)=⏎\int_{a}^{x}$`): for each line,
 * the end of its start that closes a span opened on a line before (0 when
 * none does), and the start of a span it opens that a line after closes (its
 * length when none does). A line within one is all code. A span stays in its
 * paragraph: prose lines up to a blank one.
 */
export function codeSpansOverLines(lines: readonly string[], prose: readonly boolean[], literal?: LiteralSyntax): { head: number; tail: number }[] {
  const parts = lines.map((line) => ({ head: 0, tail: line.length }));
  const math = literal?.math ?? false;
  for (let i = 0; i < lines.length; i++) {
    if (!prose[i]) continue;
    const line = lines[i]!;
    if (!line.includes('`') && !(math && line.includes('$'))) continue;
    const runs = math ? /`+|(?<!\\)\$+/g : /`+/g;
    runs.lastIndex = parts[i]!.head;
    for (let open = runs.exec(line); open; open = runs.exec(line)) {
      const close = closingRun(line, open[0], runs.lastIndex);
      if (close !== -1) {
        runs.lastIndex = close + open[0].length;
        continue;
      }
      let end = -1;
      let j = i + 1;
      for (; j < lines.length && prose[j] && lines[j]!.trim() !== ''; j++) {
        end = closingRun(lines[j]!, open[0], 0);
        if (end !== -1) break;
      }
      // Never closed, the run is text.
      if (end === -1) continue;
      parts[i]!.tail = open.index;
      for (let k = i + 1; k < j; k++) parts[k] = { head: lines[k]!.length, tail: lines[k]!.length };
      parts[j]!.head = end + open[0].length;
      i = j - 1;
      break;
    }
  }
  return parts;
}
