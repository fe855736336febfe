import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { tryDecode } from '../content/url.ts';

/**
 * The file a static host would answer with: as is, then `.html`, then
 * `/index.html`. The build's link check asks it too. The server refuses
 * traversal attempts before calling it (see parseRequestTarget); the root check
 * here is the second line of defence.
 */
export function resolveRequestFile(root: string, urlPath: string): string | undefined {
  const decoded = tryDecode(urlPath);
  if (decoded === undefined || decoded.includes('\0')) return undefined;
  const clean = path.posix.normalize(decoded).replace(/^(\.\.(\/|$))+/, '');
  const base = path.join(root, clean);
  if (base !== root && !base.startsWith(root + path.sep)) return undefined;
  const candidates = [base, `${base.replace(/\/$/, '')}.html`, path.join(base, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}
