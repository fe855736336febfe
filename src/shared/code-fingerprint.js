// The fingerprint of docgen's code, and the folder its compiled code is kept
// in (compiled-code.ts). Plain JavaScript, because the launcher
// (bin/docgen.js) finds that folder with it before anything can load
// TypeScript: loading tsx first cost every command about 0.2 s.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

/** Where, under docgen's folder, the compiled code of each version is kept. */
export const COMPILED_CODE_PARENT = 'node_modules/.cache/docgen';

/**
 * Fingerprints made in this process, by docgen's folder. Kept on globalThis:
 * the launcher's copy of this module and the compiled code's (bundled into
 * it) are two modules, and every build would otherwise walk the sources again.
 */
const made = (globalThis.__docgenCodeFingerprints ??= new Map());

/**
 * A hash of Node's version, docgen's dependencies and its sources under
 * `root` (by path, size and time: any edit counts). Made once per process:
 * the code running is the code that was loaded, whatever changes on disk
 * afterwards.
 */
export function codeFingerprint(root) {
  const key = path.resolve(root);
  let fingerprint = made.get(key);
  if (fingerprint === undefined) {
    fingerprint = hashSources(key);
    made.set(key, fingerprint);
  }
  return fingerprint;
}

function hashSources(root) {
  const hash = createHash('sha256');
  hash.update(process.version).update('\0');
  for (const file of ['package.json', 'package-lock.json']) {
    const full = path.join(root, file);
    if (existsSync(full)) hash.update(readFileSync(full)).update('\0');
  }
  for (const entry of readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(full);
    hash.update(`${full}\0${size}\0${mtimeMs}\0`);
  }
  return hash.digest('hex');
}

/** The folder name of the compiled code of the version with this fingerprint. */
export function compiledCodeName(fingerprint) {
  return `code-${fingerprint.slice(0, 16)}`;
}

/**
 * The folder under `parent` of the compiled code of the version with this
 * fingerprint, if it is there. Its time is set to now: it says when a
 * process last started from it, for pruning (compiled-code.ts).
 */
export function existingCompiledCode(parent, fingerprint) {
  const folder = path.join(parent, compiledCodeName(fingerprint));
  if (!existsSync(folder)) return undefined;
  const now = new Date();
  try {
    utimesSync(folder, now, now);
  } catch {
    // A folder docgen may read but not write is used all the same.
  }
  return folder;
}
