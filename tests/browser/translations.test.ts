// A site in French in the browser: the page hydrates with the strings the
// server wrote (no mismatch to recover from), and what only the browser
// renders (a page reached by the client router, the search dialog) is in
// French too, the site's code.json included.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { observedPage } from '../helpers/browser.ts';
import { addMiniSiteSettings } from '../helpers/build.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

describe('a French site in Chromium', () => {
  const fixture = servedFixtureInChromium('translations', async (site) => {
    const french = "  i18n: { defaultLocale: 'fr', locales: ['fr'], localeConfigs: { fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr' } } },";
    await addMiniSiteSettings(site, french);
    await mkdir(path.join(site, 'i18n/fr'), { recursive: true });
    await writeFile(path.join(site, 'i18n/fr/code.json'), JSON.stringify({ 'theme.SearchModal.searchBox.placeholderText': { message: 'Chercher dans la doc' } }));
  });

  it('hydrates in French, and renders French on the pages and in the dialog only the browser makes', async () => {
    const { page: tab, messages, close } = await observedPage(fixture.browser);
    try {
      await tab.goto(`${fixture.origin}/docs/apis/core/lock`, { waitUntil: 'networkidle' });
      await tab.waitForSelector('html[data-hydrated]');
      expect(await tab.locator('.pagination-nav__link--next .pagination-nav__sublabel').textContent()).toBe('Suivant');
      await tab.locator('.pagination-nav__link--next').click();
      await tab.waitForFunction(() => document.title.startsWith('Data manipulation'));
      expect(await tab.locator('.pagination-nav__link--prev .pagination-nav__sublabel').textContent()).toBe('Précédent');
      // The client's own: the colour mode button's label once it knows the mode, the search dialog.
      expect(await tab.locator('button.toggleButton').getAttribute('aria-label')).toContain('Basculer entre le mode sombre et clair');
      await tab.keyboard.press('Control+k');
      await tab.locator('[role=dialog] input').waitFor();
      expect(await tab.locator('[role=dialog] input').getAttribute('placeholder')).toBe('Chercher dans la doc');
      // Docusaurus's catalogue, by Docusaurus's id, where the site's code.json says nothing.
      await tab.keyboard.type('lock');
      expect(await tab.locator('.searchModal__seeAll').textContent()).toMatch(/^Voir les \d+ résultats$/);
      expect(messages.filter((message) => /^(error|warning|pageerror)/.test(message))).toEqual([]);
    } finally {
      await close();
    }
  });
});
