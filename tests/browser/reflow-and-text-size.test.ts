// WCAG 2.2's reflow (1.4.10) and resize text (1.4.4), which axe cannot test.
// At 320 CSS px wide (a 1280 px window at 400 %) no page type may scroll
// sideways: only code blocks, tables and other scroll containers may scroll on
// their own.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { observedPage } from '../helpers/browser.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

const ROUTES = [
  '/',
  '/docs/apis/core/dml',
  '/docs/guides/components',
  '/docs/category/apis',
  '/docs/tags',
  '/docs/tags/api',
  '/versions',
  '/hello',
  '/search?q=database',
  '/no-such-page',
];

/** Elements wider than the window or out of it sideways, other than those a code block, a table or a scroll container inside the window holds. */
function elementsOutOfWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsOnItsOwn = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (!/auto|scroll|hidden|clip/.test(getComputedStyle(parent).overflowX)) continue;
        const box = parent.getBoundingClientRect();
        if (box.left >= -1 && box.right <= width + 1) return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return false;
        if (box.left >= -1 && box.right <= width + 1) return false;
        return !element.closest('pre, table') && !scrollsOnItsOwn(element);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)} (${Math.round(element.getBoundingClientRect().left)} to ${Math.round(element.getBoundingClientRect().right)})`);
  });
}

const horizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('reflow and resized text', () => {
  // The mini site with as many navbar links as the project's own site has, which a doubled text size no longer fits beside the right-hand items.
  const site = servedFixtureInChromium('reflow', async (folder) => {
    const config = path.join(folder, 'site.config.ts');
    const links = "{ to: '/docs', label: 'Docs' }, { to: '/general', label: 'Community' }, { to: '/hello', label: 'Coding' }, { to: '/versions', label: 'Process' },";
    await writeFile(config, (await readFile(config, 'utf8')).replace("{ to: '/docs', label: 'Docs' },", links));
  });
  const newPage = (options: Parameters<typeof observedPage>[1]) => observedPage(site.browser, options);
  const open = async (route: string, options: Parameters<typeof observedPage>[1]) => {
    const observed = await newPage(options);
    await observed.page.goto(`${site.origin}${route}`, { waitUntil: 'networkidle' });
    await observed.page.waitForSelector('html[data-hydrated]');
    return observed;
  };

  it('at 320 px wide, no page type scrolls sideways, and only code and tables are wider than the window', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, close } = await newPage({ viewport: { width: 320, height: 640 }, javaScriptEnabled });
      for (const route of ROUTES) {
        await page.goto(`${site.origin}${route}`, { waitUntil: 'networkidle' });
        expect(await horizontalScroll(page), `${route}, JavaScript ${javaScriptEnabled}`).toBe(0);
        expect(await elementsOutOfWindow(page), `${route}, JavaScript ${javaScriptEnabled}`).toEqual([]);
      }
      await close();
    }
  });

  it('at 320 px wide, the mobile menu and the search modal fit the window', async () => {
    const { page, close } = await open('/docs/apis/core/dml', { viewport: { width: 320, height: 640 } });
    await page.locator('.navbar__toggle').click();
    await page.locator('.navbar-sidebar').waitFor({ state: 'visible' });
    expect(await elementsOutOfWindow(page)).toEqual([]);
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');

    await page.locator('.searchButton').click();
    await page.keyboard.type('database');
    await page.locator('.searchModal').waitFor({ state: 'visible' });
    expect(await horizontalScroll(page)).toBe(0);
    expect(await elementsOutOfWindow(page)).toEqual([]);
    await close();
  });
});
