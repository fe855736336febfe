// What a reader downloads: the first load of the home page and of a deep doc,
// a client navigation between two docs, and the first search query. Measured
// in Chromium against a built output folder, with gzip sizes computed here
// because the static server sends files uncompressed, as they are on disk.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { startStaticServer } from '../src/server/static-server.ts';
import { launchChromium } from '../tests/helpers/browser.ts';

export interface TransferFigures {
  requests: number;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  /** Bytes of everything else fetched: HTML, JSON, fonts, images, Pagefind's index and WASM. */
  otherRaw: number;
  otherGzip: number;
}

export interface DownloadReport {
  /** First load of `/`. */
  home: TransferFigures & { renderBlockingScripts: number };
  /** First load of a deep doc page. */
  deepDoc: TransferFigures & { renderBlockingScripts: number; htmlRaw: number; htmlGzip: number };
  /** A client navigation from one doc to another by clicking a link in the page, beside the target's full HTML. */
  navigation: TransferFigures & { targetHtmlRaw: number; targetHtmlGzip: number; targetChunkRaw: number; targetChunkGzip: number };
  search: { indexBytesOnDisk: number; indexFiles: number; firstQuery: TransferFigures; query: string; results: number };
}

export interface DownloadOptions {
  deepDoc: string;
  navigateFrom: string;
  navigateTo: string;
  query: string;
}

/** A response received while recording, with the body the reader downloaded. */
interface Fetched {
  url: string;
  resourceType: string;
  contentType: string;
  body: Buffer;
}

/** The network counts as idle when nothing is in flight and nothing has started or ended for this long. */
const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * Follows every request of a browser context, Pagefind's worker included
 * (context events see workers, a page's CDP session does not), to tell when
 * the network is idle and to collect what was fetched between start() and take().
 */
class NetworkRecorder {
  private readonly inFlight = new Set<Request>();
  private lastActivity = Date.now();
  /** Requests issued since start(); undefined before, so that earlier bodies are never read. */
  private recorded: Set<Request> | undefined;
  private fetched: Promise<Fetched | undefined>[] = [];

  constructor(context: BrowserContext) {
    context.on('request', (request) => {
      this.inFlight.add(request);
      this.recorded?.add(request);
      this.lastActivity = Date.now();
    });
    context.on('requestfinished', (request) => {
      this.settle(request);
      if (this.recorded?.has(request)) this.fetched.push(readFetched(request));
    });
    context.on('requestfailed', (request) => this.settle(request));
  }

  /** Forgets what came before: only requests issued from now on are recorded. */
  start(): void {
    this.recorded = new Set();
    this.fetched = [];
  }

  async take(): Promise<Fetched[]> {
    const fetched = await Promise.all(this.fetched);
    return fetched.filter((entry) => entry !== undefined);
  }

  /** Waits until no request has been in flight for QUIET_MS, so lazily imported modules and prefetches count. */
  async idle(): Promise<void> {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (this.inFlight.size > 0 || Date.now() - this.lastActivity < QUIET_MS) {
      if (Date.now() > deadline) {
        const pending = [...this.inFlight].map((request) => request.url()).join(', ');
        throw new Error(`The network did not settle within ${SETTLE_TIMEOUT_MS} ms; still in flight: ${pending || 'none'}`);
      }
      await delay(50);
    }
  }

  private settle(request: Request): void {
    this.inFlight.delete(request);
    this.lastActivity = Date.now();
  }
}

async function readFetched(request: Request): Promise<Fetched | undefined> {
  const response = await request.response();
  if (!response) return undefined;
  // A redirect has no body to read, and a revalidated copy (304) downloads none; both still count as requests.
  const body = response.status() === 304 || (await request.sizes()).responseBodySize === 0 ? Buffer.alloc(0) : await response.body().catch(() => Buffer.alloc(0));
  return { url: request.url(), resourceType: request.resourceType(), contentType: response.headers()['content-type'] ?? '', body };
}

type Kind = 'js' | 'css' | 'other';

function kindOf(entry: Fetched): Kind {
  if (entry.resourceType === 'script' || /javascript|ecmascript/.test(entry.contentType)) return 'js';
  if (entry.resourceType === 'stylesheet' || entry.contentType.startsWith('text/css')) return 'css';
  return 'other';
}

function gzipSize(body: Buffer): number {
  return body.length === 0 ? 0 : gzipSync(body, { level: 9 }).length;
}

function transferFigures(fetched: Fetched[]): TransferFigures {
  const figures: TransferFigures = { requests: fetched.length, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, otherRaw: 0, otherGzip: 0 };
  for (const entry of fetched) {
    const kind = kindOf(entry);
    figures[`${kind}Raw`] += entry.body.length;
    figures[`${kind}Gzip`] += gzipSize(entry.body);
  }
  return figures;
}

/** Classic `<script src>` in the head: the parser stops for each until it has been fetched and run. */
function countRenderBlockingScripts(html: string): number {
  let inHead = false;
  let count = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'head') inHead = true;
      else if (inHead && name === 'script' && 'src' in attributes) {
        const deferred = attributes.type?.toLowerCase() === 'module' || 'defer' in attributes || 'async' in attributes;
        if (!deferred) count += 1;
      }
    },
    onclosetag(name) {
      if (name === 'head') inHead = false;
    },
  });
  parser.end(html);
  return count;
}

/** A page in its own context: an empty cache, and no service worker, whose precache is not reading. */
async function openPage(browser: Browser): Promise<{ page: Page; recorder: NetworkRecorder; close(): Promise<void> }> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const recorder = new NetworkRecorder(context);
  const page = await context.newPage();
  return { page, recorder, close: () => context.close() };
}

