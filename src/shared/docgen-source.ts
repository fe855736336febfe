// Where docgen's own files are, and a fingerprint of its code, for the caches
// that must be dropped when docgen changes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * docgen's folder (the one with its package.json), found by walking up from
 * this module: it runs from `src/shared/`, and also from compiled code in
 * `node_modules/.cache/docgen/`, so a fixed `../..` would be wrong in one of them.
 */
export const DOCGEN_ROOT = findDocgenRoot(path.dirname(fileURLToPath(import.meta.url)));

function findDocgenRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docgen') return dir;
    if (path.dirname(dir) === dir) throw new Error(`docgen's package.json was not found above ${start}.`);
  }
}

let fingerprint: string | undefined;

/**
 * A hash of Node's version, docgen's dependencies and its sources (by path,
 * size and time: any edit counts). Made once per process: the code running is
 * the code that was loaded, whatever changes on disk afterwards.
 */
export function docgenCodeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  hash.update(process.version).update('\0');
  for (const file of ['package.json', 'package-lock.json']) {
    const full = path.join(DOCGEN_ROOT, file);
    if (existsSync(full)) hash.update(readFileSync(full)).update('\0');
  }
  for (const entry of readdirSync(path.join(DOCGEN_ROOT, 'src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(full);
    hash.update(`${full}\0${size}\0${mtimeMs}\0`);
  }
  fingerprint = hash.digest('hex');
  return fingerprint;
}
