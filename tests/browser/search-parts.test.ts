import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticServer } from '../../src/server/static-server.ts';
import { SEARCH_INDEX_PART_SIZE } from '../../src/shared/search-index-parts.ts';
import { build, tempDir } from '../helpers/build.ts';
import { launchChromium, serve } from '../helpers/browser.ts';
import { writeGeneratedSite } from '../helpers/generated-site.ts';

// A site with more pages than one part of the search index holds: the
// browser searches every part as one index.

/** Generated doc pages, each with the word "generated", plus the docs index and the home page, which have it too. */
const DOC_PAGES = SEARCH_INDEX_PART_SIZE + 50;
const PAGES_WITH_THE_WORD = DOC_PAGES + 2;

describe('search over an index in parts', () => {
  let browser: Browser | undefined;
  let server: StaticServer | undefined;
  let origin = '';
  let outDir = '';
  beforeAll(async () => {
    outDir = path.join(await tempDir('search-parts'), 'out');
    await build(await writeGeneratedSite(DOC_PAGES, { indexOnlySidebar: true }), outDir, { serviceWorker: false });
    ({ server, origin } = await serve(outDir));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is written in two parts', () => {
    expect(existsSync(path.join(outDir, 'pagefind/pagefind-entry.json'))).toBe(true);
    expect(existsSync(path.join(outDir, 'pagefind/part-2/pagefind-entry.json'))).toBe(true);
    expect(existsSync(path.join(outDir, 'pagefind/part-3'))).toBe(false);
  });

  it('counts and finds the pages of both parts', async () => {
    const page = await browser!.newPage();
    try {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${origin}/search?q=generated`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated]');
      await expect.poll(() => page.locator('.searchResultsCount').textContent()).toBe(`${PAGES_WITH_THE_WORD} documents found`);
      expect(requested).toContain('/pagefind/part-2/pagefind-entry.json');
      // One script and one WebAssembly module search both parts.
      expect(requested.filter((url) => url.startsWith('/pagefind/part-2/') && /pagefind\.js$|\.pagefind$/.test(url))).toEqual([]);

      // A name in the code of the first page, and one in the code of the last, whichever part each is
      // in: that page alone, as one index would answer. Without each part knowing the other's words,
      // the part without the name would add every page that has "page" (Pagefind's partial match).
      for (const [word, route] of [['page0', '/docs/section-0/page-0'], [`page${DOC_PAGES - 1}`, `/docs/section-${Math.floor((DOC_PAGES - 1) / 20)}/page-${DOC_PAGES - 1}`]] as const) {
        await page.goto(`${origin}/search?q=${word}`, { waitUntil: 'networkidle' });
        await expect.poll(() => page.locator('.searchResultsCount').textContent()).toBe('One document found');
        expect(await page.locator('.searchResult h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([route]);
      }
    } finally {
      await page.close();
    }
  });

  it('searches every part once after a part failed to load', async () => {
    // A context of its own: its routes also catch the requests of Pagefind's worker.
    const context = await browser!.newContext();
    const page = await context.newPage();
    try {
      // The second part's entry file cannot be fetched the first time: the network dropped.
      let failures = 0;
      await context.route((url) => url.pathname === '/pagefind/part-2/pagefind-entry.json', (route) => (failures++ === 0 ? route.abort('internetdisconnected') : route.continue()));
      await page.goto(`${origin}/search?q=generated`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated]');
      await expect.poll(() => page.locator('.searchPage [aria-live]').textContent()).toContain('Unable to fetch results');

      // The next search, in the same page, loads the parts again and counts each page once.
      const input = page.locator('.searchQueryInput');
      await input.fill(`page${DOC_PAGES - 1}`);
      await expect.poll(() => page.locator('.searchPage [aria-live]').textContent()).toBe('One document found');
      await input.fill('generated');
      await expect.poll(() => page.locator('.searchPage [aria-live]').textContent()).toBe(`${PAGES_WITH_THE_WORD} documents found`);
      expect(failures).toBeGreaterThan(1);
    } finally {
      await context.close();
    }
  });
});
