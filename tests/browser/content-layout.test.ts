// How the content's parts are laid out in Chromium, on a desktop and a phone:
// names in a table's cells, the labels of a tab set, the column the tags
// and search pages read in, a page printed, and a page in a high-contrast theme.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { observedPage } from '../helpers/browser.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

/** A table as the devdocs write them: file names in code in a narrow column, a sentence beside each. */
const FILES_TABLE = [
  '',
  '## Files',
  '',
  '| File | Purpose |',
  '| --- | --- |',
  ...['db/install.xml', 'db/upgrade.php', 'db/services.php', 'lang/en/greeting.php', 'settings.php'].map(
    (file) => `| \`${file}\` | ${'What the file is for, in a sentence long enough to fill the rest of the row on any screen. '.repeat(2)}|`,
  ),
  '',
].join('\n');

/** For printing and high contrast: a highlighted code line far wider than a sheet of paper, with line numbers, a closed Details and a note. */
const PRINTED_PARTS = [
  '',
  '```php showLineNumbers {1}',
  `$record = $DB->get_record('greeting', ['id' => $id, 'course' => $course->id, 'userid' => $USER->id], '*', MUST_EXIST); // ${'and more '.repeat(12)}`,
  '```',
  '',
  '<details>',
  '<summary>Why the record must exist</summary>',
  '',
  'MUST_EXIST throws an exception when no record matches.',
  '',
  '</details>',
  '',
  ':::note',
  '',
  'The record is read from the database.',
  '',
  ':::',
  '',
].join('\n');

