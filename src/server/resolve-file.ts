import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { tryDecode } from '../content/url.ts';

/**
 * The files, relative to the output folder, that a static host would answer
 * `urlPath` with, in its order: as is, then `.html`, then `/index.html`.
 * Undefined for a path that cannot name a file there.
 */
export function requestFileCandidates(urlPath: string): string[] | undefined {
  const decoded = tryDecode(urlPath);
  if (decoded === undefined || decoded.includes('\0')) return undefined;
  const clean = path.posix.normalize(decoded).replace(/^(\.\.(\/|$))+/, '').replace(/^\/+/, '');
  if (clean.startsWith('..')) return undefined;
  const base = clean.replace(/\/$/, '');
  if (base === '') return ['index.html'];
  return [clean, `${base}.html`, `${base}/index.html`].filter((candidate) => !candidate.endsWith('/'));
}

/**
 * The file a static host would answer with (see requestFileCandidates). The
 * build's link check asks it too. The server refuses traversal attempts before
 * calling it (see parseRequestTarget); the root check here is the second line
 * of defence.
 */
export function resolveRequestFile(root: string, urlPath: string): string | undefined {
  const candidates = requestFileCandidates(urlPath)?.map((candidate) => path.join(root, candidate));
  return candidates?.find((candidate) => candidate.startsWith(root + path.sep) && existsSync(candidate) && statSync(candidate).isFile());
}
