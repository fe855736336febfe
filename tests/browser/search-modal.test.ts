import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/build.ts';
import { siteInChromium } from '../helpers/chromium-site.ts';

describe('the search dialog in Chromium', () => {
  const site = siteInChromium(path.join(FIXTURES, 'mini-site/site.config.ts'), 'search-modal');
  const open = async (route: string) => (await site.open(route)).page;

  const dialog = (page: Page) => page.locator('[role=dialog][aria-modal=true]');
  /** The dialog's code is loaded on demand: wait until its field has the focus. */
  const dialogReady = (page: Page) => page.waitForFunction(() => document.activeElement?.matches('[role=dialog] input[role=combobox]') ?? false);
  /** Every script asked for from now on waits until the returned function is called: the dialog's code is among them. */
  const holdScripts = async (page: Page) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await held;
      await route.continue();
    });
    return release;
  };
  const focusedInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]')));

  it('is a labelled modal dialog that opens from its button and takes the focus', async () => {
    const page = await open('/docs');
    await page.locator('.searchButton').click();
    await dialogReady(page);
    expect(await dialog(page).getAttribute('aria-label')).toBe('Search the documentation');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('Search docs');
  });

  it('opens with Ctrl+K and Cmd+K (which also close it) and with "/", and closes with Escape', async () => {
    const page = await open('/docs');
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.keyboard.press('Meta+k');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.keyboard.press('/');
    await dialog(page).waitFor();
    // The slash opened the dialog; it was not typed into the field.
    expect(await dialog(page).locator('input').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('closes with Escape while its code is still loading, when only its placeholder is open', async () => {
    const page = await open('/docs');
    const release = await holdScripts(page);
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    expect(await dialog(page).locator('input[role=combobox]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    release();
  });

  it('keeps what the reader types while its code is still loading', async () => {
    const page = await open('/docs');
    const release = await holdScripts(page);
    // Typed straight after Ctrl+K, before the dialog's code has arrived.
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await page.keyboard.type('loc');
    release();
    await dialogReady(page);
    await page.keyboard.type('k');
    expect(await dialog(page).locator('input[role=combobox]').inputValue()).toBe('lock');
    await dialog(page).locator('.searchModal__hit').first().waitFor();
  });

  it('does not take "/" while the reader is typing in a field', async () => {
    const page = await open('/search');
    const field = page.locator('.searchQueryInput');
    await field.click();
    await page.keyboard.type('a/b');
    expect(await field.inputValue()).toBe('a/b');
    expect(await dialog(page).count()).toBe(0);
  });

  it('opens with the typed character when a letter is typed on the focused button', async () => {
    const page = await open('/docs');
    await page.locator('.searchButton').focus();
    await page.keyboard.press('d');
    await dialog(page).waitFor();
    expect(await dialog(page).locator('input').inputValue()).toBe('d');
  });

  it('keeps the focus inside while open and gives it back to the button when closed', async () => {
    const page = await open('/docs');
    await page.locator('.searchButton').focus();
    await page.keyboard.press('Enter');
    await dialogReady(page);
    await page.keyboard.type('dml');
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab');
      expect(await focusedInDialog(page)).toBe(true);
    }
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('searchButton'))).toBe(true);
  });

  it('names in its field only the list of results that is there: none when opened, nor when nothing is found', async () => {
    const page = await open('/docs/apis/core/dml');
    await page.keyboard.press('Control+k');
    await dialogReady(page);
    const input = page.locator('[role=dialog] input[role=combobox]');
    /** The ids the field refers to that no element has (an id that names nothing is invalid HTML). */
    const missing = () => input.evaluate((field) => ['aria-controls', 'aria-activedescendant'].flatMap((name) => field.getAttribute(name)?.split(/\s+/) ?? []).filter((id) => !document.getElementById(id)));
    expect(await missing()).toEqual([]);
    await input.fill('qzxvwkjq');
    await page.locator('.searchModal__screenTitle', { hasText: 'No results for' }).waitFor();
    expect(await missing()).toEqual([]);
    await input.fill('lock');
    await page.locator('.searchModal__hit').first().waitFor();
    expect(await input.getAttribute('aria-controls')).toBe(await page.locator('[role=dialog] [role=listbox]').getAttribute('id'));
    expect(await missing()).toEqual([]);
  });

  it("keeps the focus in the field after a 'Try searching for' suggestion is chosen, so the keys work on its results", async () => {
    const page = await open('/docs/apis/core/dml');
    await page.keyboard.press('Control+k');
    await dialogReady(page);
    await page.keyboard.type('qzxvwkjq');
    // The sidebar's sections are suggested: APIs, Guides (the Data manipulation page names APIs).
    await page.locator('.searchModal__suggestion', { hasText: 'APIs' }).click();
    await page.locator('.searchModal__hit').first().waitFor();
    expect(await page.locator('[role=dialog] input[role=combobox]').inputValue()).toBe('APIs');
    expect(await page.evaluate(() => document.activeElement?.matches('[role=dialog] input[role=combobox]'))).toBe(true);
    const input = page.locator('[role=dialog] input[role=combobox]');
    const first = await input.getAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).not.toBe(first);
    const href = await page.locator('.searchModal__hit a[aria-selected=true]').getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname + url.hash === href);
    expect(await dialog(page).count()).toBe(0);
  });

  /**
   * The dialog open, with Pagefind loaded (by a search finding nothing); from then on the result
   * details Pagefind fetches (its fragments) are held until let go.
   */
  const openHoldingFragments = async () => {
    const page = await open('/docs');
    let holding = false;
    let held: (() => void)[] = [];
    // On the context, before Pagefind's worker starts: its routes catch the worker's requests too.
    await page.context().route('**/pagefind/fragment/**', (route) => (holding ? new Promise<void>((resolve) => held.push(() => void route.continue().then(resolve))) : route.continue()));
    await page.keyboard.press('Control+k');
    await dialogReady(page);
    // Filled, not typed: a search for each letter would fetch details of pages the tests search for.
    await page.locator('[role=dialog] input[role=combobox]').fill('qzxvwkjq');
    await page.locator('.searchModal__screenTitle', { hasText: 'No results for' }).waitFor();
    holding = true;
    /** Searches for each query in turn, the next before the last's details came; gives what lets each's details go. */
    const searchInTurn = async (...queries: string[]) => {
      const releases: (() => void)[] = [];
      for (const query of queries) {
        await page.locator('[role=dialog] input[role=combobox]').fill(query);
        await expect.poll(() => held.length).toBeGreaterThan(0);
        // A search asks for the details of all its results at once: let the rest of them arrive.
        await page.waitForTimeout(200);
        const batch = held;
        held = [];
        releases.push(() => batch.forEach((release) => release()));
      }
      return releases;
    };
    return { page, searchInTurn };
  };
  const hitTitles = (page: Page) => page.locator('.searchModal__hit:not(.searchModal__hit--section) .searchModal__hitTitle').allTextContents();

  it('shows the results of a query typed over while those of the query typed load, as on a slow network', async () => {
    const { page, searchInTurn } = await openHoldingFragments();
    const [releaseFirst, releaseSecond] = await searchInTurn('manipulation', 'lock');
    // The first search's details arrive while the second's are still on their way: its results show.
    releaseFirst();
    await expect.poll(() => hitTitles(page)).toContain('Data manipulation');
    releaseSecond();
    await expect.poll(async () => (await hitTitles(page))[0]).toBe('Locks');
    expect(await hitTitles(page)).not.toContain('Data manipulation');
  });

  it('never shows the results of an earlier query over those of a later one that came first', async () => {
    const { page, searchInTurn } = await openHoldingFragments();
    const [releaseFirst, releaseSecond, releaseThird] = await searchInTurn('manipulation', 'lock', 'components');
    // The second query's results come first, and show while the third's load; then the first's come.
    releaseSecond();
    await expect.poll(async () => (await hitTitles(page))[0]).toBe('Locks');
    const firstArrived = page.waitForResponse('**/pagefind/fragment/**');
    releaseFirst();
    await firstArrived;
    await page.waitForTimeout(300);
    expect(await hitTitles(page)).not.toContain('Data manipulation');
    expect((await hitTitles(page))[0]).toBe('Locks');
    releaseThird();
    await expect.poll(async () => (await hitTitles(page))[0]).toBe('Components');
  });

  it('fills a phone’s screen, with no empty footer, and offers all the results at its foot', async () => {
    const { page } = await site.open('/docs', { viewport: { width: 390, height: 844 } });
    await page.keyboard.press('Control+k');
    await dialogReady(page);
    expect(await page.locator('.searchModal__footer').isVisible()).toBe(false);
    await page.keyboard.type('lock');
    await page.locator('.searchModal__seeAll').waitFor();
    const footer = (await page.locator('.searchModal__footer').boundingBox())!;
    expect(Math.round(footer.y + footer.height)).toBeGreaterThanOrEqual(843);
  });

  it('opens the selected result on Enter and the search page from "See all", through the client router', async () => {
    const page = await open('/docs');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.keyboard.press('Control+k');
    await dialogReady(page);
    await page.keyboard.type('locks');
    await page.locator('.searchModal__hit').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/docs/apis/core/lock');
    expect(await dialog(page).count()).toBe(0);

    await page.keyboard.press('Control+k');
    await dialogReady(page);
    await page.keyboard.type('lock');
    await page.locator('.searchModal__seeAll').click();
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('lock');
    await expect.poll(() => page.locator('.searchQueryInput').inputValue()).toBe('lock');
    expect(await page.locator('main h1').textContent()).toBe('Search results for "lock"');
    // The document's title follows the query, as the heading does (and as in Docusaurus).
    await expect.poll(() => page.title()).toBe('Search results for "lock" | Mini Site');
    expect(documents).toEqual([]);
    // Typing on the page keeps the address and the title in step, without adding history entries.
    const length = await page.evaluate(() => history.length);
    await page.locator('.searchQueryInput').fill('locking');
    await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('q'))).toBe('locking');
    await expect.poll(() => page.title()).toBe('Search results for "locking" | Mini Site');
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.locator('.searchQueryInput').fill('');
    await expect.poll(() => page.title()).toBe('Search the documentation | Mini Site');
  });
});
