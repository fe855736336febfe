// WCAG 2.2's reflow (1.4.10), text spacing (1.4.12) and resize text (1.4.4), which axe cannot test.
// At 320 CSS px wide (a 1280 px window at 400 %) no page type may scroll
// sideways: only code blocks, tables and other scroll containers may scroll on
// their own. And with the browser's own text size at twice its default (the
// font size setting, which zooms text and not the page) the navbar's items
// must not overlap: the layout's breakpoints are in em, so that such a reader
// gets the phone's navbar, menu and single column sooner.
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

/** Pairs of the navbar's visible items that overlap, by their text. */
function overlappingNavbarItems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const items = Array.from(document.querySelectorAll('.navbar__brand, .navbar__items > *')).filter(
      (item) => !item.classList.contains('navbar__items') && (item as HTMLElement).offsetWidth > 0,
    );
    const overlaps: string[] = [];
    items.forEach((first, index) => {
      const a = first.getBoundingClientRect();
      for (const second of items.slice(index + 1)) {
        if (first.contains(second) || second.contains(first)) continue;
        const b = second.getBoundingClientRect();
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) {
          overlaps.push(`${first.textContent || first.className} × ${second.textContent || second.className}`);
        }
      }
    });
    return overlaps;
  });
}

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

  it('with the text spacing WCAG 1.4.12 lets a reader set, no page type scrolls sideways and the navbar’s items do not overlap', async () => {
    // The spacing of 1.4.12, as a reader's stylesheet or extension sets it: over every rule of the site's.
    const spacing = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
    for (const width of [1280, 997, 320]) {
      const { page, close } = await newPage({ viewport: { width, height: 800 } });
      for (const route of ROUTES) {
        await page.goto(`${site.origin}${route}`, { waitUntil: 'networkidle' });
        await page.addStyleTag({ content: spacing });
        expect(await horizontalScroll(page), `${route} at ${width} px`).toBe(0);
        expect(await overlappingNavbarItems(page), `${route} at ${width} px`).toEqual([]);
      }
      await close();
    }
  });

  it('with the browser’s text size doubled, the navbar’s items do not overlap, as the navbar folds into its menu', async () => {
    const { page, close } = await newPage({ viewport: { width: 1280, height: 800 } });
    // Chromium's font size setting (Settings, Appearance): 32 px instead of 16.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Page.enable');
    await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await page.goto(`${site.origin}/docs/apis/core/dml`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    expect(await overlappingNavbarItems(page)).toEqual([]);
    expect(await page.locator('.navbar__toggle').isVisible()).toBe(true);
    await page.locator('.navbar__toggle').click();
    await expect.poll(() => page.locator('.navbar-sidebar').isVisible()).toBe(true);
    // The menu closes when the window grows out of the phone's layout, not at 996 px: 62.25em is 1,992 px here.
    const menuOpen = () => page.evaluate(() => document.querySelector('.navbar')!.classList.contains('navbar-sidebar--show'));
    await page.setViewportSize({ width: 1400, height: 800 });
    // Two frames: the resize event has been handled, and React has rendered what it set.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await menuOpen()).toBe(true);
    await page.setViewportSize({ width: 2000, height: 800 });
    await expect.poll(menuOpen).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });

    // At the default text size the window keeps the desktop's navbar.
    await devtools.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('.navbar__toggle').isVisible()).toBe(false);
    expect(await overlappingNavbarItems(page)).toEqual([]);
    await close();
  });
});
