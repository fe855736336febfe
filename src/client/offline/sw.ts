// The service worker. It only precaches and answers from the cache in offline
// mode, which the page tells it through the `params` query of its own URL.
//
// Its precache list, which workbox-build makes at build time, is a file of its
// own beside it: every reader's browser fetches sw.js (and again whenever the
// site changes), and the list grows with the site (3.6 MB of sw.js for 10,000
// pages). Only a worker in offline mode imports it.
/// <reference lib="webworker" />
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & { __docgenPrecache?: (string | PrecacheEntry)[] };
/** The list's file, named by its content, so that a new list makes a new sw.js, which the browser takes as an update. */
declare const __DOCGEN_PRECACHE_LIST__: string;

interface Params {
  offlineMode?: boolean;
  debug?: boolean;
}

function readParams(): Params {
  try {
    return JSON.parse(new URL(self.location.href).searchParams.get('params') ?? '{}') as Params;
  } catch {
    return {};
  }
}

const { offlineMode = false, debug = false } = readParams();
const precache = new PrecacheController({ fallbackToNetwork: true });
// Listed in offline mode only, as in Docusaurus: outside it the list is empty, so activating
// deletes what an earlier worker in offline mode stored (the app uninstalled, or its query string
// gone), and what a failed install left, instead of keeping the whole site on the reader's disk.
// Imported as the worker starts, as importScripts must be: the browser keeps the file with the worker.
if (offlineMode) {
  importScripts(__DOCGEN_PRECACHE_LIST__);
  precache.addToCacheList(self.__docgenPrecache!);
}

const log = (...args: unknown[]) => {
  if (debug) console.log('[docgen sw]', ...args);
};

/**
 * How many files the install fetches at once. Workbox's own install fetches
 * one at a time (it once fetched them all at once, which Chrome answered with
 * ERR_INSUFFICIENT_RESOURCES on large sites), so each file costs a round trip
 * of its own: a site of 10,000 pages lists 32,000 files, which one at a time
 * had not finished in 15 minutes from a server on the same machine, and a
 * reader's network adds its latency to each. A few at once, as a browser
 * loads a page's files, stay far from Chrome's limits.
 */
const INSTALL_CONCURRENCY = 6;

/** Workbox's install (see PrecacheController.install), with INSTALL_CONCURRENCY files in flight instead of one. */
async function installPrecache(event: ExtendableEvent): Promise<void> {
  const entries = [...precache.getURLsToCacheKeys()];
  let next = 0;
  // One file that fails fails the install, as in Workbox: the others stop asking for the rest.
  let failed = false;
  const fetchInTurn = async (): Promise<void> => {
    while (!failed && next < entries.length) {
      const [url, cacheKey] = entries[next++]!;
      // As Workbox asks: a file with a revision (a key of its own) past the HTTP cache, a content-hashed one from it.
      const request = new Request(url, { credentials: 'same-origin', cache: cacheKey === url ? 'default' : 'reload' });
      try {
        await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, fetchInTurn));
}

self.addEventListener('install', (event) => {
  log('install', { offlineMode });
  if (offlineMode) event.waitUntil(installPrecache(event));
});

self.addEventListener('activate', (event) => {
  log('activate');
  // Drops entries of earlier builds that this one no longer lists (all of them, outside offline mode).
  event.waitUntil(precache.activate(event));
});

/**
 * The cached file for a request: the URL as it is, then as a page of a
 * trailingSlash:false site (`/a/b` → `a/b.html`), then as a folder index
 * (`/a/b/` → `a/b/index.html`, as trailingSlash:true writes pages).
 * Query and hash are ignored.
 */
function cacheKeyFor(url: URL): string | undefined {
  const path = url.pathname;
  const candidates = [path, `${path.replace(/\/$/, '')}.html`, `${path.replace(/\/?$/, '/')}index.html`];
  for (const candidate of candidates) {
    const key = precache.getCacheKeyForURL(new URL(candidate, self.location.origin).href);
    if (key) return key;
  }
  return undefined;
}

self.addEventListener('fetch', (event) => {
  if (!offlineMode || event.request.method !== 'GET') return;
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  const key = cacheKeyFor(url);
  if (!key) {
    // A page the site's build did not have (the precache lists them all): the network's answer, or without one the site's not-found page, as its server would answer.
    if (event.request.mode === 'navigate') event.respondWith(fetch(event.request).catch(notFoundPage));
    return;
  }
  log('from the cache', url.pathname, key);
  event.respondWith(cached(key).then((response) => response ?? fetch(event.request)));
});

const cached = (key: string) => caches.open(precache.strategy.cacheName).then((cache) => cache.match(key));

/** The cached 404.html with the status a server gives it (on it, the page's script still finds a route asked for in other letter case). */
async function notFoundPage(): Promise<Response> {
  const key = cacheKeyFor(new URL('404.html', self.registration.scope));
  const page = key === undefined ? undefined : await cached(key);
  log('not found', page !== undefined);
  return page ? new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers }) : Response.error();
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') {
    log('skip waiting');
    void self.skipWaiting();
  }
});
