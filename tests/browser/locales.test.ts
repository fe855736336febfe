// A site in two languages in the browser: the language menu loads the page in
// the other language in full (it is another build's), where the client router
// then navigates as usual and keeps the head's links to each language's page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtSiteInChromium, observedPage } from '../helpers/browser.ts';
import { twoLocaleSite } from '../helpers/locales-site.ts';

/** Full page loads the tab makes (client navigations make none). */
function documentLoads(tab: Page): string[] {
  const loads: string[] = [];
  tab.on('request', (request) => {
    if (request.resourceType() === 'document') loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

const alternatesOf = (tab: Page) => tab.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL((link as HTMLLinkElement).href).pathname}`));

describe('a site in two languages in Chromium', () => {
  const site = builtSiteInChromium(twoLocaleSite);

  it('opens the page in the other language from the language menu, then navigates there from page data', async () => {
    const { page: tab, messages, close } = await observedPage(site.browser);
    try {
      const loads = documentLoads(tab);
      await tab.goto(`${site.origin}/docs/apis/core/dml?from=menu#queries`);
      await tab.waitForSelector('html[data-hydrated]');
      await tab.locator('.navbar__item.dropdown', { hasText: 'English' }).hover();
      await tab.locator('a.dropdown__link', { hasText: 'Français' }).click();
      await tab.waitForFunction(() => document.documentElement.lang === 'fr-FR');
      await tab.waitForSelector('html[data-hydrated]');
      // The same page in French, with the reader's query string and place on it.
      const url = new URL(tab.url());
      expect(url.pathname + url.search + url.hash).toBe('/fr/docs/apis/core/dml?from=menu#queries');
      expect(await tab.locator('.theme-doc-sidebar-menu .menu__link--sublist').first().textContent()).toBe('Interfaces');
      // Within the language, the router loads the next page from its data.
      await tab.locator('.theme-doc-sidebar-menu a.menu__link', { hasText: 'Bienvenue' }).click();
      await tab.waitForFunction(() => document.title.startsWith('Bienvenue'));
      expect(new URL(tab.url()).pathname).toBe('/fr/docs');
      expect(await alternatesOf(tab)).toEqual(['en-AU /docs', 'fr-FR /fr/docs', 'x-default /docs']);
      expect(loads).toEqual(['/docs/apis/core/dml', '/fr/docs/apis/core/dml']);
      expect(await tab.evaluate(() => document.querySelector('a.dropdown__link[hreflang]')?.getAttribute('href'))).toBe('/docs');
      expect(messages.filter((message) => message.startsWith('pageerror') || message.startsWith('error') || message.startsWith('warning'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("keeps the reader's query string and place when the language being read is chosen again", async () => {
    const { page: tab, messages, close } = await observedPage(site.browser);
    try {
      await tab.goto(`${site.origin}/docs/apis/core/dml?from=menu#queries`);
      await tab.waitForSelector('html[data-hydrated]');
      await tab.locator('.navbar__item.dropdown', { hasText: 'English' }).hover();
      await tab.locator('a.dropdown__link', { hasText: 'English' }).click();
      await tab.waitForTimeout(300);
      const url = new URL(tab.url());
      expect(url.pathname + url.search + url.hash).toBe('/docs/apis/core/dml?from=menu#queries');
      expect(messages.filter((message) => message.startsWith('pageerror') || message.startsWith('error'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("finds the other language's pages in its own index and leads to them below its base URL", async () => {
    const { page: tab, messages, close } = await observedPage(site.browser);
    try {
      await tab.goto(`${site.origin}/fr/docs/apis/core/dml`);
      await tab.waitForSelector('html[data-hydrated]');
      await tab.keyboard.press('Control+k');
      await tab.waitForFunction(() => document.activeElement?.matches('[role=dialog] input[type=search]') ?? false);
      await tab.keyboard.type('Bienvenue');
      const links = () => tab.locator('.searchModal__hit a').evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
      await expect.poll(links, { timeout: 10_000 }).toContain('/fr/docs');
      // Each result once below /fr/, as the page's own address: Pagefind is not given the base again.
      expect((await links()).filter((href) => !/^\/fr\/(?!fr\/)/.test(href))).toEqual([]);
      await tab.keyboard.press('Enter');
      await tab.waitForFunction(() => document.title.startsWith('Bienvenue'));
      expect(new URL(tab.url()).pathname).toBe('/fr/docs');
      expect(messages.filter((message) => message.startsWith('pageerror') || message.startsWith('error'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("names the language menu in the page's language in the phone's menu, and leads it to the page in the other language", async () => {
    const { page: tab, close } = await observedPage(site.browser, { viewport: { width: 390, height: 844 } });
    try {
      await tab.goto(`${site.origin}/fr/docs/apis/core/dml`);
      await tab.waitForSelector('html[data-hydrated]');
      await tab.locator('button.navbar__toggle').click();
      await tab.locator('button.navbar-sidebar__back').click();
      await expect.poll(() => tab.locator('.navbar-sidebar .menu__link--sublist-label').allTextContents()).toEqual(['Langues', 'Versions']);
      await tab.locator('.navbar-sidebar a.menu__link', { hasText: 'English' }).click();
      await tab.waitForFunction(() => document.documentElement.lang === 'en-AU');
      expect(new URL(tab.url()).pathname).toBe('/docs/apis/core/dml');
    } finally {
      await close();
    }
  });
});
