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

const markerLinePatterns = new Map<string, RegExp>();

/** A line that holds the marker and nothing else (spaces aside): the marker alone on a line, as docgen takes it. */
function markerLinePattern(marker: TruncateMarker = DEFAULT_TRUNCATE_MARKER): RegExp {
  const key = `${marker.flags}/${marker.source}`;
  let pattern = markerLinePatterns.get(key);
  if (!pattern) {
    pattern = new RegExp(`^[ \\t]*(?:${marker.source})[ \\t]*$`, marker.flags.replace(/[gym]/g, ''));
    markerLinePatterns.set(key, pattern);
  }
  return pattern;
}

/** The sentinel's comment in Markdown, the one comment a Markdown page keeps (raw-html.ts drops the others). */
export const TRUNCATE_COMMENT = 'docgen:truncate';
/** Markdown keeps the sentinel's HTML comment; MDX drops comments, but renders an element. */
const SENTINEL = { markdown: `<!--${TRUNCATE_COMMENT}-->`, mdx: '<div data-docgen-truncate="true"></div>' };
const SENTINEL_HTML = /<!--docgen:truncate-->|<div data-docgen-truncate="true"><\/div>/;

/** The lines of `body` outside code fences that are a truncate marker. */
function markerLines(lines: string[], marker?: TruncateMarker): number[] {
  const fenced = fencedLines(lines);
  const pattern = markerLinePattern(marker);
  return lines.flatMap((line, index) => (!fenced[index] && pattern.test(line) ? [index] : []));
}

export function hasTruncateMarker(body: string, marker?: TruncateMarker): boolean {
  return markerLines(body.split('\n'), marker).length > 0;
}

/** `body` with its first truncate marker swapped for the sentinel, on the same line (positions are kept). */
export function markTruncation(body: string, mdx: boolean, marker?: TruncateMarker): string {
  const lines = body.split('\n');
  const [first] = markerLines(lines, marker);
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
