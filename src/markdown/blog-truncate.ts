// A blog post's truncate marker (`<!-- truncate -->`, or `{/* truncate */}`
// in MDX; a blog's truncateMarker may be another): lists show a post's text
// above it. The marker leaves nothing in the HTML, so the compiler swaps it
// for a sentinel that survives compiling, and the post's HTML is split there
// afterwards.
import { fencedLines } from './mdx-compat/source-regions.ts';

/** Docusaurus's truncate marker. */
export const DEFAULT_TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** Whether a blog's marker is Docusaurus's (the same pattern, wherever the RegExp was made). */
export function isDefaultTruncateMarker(marker: RegExp): boolean {
  return marker.source === DEFAULT_TRUNCATE_MARKER.source && marker.flags === DEFAULT_TRUNCATE_MARKER.flags;
}

/** A truncate marker as it crosses to the compile workers: a RegExp's source and flags. */
export interface TruncateMarker {
  source: string;
  flags: string;
}

const markerPatterns = new Map<string, RegExp>();

/** The marker wherever it is on a line (its first place). */
function markerPattern(marker: TruncateMarker = DEFAULT_TRUNCATE_MARKER): RegExp {
  const key = `${marker.flags}/${marker.source}`;
  let pattern = markerPatterns.get(key);
  if (!pattern) {
    pattern = new RegExp(marker.source, marker.flags.replace(/[gy]/g, ''));
    markerPatterns.set(key, pattern);
  }
  return pattern;
}

/** The sentinel's comment in Markdown, the one comment a Markdown page keeps (raw-html.ts drops the others). */
export const TRUNCATE_COMMENT = 'docgen:truncate';
/** Markdown keeps the sentinel's HTML comment; MDX drops comments, but renders an element (a span in the middle of a paragraph). */
const SENTINEL = { markdown: `<!--${TRUNCATE_COMMENT}-->`, mdx: '<div data-docgen-truncate="true"></div>', mdxInline: '<span data-docgen-truncate="true"></span>' };
const SENTINEL_HTML = /<!--docgen:truncate-->|<div data-docgen-truncate="true"><\/div>|<span data-docgen-truncate="true"><\/span>/;

/** Inline code spans blanked out (the same length), so that a marker shown as code is not taken for one. */
const withoutInlineCode = (line: string) => line.replace(/(`+)[^`]+?\1/g, (code) => ' '.repeat(code.length));

/**
 * The first truncate marker of `body` outside code (fences and inline code):
 * its line, where it is on it, and whether it is alone there. Anywhere on a
 * line, as Docusaurus splits a post's text at the marker wherever it is.
 */
function firstMarker(lines: string[], marker?: TruncateMarker): { line: number; start: number; end: number; alone: boolean } | undefined {
  const fenced = fencedLines(lines);
  const pattern = markerPattern(marker);
  for (const [index, line] of lines.entries()) {
    if (fenced[index]) continue;
    const found = pattern.exec(withoutInlineCode(line));
    if (!found || found[0] === '') continue;
    const end = found.index + found[0].length;
    return { line: index, start: found.index, end, alone: line.slice(0, found.index).trim() === '' && line.slice(end).trim() === '' };
  }
  return undefined;
}

export function hasTruncateMarker(body: string, marker?: TruncateMarker): boolean {
  return firstMarker(body.split('\n'), marker) !== undefined;
}

/** `body` with its first truncate marker swapped for the sentinel, on the same line (positions are kept). */
export function markTruncation(body: string, mdx: boolean, marker?: TruncateMarker): string {
  const lines = body.split('\n');
  const found = firstMarker(lines, marker);
  if (!found) return body;
  const line = lines[found.line]!;
  if (found.alone) lines[found.line] = mdx ? SENTINEL.mdx : SENTINEL.markdown;
  else lines[found.line] = `${line.slice(0, found.start)}${mdx ? SENTINEL.mdxInline : SENTINEL.markdown}${line.slice(found.end)}`;
  return lines.join('\n');
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// A tag, its attributes' quoted values read whole (one may hold a `>`).
const TAG = /<(\/?)([a-zA-Z][\w:-]*)(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*(\/?)>/g;

/** `html` cut short (at a marker in the middle of a paragraph) with the elements it leaves open closed, innermost first. */
function closeOpenElements(html: string): string {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of html.matchAll(TAG)) {
    const tag = name!.toLowerCase();
    if (selfClosing || VOID_ELEMENTS.has(tag)) continue;
    if (!closing) open.push(tag);
    else if (open.at(-1) === tag) open.pop();
  }
  return html + open.reverse().map((tag) => `</${tag}>`).join('');
}

/** A compiled post's HTML without the sentinel, and its excerpt (the HTML above it, its open elements closed) when it has one. */
export function splitAtTruncation(html: string): { html: string; excerptHtml?: string } {
  const match = SENTINEL_HTML.exec(html);
  if (!match) return { html };
  return { html: html.slice(0, match.index) + html.slice(match.index + match[0].length), excerptHtml: closeOpenElements(html.slice(0, match.index).trimEnd()) };
}