/** Loads a route in a fresh context and waits for the network to settle. */
async function loadSettled(page: Page, recorder: NetworkRecorder, url: string): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
  await recorder.idle();
}

async function firstLoad(browser: Browser, origin: string, route: string): Promise<{ figures: DownloadReport['home']; html: Buffer }> {
  const { page, recorder, close } = await openPage(browser);
  try {
    recorder.start();
    await loadSettled(page, recorder, `${origin}${route}`);
    const fetched = await recorder.take();
    // The last document is the page itself, after any redirect.
    const document = fetched.findLast((entry) => entry.resourceType === 'document');
    if (!document) throw new Error(`No document was recorded for ${route}`);
    return { figures: { ...transferFigures(fetched), renderBlockingScripts: countRenderBlockingScripts(document.body.toString('utf8')) }, html: document.body };
  } finally {
    await close();
  }
}

/** The full page a reader would get without the client router, for comparison. */
async function fetchHtml(origin: string, route: string): Promise<Buffer> {
  const url = `${origin}${route}.html`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function clientNavigation(browser: Browser, origin: string, from: string, to: string): Promise<DownloadReport['navigation']> {
  const { page, recorder, close } = await openPage(browser);
  try {
    await loadSettled(page, recorder, `${origin}${from}`);
    // Hidden links (a collapsed sidebar category) cannot be clicked by a reader.
    const link = page.locator(`a[href=${JSON.stringify(to)}]`).filter({ visible: true }).first();
    if ((await link.count()) === 0) throw new Error(`${from} has no visible link to ${to}: pick a page linked from it, such as a sibling in its sidebar.`);
    recorder.start();
    await link.click();
    await page.waitForURL((url) => url.pathname === to);
    await recorder.idle();
    const fetched = await recorder.take();
    if (fetched.some((entry) => entry.resourceType === 'document')) throw new Error(`Clicking the link to ${to} loaded a whole document: the client router did not handle it.`);
    const html = await fetchHtml(origin, to);
    // The target's own data chunk, apart from the prefetches the new page starts for its links.
    const chunk = fetched.filter((entry) => new URL(entry.url).pathname === `/_data${to}.json`);
    const chunkFigures = transferFigures(chunk);
    return { ...transferFigures(fetched), targetHtmlRaw: html.length, targetHtmlGzip: gzipSize(html), targetChunkRaw: chunkFigures.otherRaw, targetChunkGzip: chunkFigures.otherGzip };
  } finally {
    await close();
  }
}

async function indexOnDisk(outDir: string): Promise<{ indexBytesOnDisk: number; indexFiles: number }> {
  const entries = await readdir(path.join(outDir, 'pagefind'), { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(file.parentPath, file.name))).size));
  return { indexBytesOnDisk: sizes.reduce((sum, size) => sum + size, 0), indexFiles: files.length };
}

/**
 * The first query on a doc page: the modal's code, Pagefind's engine and the
 * index chunks and fragments it needs. The query is filled in at once, as a
 * paste would, so that one search runs and the figures do not depend on typing speed.
 */
async function firstQuery(browser: Browser, origin: string, route: string, query: string): Promise<{ firstQuery: TransferFigures; results: number }> {
  const { page, recorder, close } = await openPage(browser);
  try {
    await loadSettled(page, recorder, `${origin}${route}`);
    recorder.start();
    await page.keyboard.press('Control+K');
    await page.locator('.searchModal__input').fill(query);
    // Hits are rendered only once their details have arrived, and the no-results and error
    // screens only once the search has ended, so the first of them means the search is done.
    await page.locator('.searchModal__hit, .searchModal__screen').first().waitFor({ timeout: SETTLE_TIMEOUT_MS });
    await recorder.idle();
    // Pages only: a page's matching sections are shown as rows under it.
    const results = await page.locator('.searchModal__hit:not(.searchModal__hit--section)').count();
    if (results === 0) throw new Error(`The search for "${query}" on ${route} showed no results: pick a query that appears on the site.`);
    return { firstQuery: transferFigures(await recorder.take()), results };
  } finally {
    await close();
  }
}

export async function measureDownloads(outDir: string, options: DownloadOptions): Promise<DownloadReport> {
  const server = await startStaticServer({ root: outDir, port: 0, host: '127.0.0.1', liveReload: false });
  let browser: Browser | undefined;
  try {
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('The static server has no TCP address');
    const origin = `http://127.0.0.1:${address.port}`;
    browser = await launchChromium();
    const home = (await firstLoad(browser, origin, '/')).figures;
    const deep = await firstLoad(browser, origin, options.deepDoc);
    const deepDoc = { ...deep.figures, htmlRaw: deep.html.length, htmlGzip: gzipSize(deep.html) };
    const navigation = await clientNavigation(browser, origin, options.navigateFrom, options.navigateTo);
    const search = { ...(await indexOnDisk(outDir)), ...(await firstQuery(browser, origin, options.deepDoc, options.query)), query: options.query };
    return { home, deepDoc, navigation, search };
  } finally {
    await browser?.close();
    await server.close();
  }
}

async function main(args: string[]): Promise<void> {
  const [outDir, deepDoc, navigateFrom, navigateTo, query] = args;
  if (!outDir || !deepDoc || !navigateFrom || !navigateTo || !query) {
    console.error('Usage: npx tsx bench/downloads.ts <outDir> <deepDoc> <navigateFrom> <navigateTo> <query>');
    process.exitCode = 2;
    return;
  }
  const report = await measureDownloads(path.resolve(outDir), { deepDoc, navigateFrom, navigateTo, query });
  console.log(JSON.stringify(report, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
