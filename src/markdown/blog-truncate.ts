// A blog post's truncate marker (`<!-- truncate -->`, or `{/* truncate */}`
// in MDX): lists show a post's text above it. The marker leaves nothing in
// the HTML, so the compiler swaps it for a sentinel that survives compiling,
// and the post's HTML is split there afterwards.
import { fencedLines } from './mdx-compat/source-regions.ts';

const MARKER_LINE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/;

/** Markdown keeps an HTML comment; MDX drops comments, but renders an element. */
const SENTINEL = { markdown: '<!--docgen:truncate-->', mdx: '<div data-docgen-truncate="true"></div>' };
const SENTINEL_HTML = /<!--docgen:truncate-->|<div data-docgen-truncate="true"><\/div>/;

/** The lines of `body` outside code fences that are a truncate marker. */
function markerLines(lines: string[]): number[] {
  const fenced = fencedLines(lines);
  return lines.flatMap((line, index) => (!fenced[index] && MARKER_LINE.test(line) ? [index] : []));
}

export function hasTruncateMarker(body: string): boolean {
  return markerLines(body.split('\n')).length > 0;
}

/** `body` with its first truncate marker swapped for the sentinel, on the same line (positions are kept). */
export function markTruncation(body: string, mdx: boolean): string {
  const lines = body.split('\n');
  const [first] = markerLines(lines);
  if (first === undefined) return body;
  lines[first] = mdx ? SENTINEL.mdx : SENTINEL.markdown;
  return lines.join('\n');
}

/** A compiled post's HTML without the sentinel, and its excerpt (the HTML above it) when it has one. */
export function splitAtTruncation(html: string): { html: string; excerptHtml?: string } {
  const match = SENTINEL_HTML.exec(html);
  if (!match) return { html };
  return { html: html.slice(0, match.index) + html.slice(match.index + match[0].length), excerptHtml: html.slice(0, match.index).trimEnd() };
}
