// Text an author or a reader types must arrive as text: a title, description,
// sidebar label, tag or keyword with markup in it, and a search query in the
// address bar, are escaped wherever they reach HTML or the JSON embedded in it.
// Each attempt sets `window.__injected` if it ever runs.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES, listFiles, PROJECT_ROOT } from '../helpers/build.ts';
import { siteInChromium } from '../helpers/chromium-site.ts';

const TITLE = `Quotes " ' & <script>window.__injected = 'title'</script>`;
const DESCRIPTION = `Closes the tag early: </script><script>window.__injected = 'description'</script> <!-- and a comment`;
const LABEL = `<img src=x onerror="window.__injected = 'label'">`;
const TAG = `<img src=x onerror="window.__injected = 'tag'">`;
const KEYWORD = `"><script>window.__injected = 'keyword'</script>`;
const QUERY = `<img src=zzqx onerror="window.__injected = 'query'"></script>`;

/** A copy of the mini site with one doc whose front matter is hostile; made while the suite is collected. */
function writeHostileSite(): string {
  const parent = path.join(PROJECT_ROOT, 'tests/tmp-sites');
  mkdirSync(parent, { recursive: true });
  const site = mkdtempSync(path.join(parent, 'escaping-'));
  cpSync(path.join(FIXTURES, 'mini-site'), site, { recursive: true });
  const yaml = (text: string) => JSON.stringify(text);
  writeFileSync(
    path.join(site, 'content/docs/guides/hostile.md'),
    `---\ntitle: ${yaml(TITLE)}\ndescription: ${yaml(DESCRIPTION)}\nsidebar_label: ${yaml(LABEL)}\ntags: [${yaml(TAG)}, "plain"]\nkeywords: [${yaml(KEYWORD)}]\n---\n\nThe hostile page is here to be searched for: unmistakable.\n`,
  );
  const sidebars = path.join(site, 'content/sidebars/docs.json');
  writeFileSync(sidebars, JSON.stringify({ docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/writing', 'guides/components', 'guides/hostile'] }] }));
  return site;
}

describe('escaping', () => {
  const siteDir = writeHostileSite();
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
  const site = siteInChromium(path.join(siteDir, 'site.config.ts'), 'escaping');

  it('writes no element or attribute that the front matter did not ask for, in any page', async () => {
    const pages = (await listFiles(site.outDir)).filter((file) => file.endsWith('.html'));
    let checked = 0;
    for (const file of pages) {
      const html = await readFile(path.join(site.outDir, file), 'utf8');
      const document = parseDocument(html);
      const elements: Array<{ name: string; attribs: Record<string, string>; children?: unknown[] }> = [];
      const stack: unknown[] = [...document.children];
      while (stack.length) {
        const node = stack.pop() as { type: string; name: string; attribs: Record<string, string>; children?: unknown[] };
        if (node.type === 'tag' || node.type === 'script') elements.push(node);
        if (node.children) stack.push(...node.children);
      }
      expect(elements.filter((element) => 'onerror' in element.attribs), file).toEqual([]);
      const scripts = elements.filter((element) => element.name === 'script');
      for (const script of scripts) {
        const text = (script.children ?? []).map((child) => (child as { data?: string }).data ?? '').join('');
        // The page data may mention the attempts, as escaped JSON; no script may run them.
        if (script.attribs.type !== 'application/json') expect(text, file).not.toContain('__injected');
        else expect(() => JSON.parse(text), file).not.toThrow();
      }
      if (html.includes('__injected')) checked++;
    }
    // The hostile doc, its tag pages, the tags list and the pages whose sidebar names it.
    expect(checked).toBeGreaterThan(5);
  });

  it('shows the title, description, label and tags as text in the browser, and runs none of them', async () => {
    const { page, messages } = await site.open('/docs/guides/hostile');
    expect(await page.title()).toBe(`${TITLE} | Mini Site`);
    expect(await page.locator('article h1').textContent()).toBe(TITLE);
    expect(await page.locator('meta[name=description]').getAttribute('content')).toBe(DESCRIPTION);
    expect(await page.locator('meta[name=keywords]').getAttribute('content')).toContain(KEYWORD);
    expect(await page.locator('.menu__link[aria-current=page]').textContent()).toBe(LABEL);
    const tagLink = page.locator('.theme-doc-footer-tags-row a', { hasText: TAG });
    expect(await tagLink.count()).toBe(1);
    // Through the client router, so the tag page is rendered by React from its data chunk.
    await tagLink.click();
    await page.waitForURL(/\/docs\/tags\/.+/);
    await expect.poll(() => page.locator('h1').textContent()).toContain(TAG);
    await page.goto(`${site.origin}/docs/tags`);
    expect(await page.locator('main').textContent()).toContain(TAG);
    expect(await page.evaluate(() => (window as { __injected?: unknown }).__injected)).toBeUndefined();
    expect(messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
  });

  it('shows a search query from the address bar as text, on the page and in the field', async () => {
    const { page } = await site.open(`/search?q=${encodeURIComponent(QUERY)}`);
    await expect.poll(() => page.locator('main input[type=search]').inputValue()).toBe(QUERY);
    await expect.poll(() => page.locator('main h1').textContent()).toContain(QUERY);
    // The title follows the query, as text: one <title>, nothing parsed out of it.
    await expect.poll(() => page.title()).toBe(`Search results for "${QUERY}" | Mini Site`);
    expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
    // Typed into the search dialog, it searches as text.
    await page.keyboard.press('Control+k');
    const field = page.locator('[role=dialog] input[type=search]');
    await page.waitForFunction(() => document.activeElement?.matches('[role=dialog] input[type=search]') ?? false);
    await page.keyboard.type(QUERY);
    await expect.poll(() => page.locator('.searchModal__body').textContent()).not.toBe('');
    expect(await field.inputValue()).toBe(QUERY);
    // A word of the hostile doc finds it; its title is shown as text in the hit.
    await field.fill('unmistakable');
    const hit = page.locator('.searchModal__hit a[href="/docs/guides/hostile"]').first();
    await expect.poll(() => hit.count()).toBe(1);
    expect(await hit.locator('.searchModal__hitTitle').textContent()).toBe(TITLE);
    expect(await page.evaluate(() => (window as { __injected?: unknown }).__injected)).toBeUndefined();
    expect(await page.locator('img[src=zzqx]').count()).toBe(0);
  });
});
