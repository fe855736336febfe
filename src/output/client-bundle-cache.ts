// The client's scripts are docgen's own browser code: nothing of a site goes
// in but its base URL (the stylesheet, which holds the site's own CSS, is
// bundled by every build, in a few tens of milliseconds). So they are kept in
// the folder of docgen's compiled code (compiled-code.ts), per base URL,
// instead of in a site's build cache: a site's first build, and every build
// with --no-cache, then skips esbuild's second of CPU and the few hundred MB
// of Mermaid's module graph, as a published generator would ship its client
// already built. They go when that version of the code goes.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { compiledCode } from '../shared/compiled-code.ts';
import { replaceFile } from '../shared/replace-file.ts';
import { bundleScriptsInWorker, type ClientScripts } from './client-bundle.ts';

/** Base URLs kept: enough for a few sites built in turn. */
const KEPT_BASE_URLS = 8;

/** The folder the scripts are kept in, or undefined where docgen's compiled code cannot be written. */
async function defaultFolder(): Promise<string | undefined> {
  const code = await compiledCode();
  return code && path.join(code, 'client');
}

/**
 * The client's scripts for `baseUrl`: the ones kept from an earlier build, or
 * else new ones, then kept (where the folder can be written: a read-only
 * install bundles them on every build). Tests give another folder.
 */
export async function cachedClientScripts(baseUrl: string, folder?: string): Promise<ClientScripts> {
  folder ??= await defaultFolder();
  const file = folder && path.join(folder, `${createHash('sha256').update(baseUrl).digest('hex').slice(0, 16)}.bin`);
  const kept = file && (await readFile(file).then((bytes) => deserialize(bytes) as ClientScripts, () => undefined));
  if (kept) {
    // Its time marks it as recently used, for pruning.
    const now = new Date();
    await utimes(file, now, now).catch(() => {});
    return kept;
  }
  const scripts = await bundleScriptsInWorker(baseUrl);
  if (folder && file) await keep(folder, file, scripts).catch(() => {});
  return scripts;
}

/** Writes the scripts (whole: another build may read them at once), then keeps the base URLs used last. */
async function keep(folder: string, file: string, scripts: ClientScripts): Promise<void> {
  await replaceFile(file, serialize(scripts));

  const names = (await readdir(folder)).filter((name) => name.endsWith('.bin'));
  if (names.length <= KEPT_BASE_URLS) return;
  const used = await Promise.all(names.map(async (name) => ({ name, time: (await stat(path.join(folder, name)).catch(() => undefined))?.mtimeMs ?? 0 })));
  used.sort((a, b) => b.time - a.time);
  await Promise.all(used.slice(KEPT_BASE_URLS).map(({ name }) => rm(path.join(folder, name), { force: true })));
}
