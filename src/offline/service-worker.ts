// Writes sw.js, our worker (src/client/offline/sw.ts) bundled by esbuild, and
// beside it the precache list of the finished output, injected by workbox-build
// into a file of its own (every page, data chunk, script, style, image, font
// and search index file, each with a revision hash, so an update fetches only
// what changed). The list is the larger part by far and grows with the site,
// while every reader's browser fetches sw.js: only a worker in offline mode
// imports the list.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import picomatch from 'picomatch';
import { fileRevision, type AtomicOutput, type RevisionCache } from '../output/atomic-output.ts';
import { DOCGEN_ROOT } from '../shared/docgen-source.ts';
import { BuildError } from '../shared/errors.ts';
import { hashOf } from '../shared/hash-of.ts';
import { FILE_CONCURRENCY, mapLimited } from '../shared/map-limited.ts';

// From docgen's root, not this module's folder: the same module also runs from a bundle elsewhere.
const WORKER_SOURCE = path.join(DOCGEN_ROOT, 'src/client/offline/sw.ts');

export const SERVICE_WORKER_FILE = 'sw.js';
/** The list's file: `sw-precache.<hash>.js`, beside sw.js, which names it. */
const precacheListFile = (key: string) => `sw-precache.${key.slice(0, 16)}.js`;
const PRECACHE_LIST = /^sw-precache\.[0-9a-f]{16}\.js$/;
/** Stands for the list's file name in the bundled worker until the list is made. */
const LIST_PLACEHOLDER = '__docgen_precache_list_file__';
/** The list file's source, into which workbox-build injects the list (see sw.ts). */
const LIST_SOURCE = 'self.__docgenPrecache = self.__WB_MANIFEST;\n';

const PRECACHE_PATTERNS = ['**/*.{html,js,json,css}', '**/*.{png,jpg,jpeg,gif,svg,webp,ico}', '**/*.{woff,woff2,eot,ttf,otf}', 'pagefind/**/*.{pagefind,pf_meta,pf_index,pf_fragment,pf_filter}'];
const MAXIMUM_FILE_SIZE = 5 * 1024 * 1024;
/** Content-hashed assets need no revision of their own. */
const CONTENT_HASHED = /^assets\/.+\.[A-Z0-9]{8}\.\w+$/;

export interface PrecacheSummary {
  files: number;
  bytes: number;
}

export interface ServiceWorkerOptions {
  /** Output files never precached (the diagram library on a site without diagrams). */
  exclude?: string[];
  /** Revisions known already (of earlier builds, and of the files this build wrote); updated with this build's. */
  revisions?: RevisionCache;
  /** Makes sw.js from the list; one made ahead (see serviceWorkerMaker) has its slow part done already. */
  maker?: ServiceWorkerMaker;
}

type PrecacheManifest = { url: string; revision: string | null }[];

/** Makes sw.js, naming the list's file, and the list's file from a precache list. */
export type ServiceWorkerMaker = (manifest: PrecacheManifest, listFile: string) => Promise<{ worker: Uint8Array; list: Uint8Array }>;

/**
 * The precache list: every file of the output that the offline app needs,
 * with the revision Workbox would give it. The output records each file it
 * holds as written (size and time), so the list is made without walking the
 * folder again (95 ms for the devdocs corpus's 3,166 files). Files reused
 * unchanged from the previous output keep their time, so their revision
 * comes from the cache; any other is read and hashed.
 */
async function precacheEntries(output: AtomicOutput, { exclude = [], revisions }: ServiceWorkerOptions): Promise<{ url: string; revision: string | null; size: number }[]> {
  const included = picomatch(PRECACHE_PATTERNS, { dot: false });
  const excluded = new Set([SERVICE_WORKER_FILE, ...exclude]);
  const files = [...output.files]
    .filter(([url]) => included(url) && !excluded.has(url) && !PRECACHE_LIST.test(url) && !url.endsWith('.map'))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const entries = await mapLimited(files, FILE_CONCURRENCY, async ([url, { size, mtimeMs }]) => {
    if (size > MAXIMUM_FILE_SIZE) return undefined;
    if (CONTENT_HASHED.test(url)) return { url, revision: null, size };
    const known = revisions?.get(url);
    const revision = known && known.size === size && known.mtimeMs === mtimeMs ? known.revision : fileRevision(await readFile(path.join(output.tempDir, url)));
    revisions?.set(url, { size, mtimeMs, revision });
    return { url, revision, size };
  });
  const kept = entries.filter((entry) => entry !== undefined);
  const listed = new Set(kept.map((entry) => entry.url));
  if (revisions) for (const url of revisions.keys()) if (!listed.has(url)) revisions.delete(url);
  return kept;
}

