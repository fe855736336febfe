// The back-to-top button (Docusaurus's BackToTopButton): it appears when a
// reader more than 300 px down a page scrolls up, not while scrolling down or
// near the top, nor after a jump to a heading; it scrolls to the top, smoothly
// unless the reader asks for reduced motion. It needs JavaScript, so without it
// there is none.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/build.ts';
import { siteInChromium } from '../helpers/chromium-site.ts';

const DML = '/docs/apis/core/dml';
// A short window, so that the mini site's page is long enough to scroll well past 300 px.
const viewport = { width: 1280, height: 500 };
const BUTTON = '.theme-back-to-top-button';

/** Scrolls the window to `y` and waits for the scroll event, which the button answers. */
const scrollTo = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
const shown = (page: Page) => page.locator(BUTTON).evaluate((button) => button.classList.contains('theme-back-to-top-button--shown'));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('the back-to-top button', () => {
  const site = siteInChromium(path.join(FIXTURES, 'mini-site/site.config.ts'), 'back-to-top');

  it('appears after scrolling down past 300 px and then up, and scrolls smoothly back to the top', async () => {
    const { page, messages } = await site.open(DML, { viewport });
    const button = page.locator(BUTTON);
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(900);
    expect(await button.getAttribute('aria-label')).toBe('Scroll back to top');
    expect(await button.isHidden()).toBe(true);

    for (const y of [150, 350, 800]) {
      await scrollTo(page, y);
      expect(await shown(page), `scrolled down to ${y}`).toBe(false);
    }
    await scrollTo(page, 600);
    expect(await shown(page)).toBe(true);
    await expect.poll(() => button.isVisible()).toBe(true);
    await scrollTo(page, 700);
    expect(await shown(page), 'scrolling down again').toBe(false);
    await expect.poll(() => button.isHidden()).toBe(true);
    // Hidden, it cannot be focused.
    const focused = await button.evaluate((element) => {
      (element as HTMLElement).focus();
      return document.activeElement === element;
    });
    expect(focused).toBe(false);
    await scrollTo(page, 500);
    expect(await shown(page)).toBe(true);
    await scrollTo(page, 250);
    expect(await shown(page), 'scrolled up to within 300 px of the top').toBe(false);

    await scrollTo(page, 800);
    await scrollTo(page, 700);
    await expect.poll(() => button.isVisible()).toBe(true);
    // Smoothly: the click starts a scroll that has not reached the top when it returns.
    const afterClick = await button.evaluate((element) => {
      (element as HTMLElement).click();
      return window.scrollY;
    });
    expect(afterClick).toBeGreaterThan(0);
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await shown(page)).toBe(false);
    expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
  });

  it('is reached and pressed from the keyboard, and jumps to the top at once when the reader prefers reduced motion', async () => {
    const { page } = await site.open(DML, { viewport, reducedMotion: 'reduce' });
    await scrollTo(page, 800);
    await scrollTo(page, 700);
    const button = page.locator(BUTTON);
    await expect.poll(() => button.isVisible()).toBe(true);
    // The last control of the page: Shift+Tab from the top of the page's tab order comes round to it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Shift+Tab');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await scrollY(page)).toBe(0);
    // The keyboard is at the top of the page too: the next Tab reaches the skip link, not whatever followed the hidden button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skipToContent');
  });

  it('stays hidden after a jump up to a heading', async () => {
    const { page } = await site.open(DML, { viewport });
    const heading = await page.evaluate(() => Math.round(document.getElementById('transactions')!.getBoundingClientRect().top + window.scrollY));
    expect(heading).toBeGreaterThan(400);
    await scrollTo(page, heading + 400);
    await page.evaluate(() => (location.hash = 'transactions'));
    await expect.poll(() => scrollY(page)).toBeLessThan(heading + 400);
    await page.waitForTimeout(100);
    expect(await shown(page)).toBe(false);
    // The reader's own scroll up afterwards shows it.
    await scrollTo(page, (await scrollY(page)) - 50);
    expect(await shown(page)).toBe(true);
  });

  it('is not there without JavaScript, which it needs', async () => {
    const { page } = await site.newPage({ viewport, javaScriptEnabled: false });
    await page.goto(`${site.origin}${DML}`);
    expect(await page.locator(BUTTON).count()).toBe(0);
  });
});
