// The navbar's docs items as Docusaurus's theme has them, in the browser: a
// docSidebar item and the version dropdown, away from the docs, follow the
// version the reader chose last (stored where Docusaurus stores it), which
// the server cannot know.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { observedPage } from '../helpers/browser.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

describe("the navbar's docs items away from the docs", () => {
  const fixture = servedFixtureInChromium('navbar-versions', async (site) => {
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("{ to: '/docs', label: 'Docs' },", "{ type: 'docSidebar', sidebarId: 'docs', label: 'Guide' }, { type: 'docsVersion', className: 'versionLink' },").replace('docsPagesOnly: true, ', ''));
  });

  const navbarOf = async (preferred?: string) => {
    const { page, messages, close } = await observedPage(fixture.browser, preferred ? { initScript: `localStorage.setItem('docs-preferred-version-default', ${JSON.stringify(preferred)})` } : {});
    await page.goto(`${fixture.origin}/general`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    const guide = page.locator('.navbar a.navbar__link', { hasText: 'Guide' });
    const version = page.locator('.docsVersionDropdown > a.navbar__link');
    const versionLink = page.locator('.navbar a.versionLink');
    return { page, messages, close, guide, version, versionLink };
  };

  it('lead to the latest version, with none chosen', async () => {
    const { messages, close, guide, version, versionLink } = await navbarOf();
    try {
      expect(await guide.getAttribute('href')).toBe('/docs');
      expect(await version.textContent()).toBe('main');
      expect([await versionLink.textContent(), await versionLink.getAttribute('href')]).toEqual(['main', '/docs']);
      expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lead to the version the reader chose last, once the page is in the browser', async () => {
    const { page, close, guide, version, versionLink } = await navbarOf('1.0');
    try {
      await expect.poll(() => guide.getAttribute('href')).toBe('/docs/1.0');
      expect(await version.textContent()).toBe('1.0');
      // The docsVersion item too.
      expect([await versionLink.textContent(), await versionLink.getAttribute('href')]).toEqual(['1.0', '/docs/1.0']);
      await guide.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/1.0');
    } finally {
      await close();
    }
  });
});
