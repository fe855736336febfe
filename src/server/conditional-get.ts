import type { IncomingHttpHeaders } from 'node:http';

/** Validators of one representation of a file. `lastModified` is left out when the body is not the file as it is on disk. */
export interface Validators {
  etag: string;
  lastModified?: Date;
}

/** Whether the client's copy is current, so a bodiless 304 answers it (RFC 9110, 13.1.2 and 13.1.3). */
export function isNotModified(headers: IncomingHttpHeaders, { etag, lastModified }: Validators): boolean {
  const ifNoneMatch = headers['if-none-match'];
  // When If-None-Match is present, If-Modified-Since is ignored.
  if (ifNoneMatch !== undefined) return matchesAny(ifNoneMatch, etag);
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** `*`, or a list of entity tags compared weakly (`W/"x"` matches `"x"`), as If-None-Match requires. */
function matchesAny(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  // Tags are matched whole: an entity tag may itself hold a comma.
  const tags = header.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => opaque(tag) === opaque(etag));
}
