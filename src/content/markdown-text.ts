// Cheap line scans of Markdown source for the title and the excerpt, so the
// content model is known before any page is compiled.

const IMPORT_OR_EXPORT = /^\s*(import|export)\s/;
const EXPLICIT_ID = /\s*\{#[^}]+\}\s*$/;
/** A line that is one HTML or MDX comment. */
const COMMENT_LINE = /^\s*(?:<!--.*?-->|\{\/\*.*?\*\/\})\s*$/;

/** The leading `# Title` (ATX or setext) of the content, if any. */
export function extractTitle(body: string): string | undefined {
  const lines = body.split(/\r?\n/);
  let i = 0;
  while (i < lines.length) {
    // A comment above the heading (`<!-- markdownlint-disable -->`) is passed over, as the page's compile passes it over in deciding that the heading is the page's title (heading-ids.ts).
    if (lines[i]!.trim() === '' || COMMENT_LINE.test(lines[i]!)) i++;
    else if (IMPORT_OR_EXPORT.test(lines[i]!)) {
      // A statement runs to the next blank line, as Docusaurus reads it (`import {\n  A,\n} from './a';`); a heading right under it, which docgen compiles, ends it too.
      i++;
      while (i < lines.length && lines[i]!.trim() !== '' && !/^#\s/.test(lines[i]!)) i++;
    } else break;
  }
  const line = lines[i];
  if (line === undefined) return undefined;
  const atx = /^#\s+(.+?)\s*#*\s*$/.exec(line);
  if (atx) return cleanTitle(atx[1]!);
  if (/^=+\s*$/.test(lines[i + 1] ?? '') && line.trim()) return cleanTitle(line.trim());
  return undefined;
}

function cleanTitle(raw: string): string {
  const withoutId = raw.replace(EXPLICIT_ID, '');
  const code = /^`([^`]+)`$/.exec(withoutId);
  return code ? code[1]! : withoutId;
}

/** First paragraph-like line with Markdown syntax removed: the default description. */
export function extractExcerpt(body: string): string {
  let inFence = false;
  /** In an import or export statement, which (as Docusaurus reads it) runs to the next blank line: `import {\n  Lang,\n} from …`. */
  let inStatement = false;
  // A setext title (`Title` over `===`) at the very start is the title, not the excerpt, as Docusaurus removes it.
  const text = body.trimStart().replace(/^[^\n]*\r?\n=+[ \t]*(?=\r?\n|$)/, '');
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      inStatement = false;
      continue;
    }
    if (/^(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (!inFence && IMPORT_OR_EXPORT.test(line)) inStatement = true;
    if (inFence || inStatement || /^#\s/.test(line) || /^:::/.test(line) || /^=+$/.test(line)) continue;
    if (/^<\/?[A-Za-z][^>]*>$/.test(line) || /^\{\/\*.*\*\/\}$/.test(line) || /^<!--.*-->$/.test(line)) continue;
    const text = line
      .replace(EXPLICIT_ID, '')
      .replace(/<[^>]+>/g, '')
      // Footnote references and definitions go, as Docusaurus's excerpt drops them.
      .replace(/\[\^[^\]]+\](?::.*$)?/g, '')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/^#{1,6}\s+/, '')
      .replace(/^[>*+-]\s+/, '')
      .replace(/^\d+\.\s+/, '')
      .replace(/(\*\*|__|\*|_|`|~~)(.+?)\1/g, '$2')
      .trim();
    if (text) return text;
  }
  return '';
}
