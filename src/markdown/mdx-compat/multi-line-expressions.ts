import { inlineLiterals, type LiteralSyntax } from './inline-code.ts';
import { matchingBrace, parseExpression } from './text-expressions.ts';

/** A part of a line: from `from` up to, not including, `to`. */
export interface Range {
  from: number;
  to: number;
  /** The line goes on with an expression begun on a line above. */
  continues?: true;
}

/**
 * The parts of lines inside a `{…}` that goes on over lines and is a
 * JavaScript expression as written: a `{list.filter((item) =>` in text, an
 * attribute's `values={[` with its items below, a CodeBlock's
 * `` {`…`} ``. A blank line ends the search, as it ends the paragraph or tag
 * the expression is in, unless it is in a template literal.
 */
export function multiLineExpressions(lines: readonly string[], prose: readonly boolean[], literal: LiteralSyntax): Map<number, Range[]> {
  const inside = new Map<number, Range[]>();
  // Most pages have no expression over lines: their lines are not searched for one.
  if (!lines.some((line, i) => prose[i] && line.includes('{') && opensMore(line))) return inside;
  const add = (line: number, range: Range) => inside.set(line, [...(inside.get(line) ?? []), range]);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!prose[i] || !line.includes('{')) continue;
    const spans = [...inlineLiterals(line, literal)].map((span) => ({ from: span.index, to: span.index + span[0].length }));
    const start = (inside.get(i) ?? []).reduce((end, range) => Math.max(end, range.to), 0);
    for (let open = line.indexOf('{', start); open !== -1; open = line.indexOf('{', open + 1)) {
      if ((open > 0 && line[open - 1] === '\\') || spans.some((span) => open >= span.from && open < span.to) || matchingBrace(line, open) !== -1) continue;
      const close = closingBraceBelow(lines, prose, i, open);
      if (!close) continue;
      const inner = [line.slice(open + 1), ...lines.slice(i + 1, close.line), lines[close.line]!.slice(0, close.index)].join('\n');
      if (!parseExpression(inner)) continue;
      add(i, { from: open, to: line.length });
      for (let j = i + 1; j < close.line; j++) add(j, { from: 0, to: lines[j]!.length, continues: true });
      add(close.line, { from: 0, to: close.index + 1, continues: true });
      i = close.line - 1; // The closing line is read again from after its `}`.
      break;
    }
  }
  return inside;
}

/** The `}` on a later line that closes the `{` at `open` on line `first`, before any blank line outside a template literal. */
function closingBraceBelow(lines: readonly string[], prose: readonly boolean[], first: number, open: number): { line: number; index: number } | undefined {
  let depth = 0;
  let inTemplate = false;
  for (let i = first; i < lines.length && prose[i] && (inTemplate || lines[i]!.trim() !== ''); i++) {
    const line = lines[i]!;
    for (let index = i === first ? open : 0; index < line.length; index++) {
      const char = line[index];
      if (char === '\\') index++;
      else if (char === '`') inTemplate = !inTemplate;
      else if (char === '{') depth++;
      else if (char === '}' && --depth === 0) return { line: i, index };
    }
  }
  return undefined;
}

/** Whether a line has more `{` than `}`. */
function opensMore(line: string): boolean {
  let depth = 0;
  for (const char of line) {
    if (char === '{') depth++;
    else if (char === '}') depth--;
  }
  return depth > 0;
}

/**
 * MDX 3 takes up to two columns of indentation off each line of an
 * expression after its first (in a template literal too, where MDX 1 kept
 * them: a CodeBlock's `` {`…`} `` lost its code's indentation). The lines
 * that go on with one get two spaces more, which it takes off again; a
 * line in a blockquote, whose markers come first, is left as it is.
 */
export function indentContinuedLines(lines: readonly string[], expressions: ReadonlyMap<number, readonly Range[]>): string[] {
  if (expressions.size === 0) return [...lines];
  return lines.map((line, i) => (expressions.get(i)?.some((range) => range.continues) && line.trim() !== '' && !/^\s*>/.test(line) ? `  ${line}` : line));
}

/** Applies `rewrite` to the parts of a line outside `ranges` (in order, as multiLineExpressions gives them). */
export function outsideRanges(line: string, ranges: readonly Range[] | undefined, rewrite: (text: string) => string): string {
  if (!ranges) return rewrite(line);
  let result = '';
  let last = 0;
  for (const { from, to } of ranges) {
    result += (from > last ? rewrite(line.slice(last, from)) : '') + line.slice(from, to);
    last = to;
  }
  return result + (last < line.length ? rewrite(line.slice(last)) : '');
}
