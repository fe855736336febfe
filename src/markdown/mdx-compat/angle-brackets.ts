import { outsideInlineLiterals, type LiteralSyntax } from './inline-code.ts';
import { multiLineExpressions, outsideRanges } from './multi-line-expressions.ts';
import { matchingBrace, parseExpression } from './text-expressions.ts';
import type { LineTransform } from './types.ts';

const URL_AUTOLINK = /<((?:https?|ftp):\/\/[^\s<>]+)>/g;
const EMAIL_AUTOLINK = /<([\w.+-]+@[\w-]+(?:\.[\w-]+)+)>/g;
// `<` that cannot start a tag: before a space, `=`, a digit or `-` ("<= 3.7", "<-").
// `< Name />`: JSX allows the space, MDX 3 does not.
const SPACED_COMPONENT = /^(\s*)<\s+(?=[A-Z][\w.]*[\s/>])/;
// The backslashes before it are taken too: after an odd number the author has
// escaped the `<` (`a \< b`, MDX's own way), which must stay as written.
const LONE_LESS_THAN = /(\\*)<(?=[\s=\d-])/g;

/**
 * Applies `rewrite` to a text outside its `{…}` on one line that are
 * JavaScript expressions as written, where `<` is JavaScript's
 * (`{n < 5 ? 'small' : 'big'}`). One that is not (`{<b>a < b</b>}`, JSX
 * text) is rewritten with the rest.
 */
function outsideExpressions(text: string, rewrite: (text: string) => string): string {
  let result = '';
  let last = 0;
  for (let open = text.indexOf('{'); open !== -1; open = text.indexOf('{', open + 1)) {
    const close = matchingBrace(text, open);
    if (open < last || (open > 0 && text[open - 1] === '\\') || close === -1 || !parseExpression(text.slice(open + 1, close))) continue;
    result += rewrite(text.slice(last, open)) + text.slice(open, close + 1);
    last = close + 1;
  }
  return result + rewrite(text.slice(last));
}

/** The rewrite of a line's text: autolinks, a lone `<` and `< Name />`, outside inline code, math and expressions. */
function rewriteText(line: string, literal: LiteralSyntax): string {
  return outsideInlineLiterals(
    line,
    (part) =>
      outsideExpressions(part, (text) =>
        text
          .replace(SPACED_COMPONENT, '$1<')
          .replace(URL_AUTOLINK, (_whole, url: string) => `[${url}](${url})`)
          .replace(EMAIL_AUTOLINK, (_whole, address: string) => `[${address}](mailto:${address})`)
          .replace(LONE_LESS_THAN, (whole, backslashes: string) => (backslashes.length % 2 ? whole : `${backslashes}&lt;`)),
      ),
    literal,
  );
}

/**
 * CommonMark autolinks and a lone `<` in prose are fine in MDX 1 and errors
 * in MDX 3 (which reads `<` as JSX): autolinks become Markdown links and a
 * lone `<` becomes `&lt;`, unless escaped (`< Name />` becomes `<Name />`, as JSX reads it). Inline code, math and JavaScript expressions, on one line or several, are left as written.
 */
export const rewriteAngleBrackets: LineTransform = (lines, prose, literal) => {
  const expressions = multiLineExpressions(lines, prose, literal);
  return lines.map((line, i) => (prose[i] && line.includes('<') ? outsideRanges(line, expressions.get(i), (text) => rewriteText(text, literal)) : line));
};
