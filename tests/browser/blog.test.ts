// The blog in Chromium: its code is fetched only when a reader reaches it,
// and from then on the reader moves between the list, posts, tags and the
// archive through the client router; its pages read the same without
// JavaScript.
import path from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticServer } from '../../src/server/static-server.ts';
import { describeViolations, severeViolations } from '../helpers/axe.ts';
import { launchChromium, observedPage, serve, type ObservedPage } from '../helpers/browser.ts';
import { build, FIXTURES, tempDir } from '../helpers/build.ts';

/** Text only the blog's module has: the label of its sidebar. */
const BLOG_CODE_MARK = 'Blog recent posts navigation';

describe('the blog in Chromium', () => {
  let server: StaticServer;
  let browser: Browser;
  let origin = '';
  const opened: ObservedPage[] = [];

  beforeAll(async () => {
    const out = path.join(await tempDir('blog-browser'), 'out');
    await build(path.join(FIXTURES, 'blog-site/site.config.ts'), out);
    ({ server, origin } = await serve(out, '/notes/'));
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const tab of opened) await tab.close();
    await browser?.close();
    await server?.close();
  });

  /** Opens a route, hydrated, recording the scripts fetched and the documents requested from then on. */
  async function open(route: string, options: Parameters<typeof observedPage>[1] = {}) {
    const observed = await observedPage(browser, options);
    opened.push(observed);
    const scripts: Response[] = [];
    const documents: string[] = [];
    observed.page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await observed.page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    if (options.javaScriptEnabled !== false) await observed.page.waitForSelector('html[data-hydrated]');
    observed.page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const fetchedBlogCode = async () => (await Promise.all(scripts.map(async (response) => (await response.text()).includes(BLOG_CODE_MARK)))).some(Boolean);
    return { ...observed, documents, fetchedBlogCode };
  }
  const heading = (page: Page) => page.locator('main h1, main h2').first().textContent();
  const errors = (messages: string[]) => messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'));

  it("loads the blog's code only when the reader reaches the blog, then moves from the list to a post and on without loading a page", async () => {
    const { page, messages, documents, fetchedBlogCode } = await open('/notes/docs/intro');
    expect(await fetchedBlogCode()).toBe(false);

    await page.locator('.navbar a', { hasText: 'Blog' }).click();
    await page.waitForURL(`${origin}/notes/blog`);
    await expect.poll(() => page.title()).toBe('Blog | Plugin Notes');
    await expect.poll(() => heading(page)).toBe('Blog');
    expect(await fetchedBlogCode()).toBe(true);
    expect(await page.locator('article h2').allTextContents()).toEqual(['What release day looks like', 'Running the plugin checks locally']);

    await page.getByRole('link', { name: 'Read more about Running the plugin checks locally' }).click();
    await page.waitForURL(`${origin}/notes/blog/2024/03/18/plugin-checks`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Running the plugin checks locally');
    expect(await page.locator('.callout').textContent()).toBe('The checks need PHP 8.1 or later.');
    expect(await page.locator('nav[aria-label="Blog recent posts navigation"] [aria-current="page"]').textContent()).toBe('Running the plugin checks locally');

    await page.locator('nav[aria-label="Blog post page navigation"] a', { hasText: 'Older post' }).click();
    await page.waitForURL(`${origin}/notes/blog/2024/01/09/new-year`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Plans for the new year');

    expect(await page.locator('meta[property="article:published_time"]').getAttribute('content')).toBe('2024-01-09T00:00:00.000Z');

    await page.locator('article a', { hasText: 'Releases' }).first().click();
    await page.waitForURL(`${origin}/notes/blog/tags/releases`);
    await expect.poll(() => heading(page)).toBe('3 posts tagged with "Releases"');
    // The head describes the tag's page, as the server writes it: no longer an article.
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('website');
    expect(await page.locator('meta[property^="article:"]').count()).toBe(0);

    expect(documents).toEqual([]);
    expect(errors(messages)).toEqual([]);
  });

  it('hydrates a post opened directly, its table of contents and sidebar working', async () => {
    const { page, messages } = await open('/notes/blog/2024/03/18/plugin-checks');
    expect(await page.locator('.tocColumn a').allTextContents()).toEqual(['Install the checker', 'Read the report']);
    await page.locator('nav[aria-label="Blog recent posts navigation"] a', { hasText: 'Plans for the new year' }).click();
    await page.waitForURL(`${origin}/notes/blog/2024/01/09/new-year`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Plans for the new year');
    expect(errors(messages)).toEqual([]);
  });

  it("puts the recent posts in a phone's menu, where the column beside the text has no room", async () => {
    const { page, messages } = await open('/notes/blog/2024/05/02/release-day', { viewport: { width: 390, height: 844 } });
    expect(await page.locator('nav[aria-label="Blog recent posts navigation"]').isVisible()).toBe(false);
    await page.locator('.navbar__toggle').click();
    const recent = page.locator('.navbar-sidebar__item:not([inert]) .menu__link');
    expect(await recent.allTextContents()).toEqual(['What release day looks like', 'Running the plugin checks locally', 'Plans for the new year']);
    expect(await recent.first().getAttribute('aria-current')).toBe('page');
    await recent.nth(1).click();
    await page.waitForURL(`${origin}/notes/blog/2024/03/18/plugin-checks`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Running the plugin checks locally');
    expect(await page.locator('.navbar-sidebar').count()).toBe(0);
    expect(errors(messages)).toEqual([]);
  });

  it('finds posts in search, but not an unlisted one', async () => {
    const results = async (query: string) => {
      const { page } = await open(`/notes/search?q=${encodeURIComponent(query)}`);
      await page.waitForSelector('.searchResultsCount:not(:empty)');
      await expect.poll(() => page.locator('.searchResultsCount').textContent()).not.toBe('Fetching new results...');
      return page.locator('.searchResult h2').allTextContents();
    };
    expect(await results('fortnight')).toEqual(['Plans for the new year']);
    // The unlisted post's own words, which no other page has.
    expect(await results('reachable')).toEqual([]);
  });

  it('shows the list, its pages and the archive without JavaScript, and fits a phone', async () => {
    const { page } = await open('/notes/blog/page/2', { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    expect(await page.locator('article h2').allTextContents()).toEqual(['Plans for the new year']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Newer entries' }).click();
    await page.waitForURL(`${origin}/notes/blog`);
    expect(await page.locator('article h2').count()).toBe(2);
    await page.goto(`${origin}/notes/blog/archive`);
    expect(await page.locator('main h2').allTextContents()).toEqual(['2024']);
    expect(await page.locator('main li a').allTextContents()).toEqual(['2 May 2024 - What release day looks like', '18 March 2024 - Running the plugin checks locally', '9 January 2024 - Plans for the new year']);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical WCAG 2.1 A/AA violations on its pages in ${theme} mode`, async () => {
      for (const route of ['/notes/blog', '/notes/blog/2024/03/18/plugin-checks', '/notes/blog/tags/releases', '/notes/blog/archive', '/notes/blog/authors/mara']) {
        const { page } = await open(route, { initScript: `localStorage.setItem('theme', '${theme}')`, reducedMotion: 'reduce' });
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        const violations = await severeViolations(page);
        expect(violations.map((violation) => `${violation.id} (${violation.impact})`), `axe violations on ${route} in ${theme} mode:\n${describeViolations(violations)}\n`).toEqual([]);
      }
    });
  }
});
