import { readFile, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticServer } from '../../src/server/static-server.ts';
import { build, copyFixture, precacheList, tempDir } from '../helpers/build.ts';
import { addContentLink, launchChromium, serve } from '../helpers/browser.ts';

// The installable offline app, on a copy of the mini site. Going offline means
// stopping the local server: the browser's offline emulation does not reach
// service workers reliably.

const PRECACHE = /precache/;

describe('the offline app in Chromium', () => {
  let browser: Browser;
  let site: string;
  let outDir: string;
  const servers: StaticServer[] = [];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await copyFixture('mini-site');
    outDir = path.join(await tempDir('offline'), 'out');
    await build(path.join(site, 'site.config.ts'), outDir);
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    for (const server of servers) await server.close().catch(() => {});
  });

  /** A new server on a new port: a new origin, so no worker from another test is in the way. */
  async function freshOrigin(): Promise<{ server: StaticServer; origin: string }> {
    const served = await serve(outDir);
    servers.push(served.server);
    return served;
  }

  async function newPage(messages: string[] = []): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    return page;
  }

  /** Waits for an active worker, then reports the precache's entries. */
  async function precachedUrls(page: Page): Promise<string[]> {
    await page.evaluate(() => navigator.serviceWorker.ready);
    return page.evaluate(async (pattern) => {
      const names = (await caches.keys()).filter((name) => new RegExp(pattern).test(name));
      const urls: string[] = [];
      for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    }, PRECACHE.source);
  }

  it('registers the worker as sw.js?params= and precaches nothing without offline mode', async () => {
    const { origin } = await freshOrigin();
    const page = await newPage();
    await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
    expect(await precachedUrls(page)).toEqual([]);
    // The worker's own request is not a page request: its URL is read from the registration.
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
    expect(new URL(scriptUrl).pathname).toBe('/sw.js');
    expect(JSON.parse(new URL(scriptUrl).searchParams.get('params')!)).toEqual({ offlineMode: false, debug: false });
    // No cache of any name holds a file of the site.
    const stored = await page.evaluate(async () => {
      let count = 0;
      for (const name of await caches.keys()) count += (await (await caches.open(name)).keys()).length;
      return count;
    });
    expect(stored).toBe(0);
  });

  it('in offline mode precaches the site, and without the server serves pages never visited, client navigation and search', async () => {
    const { server, origin } = await freshOrigin();
    const messages: string[] = [];
    const page = await newPage(messages);
    await page.goto(`${origin}/docs?offlineMode=true`, { waitUntil: 'networkidle' });
    const urls = await precachedUrls(page);
    for (const file of ['/docs/apis/core/dml.html', '/_data/docs/guides/writing.json', '/pagefind/pagefind.js', '/index.html']) expect(urls, file).toContain(file);
    expect(urls.some((url) => /^\/assets\/js\/main\.[A-Z0-9]+\.js$/.test(url))).toBe(true);
    // The worker controls the page from the next load on.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await server.close();
    // Never visited: /docs/apis/core/dml comes from the cached docs/apis/core/dml.html.
    await page.goto(`${origin}/docs/apis/core/dml`, { waitUntil: 'load' });
    expect(await page.locator('article h1').textContent()).toBe('Data manipulation');
    await page.waitForSelector('html[data-hydrated]');
    await page.locator('.pagination-nav__link--next').click();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Writing');
    expect(new URL(page.url()).pathname).toBe('/docs/guides/writing');
    // Search answers from the cached index.
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.matches('[role=dialog] input[type=search]') ?? false);
    await page.keyboard.type('locks');
    await expect.poll(() => page.locator('.searchModal__hit a').first().getAttribute('href'), { timeout: 10_000 }).toBe('/docs/apis/core/lock');
    // Re-registering needs the server; that failure is logged, and the site keeps working.
    expect(messages.some((message) => message.startsWith('error: registerSW failed'))).toBe(true);
    // A page the site does not have, followed from a link or opened: the site's not-found page, not the browser's offline error.
    await page.keyboard.press('Escape');
    await (await addContentLink(page, '/docs/no-such-page', 'Missing')).click();
    await expect.poll(() => page.locator('main h1').first().textContent().catch(() => ''), { timeout: 10_000 }).toBe('Page Not Found');
    expect(new URL(page.url()).pathname).toBe('/docs/no-such-page');
    // One asked for in other letter case: the not-found page, whose script then shows the page from the cache.
    await page.goto(`${origin}/Docs/APIs/Core/DML`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('article h1').textContent().catch(() => ''), { timeout: 10_000 }).toBe('Data manipulation');
    expect(new URL(page.url()).pathname).toBe('/docs/apis/core/dml');
  });

  /**
   * In front of a fresh origin's server, a proxy that holds each answer back
   * `delay` ms and counts the worker's precache requests, and those in flight
   * at once. Only the worker asks past the HTTP cache (Cache-Control:
   * no-cache), for every file with a revision. `failing`: the number of the
   * precache request answered with a server error instead.
   */
  async function precacheProxy({ delay, failing }: { delay: number; failing?: number }) {
    const { origin } = await freshOrigin();
    const counts = { inFlight: 0, mostInFlight: 0, requests: 0 };
    const proxy = createServer((request, response) => {
      const fromWorker = request.headers['cache-control'] === 'no-cache';
      if (fromWorker) {
        counts.requests++;
        counts.mostInFlight = Math.max(counts.mostInFlight, ++counts.inFlight);
        response.on('close', () => counts.inFlight--);
      }
      const fails = fromWorker && counts.requests === failing;
      setTimeout(() => {
        if (fails) {
          response.writeHead(500).end();
          return;
        }
        const upstream = httpRequest(`${origin}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        });
        upstream.on('error', () => response.destroy());
        request.pipe(upstream);
      }, delay);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    return {
      counts,
      origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      async close() {
        proxy.closeAllConnections();
        await new Promise((resolve) => proxy.close(resolve));
      },
    };
  }

  it('fetches several files at once while installing the precache, not one round trip after another', async () => {
    const proxy = await precacheProxy({ delay: 20 });
    try {
      const page = await newPage();
      await page.goto(`${proxy.origin}/docs?offlineMode=true`, { waitUntil: 'load' });
      expect((await precachedUrls(page)).length).toBeGreaterThan(50);
      expect(proxy.counts.requests).toBeGreaterThan(50);
      expect(proxy.counts.mostInFlight).toBeGreaterThan(1);
    } finally {
      await proxy.close();
    }
  });

  it('stops fetching the precache once a file of it fails, which fails the install', async () => {
    const listed = (await precacheList(outDir)).match(/"url":/g)!.length;
    const proxy = await precacheProxy({ delay: 50, failing: 3 });
    try {
      const page = await newPage();
      await page.goto(`${proxy.origin}/docs?offlineMode=true`, { waitUntil: 'load' });
      // The install has failed when nothing is asked for a while.
      let quiet = 0;
      await expect.poll(() => (proxy.counts.requests > 0 && proxy.counts.inFlight === 0 ? ++quiet : (quiet = 0)), { timeout: 20_000, interval: 250 }).toBeGreaterThan(4);
      expect(listed).toBeGreaterThan(50);
      // The failed one and those already asked for, not the rest of the list.
      expect(proxy.counts.requests).toBeLessThan(20);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active ?? null)).toBeNull();
    } finally {
      await proxy.close();
    }
  });

  it('frees the precache once offline mode is left, as Docusaurus does: the site is not kept on the disk for nothing', async () => {
    const { origin } = await freshOrigin();
    const page = await newPage();
    await page.goto(`${origin}/docs?offlineMode=true`, { waitUntil: 'networkidle' });
    expect((await precachedUrls(page)).length).toBeGreaterThan(50);
    // Without the query string, the page registers the worker outside offline mode, which takes over at once.
    await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? ''), { timeout: 10_000 }).toContain('%22offlineMode%22%3Afalse');
    await expect.poll(() => precachedUrls(page), { timeout: 10_000 }).toEqual([]);
  });

  it('offers the update of a rebuilt site in offline mode, and shows the new content once confirmed', async () => {
    const { origin } = await freshOrigin();
    const page = await newPage();
    await page.goto(`${origin}/docs/apis/core/lock?offlineMode=true`, { waitUntil: 'networkidle' });
    await precachedUrls(page);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const lock = path.join(site, 'content/docs/01-apis/core/lock.md');
    await writeFile(lock, (await readFile(lock, 'utf8')).replace('Lock things.', 'Lock things, now with timeouts.'));
    await build(path.join(site, 'site.config.ts'), outDir);
    // The page still shows the cached copy; the next load finds the new worker.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('.markdown').textContent()).not.toContain('now with timeouts');
    const popup = page.locator('#pwa-popup-container');
    await popup.waitFor({ timeout: 20_000 });
    expect(await popup.textContent()).toContain('New version available');
    await Promise.all([page.waitForEvent('load'), popup.getByRole('button', { name: 'Refresh' }).click()]);
    await expect.poll(() => page.locator('.markdown').textContent()).toContain('now with timeouts');
  });

  // Runs last: it rebuilds the shared output without a worker.
  it('removes the worker an earlier build left once the site is built without one, as docgen serve does', async () => {
    const { origin } = await freshOrigin();
    const page = await newPage();
    await page.goto(`${origin}/docs?offlineMode=true`, { waitUntil: 'networkidle' });
    await precachedUrls(page);
    await build(path.join(site, 'site.config.ts'), outDir, { serviceWorker: false });
    // The old worker still answers this load from its cache; the page it serves sees no worker wanted.
    await page.goto(`${origin}/docs/guides/writing?offlineMode=true`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('precache')).length)).toBe(0);
  });
});
