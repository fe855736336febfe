import type { Node } from 'acorn';
import { JsxParser } from './jsx-parser.ts';
import { outsideInlineLiterals, type LiteralSyntax } from './inline-code.ts';


/**
 * MDX 1 kept `{…}` in prose as text unless it was a real expression; MDX 3
 * evaluates every one, so `{$a->firstname}`, `{{> partial }}` or a stray
 * `{course_sections}` break the page. Braces on one line whose content is
 * not a JavaScript expression, or is a bare name the page never declares,
 * are escaped back to text. Expressions that mean something (a declared
 * name, `{[3.9]}`, `{getExample(a, b)}`, a comment) are kept, and so are
 * inline code and (with `literal.math`) inline math.
 */
export function escapeTextExpressions(line: string, declared: ReadonlySet<string>, literal?: LiteralSyntax): string {
  if (!line.includes('{')) return line;
  return outsideInlineLiterals(line, (text) => {
    let result = '';
    let index = 0;
    while (index < text.length) {
      const open = text.indexOf('{', index);
      if (open === -1 || (open > 0 && text[open - 1] === '\\')) {
        result += text.slice(index, open === -1 ? undefined : open + 1);
        if (open === -1) break;
        index = open + 1;
        continue;
      }
      const close = matchingBrace(text, open);
      if (close === -1) {
        // Spread over several lines: an attribute value or block that MDX reads as it is.
        result += text.slice(index);
        break;
      }
      const inner = text.slice(open + 1, close);
      // An attribute value is JavaScript by intent: errors in it are the author's to see.
      const keep = /=\s*$/.test(text.slice(0, open)) || isMeaningfulExpression(inner, declared);
      result += text.slice(index, open) + (keep ? `{${inner}}` : `\\{${escapeNested(inner)}\\}`);
      index = close + 1;
    }
    return result;
  }, literal);
}

/**
 * Where the `}` that closes the `{` at `open` is on the line, or -1. Braces
 * in a JavaScript string count for nothing (`{'a } b'}`) when the text up to
 * the brace so found is an expression; otherwise every brace counts, as in
 * prose, where an apostrophe opens no string.
 */
export function matchingBrace(text: string, open: number): number {
  const plain = closingBrace(text, open, false);
  if (!/['"`]/.test(text)) return plain;
  const quoted = closingBrace(text, open, true);
  return quoted !== plain && quoted !== -1 && parseExpression(text.slice(open + 1, quoted)) ? quoted : plain;
}

function closingBrace(text: string, open: number, skipStrings: boolean): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i]!;
    if (skipStrings && (char === "'" || char === '"' || char === '`')) {
      // To the quote that ends it (not one after a backslash).
      for (i++; i < text.length && text[i] !== char; i++) if (text[i] === '\\') i++;
      if (i >= text.length) return -1;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Braces inside escaped text are text too. */
const escapeNested = (inner: string) => inner.replace(/(?<!\\)([{}])/g, '\\$1');

function isMeaningfulExpression(inner: string, declared: ReadonlySet<string>): boolean {
  const trimmed = inner.trim();
  if (trimmed === '' || /^\/\*[\s\S]*\*\/$/.test(trimmed)) return true;
  // `{...props}` spreads and `{{…}}` style objects sit in tags, where they are meant.
  if (trimmed.startsWith('...')) return true;
  const expression = parseExpression(inner);
  if (!expression) return false;
  if (expression.type === 'Identifier') return declared.has(expression.name!);
  return true;
}

/** The JavaScript expression that the inside of a `{…}` is, if it is one. */
export function parseExpression(inner: string): (Node & { type: string; name?: string }) | undefined {
  try {
    const expression = JsxParser.parseExpressionAt(inner, 0, { ecmaVersion: 'latest', sourceType: 'module' }) as Node & { type: string; name?: string };
    return inner.slice(expression.end).trim() === '' ? expression : undefined;
  } catch {
    return undefined;
  }
}
