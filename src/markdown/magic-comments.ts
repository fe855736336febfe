// Magic comments, as Docusaurus reads them (themeConfig.prism.magicComments):
// a line that holds only a directive, such as `highlight-next-line`,
// `highlight-start` or `highlight-end`, as a comment of the block's language is
// removed, and gives its class to the line after it or to the lines between
// the two. A `{1,3-4}` range in the meta string replaces them (they are then
// left in the code as written) and gives its lines the first comment's class.
import escapeRegExp from 'lodash-es/escapeRegExp.js';

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

/** A kind of magic comment: the class it gives, and its directives for one line and for a block of lines. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus's one magic comment, unless a site gives others. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

/** The classes of a block's lines, by line number (from 1). */
export type LineClasses = ReadonlyMap<number, readonly string[]>;

type Directive = { className: string; kind: 'line' | 'start' | 'end' };

/** The directives of a set of magic comments, and the pattern of a line holding one, per language. */
interface DirectiveReader {
  directives: Map<string, Directive>;
  /** The directives' names, for the quick look at a block that most often has none. */
  names: string[];
  patterns: Map<string, RegExp>;
}

const readers = new WeakMap<readonly MagicComment[], DirectiveReader>();

function readerOf(comments: readonly MagicComment[]): DirectiveReader {
  let reader = readers.get(comments);
  if (!reader) {
    const directives = new Map<string, Directive>();
    for (const { className, line, block } of comments) {
      if (line) directives.set(line, { className, kind: 'line' });
      if (block) {
        directives.set(block.start, { className, kind: 'start' });
        directives.set(block.end, { className, kind: 'end' });
      }
    }
    reader = { directives, names: [...directives.keys()], patterns: new Map() };
    readers.set(comments, reader);
  }
  return reader;
}

function directivePattern(reader: DirectiveReader, language: string): RegExp {
  let pattern = reader.patterns.get(language);
  if (!pattern) {
    const names = reader.names.map(escapeRegExp).join('|');
    const comments = (SYNTAX_BY_LANGUAGE[language] ?? EVERY_SYNTAX).map(({ start, end }) => `${start}\\s*(${names})\\s*${end}`);
    pattern = new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`);
    reader.patterns.set(language, pattern);
  }
  return pattern;
}

function addClass(lineClasses: Map<number, string[]>, line: number, className: string): void {
  const classes = lineClasses.get(line);
  if (!classes) lineClasses.set(line, [className]);
  else if (!classes.includes(className)) classes.push(className);
}

/** The code without its magic comment lines, and the classes (by line of that code) they give. */
export function applyMagicComments(code: string, language: string, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): { code: string; lineClasses: LineClasses } {
  const lineClasses = new Map<number, string[]>();
  const reader = readerOf(comments);
  // Most blocks have none: they are returned as they are.
  if (!reader.names.some((name) => code.includes(name))) return { code, lineClasses };
  const pattern = directivePattern(reader, language);
  const kept: string[] = [];
  const nextLine = new Set<string>();
  const open = new Map<string, number>();
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const name = match?.slice(1).find((group) => group !== undefined);
    const directive = name === undefined ? undefined : reader.directives.get(name);
    if (directive?.kind === 'line') nextLine.add(directive.className);
    else if (directive?.kind === 'start') open.set(directive.className, (open.get(directive.className) ?? 0) + 1);
    else if (directive?.kind === 'end') open.set(directive.className, Math.max(0, (open.get(directive.className) ?? 0) - 1));
    else {
      kept.push(line);
      for (const className of nextLine) addClass(lineClasses, kept.length, className);
      for (const [className, depth] of open) if (depth > 0) addClass(lineClasses, kept.length, className);
      nextLine.clear();
    }
  }
  return { code: kept.join('\n'), lineClasses };
}

/** A meta string's `{1,3-4}` lines, with the first magic comment's class (none when a site has no magic comments, as in Docusaurus). */
export function rangeLineClasses(lines: ReadonlySet<number>, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): LineClasses {
  const first = comments[0];
  return new Map(first ? [...lines].map((line) => [line, [first.className]] as const) : []);
}
