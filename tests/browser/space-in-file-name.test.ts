// A doc whose file name has a space (`my notes.md`): Docusaurus allows it, and
// its URL has %20 there. Its page is written, linked, listed in the sitemap and
// reached by a full load and through the client router.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ObservedPage } from '../helpers/browser.ts';
import { FIXTURES, SITE_COPIES } from '../helpers/build.ts';
import { siteInChromium } from '../helpers/chromium-site.ts';

/** A copy of the mini site with a doc named `my notes.md`, in the sidebar and linked from a page; made while the suite is collected. */
function writeSite(): string {
  mkdirSync(SITE_COPIES, { recursive: true });
  const site = mkdtempSync(path.join(SITE_COPIES, 'space-in-name-'));
  cpSync(path.join(FIXTURES, 'mini-site'), site, { recursive: true });
  const guides = path.join(site, 'content/docs/guides');
  writeFileSync(path.join(guides, 'my notes.md'), '# Reading notes\n\nNotes kept while reading.\n');
  writeFileSync(path.join(guides, 'components.mdx'), `${readFileSync(path.join(guides, 'components.mdx'), 'utf8')}\n\nSee [the notes](./my%20notes.md).\n`);
  const sidebar = path.join(site, 'content/sidebars/docs.json');
  writeFileSync(sidebar, readFileSync(sidebar, 'utf8').replace('"guides/components"', '"guides/components", "guides/my notes"'));
  return site;
}

describe('a doc with a space in its file name', () => {
  const siteDir = writeSite();
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
  const site = siteInChromium(path.join(siteDir, 'site.config.ts'), 'space-in-name');
  const h1 = (observed: ObservedPage) => observed.page.locator('article h1').first().textContent();

  it('is written under its name, and its URL has %20 in links, the canonical link and the sitemap', async () => {
    const html = await readFile(path.join(site.outDir, 'docs/guides/my notes.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://example.test/docs/guides/my%20notes">');
    expect(await readFile(path.join(site.outDir, 'docs/guides/components.html'), 'utf8')).toContain('href="/docs/guides/my%20notes"');
    expect(await readFile(path.join(site.outDir, 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.test/docs/guides/my%20notes</loc>');
  });

  it('is reached by a full load and through the client router, from the sidebar and from a link in a page', async () => {
    const direct = await site.open('/docs/guides/my%20notes');
    expect(await h1(direct)).toBe('Reading notes');
    const fromSidebar = await site.open('/docs/guides/writing');
    await fromSidebar.page.locator('.theme-doc-sidebar-menu a', { hasText: 'Reading notes' }).click();
    await expect.poll(() => h1(fromSidebar)).toBe('Reading notes');
    expect(new URL(fromSidebar.page.url()).pathname).toBe('/docs/guides/my%20notes');
    expect(await fromSidebar.page.locator('.theme-doc-sidebar-menu [aria-current="page"]').textContent()).toBe('Reading notes');
    const fromPage = await site.open('/docs/guides/components');
    await fromPage.page.locator('article a', { hasText: 'the notes' }).click();
    await expect.poll(() => h1(fromPage)).toBe('Reading notes');
    expect([...direct.messages, ...fromSidebar.messages, ...fromPage.messages].filter((message) => /^(error|pageerror)/.test(message))).toEqual([]);
  });
});
