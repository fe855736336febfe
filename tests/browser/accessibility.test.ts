import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeToOutputFile } from '../../src/content/url.ts';
import type { StaticServer } from '../../src/server/static-server.ts';
import { PROJECT_ROOT } from '../helpers/build.ts';
import { describeViolations, severeViolations } from '../helpers/axe.ts';
import { launchChromium } from '../helpers/browser.ts';
import { coloursIn, contrastWithWhite } from '../helpers/colours.ts';
import { buildAndServe } from '../helpers/served-site.ts';

// Accessibility of the built project site in Chromium: axe-core (WCAG 2.0 and
// 2.1, levels A and AA) on representative pages in both colour modes, and the
// keyboard: a visible focus on every Tab stop and a working skip link.

const HOME = '/';
const DOC_PAGE = '/docs/apis/core/dml';
const TAG_PAGE = '/docs/tags/database';
const ROUTES = [HOME, DOC_PAGE, TAG_PAGE];
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

let browser: Browser;
let server: StaticServer;
let origin: string;

beforeAll(async () => {
  let outDir: string;
  ({ server, origin, outDir } = await buildAndServe(path.join(PROJECT_ROOT, 'site.config.ts'), 'a11y'));
  for (const route of ROUTES) {
    const file = routeToOutputFile(route, '/', false);
    if (!existsSync(path.join(outDir, file))) throw new Error(`The project build has no ${route} (${file}): the test needs another page.`);
  }
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a route in a fresh context, in the given colour mode (stored where the boot script reads it), once hydrated. */
async function open(route: string, theme: Theme): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
  return page;
}

describe('axe-core on the project site', () => {
  for (const theme of THEMES) {
    for (const route of ROUTES) {
      it(`finds no serious or critical WCAG 2.1 A/AA violations on ${route} in ${theme} mode`, async () => {
        const page = await open(route, theme);
        try {
          const violations = await severeViolations(page);
          expect(
            violations.map((violation) => `${violation.id} (${violation.impact})`),
            `axe violations on ${route} in ${theme} mode:\n${describeViolations(violations)}\n`,
          ).toEqual([]);
        } finally {
          await page.context().close();
        }
      });
    }
  }
});

describe("the home page's hero", () => {
  // axe cannot judge text on a gradient, so each of its colours is judged here.
  for (const theme of THEMES) {
    it(`keeps its white text at 4.5:1 or more against every colour of its gradient in ${theme} mode`, async () => {
      const page = await open(HOME, theme);
      try {
        const { image, text } = await page.evaluate(() => {
          const hero = document.querySelector('.hero--primary')!;
          return { image: getComputedStyle(hero).backgroundImage, text: getComputedStyle(hero.querySelector('.hero__subtitle')!).color };
        });
        expect(text).toBe('rgb(255, 255, 255)');
        const colours = coloursIn(image);
        expect(colours.length, image).toBeGreaterThanOrEqual(2);
        for (const colour of colours) expect(contrastWithWhite(colour), `${colour.join(', ')} in ${image}`).toBeGreaterThanOrEqual(4.5);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('the keyboard on a doc page', () => {
  for (const theme of THEMES) {
    it(`shows a visible focus indicator on every Tab stop in ${theme} mode`, async () => {
      const page = await open(DOC_PAGE, theme);
      try {
        const stops: string[] = [];
        const invisible: string[] = [];
        for (let i = 1; i <= 40; i++) {
          await page.keyboard.press('Tab');
          const focus = await page.evaluate(() => {
            const element = document.activeElement;
            if (!element || element === document.body) return null;
            const style = getComputedStyle(element);
            const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
            const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
            const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
            const classes = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
            return { label: `${element.tagName.toLowerCase()}${classes} "${name}"`, visible: outline || shadow, style: `outline: ${style.outlineStyle} ${style.outlineWidth}; box-shadow: ${style.boxShadow}` };
          });
          if (!focus) continue;
          stops.push(focus.label);
          if (!focus.visible) invisible.push(`Tab ${i}: ${focus.label} (${focus.style})`);
        }
        expect(stops.length, 'Tab should move through the page').toBeGreaterThan(20);
        expect(invisible, `focused elements without a visible focus indicator in ${theme} mode:\n${invisible.join('\n')}\n`).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }

  it('reflows on a 320px phone: no page scrolls sideways (WCAG 1.4.10), its wide tables scrolling inside themselves', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    try {
      const page = await context.newPage();
      const widths: Record<string, number> = {};
      for (const route of [...ROUTES, '/versions', '/search']) {
        await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
        widths[route] = await page.evaluate(() => document.documentElement.scrollWidth);
      }
      expect(widths).toEqual(Object.fromEntries([...ROUTES, '/versions', '/search'].map((route) => [route, 320])));
    } finally {
      await context.close();
    }
  });

  it('lets the keyboard scroll a table wider than a 320px phone: it takes the focus, and axe finds no violation there', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    try {
      const page = await context.newPage();
      // The supported releases, whose dates do not wrap.
      await page.goto(`${origin}/general/releases`, { waitUntil: 'networkidle' });
      const tables = await page.locator('.markdown table').evaluateAll((elements) => elements.map((table) => ({ scrolls: table.scrollWidth > table.clientWidth, tabIndex: (table as HTMLElement).tabIndex })));
      expect(tables.filter((table) => table.scrolls).length).toBeGreaterThan(0);
      expect(tables.every((table) => table.tabIndex === 0)).toBe(true);
      const table = page.locator('.markdown table').first();
      await table.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      const violations = await severeViolations(page);
      expect(violations.map((violation) => violation.id), describeViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('starts with "Skip to main content", which moves focus to the main content on Enter', async () => {
    const page = await open(DOC_PAGE, 'light');
    try {
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const rect = element.getBoundingClientRect();
        return { text: element.textContent?.trim(), onScreen: rect.width > 0 && rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 };
      });
      expect(first?.text, 'the first Tab stop').toBe('Skip to main content');
      expect(first?.onScreen, 'the skip link shows while focused').toBe(true);

      await page.keyboard.press('Enter');
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const active = document.activeElement;
              return active && active !== document.body ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} in main: ${Boolean(active.closest('main'))}` : 'body';
            }),
          { message: 'focus after activating the skip link' },
        )
        .toMatch(/in main: true$/);

      // The next Tab stop follows on inside the main content.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), 'the Tab stop after the skip target').toBe(true);
    } finally {
      await page.context().close();
    }
  });
});

describe('the search modal', () => {
  for (const theme of THEMES) {
    it(`is a labelled modal dialog with no serious or critical violations, no landmark of its own and a visible focus ring on its results in ${theme} mode`, async () => {
      const page = await open(DOC_PAGE, theme);
      try {
        await page.waitForSelector('html[data-hydrated]');
        await page.keyboard.press('Control+k');
        await page.waitForFunction(() => document.activeElement?.matches('[role=dialog] input[type=search]') ?? false);
        await page.keyboard.type('database');
        // The results are part of what is checked.
        await page.locator('.searchModal__hit [role=option]').first().waitFor();
        const dialog = page.locator('[role=dialog]');
        expect(await dialog.getAttribute('aria-modal')).toBe('true');
        expect(await dialog.getAttribute('aria-label')).toBe('Search the documentation');
        const violations = await severeViolations(page);
        expect(violations.map((violation) => `${violation.id} (${violation.impact})`), `axe violations with the search modal open in ${theme} mode:\n${describeViolations(violations)}\n`).toEqual([]);
        // One contentinfo landmark, the page's footer: none inside the dialog.
        expect(await page.locator('[role=dialog] footer, [role=dialog] [role=contentinfo]').count()).toBe(0);
        // The results scroll and are a Tab stop: their focus ring is drawn inside the dialog, which would hide it outside.
        for (let step = 0; step < 6 && !(await page.evaluate(() => document.activeElement?.matches('.searchModal__body') ?? false)); step++) await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const results = document.activeElement!;
          const style = getComputedStyle(results);
          const box = results.getBoundingClientRect();
          const dialog = results.closest('[role=dialog]')!.getBoundingClientRect();
          const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
          return { results: results.matches('.searchModal__body'), style: style.outlineStyle, inside: box.left - reach >= dialog.left && box.right + reach <= dialog.right && box.top - reach >= dialog.top && box.bottom + reach <= dialog.bottom };
        });
        expect(ring).toEqual({ results: true, style: 'solid', inside: true });
      } finally {
        await page.context().close();
      }
    });
  }
});
