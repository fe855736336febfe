// Where docgen's own files are, and a fingerprint of its code, for the caches
// that must be dropped when docgen changes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeFingerprint } from './code-fingerprint.js';

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

/** The fingerprint of docgen's code (see code-fingerprint.js): the launcher's, when it made one. */
export function docgenCodeFingerprint(): string {
  return codeFingerprint(DOCGEN_ROOT);
}
