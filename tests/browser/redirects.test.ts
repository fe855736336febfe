// Pages that moved, as Docusaurus's client-redirects plugin gives them: the
// old address leads to the new page, keeping the reader's query string and
// fragment, with JavaScript and without it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { observedPage } from '../helpers/browser.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

describe('redirects', () => {
  const fixture = servedFixtureInChromium('redirects', async (site) => {
    const config = path.join(site, 'site.config.ts');
    const redirects = `  redirects: [
    { from: '/docs/old-dml', to: '/docs/apis/core/dml' },
    { from: ['/forum', '/community/forum'], to: 'https://moodle.org/forums' },
    { from: '/docs/locking', to: '/docs/apis/core/lock#acquiring' },
  ],
  createRedirects: (path) => (path.startsWith('/docs/guides/') ? path.replace('/docs/guides/', '/docs/howto/') : undefined),
  footer:`;
    await writeFile(config, (await readFile(config, 'utf8')).replace('  footer:', redirects));
  });

  it('writes a page at each old path, from the config and from createRedirects', async () => {
    const page = (file: string) => readFile(path.join(fixture.outDir, file), 'utf8');
    const old = await page('docs/old-dml.html');
    expect(old).toContain('<meta http-equiv="refresh" content="0; url=/docs/apis/core/dml">');
    expect(old).toContain('<link rel="canonical" href="/docs/apis/core/dml">');
    expect(await page('community/forum.html')).toContain('url=https://moodle.org/forums');
    expect(await page('docs/howto/writing.html')).toContain('url=/docs/guides/writing');
    // Redirects are not pages: not in the sitemap.
    expect(await page('sitemap.xml')).not.toContain('old-dml');
  });

  it('leads the reader to the new page, keeping the query string and fragment', async () => {
    const { page: tab, messages, close } = await observedPage(fixture.browser);
    try {
      await tab.goto(`${fixture.origin}/docs/old-dml?from=mail#queries`);
      await tab.waitForURL(`${fixture.origin}/docs/apis/core/dml?from=mail#queries`);
      expect(await tab.title()).toBe('Data manipulation | Mini Site');
      // A target with its own fragment keeps it.
      await tab.goto(`${fixture.origin}/docs/locking`);
      await tab.waitForURL(`${fixture.origin}/docs/apis/core/lock#acquiring`);
      expect(messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('leads there without JavaScript too', async () => {
    const { page: tab, close } = await observedPage(fixture.browser, { javaScriptEnabled: false });
    try {
      await tab.goto(`${fixture.origin}/docs/old-dml`);
      await tab.waitForURL(`${fixture.origin}/docs/apis/core/dml`);
      expect(await tab.locator('h1').first().textContent()).toBe('Data manipulation');
    } finally {
      await close();
    }
  });
});
