// The word-wrap toggle of code blocks (Docusaurus's WordWrapButton): shown only
// on a block whose code scrolls sideways, re-checked as the block's width
// changes; pressing it wraps the long lines, keeping numbers and highlights
// in line with the code, and says so with aria-pressed. And the copy button
// beside it.
import { mkdirSync, mkdtempSync, cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES, PROJECT_ROOT } from '../helpers/build.ts';
import { siteInChromium } from '../helpers/chromium-site.ts';

const ROUTE = '/docs/apis/core/long-lines';
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

/** A copy of the mini site with a doc of three blocks: short, wider than a phone, and far wider than any window (numbered, line 2 highlighted). */
function writeSite(): string {
  const parent = path.join(PROJECT_ROOT, 'tests/tmp-sites');
  mkdirSync(parent, { recursive: true });
  const site = mkdtempSync(path.join(parent, 'word-wrap-'));
  cpSync(path.join(FIXTURES, 'mini-site'), site, { recursive: true });
  writeFileSync(
    path.join(site, 'content/docs/01-apis/core/long-lines.md'),
    [
      '---\ntitle: Long lines\n---\n',
      '```js\nconst short = 1;\n```\n',
      `\`\`\`js\nconst medium = '${words(7)}';\n\`\`\`\n`,
      `\`\`\`js showLineNumbers {2}\nconst first = 1;\nconst long = '${words(60)}';\nconst third = 3;\n\`\`\`\n`,
    ].join('\n'),
  );
  return site;
}

const block = (page: Page, index: number) => page.locator('.codeBlockContent').nth(index);
const toggle = (codeBlock: Locator) => codeBlock.locator('.word-wrap-button');
const overflows = (codeBlock: Locator) => codeBlock.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);

describe('the word-wrap toggle of code blocks', () => {
  const siteDir = writeSite();
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
  const site = siteInChromium(path.join(siteDir, 'site.config.ts'), 'word-wrap');

  it('is there only on a block whose code scrolls sideways, also after the window is resized', async () => {
    const { page, messages } = await site.open(ROUTE);
    expect(await toggle(block(page, 0)).isHidden()).toBe(true);
    expect(await toggle(block(page, 1)).isHidden()).toBe(true);
    expect(await overflows(block(page, 2))).toBe(true);
    await block(page, 2).hover();
    expect(await toggle(block(page, 2)).isVisible()).toBe(true);
    expect(await toggle(block(page, 2)).getAttribute('aria-label')).toBe('Toggle word wrap');
    expect(await toggle(block(page, 2)).getAttribute('aria-pressed')).toBe('false');

    // On a phone the medium block scrolls too; back on a wide window it does not.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => toggle(block(page, 1)).evaluate((button) => (button as HTMLElement).hidden)).toBe(false);
    expect(await toggle(block(page, 0)).isHidden()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => toggle(block(page, 1)).evaluate((button) => (button as HTMLElement).hidden)).toBe(true);
    expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
  });

  it('wraps the long lines, with numbers and highlight in line, and unwraps them again', async () => {
    const { page } = await site.open(ROUTE);
    const long = block(page, 2);
    await long.hover();
    await toggle(long).click();
    expect(await toggle(long).getAttribute('aria-pressed')).toBe('true');
    expect(await overflows(long)).toBe(false);

    const layout = await long.locator('pre').evaluate((pre) => {
      const [first, second, third] = [...pre.querySelectorAll('.line')];
      const range = document.createRange();
      /** Where each row of a line's code begins: its text, not its number. */
      const rowStarts = (line: Element) => {
        range.selectNodeContents(line);
        const starts = new Map<number, number>();
        for (const rect of range.getClientRects()) starts.set(Math.round(rect.top), Math.min(rect.left, starts.get(Math.round(rect.top)) ?? Infinity));
        return [...starts.values()];
      };
      const box = (element: Element) => element.getBoundingClientRect();
      return {
        codeStart: rowStarts(first!)[0]!,
        rowStarts: rowStarts(second!),
        lineHeight: box(first!).height,
        secondBoxes: second!.getClientRects().length,
        secondHeight: box(second!).height,
        secondBottom: box(second!).bottom,
        thirdTop: box(third!).top,
        highlighted: second!.classList.contains('theme-code-block-highlighted-line'),
      };
    });
    expect(layout.highlighted).toBe(true);
    expect(layout.rowStarts.length).toBeGreaterThan(2);
    // Every row starts where the code of an unwrapped line does, right of the numbers.
    for (const start of layout.rowStarts) expect(Math.abs(start - layout.codeStart)).toBeLessThan(1);
    // The highlighted line is one box over all its rows, and the next line starts below it.
    expect(layout.secondBoxes).toBe(1);
    expect(layout.secondHeight).toBeGreaterThan(layout.lineHeight * 2);
    expect(layout.thirdTop).toBeGreaterThanOrEqual(layout.secondBottom - 1);

    await toggle(long).click();
    expect(await toggle(long).getAttribute('aria-pressed')).toBe('false');
    expect(await overflows(long)).toBe(true);
  });

  it('is reached and pressed from the keyboard', async () => {
    const { page } = await site.open(ROUTE);
    const long = block(page, 2);
    await long.locator('pre').focus();
    await page.keyboard.press('Tab');
    expect(await toggle(long).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await toggle(long).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await toggle(long).getAttribute('aria-pressed')).toBe('true');
    expect(await overflows(long)).toBe(false);
  });

  it('is not shown without JavaScript, which it needs', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(`${site.origin}${ROUTE}`);
    expect(await overflows(block(page, 2))).toBe(true);
    expect(await page.locator('.word-wrap-button').count()).toBe(3);
    for (const button of await page.locator('.word-wrap-button').all()) expect(await button.isHidden()).toBe(true);
  });

  it("copies a block's code with its copy button, which shows and is named \"Copied\" for a second, for a screen reader too", async () => {
    const { page } = await site.open(ROUTE);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
    const copy = block(page, 0).locator('.copy-button');
    const state = () => copy.evaluate((button) => [button.textContent, button.getAttribute('aria-label')]);
    expect(await state()).toEqual(['Copy', 'Copy code to clipboard']);
    await block(page, 0).locator('pre').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(state).toEqual(['Copied', 'Copied']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const short = 1;');
    await expect.poll(state, { timeout: 3000 }).toEqual(['Copy', 'Copy code to clipboard']);
  });
});
