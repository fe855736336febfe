// Writes sw.js: our worker (src/client/offline/sw.ts), bundled by esbuild,
// with the precache list of the finished output injected by workbox-build
// (every page, data chunk, script, style, image, font and search index file,
// each with a revision hash, so an update fetches only what changed).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { BuildError } from '../shared/errors.ts';

const WORKER_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/offline/sw.ts');

export const SERVICE_WORKER_FILE = 'sw.js';

const PRECACHE_PATTERNS = ['**/*.{html,js,json,css}', '**/*.{png,jpg,jpeg,gif,svg,webp,ico}', '**/*.{woff,woff2,eot,ttf,otf}', 'pagefind/**/*.{pagefind,pf_meta,pf_index,pf_fragment,pf_filter}'];

export interface PrecacheSummary {
  files: number;
  bytes: number;
}

export async function writeServiceWorker(outDir: string): Promise<PrecacheSummary> {
  const bundled = await build({ entryPoints: [WORKER_SOURCE], bundle: true, format: 'iife', platform: 'browser', target: ['es2020'], minify: true, write: false, legalComments: 'none', define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent' });
  const workDir = await mkdtemp(path.join(tmpdir(), 'docgen-sw-'));
  try {
    const source = path.join(workDir, SERVICE_WORKER_FILE);
    await writeFile(source, bundled.outputFiles[0]!.contents);
    const result = await injectManifest({
      swSrc: source,
      swDest: path.join(outDir, SERVICE_WORKER_FILE),
      globDirectory: outDir,
      globPatterns: PRECACHE_PATTERNS,
      globIgnores: [SERVICE_WORKER_FILE, '**/*.map'],
      // Content-hashed assets need no revision of their own.
      dontCacheBustURLsMatching: /^assets\/.+\.[A-Z0-9]{8}\.\w+$/,
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    });
    return { files: result.count, bytes: result.size };
  } catch (error) {
    throw new BuildError(`The service worker could not be written: ${(error as Error).message}`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
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

export async function writeServiceWorkerRemover(outDir: string): Promise<void> {
  await writeFile(path.join(outDir, SERVICE_WORKER_FILE), WORKER_REMOVER);
}
