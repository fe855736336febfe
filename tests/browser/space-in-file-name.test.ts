// A doc whose file name has a space (`my notes.md`): Docusaurus allows it, and
// its URL has %20 there. Its page is written, linked, listed in the sitemap and
// reached by a full load and through the client router.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticServer } from '../../src/server/static-server.ts';
import { launchChromium, observedPage, type ObservedPage } from '../helpers/browser.ts';
import { copyFixture } from '../helpers/build.ts';
import { buildAndServe } from '../helpers/served-site.ts';

describe('a doc with a space in its file name', () => {
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  let origin = '';
  let outDir = '';
  const opened: ObservedPage[] = [];

  beforeAll(async () => {
    const site = await copyFixture('mini-site');
    const guides = path.join(site, 'content/docs/guides');
    await writeFile(path.join(guides, 'my notes.md'), '# Reading notes\n\nNotes kept while reading.\n');
    await writeFile(path.join(guides, 'components.mdx'), `${await readFile(path.join(guides, 'components.mdx'), 'utf8')}\n\nSee [the notes](./my%20notes.md).\n`);
    const sidebar = path.join(site, 'content/sidebars/docs.json');
    await writeFile(sidebar, (await readFile(sidebar, 'utf8')).replace('"guides/components"', '"guides/components", "guides/my notes"'));
    ({ server, origin, outDir } = await buildAndServe(path.join(site, 'site.config.ts'), 'space-in-name'));
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const page of opened) await page.close();
    await browser?.close();
    await server?.close();
  });

  const open = async (route: string) => {
    const observed = await observedPage(browser!);
    opened.push(observed);
    await observed.page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    await observed.page.waitForSelector('html[data-hydrated]');
    return observed;
  };
  const h1 = (observed: ObservedPage) => observed.page.locator('article h1').first().textContent();

  it('is written under its name, and its URL has %20 in links, the canonical link and the sitemap', async () => {
    const html = await readFile(path.join(outDir, 'docs/guides/my notes.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://example.test/docs/guides/my%20notes">');
    expect(await readFile(path.join(outDir, 'docs/guides/components.html'), 'utf8')).toContain('href="/docs/guides/my%20notes"');
    expect(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.test/docs/guides/my%20notes</loc>');
  });

  it('is reached by a full load and through the client router, from the sidebar and from a link in a page', async () => {
    const direct = await open('/docs/guides/my%20notes');
    expect(await h1(direct)).toBe('Reading notes');
    const fromSidebar = await open('/docs/guides/writing');
    await fromSidebar.page.locator('.theme-doc-sidebar-menu a', { hasText: 'Reading notes' }).click();
    await expect.poll(() => h1(fromSidebar)).toBe('Reading notes');
    expect(new URL(fromSidebar.page.url()).pathname).toBe('/docs/guides/my%20notes');
    expect(await fromSidebar.page.locator('.theme-doc-sidebar-menu .menu__link--active').textContent()).toBe('Reading notes');
    const fromPage = await open('/docs/guides/components');
    await fromPage.page.locator('article a', { hasText: 'the notes' }).click();
    await expect.poll(() => h1(fromPage)).toBe('Reading notes');
    expect([...direct.messages, ...fromSidebar.messages, ...fromPage.messages].filter((message) => /^(error|pageerror)/.test(message))).toEqual([]);
  });
});
