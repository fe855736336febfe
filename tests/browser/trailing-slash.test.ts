// A trailingSlash:true site in the browser: the client router shows every
// page at its address with the slash, loads pages from their data without a
// full load, search leads to those addresses too, and the offline app serves
// them from its cache.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { observedPage, serve } from '../helpers/browser.ts';
import { addMiniSiteSettings } from '../helpers/build.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

describe('a trailingSlash:true site in Chromium', () => {
  const fixture = servedFixtureInChromium('trailing-slash-browser', async (site) => {
    await addMiniSiteSettings(site, '  trailingSlash: true,');
  });

  /** Full page loads the tab makes (client navigations make none). */
  function documentLoads(tab: Page): string[] {
    const loads: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(new URL(request.url()).pathname);
    });
    return loads;
  }

  it('shows a page asked for without the slash at its address, and navigates between pages there', async () => {
    const { page: tab, messages, close } = await observedPage(fixture.browser);
    try {
      const loads = documentLoads(tab);
      await tab.goto(`${fixture.origin}/docs/apis/core/lock`);
      await tab.waitForSelector('html[data-hydrated]');
      expect(new URL(tab.url()).pathname).toBe('/docs/apis/core/lock/');
      await tab.locator('.theme-doc-sidebar-menu a.menu__link', { hasText: 'Data manipulation' }).click();
      await tab.waitForFunction(() => document.title.startsWith('Data manipulation'));
      expect(new URL(tab.url()).pathname).toBe('/docs/apis/core/dml/');
      expect(await tab.locator('.theme-doc-sidebar-menu a[aria-current="page"]').textContent()).toBe('Data manipulation');
      await tab.goBack();
      await tab.waitForFunction(() => location.pathname === '/docs/apis/core/lock/' && document.title.startsWith('Locks'));
      // The first address and its redirect; every other page came from its data.
      expect(loads).toEqual(['/docs/apis/core/lock', '/docs/apis/core/lock/']);
      expect(messages.filter((message) => message.startsWith('pageerror') || message.startsWith('error'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('leads search results to the pages’ addresses with the slash', async () => {
    const { page: tab, close } = await observedPage(fixture.browser);
    try {
      await tab.goto(`${fixture.origin}/docs/`);
      await tab.waitForSelector('html[data-hydrated]');
      await tab.keyboard.press('Control+k');
      await tab.locator('.searchModal input[role=combobox]').waitFor();
      await tab.keyboard.type('lock');
      await tab.locator('.searchModal__hit').first().waitFor();
      const hrefs = await tab.locator('.searchModal [role=option]').evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.filter((href) => !/\/(#.*)?$/.test(href))).toEqual([]);
      await tab.keyboard.press('Enter');
      await tab.waitForFunction(() => document.title.startsWith('Locks'));
      expect(new URL(tab.url()).pathname).toMatch(/\/$/);
      expect(await tab.locator('a.searchButton').getAttribute('href')).toBe('/search/');
    } finally {
      await close();
    }
  });

  it('serves a page never visited from the offline cache at its address with the slash', async () => {
    // A server of its own, on a new origin: stopping it is going offline, and no other test's worker is in the way.
    const { server, origin } = await serve(fixture.outDir);
    const { page: tab, close } = await observedPage(fixture.browser);
    try {
      await tab.goto(`${origin}/docs/?offlineMode=true`, { waitUntil: 'networkidle' });
      await tab.evaluate(() => navigator.serviceWorker.ready);
      await tab.reload({ waitUntil: 'networkidle' });
      expect(await tab.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await server.close();
      await tab.goto(`${origin}/docs/apis/core/dml/`, { waitUntil: 'load' });
      expect(await tab.locator('article h1').textContent()).toBe('Data manipulation');
      await tab.waitForSelector('html[data-hydrated]');
      await tab.locator('.pagination-nav__link--next').click();
      await expect.poll(() => tab.locator('article h1').textContent()).toBe('Writing');
      expect(new URL(tab.url()).pathname).toBe('/docs/guides/writing/');
    } finally {
      await close();
      await server.close().catch(() => {});
    }
  });
});
