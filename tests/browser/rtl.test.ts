// A site in a right-to-left language in Chromium: the layout is mirrored (the
// sidebar on the right, the table of contents on the left, the phone's menu
// sliding in from the right), while code reads left to right.
import { describe, expect, it } from 'vitest';
import { observedPage } from '../helpers/browser.ts';
import { addMiniSiteSettings } from '../helpers/build.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

describe('an Arabic site in Chromium', () => {
  const fixture = servedFixtureInChromium('rtl', async (site) => {
    await addMiniSiteSettings(site, "  i18n: { defaultLocale: 'ar', locales: ['ar'], localeConfigs: { ar: { direction: 'rtl' } } },");
  });

  it('puts the sidebar on the right and the table of contents on the left, and keeps code left to right', async () => {
    const { page, messages, close } = await observedPage(fixture.browser);
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${fixture.origin}/docs/apis/core/dml`, { waitUntil: 'networkidle' });
      const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
      const sidebar = await box('.theme-doc-sidebar-container');
      const main = await box('main article');
      const toc = await box('.theme-doc-toc-desktop');
      expect(sidebar.x).toBeGreaterThanOrEqual(main.x + main.width);
      expect(toc.x + toc.width).toBeLessThanOrEqual(main.x);
      const code = page.locator('pre code').first();
      expect(await code.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      // The code's first character is at the block's left, not its right.
      const pre = await box('pre');
      const line = await box('pre code .line');
      expect(line.x - pre.x).toBeLessThan(30);
      expect(messages.filter((message) => /^(error|warning|pageerror)/.test(message))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("slides the phone's menu in from the right", async () => {
    const { page, close } = await observedPage(fixture.browser);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${fixture.origin}/docs/apis/core/dml`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated]');
      const toggle = (await page.locator('.navbar__toggle').boundingBox())!;
      expect(toggle.x).toBeGreaterThan(390 / 2);
      await page.locator('.navbar__toggle').click();
      const drawer = page.locator('.navbar-sidebar');
      await drawer.waitFor();
      const rightEdge = async () => {
        const shown = (await drawer.boundingBox())!;
        return Math.round(shown.x + shown.width);
      };
      await expect.poll(rightEdge).toBe(390);
    } finally {
      await close();
    }
  });
});
