import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/build.ts';
import { siteInChromium } from '../helpers/chromium-site.ts';

// Search over the real project site: the index built by `docgen build`, the
// dialog and the /search page.

/** A word that appears on exactly one page of the current docs and general docs (a Behat page). */
const UNIQUE_QUERY = 'parallelising';
const UNIQUE_PAGE = '/general/development/tools/behat/running';

describe('search in Chromium', () => {
  const site = siteInChromium(path.join(PROJECT_ROOT, 'site.config.ts'), 'search');
  const open = site.open;

  async function searchFor(page: Page, query: string): Promise<void> {
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.matches('[role=dialog] input[type=search]') ?? false);
    await page.keyboard.type(query);
  }

  const hitLinks = (page: Page) => page.locator('.searchModal__hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  /**
   * How long results may take to appear: the first query loads Pagefind's
   * WebAssembly and index files, which took over a second when the whole
   * suite ran on two cores (expect.poll's default wait is one second).
   */
  const RESULTS_WAIT = { timeout: 10_000 };

  it('loads nothing of the search engine until the reader shows interest', async () => {
    const observed = await site.newPage();
    const requested: string[] = [];
    observed.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await observed.page.goto(`${site.origin}/docs/apis/core/dml`, { waitUntil: 'networkidle' });
    await observed.page.waitForSelector('html[data-hydrated]');
    expect(requested.filter((url) => url.startsWith('/pagefind/'))).toEqual([]);
    await observed.page.locator('.searchButton').hover();
    await expect.poll(() => requested.filter((url) => url.startsWith('/pagefind/'))).toContain('/pagefind/pagefind.js');
  });

  it('finds the one page that has a word first, with the word marked, and opens it with Enter through the router', async () => {
    const { page } = await open('/docs');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await searchFor(page, UNIQUE_QUERY);
    await expect.poll(() => hitLinks(page), RESULTS_WAIT).not.toEqual([]);
    expect((await hitLinks(page))[0]).toBe(UNIQUE_PAGE);
    const first = page.locator('.searchModal__hit [role=option]').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await first.locator('mark').count()).toBeGreaterThan(0);
    // Arrow keys move the selection, which the field announces.
    await page.keyboard.press('ArrowDown');
    const second = page.locator('.searchModal__hit [role=option]').nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('[role=dialog] input').getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    // A screen reader is told how many were found, in a short status; the list itself is in no live region (it would be read out whole as it changes).
    const status = page.locator('[role=dialog] [role=status]');
    expect(await status.textContent()).toMatch(/^(One document|\d+ documents) found$/);
    expect(await page.locator('[role=dialog] [aria-live]').count()).toBe(0);
    expect(await page.locator('[role=dialog] [role=status] [role=listbox]').count()).toBe(0);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.origin}${UNIQUE_PAGE}`);
    expect(await page.locator('article h1').textContent()).toBe('Running acceptance tests');
    expect(documents).toEqual([]);
    // It is remembered, and offered on the dialog's start screen.
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.matches('[role=dialog] input[type=search]') ?? false);
    expect(await page.locator('.searchModal__body').textContent()).toContain('Recent');
    expect(await hitLinks(page)).toEqual([UNIQUE_PAGE]);
    // Clearing them takes their button away: the field has the focus again, not the page's body behind the dialog.
    await page.locator('.searchModal__clearRecent').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hitLinks(page)).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.matches('[role=dialog] input[type=search]'))).toBe(true);
  });

  it('finds a name that appears only inside a highlighted code block', async () => {
    const { page } = await open('/docs');
    await searchFor(page, 'message_shortener');
    await expect.poll(() => hitLinks(page), RESULTS_WAIT).not.toEqual([]);
    expect((await hitLinks(page))[0]).toBe('/general/development/policies/php');
  });

  it("finds PHP's variables and calls as written, with their `$` and `->`: the index holds the words without them", async () => {
    const { page } = await open('/docs');
    await searchFor(page, '$DB->get_records');
    await expect.poll(() => hitLinks(page), RESULTS_WAIT).toContain('/general/development/policies/security/sql-injection');
    await page.locator('[role=dialog] input[type=search]').fill('$CFG->wwwroot');
    await expect.poll(() => hitLinks(page), RESULTS_WAIT).toContain('/general/development/tools/behat/running');
    const results = await open('/search?q=%24DB');
    await expect.poll(() => results.page.locator('.searchResultsCount').textContent(), RESULTS_WAIT).toMatch(/^\d+ documents found$/);
  });

  it('ranks the pages of a quoted phrase as those of its words: the page titled with it comes first, not the first address', async () => {
    const { page } = await open('/docs');
    await searchFor(page, '"coding style"');
    await expect.poll(async () => (await hitLinks(page))[0], RESULTS_WAIT).toBe('/general/development/policies/codingstyle');
  });

  it('finds a method or class written after `->`, `::` or `\\` by its own name, quoted too, and shows the call as written', async () => {
    // Only ever written as `$mform->addElement(…)`: the index held it as one word with `mform` before it.
    const forms = await open('/search?q=addElement');
    const firstHit = forms.page.locator('.searchResult').first();
    await expect.poll(() => firstHit.locator('a').getAttribute('href'), RESULTS_WAIT).toMatch(/^\/docs\/apis\/subsystems\/form\//);
    expect(await firstHit.locator('p').textContent()).toContain("$mform->addElement('");
    // Quoted, it is a phrase of whole words: `addElement('header',` was one.
    const quoted = await open(`/search?q=${encodeURIComponent('"addElement"')}`);
    await expect.poll(() => quoted.page.locator('.searchResult').first().locator('a').getAttribute('href'), RESULTS_WAIT).toMatch(/^\/docs\/apis\/subsystems\/form\//);
    const { page } = await open('/docs');
    await searchFor(page, 'for_identity');
    await expect.poll(() => hitLinks(page), RESULTS_WAIT).toContain('/docs/apis/core/user');
    await page.locator('[role=dialog] input[type=search]').fill('$DB->insert_record');
    await expect.poll(() => hitLinks(page), RESULTS_WAIT).toContain('/docs/apis/core/dml');
    expect(await page.locator('.searchModal__hit').first().textContent()).toContain("$DB->insert_record('");
  });

  it('searches the docs version being read: 4.1 and general pages on a 4.1 page, current and general on a current one', async () => {
    const old = await open('/docs/4.1/apis/subsystems/privacy');
    await searchFor(old.page, 'privacy provider');
    await expect.poll(() => hitLinks(old.page), RESULTS_WAIT).not.toEqual([]);
    const oldLinks = await hitLinks(old.page);
    expect(oldLinks.some((link) => link.startsWith('/docs/4.1/'))).toBe(true);
    expect(oldLinks.filter((link) => link.startsWith('/docs/') && !link.startsWith('/docs/4.1/'))).toEqual([]);

    const current = await open('/docs/apis/subsystems/privacy');
    await searchFor(current.page, 'privacy provider');
    await expect.poll(() => hitLinks(current.page), RESULTS_WAIT).not.toEqual([]);
    const currentLinks = await hitLinks(current.page);
    expect(currentLinks.some((link) => link.startsWith('/docs/apis/'))).toBe(true);
    expect(currentLinks.filter((link) => link.startsWith('/docs/4.1/'))).toEqual([]);
  });

  it("answers a nonsense query with 'No results for', suggestions and a way to report it", async () => {
    const { page } = await open('/docs/apis/core/dml');
    await searchFor(page, 'qzxvwkjq');
    const screen = page.locator('.searchModal__screen');
    await screen.waitFor();
    const text = await screen.textContent();
    expect(text).toContain('No results for "qzxvwkjq"');
    expect(await page.locator('[role=dialog] [role=status]').textContent()).toBe('No results for "qzxvwkjq"');
    expect(text).toContain('Try searching for');
    expect(text).toContain('Believe this query should return results?');
    expect(await screen.getByRole('link', { name: 'Let us know.' }).getAttribute('href')).toMatch(/^https:\/\/github\.com\/moodle\/devdocs\/issues\/new\?title=/);
  });

  it("answers 'No results for' a query whose only matches are a short start of it (Pagefind's fallback), on the search page too", async () => {
    const { page } = await open('/docs/apis/core/dml');
    // Pagefind answers with the pages that hold `as`, the longest start of it that is a word of the index.
    await searchFor(page, 'asdfghjkl');
    const screen = page.locator('.searchModal__screen');
    await screen.waitFor();
    expect(await screen.textContent()).toContain('No results for "asdfghjkl"');
    const results = await open('/search?q=asdfghjkl');
    await expect.poll(() => results.page.locator('main').textContent(), RESULTS_WAIT).toContain('No results were found');
    // A word on its way to one of the index's is still found: `parallelis` for `parallelising`.
    await page.locator('[role=dialog] input[type=search]').fill('parallelis');
    await expect.poll(() => hitLinks(page), RESULTS_WAIT).toContain(UNIQUE_PAGE);
  });

  it('finds a word that the first result has only inside a longer token, as `wwwroot` in `$CFG->wwwroot`, and does not take it for a short start of the query', async () => {
    const { page } = await open('/docs');
    await searchFor(page, 'wwwroot');
    await expect.poll(() => hitLinks(page), RESULTS_WAIT).toContain('/general/development/tools/behat/running');
    const results = await open('/search?q=wwwroot');
    await expect.poll(() => results.page.locator('.searchResultsCount').textContent(), RESULTS_WAIT).toMatch(/^\d+ documents found$/);
  });

  it("searches for the address's query at once, not after the typing delay: nobody is typing it", async () => {
    const { page, close } = await site.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // Timers stand still from the start: only the time the test lets pass fires them.
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
    await page.goto(`${site.origin}/search?q=${UNIQUE_QUERY}`);
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => page.locator('.searchQueryForm input').inputValue()).toBe(UNIQUE_QUERY);
    // Far less than the 300 ms the page waits after a key.
    await page.clock.runFor(50);
    await expect.poll(() => requested.filter((url) => url.startsWith('/pagefind/')), RESULTS_WAIT).toContain('/pagefind/pagefind.js');
    await close();
  });

  it('keeps the search page still as its results arrive: nothing in view moves, the footer included, on a phone too', async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const { page, close } = await open(`/search?q=${UNIQUE_QUERY}`, {
        viewport,
        initScript: "window.__shift = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value; }).observe({ type: 'layout-shift', buffered: true });",
      });
      await expect.poll(() => page.locator('.searchResult').count(), RESULTS_WAIT).toBeGreaterThan(0);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), `${viewport.width}px`).toBeLessThan(0.01);
      await close();
    }
  });

  it("tells the reader when results cannot be fetched", async () => {
    const { page } = await open('/docs');
    await page.route('**/pagefind/**', (route) => route.abort());
    await searchFor(page, 'database');
    const screen = page.locator('.searchModal__screen');
    await screen.waitFor();
    expect(await screen.textContent()).toContain('Unable to fetch results');
    expect(await screen.textContent()).toContain('You might want to check your network connection.');
    expect(await page.locator('[role=dialog] [role=status]').textContent()).toBe('Unable to fetch results');
  });

  it("links 'See all {count} results' to the search page, which lists them all for the version chosen there", async () => {
    const { page } = await open('/docs');
    await searchFor(page, 'privacy');
    const seeAll = page.locator('.searchModal__seeAll');
    await seeAll.waitFor();
    const count = Number(/See all (\d+) results/.exec((await seeAll.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(8);
    await seeAll.click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'privacy');
    await expect.poll(() => page.locator('.searchResultsCount').textContent()).toBe(`${count} documents found`);
    expect(await page.locator('.searchResult').count()).toBe(Math.min(15, count));
    // Scrolling to the end of the list brings the next results.
    if (count > 15) {
      await page.locator('.searchResult').last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 4000);
      await expect.poll(() => page.locator('.searchResult').count()).toBeGreaterThan(15);
    }
    const currentLinks = await page.locator('.searchResult h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(currentLinks.filter((link) => link.startsWith('/docs/4.1/'))).toEqual([]);
    await page.locator('.searchVersionSelect select').selectOption('4.1');
    await expect.poll(async () => (await page.locator('.searchResult h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).some((link) => link.startsWith('/docs/4.1/'))).toBe(true);
  });

  it('shows the query of the address again on Back and Forward between two searches of the search page', async () => {
    const { page } = await open(`/search?q=${UNIQUE_QUERY}`);
    const firstLink = () => page.locator('.searchResult h2 a').first().getAttribute('href');
    await expect.poll(firstLink, RESULTS_WAIT).toBe(UNIQUE_PAGE);
    await searchFor(page, 'privacy');
    await page.locator('.searchModal__seeAll').click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'privacy');
    await expect.poll(firstLink, RESULTS_WAIT).not.toBe(UNIQUE_PAGE);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('q') === UNIQUE_QUERY);
    await expect.poll(() => page.locator('.searchQueryInput').inputValue()).toBe(UNIQUE_QUERY);
    expect(await page.locator('main h1').textContent()).toBe(`Search results for "${UNIQUE_QUERY}"`);
    await expect.poll(firstLink, RESULTS_WAIT).toBe(UNIQUE_PAGE);
    await page.goForward();
    await expect.poll(() => page.locator('.searchQueryInput').inputValue()).toBe('privacy');
  });

  it('says on the search page without JavaScript that search needs it, with no field or version list that would only load the page again', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(`${site.origin}/search?q=privacy`);
    expect(await page.locator('main').innerText()).toContain('Search needs JavaScript.');
    expect(await page.locator('.searchQueryInput').isVisible()).toBe(false);
    expect(await page.locator('.searchVersionSelect select').first().isVisible()).toBe(false);
  });

  it('treats the query on the search page as text, never as HTML', async () => {
    const observed = await site.newPage();
    const { page } = observed;
    const query = '<img src=x onerror="window.__searchInjected=1">';
    await page.goto(`${site.origin}/search?q=${encodeURIComponent(query)}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => page.locator('main h1').textContent()).toBe(`Search results for "${query}"`);
    expect(await page.locator('.searchQueryInput').inputValue()).toBe(query);
    await page.waitForTimeout(800);
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __searchInjected?: number }).__searchInjected)).toBeUndefined();
  });
});
