import { existsSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { copyFixture, tempDir } from '../helpers/build.ts';
import { runDocgen } from '../helpers/cli.ts';
import { observedPage } from '../helpers/browser.ts';
import { save, servedMiniSite, startServe, stop, subscribe, until } from '../helpers/serve-process.ts';

const WORD = 'quaggaword';
const EDITED_WORD = 'okapiword';
const ROUTE = '/docs/guides/zebra';

/**
 * What the /search page lists for `word`, once it has an answer: in a page of
 * its own, opened after the last reload message, which an open page would
 * obey in the middle of the search.
 */
async function searchResults(browser: Browser, origin: string, word = WORD): Promise<string[]> {
  const { page, messages, close } = await observedPage(browser);
  try {
    await page.goto(`${origin}/search?q=${word}`, { waitUntil: 'networkidle' });
    // Pagefind answers in well under a second on a quiet machine, in several seconds beside the other suites.
    await expect.poll(() => page.locator('.searchResultsCount').textContent(), { timeout: 20_000 }).toMatch(/found|No results/);
    const found = await page.locator('.searchResult h2 a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(messages).toEqual([]);
    return found;
  } finally {
    await close();
  }
}

describe("docgen serve's search after a save that rebuilds the site", () => {
  const served = servedMiniSite();

  it('reloads open pages with a new doc first, then finds it once the index is written, finds its edited text, and forgets it once it is deleted', async () => {
    const { site, serve, browser } = served;
    const { origin } = serve;
    await until(() => /Built \d+ pages/.test(serve.output()), 'the first build', 120_000);
    const stream = await subscribe(origin);
    const indexUpdates = () => serve.output().match(/Search index updated in \d+\.\d\d s/g)?.length ?? 0;
    const reloads = () => stream.events.filter((event) => event.data === 'reload').length;
    try {
      expect(await searchResults(browser, origin)).toEqual([]);
      const doc = path.join(site, 'content/docs/guides/zebra.md');
      save(doc, `# Zebra\n\nA word no other page has: ${WORD}.\n`);
      await until(() => reloads() === 1, 'the reload message');
      expect(await (await fetch(`${origin}${ROUTE}`)).text()).toContain(WORD);
      await until(() => indexUpdates() === 1, 'the search index');
      expect(await searchResults(browser, origin)).toEqual([ROUTE]);

      // A paragraph added (not the first, which other pages may show as its description): the page alone is
      // rewritten, and indexed again with the others a moment later.
      save(doc, `# Zebra\n\nA word no other page has: ${WORD}.\n\nAnother: ${EDITED_WORD}.\n`);
      await until(() => reloads() === 2, 'the reload message');
      expect(serve.output()).toContain(`Updated ${ROUTE} in`);
      await until(() => indexUpdates() === 2, 'the search index');
      expect(await searchResults(browser, origin, EDITED_WORD)).toEqual([ROUTE]);

      await rm(doc);
      await until(() => reloads() === 3, 'the reload message');
      expect((await fetch(`${origin}${ROUTE}`)).status).toBe(404);
      await until(() => indexUpdates() === 3, 'the search index');
      expect(await searchResults(browser, origin)).toEqual([]);
      expect(await searchResults(browser, origin, EDITED_WORD)).toEqual([]);
    } finally {
      stream.close();
    }
  });
});

describe("docgen serve's search after its output folder was replaced under it", () => {
  it('writes its index in again, instead of failing on the files that went with the folder', async () => {
    const site = await copyFixture('mini-site');
    // A draft: in serve's index, not in a production build's.
    await writeFile(path.join(site, 'content/docs/guides/secret.md'), `---\ndraft: true\n---\n\n# Secret\n\nNot yet: ${EDITED_WORD}.\n`);
    const serve = await startServe(site);
    onTestFinished(() => stop(serve.child));
    await until(() => /Built \d+ pages/.test(serve.output()), 'the first build', 120_000);
    // A production build put in its place, as a deploy script or another tool may swap a folder (docgen's own build refuses to write a folder a serve writes).
    const production = path.join(await tempDir('serve-search-production'), 'out');
    expect((await runDocgen(['build', '--no-cache', '--config', path.join(site, 'site.config.ts'), '--out', production])).code).toBe(0);
    await rm(serve.outDir!, { recursive: true });
    await cp(production, serve.outDir!, { recursive: true });
    save(path.join(site, 'content/docs/guides/writing.mdx'), `${await readFile(path.join(site, 'content/docs/guides/writing.mdx'), 'utf8')}\nA sentence added: ${WORD}.\n`);
    await until(() => /Search index updated in/.test(serve.output()) || /docgen crashed/.test(serve.output()), 'the search index');
    expect(serve.output()).not.toContain('docgen crashed');
    expect(existsSync(path.join(serve.outDir!, 'pagefind/pagefind-entry.json'))).toBe(true);
  });
});