describe('content layout in Chromium', () => {
  const fixture = servedFixtureInChromium('content-layout', (site) => appendFile(path.join(site, 'content/docs/guides/components.mdx'), FILES_TABLE + PRINTED_PARTS));

  const open = async (width: number): Promise<{ page: Page; close(): Promise<void> }> => {
    const { page, close } = await observedPage(fixture.browser, { viewport: { width, height: 900 } });
    await page.goto(`${fixture.origin}/docs/guides/components`, { waitUntil: 'networkidle' });
    return { page, close };
  };

  for (const width of [1280, 390]) {
    it(`keeps each name in a table's cell on one line, at ${width} px`, async () => {
      const { page, close } = await open(width);
      // A name split over two lines has a box on each.
      const lines = await page.locator('.markdown table td code').evaluateAll((codes) => codes.map((code) => [code.textContent, code.getClientRects().length]));
      expect(lines).toHaveLength(5);
      expect(lines.filter(([, count]) => count !== 1)).toEqual([]);
      await close();
    });
  }

  it('draws the labels of a tab set in one line, the first as the others', async () => {
    const { page, close } = await open(1280);
    const boxes = await page
      .locator('.tabs')
      .first()
      .locator('.tabs__item')
      .evaluateAll((tabs) => tabs.map((tab) => ({ top: tab.getBoundingClientRect().top, height: tab.getBoundingClientRect().height })));
    expect(boxes).toHaveLength(2);
    expect(boxes[1]!.top).toBe(boxes[0]!.top);
    expect(boxes[1]!.height).toBe(boxes[0]!.height);
    await close();
  });

  it('marks the selected tab apart from the others, in its colour and with the primary underline, in both colour modes', async () => {
    const { page, close } = await open(1280);
    const looks = () =>
      page
        .locator('.tabs')
        .first()
        .locator('.tabs__item')
        .evaluateAll((tabs) => tabs.map((tab) => ({ selected: tab.getAttribute('aria-selected'), color: getComputedStyle(tab).color, underline: getComputedStyle(tab).borderBottomColor })));
    for (const theme of ['light', 'dark']) {
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
      const primary = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--dg-primary)';
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
      const [selected, other] = await looks();
      expect([selected!.selected, other!.selected]).toEqual(['true', 'false']);
      expect(selected!.underline, theme).toBe(primary);
      expect(other!.underline, theme).toBe('rgba(0, 0, 0, 0)');
      expect(selected!.color, theme).not.toBe(other!.color);
    }
    await close();
  });

  it('sets the tags pages and the search page in a column in the middle of a wide window, as the docs are', async () => {
    const { page, close } = await observedPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
    for (const [route, selector] of [['/docs/tags', '.docMainContainer > .container'], ['/docs/tags/api', '.docMainContainer > .container'], ['/search?q=file', 'main.searchPage']] as const) {
      await page.goto(`${fixture.origin}${route}`, { waitUntil: 'networkidle' });
      const box = (await page.locator(selector).boundingBox())!;
      expect(box.width, route).toBeLessThanOrEqual(900);
      expect(Math.abs(box.x - (1280 - box.x - box.width)), route).toBeLessThan(2);
    }
    await close();
  });

  it('prints the text alone, across the sheet: no navbar repeated on each page, no menus, buttons or pager, code lines wrapped instead of cut off, and closed details open', async () => {
    // Wide enough for the desktop layout (landscape paper), with the sidebar and the table of contents on screen.
    const { page, close } = await observedPage(fixture.browser, { viewport: { width: 1100, height: 900 } });
    await page.goto(`${fixture.origin}/docs/guides/components`, { waitUntil: 'networkidle' });
    const shell = ['.navbar', '.docSidebarContainer', '.tocColumn', '.theme-doc-breadcrumbs', '.pagination-nav', '.footer', '.codeBlockButtons'];
    for (const selector of shell) expect(await page.locator(selector).first().isVisible(), selector).toBe(true);
    expect(await page.locator('pre.shiki').last().evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
    const detailsText = page.locator('.markdown details').getByText('MUST_EXIST throws');
    expect(await detailsText.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    for (const selector of shell) expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
    expect(await detailsText.isVisible()).toBe(true);
    const layout = await page.evaluate(() => ({
      bodyPadding: getComputedStyle(document.body).paddingTop,
      article: document.querySelector('article')!.getBoundingClientRect().width,
      scrolling: [...document.querySelectorAll('.markdown pre, .markdown table')].filter((box) => box.scrollWidth > box.clientWidth + 1).length,
      codeLineRows: (() => {
        const pre = [...document.querySelectorAll('pre.shiki')].at(-1)!;
        return Math.round(pre.querySelector('.line')!.getBoundingClientRect().height / parseFloat(getComputedStyle(pre).lineHeight));
      })(),
    }));
    expect(layout.bodyPadding).toBe('0px');
    expect(layout.article).toBeGreaterThan(1000);
    expect(layout.scrolling).toBe(0);
    expect(layout.codeLineRows).toBeGreaterThan(1);
    await close();
  });

  it('draws in a high-contrast theme (forced colours) what the theme shows with backgrounds, shadows and single borders: icons, the Details arrow, the selected tab, highlighted lines and found words', async () => {
    const { page, close } = await observedPage(fixture.browser, { viewport: { width: 1280, height: 900 }, forcedColors: 'active', colorScheme: 'dark' });
    await page.goto(`${fixture.origin}/docs/guides/components`, { waitUntil: 'networkidle' });
    const looks = await page.evaluate(() => {
      const style = (selector: string, pseudo?: string) => getComputedStyle(document.querySelector(selector)!, pseudo);
      const tabs = [...document.querySelectorAll('.tabs')[0]!.querySelectorAll('.tabs__item')].map((tab) => getComputedStyle(tab).borderBottomColor);
      return {
        page: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
        icon: style('.admonitionIcon').backgroundColor,
        arrowTop: style('.markdown details > summary', '::before').borderTopColor,
        arrowLeft: style('.markdown details > summary', '::before').borderLeftColor,
        selectedTab: tabs[0]!,
        otherTab: tabs[1]!,
        highlightedLine: style('.theme-code-block-highlighted-line').borderLeftWidth,
      };
    });
    // The icon is a mask over its background, which was the page's colour.
    expect(looks.icon).toBe(looks.text);
    // The arrow is one side of a border; the others were drawn too, as a square.
    expect(looks.arrowTop).toBe('rgba(0, 0, 0, 0)');
    expect(looks.arrowLeft).toBe(looks.text);
    // Every tab was underlined alike.
    expect(looks.otherTab).toBe(looks.page);
    expect(looks.selectedTab).not.toBe(looks.page);
    // The line's shadow was dropped.
    expect(looks.highlightedLine).toBe('3px');
    await page.goto(`${fixture.origin}/search?q=file`, { waitUntil: 'networkidle' });
    const mark = page.locator('.searchResult mark').first();
    await mark.waitFor();
    expect(await mark.evaluate((element) => getComputedStyle(element).color)).toBe(looks.text);
    await close();
  });
});
