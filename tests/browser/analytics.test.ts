// gtag's page views as a reader moves through a built site: the page loaded
// is counted by gtag's own `config`, and each address the client router
// shows afterwards (another page, another heading of the same page, Back) by
// one page view, sent once the new page's title is in place. Tag Manager's
// container is loaded once, or framed for readers without JavaScript.
// Google's files are answered here with empty ones: the tests need no network.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { followLink, observedPage } from '../helpers/browser.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

/** What gtag() was called with, in order, each call as an array; with the document's title at each page view. */
const calls = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => Array.from(entry).map((value) => (value instanceof Date ? 'date' : value))),
  );

describe("gtag's page views", () => {
  const fixture = servedFixtureInChromium('analytics', async (site) => {
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Mini Site',", "title: 'Mini Site',\n  gtag: { trackingID: 'G-READERS' },"));
  });

  it('counts each address the client router shows once, with its path, query and fragment, after its title is set', async () => {
    const { page, messages, close } = await observedPage(fixture.browser, {
      // The title when each page view is sent: the router announces the new page once its head is applied.
      initScript: "window.__titles = []; window.addEventListener('docgen:route-update', () => window.__titles.push(document.title));",
    });
    const fetchedTag: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      fetchedTag.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.route('https://www.google-analytics.com/**', (route) => route.abort());
    await page.goto(`${fixture.origin}/docs`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    expect(fetchedTag).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-READERS']);
    expect(await calls(page)).toEqual([['js', 'date'], ['config', 'G-READERS', {}]]);

    await followLink(page, '/docs/apis/core/dml?from=intro', 'Data manipulation | Mini Site');
    await expect.poll(() => calls(page).then((made) => made.length)).toBe(4);
    expect((await calls(page)).slice(2)).toEqual([['set', 'page_path', '/docs/apis/core/dml?from=intro'], ['event', 'page_view']]);

    // A heading of the same page: the browser scrolls, the address changes.
    await page.locator('.table-of-contents a:visible').first().click();
    await expect.poll(() => calls(page).then((made) => made.length)).toBe(6);
    const hashPath = await page.evaluate(() => location.pathname + location.search + location.hash);
    expect(hashPath).toMatch(/^\/docs\/apis\/core\/dml\?from=intro#.+/);
    expect((await calls(page)).slice(4)).toEqual([['set', 'page_path', hashPath], ['event', 'page_view']]);

    // Back to the heading-less address, then to the first page: one view each.
    await page.goBack();
    await expect.poll(() => calls(page).then((made) => made.length)).toBe(8);
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/docs' && document.title === 'Welcome | Mini Site');
    await expect.poll(() => calls(page).then((made) => made.length)).toBe(10);
    expect((await calls(page)).slice(6)).toEqual([['set', 'page_path', '/docs/apis/core/dml?from=intro'], ['event', 'page_view'], ['set', 'page_path', '/docs'], ['event', 'page_view']]);
    expect(await page.evaluate(() => (window as unknown as { __titles: string[] }).__titles)).toEqual([
      'Data manipulation | Mini Site',
      'Data manipulation | Mini Site',
      'Data manipulation | Mini Site',
      'Welcome | Mini Site',
    ]);
    expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
    await close();
  });
});

describe("Google Tag Manager's container", () => {
  const fixture = servedFixtureInChromium('tag-manager', async (site) => {
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Mini Site',", "title: 'Mini Site',\n  googleTagManager: { containerId: 'GTM-READERS' },"));
  });

  /** Answers Google's files with empty ones, and records which were asked for. */
  async function stubGoogle(page: Page): Promise<string[]> {
    const fetched: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      fetched.push(route.request().url());
      return route.fulfill({ contentType: route.request().url().includes('ns.html') ? 'text/html' : 'text/javascript', body: '' });
    });
    return fetched;
  }

  it('loads the container once, after its start event, and keeps it through client navigations', async () => {
    const { page, messages, close } = await observedPage(fixture.browser);
    const fetched = await stubGoogle(page);
    await page.goto(`${fixture.origin}/docs`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    expect(fetched).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-READERS']);
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
    expect(layer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    await followLink(page, '/docs/apis/core/dml', 'Data manipulation | Mini Site');
    // The container follows the router's history changes itself: the page keeps the one it loaded.
    expect(fetched).toHaveLength(1);
    expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
    await close();
  });

  it("gives readers without JavaScript the container's frame", async () => {
    const { page, close } = await observedPage(fixture.browser, { javaScriptEnabled: false });
    const fetched = await stubGoogle(page);
    await page.goto(`${fixture.origin}/docs`, { waitUntil: 'networkidle' });
    expect(fetched).toEqual(['https://www.googletagmanager.com/ns.html?id=GTM-READERS']);
    expect(await page.locator('body > noscript > iframe[src*="ns.html"]').count()).toBe(1);
    await close();
  });
});
