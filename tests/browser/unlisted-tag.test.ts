// A tag that only unlisted docs have: its page, unlisted too, shows the unlisted notice above
// its list, and keeps it once the client has hydrated the page and after a client navigation.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { followLink, observedPage } from '../helpers/browser.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

const NOTICE = 'This page is unlisted.';

describe("an unlisted tag's page in Chromium", () => {
  const fixture = servedFixtureInChromium('unlisted-tag', async (site) => {
    const lock = path.join(site, 'content/docs/01-apis/core/lock.md');
    await writeFile(lock, (await readFile(lock, 'utf8')).replace('sidebar_position: 1\n', 'sidebar_position: 1\nunlisted: true\ntags: [Locking]\n'));
  });

  it('keeps its notice once hydrated, with nothing rendered again, and after a client navigation to it', async () => {
    const { page, messages, close } = await observedPage(fixture.browser);
    try {
      await page.goto(`${fixture.origin}/docs/tags/locking`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated]');
      expect(await page.locator('main').textContent()).toContain(NOTICE);
      expect(messages.filter((message) => /^(error|warning|pageerror)/.test(message))).toEqual([]);

      await page.goto(`${fixture.origin}/docs/apis/core/lock`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated]');
      await followLink(page, '/docs/tags/locking', 'One doc tagged with "Locking" | Mini Site');
      expect(await page.locator('main').textContent()).toContain(NOTICE);
    } finally {
      await close();
    }
  });
});