/**
 * Writes sw.js with the precache list of the output so far. The same list as
 * the previous build's (a rebuild with nothing changed) takes the previous
 * sw.js as it is: docgen's code, from which the rest of sw.js is made, is
 * part of the build cache's signature.
 */
export async function writeServiceWorker(output: AtomicOutput, options: ServiceWorkerOptions = {}): Promise<PrecacheSummary> {
  try {
    const entries = await precacheEntries(output, options);
    const manifest = entries.map(({ url, revision }) => ({ url, revision }));
    const key = hashOf(JSON.stringify(manifest));
    const listFile = precacheListFile(key);
    // Made together, once, and only when one of them cannot be taken from the previous output.
    let made: ReturnType<ServiceWorkerMaker> | undefined;
    const make = () => (made ??= (options.maker ?? serviceWorkerMaker())(manifest, listFile));
    await output.writeKeyed(listFile, key, async () => (await make()).list);
    await output.writeKeyed(SERVICE_WORKER_FILE, key, async () => (await make()).worker);
    return { files: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.size, 0) };
  } catch (error) {
    throw new BuildError(`The service worker could not be written: ${(error as Error).message}`);
  }
}

/**
 * The offline app's worker, bundled and naming its list's file, and that file with Workbox's precache list injected.
 * Bundling and loading Workbox need no list, and take about 0.15 s: they
 * start at once, so a build can start them while the search index is still
 * being written, instead of after it, when nothing else is left to do.
 */
export function serviceWorkerMaker(): ServiceWorkerMaker {
  const ready = Promise.all([
    build({ entryPoints: [WORKER_SOURCE], bundle: true, format: 'iife', platform: 'browser', target: ['es2020'], minify: true, write: false, legalComments: 'none', define: { 'process.env.NODE_ENV': '"production"', __DOCGEN_PRECACHE_LIST__: JSON.stringify(LIST_PLACEHOLDER) }, logLevel: 'silent' }),
    // Loaded here, not at startup, and only the part used: all of workbox-build takes most of a second to import.
    import('workbox-build/build/inject-manifest.js'),
  ]);
  ready.catch(() => {}); // awaited when the list is ready; a build that fails first never asks
  return async (manifest, listFile) => {
    const [bundled, { injectManifest }] = await ready;
    const worker = bundled.outputFiles[0]!.text;
    if (worker.split(LIST_PLACEHOLDER).length !== 2) throw new Error('the bundled worker does not name its precache list once');
    const workDir = await mkdtemp(path.join(tmpdir(), 'docgen-sw-'));
    try {
      const source = path.join(workDir, 'source.js');
      const destination = path.join(workDir, 'list.js');
      await writeFile(source, LIST_SOURCE);
      // The list is made by precacheEntries (with cached revisions); Workbox checks it and injects it.
      await injectManifest({ swSrc: source, swDest: destination, globDirectory: workDir, globPatterns: [], additionalManifestEntries: manifest });
      return { worker: Buffer.from(worker.replace(LIST_PLACEHOLDER, listFile)), list: await readFile(destination) };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };
}

/**
 * The sw.js of a build without the offline app (docgen serve, or the app
 * turned off): a reader's browser that still runs an earlier build's worker
 * fetches this on its next update check, and it removes itself and the
 * precache, then reloads the open pages so they come from the network.
 */
const WORKER_REMOVER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) if (name.includes('precache')) await caches.delete(name);
  await self.registration.unregister();
  for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
})()));
`;

export function writeServiceWorkerRemover(output: AtomicOutput): void {
  output.writeRecorded(SERVICE_WORKER_FILE, WORKER_REMOVER);
}
