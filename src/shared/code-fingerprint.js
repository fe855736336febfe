// The fingerprint of docgen's code, and the folder its compiled code is kept
// in (compiled-code.ts). Plain JavaScript, because the launcher
// (bin/docgen.js) finds that folder with it before anything can load
// TypeScript: loading tsx first cost every command about 0.2 s.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
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
 * A hash of Node's version, docgen's dependencies as installed and its
 * sources under `root`, by content: any edit counts, and nothing else does. A
 * fresh checkout or `npm ci` gives every file a new time, and a CI runner may
 * check out into another folder: neither changes the fingerprint, so a build
 * cache kept between CI runs is still used (build/persistent-cache.ts). Made
 * once per process: the code running is the code that was loaded, whatever
 * changes on disk afterwards.
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

/**
 * The files that say which packages are installed where docgen runs: the
 * state file that npm (`.package-lock.json`), pnpm (`.modules.yaml`) or
 * Yarn (`.yarn-state.yml`, `.yarn-integrity`) writes in the `node_modules`
 * folder it installs into, the nearest above docgen's folder. docgen's own
 * package-lock.json only says what its repository installs, and an installed
 * docgen has none.
 */
const INSTALL_STATE_FILES = ['.package-lock.json', '.modules.yaml', '.yarn-state.yml', '.yarn-integrity'];

function installState(root) {
  for (let dir = root; ; dir = path.dirname(dir)) {
    const modules = path.basename(dir) === 'node_modules' ? dir : path.join(dir, 'node_modules');
    const found = INSTALL_STATE_FILES.map((name) => path.join(modules, name)).find((file) => existsSync(file));
    if (found) return found;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function hashSources(root) {
  const hash = createHash('sha256');
  hash.update(process.version).update('\0');
  for (const file of [path.join(root, 'package.json'), path.join(root, 'package-lock.json'), installState(root)]) {
    if (file && existsSync(file)) hash.update(readFileSync(file)).update('\0');
  }
  const sources = path.join(root, 'src');
  // By path, sorted: a folder's order on disk differs from one file system to another.
  const files = readdirSync(sources, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(sources, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(sources, file))).update('\0');
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
