// The client's scripts are docgen's own browser code: nothing of a site goes
// in but its base URL (the stylesheet, which holds the site's own CSS, is
// bundled by every build, in a few tens of milliseconds). So they are kept
// beside docgen's compiled code, once per version of docgen's code and base URL,
// instead of in a site's build cache: a site's first build, and every build
// with --no-cache, then skips esbuild's second of CPU and the few hundred MB
// of Mermaid's module graph, as a published generator would ship its client
// already built.
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { DOCGEN_ROOT, docgenCodeFingerprint } from '../shared/docgen-source.ts';
import { bundleScriptsInWorker, type ClientScripts } from './client-bundle.ts';

const CACHE_FOLDER = path.join(DOCGEN_ROOT, 'node_modules/.cache/docgen/client');

/** Bundles kept per version of docgen's code: enough for the base URLs of a few sites built in turn. */
const KEPT_PER_VERSION = 8;

/**
 * The client's scripts for `baseUrl`: the ones kept from an earlier build of
 * the same version of docgen's code, or else new ones, then kept (when the
 * folder can be written: a read-only install bundles them on every build).
 */
export async function cachedClientScripts(baseUrl: string, folder = CACHE_FOLDER): Promise<ClientScripts> {
  const version = docgenCodeFingerprint().slice(0, 16);
  const file = path.join(folder, `${version}-${createHash('sha256').update(baseUrl).digest('hex').slice(0, 16)}.bin`);

  const kept = await readFile(file).then((bytes) => deserialize(bytes) as ClientScripts, () => undefined);
  if (kept) {
    // Its time marks it as recently used, for pruning.
    const now = new Date();
    await utimes(file, now, now).catch(() => {});
    return kept;
  }
  const scripts = await bundleScriptsInWorker(baseUrl);
  await keep(folder, file, scripts, version).catch(() => {});
  return scripts;
}

/** Writes the scripts beside their final name and renames them (another build never reads half a file), then prunes the folder. */
async function keep(folder: string, file: string, scripts: ClientScripts, version: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, serialize(scripts));
  await rename(temporary, file);

  const names = (await readdir(folder)).filter((name) => name.endsWith('.bin'));
  // Bundles of earlier versions of docgen's code are of no further use.
  const current = names.filter((name) => name.startsWith(`${version}-`));
  await Promise.all(names.filter((name) => !current.includes(name)).map((name) => rm(path.join(folder, name), { force: true })));
  if (current.length <= KEPT_PER_VERSION) return;
  const used = await Promise.all(current.map(async (name) => ({ name, time: (await stat(path.join(folder, name)).catch(() => undefined))?.mtimeMs ?? 0 })));
  used.sort((a, b) => b.time - a.time);
  await Promise.all(used.slice(KEPT_PER_VERSION).map(({ name }) => rm(path.join(folder, name), { force: true })));
}
