// Docusaurus's default magic comments: a line that holds only
// `highlight-next-line`, `highlight-start` or `highlight-end` as a comment of
// the block's language is removed, and highlights the line after it or the
// lines between the two. A `{1,3-4}` range in the meta string replaces them
// (they are then left in the code as written).

/** A comment's opening and closing, as regular expressions. */
interface CommentSyntax {
  start: string;
  end: string;
}

const LINE = { start: '\\/\\/', end: '' };
const BLOCK = { start: '\\/\\*', end: '\\*\\/' };
const JSX = { start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}' };
const HASH = { start: '#', end: '' };
const HTML = { start: '<!--', end: '-->' };

/** Which comments count in which language; any language not named here takes them all (PHP's `//` and `#` both work). */
const SYNTAX_BY_LANGUAGE: Record<string, CommentSyntax[]> = {
  js: [LINE, BLOCK],
  javascript: [LINE, BLOCK],
  ts: [LINE, BLOCK],
  typescript: [LINE, BLOCK],
  jsx: [LINE, BLOCK, JSX],
  tsx: [LINE, BLOCK, JSX],
  html: [LINE, BLOCK, HTML],
  python: [HASH],
  py: [HASH],
  bash: [HASH],
  markdown: [HTML, JSX, HASH],
  md: [HTML, JSX, HASH],
};
const EVERY_SYNTAX = [LINE, BLOCK, JSX, HASH, HTML];

type Directive = 'highlight-next-line' | 'highlight-start' | 'highlight-end';

const patterns = new Map<string, RegExp>();

function directivePattern(language: string): RegExp {
  let pattern = patterns.get(language);
  if (!pattern) {
    const comments = (SYNTAX_BY_LANGUAGE[language] ?? EVERY_SYNTAX).map(({ start, end }) => `${start}\\s*(highlight-next-line|highlight-start|highlight-end)\\s*${end}`);
    pattern = new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`);
    patterns.set(language, pattern);
  }
  return pattern;
}

/** The code without its magic comment lines, and the lines (1-based, of that code) they highlight. */
export function applyMagicComments(code: string, language: string): { code: string; highlightLines: Set<number> } {
  const highlightLines = new Set<number>();
  // Most blocks have none: they are returned as they are.
  if (!code.includes('highlight-')) return { code, highlightLines };
  const pattern = directivePattern(language);
  const kept: string[] = [];
  let nextLine = false;
  let open = 0;
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((group) => group !== undefined) as Directive | undefined;
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') open += 1;
    else if (directive === 'highlight-end') open = Math.max(0, open - 1);
    else {
      kept.push(line);
      if (nextLine || open > 0) highlightLines.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlightLines };
}
