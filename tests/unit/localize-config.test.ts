// A locale's config: its base URL and labels, and where each locale's pages
// are as seen from the build of any one of them.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/load-config.ts';
import { localeBaseUrls, localizeSiteConfig } from '../../src/i18n/localize-config.ts';
import { LinkCheck } from '../../src/links/link-check.ts';

const CONFIG_PATH = '/site/site.config.ts';
const siteDir = mkdtempSync(path.join(tmpdir(), 'docgen-localize-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const localeConfig = (code: string, htmlLang = code) => ({ label: code, direction: 'ltr', htmlLang, calendar: 'gregory', path: code });
const config = validateConfig(
  {
    title: 'Locales',
    url: 'https://example.test',
    baseUrl: '/docs-site/',
    docs: [{}],
    i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR'], localeConfigs: { en: localeConfig('en'), fr: localeConfig('fr'), 'pt-BR': localeConfig('pt-BR') } },
    navbar: { title: 'Site', items: [{ to: '/a', label: 'Guides' }, { type: 'dropdown', label: 'More', items: [{ to: '/b', label: 'Tools' }] }] },
    footer: { links: [{ title: 'Community', items: [{ label: 'Forum', href: 'https://forum.example.test' }] }], copyright: 'Copyright' },
  },
  CONFIG_PATH,
);

describe('localizeSiteConfig', () => {
  it('makes a build of every locale put another locale below its own folder and base URL, and the default one at the site\'s', () => {
    const french = localizeSiteConfig(config, siteDir, 'fr', { localizePath: true, configPath: CONFIG_PATH });
    expect(french.config.baseUrl).toBe('/docs-site/fr/');
    expect(french.outputSubfolder).toBe('fr');
    expect(french.config.i18n.currentLocale).toBe('fr');
    const english = localizeSiteConfig(config, siteDir, 'en', { localizePath: true, configPath: CONFIG_PATH });
    expect(english.config.baseUrl).toBe('/docs-site/');
    expect(english.outputSubfolder).toBe('');
    // Built alone, a locale is at the site's base URL.
    expect(localizeSiteConfig(config, siteDir, 'fr', { localizePath: false, configPath: CONFIG_PATH }).config.baseUrl).toBe('/docs-site/');
  });

  it("names a locale's address and output folder by its code, and its folder of translations by its path", () => {
    const withPath = validateConfig(
      { title: 'Locales', url: 'https://example.test', docs: [{}], navbar: { items: [] }, i18n: { defaultLocale: 'en', locales: ['en', 'pt-BR'], localeConfigs: { en: localeConfig('en'), 'pt-BR': { ...localeConfig('pt-BR'), path: 'portugues' } } } },
      CONFIG_PATH,
    );
    const portuguese = localizeSiteConfig(withPath, siteDir, 'pt-BR', { localizePath: true, configPath: CONFIG_PATH });
    expect(portuguese.config.baseUrl).toBe('/pt-BR/');
    expect(portuguese.outputSubfolder).toBe('pt-BR');
    expect(portuguese.localeDir).toBe(path.join(siteDir, 'i18n/portugues'));
    // The folder of every locale's translations is i18n.path's, when the config gives one.
    const elsewhere = validateConfig({ title: 'Locales', url: 'https://example.test', docs: [{}], navbar: { items: [] }, i18n: { defaultLocale: 'en', locales: ['en'], path: 'translations', localeConfigs: { en: localeConfig('en') } } }, CONFIG_PATH);
    expect(localizeSiteConfig(elsewhere, siteDir, 'en', { localizePath: true, configPath: CONFIG_PATH }).localeDir).toBe(path.join(siteDir, 'translations/en'));
  });

  it("takes the navbar's and footer's labels from the locale's translation files, by Docusaurus's keys", () => {
    const folder = path.join(siteDir, 'i18n/fr/docusaurus-theme-classic');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'navbar.json'), JSON.stringify({ title: { message: 'Le site' }, 'item.label.Guides': { message: 'Guides pratiques' }, 'item.label.Tools': { message: 'Outils' } }));
    writeFileSync(path.join(folder, 'footer.json'), JSON.stringify({ 'link.title.Community': { message: 'Communauté' }, 'link.item.label.Forum': { message: 'Forum de discussion' }, copyright: { message: 'Droits' } }));
    const { config: french } = localizeSiteConfig(config, siteDir, 'fr', { localizePath: true, configPath: CONFIG_PATH });
    expect(french.navbar.title).toBe('Le site');
    expect(french.navbar.items.map((item) => ('label' in item ? item.label : undefined))).toEqual(['Guides pratiques', 'More']);
    const dropdown = french.navbar.items[1]!;
    expect(dropdown.type === 'dropdown' && dropdown.items[0]!.label).toBe('Outils');
    expect(french.footer?.links[0]?.title).toBe('Communauté');
    expect(french.footer?.links[0]?.items[0]?.label).toBe('Forum de discussion');
    expect(french.footer?.copyright).toBe('Droits');
    // The other locales keep the config's labels.
    expect(localizeSiteConfig(config, siteDir, 'pt-BR', { localizePath: true, configPath: CONFIG_PATH }).config.navbar.title).toBe('Site');
  });

  const withI18n = (i18n: Record<string, unknown>) => validateConfig({ title: 'Locales', url: 'https://example.test', docs: [{}], navbar: { items: [] }, i18n }, CONFIG_PATH);

  it('refuses a config whose default locale is not among its locales', () => {
    const outside = withI18n({ defaultLocale: 'en', locales: ['fr'], localeConfigs: { fr: localeConfig('fr') } });
    expect(() => localizeSiteConfig(outside, siteDir, 'fr', { localizePath: true, configPath: CONFIG_PATH })).toThrow('The default locale "en" is not one of i18n.locales: add it to them.');
  });

  it("gives a locale the settings its config leaves out, as Docusaurus does: its own language's name, its direction, its code", () => {
    // As create-docusaurus's templates write it: no localeConfigs at all.
    expect(withI18n({ defaultLocale: 'en', locales: ['en'] }).i18n.localeConfigs).toEqual({ en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } });
    const { localeConfigs } = withI18n({ defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: { fr: { htmlLang: 'fr-FR' } } }).i18n;
    expect(localeConfigs.fr).toEqual({ label: 'Français', direction: 'ltr', htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr' });
    expect(localeConfigs.ar).toMatchObject({ direction: 'rtl', htmlLang: 'ar', path: 'ar' });
    expect(localizeSiteConfig(withI18n({ defaultLocale: 'en', locales: ['en', 'fr'] }), siteDir, 'fr', { localizePath: true, configPath: CONFIG_PATH }).config.i18n.currentLocale).toBe('fr');
  });

  it('refuses a locale the config does not list, naming those it does', () => {
    expect(() => localizeSiteConfig(config, siteDir, 'de', { localizePath: true, configPath: CONFIG_PATH })).toThrow('Unknown locale "de": the config\'s i18n.locales are "en", "fr", "pt-BR".');
  });
});

describe('localeBaseUrls', () => {
  it("gives every locale's base URL from the build of any one of them", () => {
    const expected = { en: '/docs-site/', fr: '/docs-site/fr/', 'pt-BR': '/docs-site/pt-BR/' };
    for (const locale of ['en', 'fr', 'pt-BR']) expect(localeBaseUrls(localizeSiteConfig(config, siteDir, locale, { localizePath: true, configPath: CONFIG_PATH }).config)).toEqual(expected);
  });

  it("gives a locale built alone the site's base URL as its own", () => {
    expect(localeBaseUrls(localizeSiteConfig(config, siteDir, 'fr', { localizePath: false, configPath: CONFIG_PATH }).config).fr).toBe('/docs-site/');
  });
});

describe("the build's link check with several locales", () => {
  const linksOf = (urls: string[]) => ({ urls, ids: new Set<string>() });

  it("leaves links into another locale's pages to that locale's build, and checks its own", () => {
    const bases = ['/', '/fr/'];
    const english = new LinkCheck(new Set(['/', '/docs/a']), { baseUrl: '/', trailingSlash: false }, bases);
    english.addPage('/docs/a', linksOf(['/fr/docs/a', '/fr', '/docs/missing']), '/site/a.md');
    expect(english.findBroken(() => false).map((link) => link.url)).toEqual(['/docs/missing']);
    const french = new LinkCheck(new Set(['/fr/', '/fr/docs/a']), { baseUrl: '/fr/', trailingSlash: false }, bases);
    french.addPage('/fr/docs/a', linksOf(['/docs/a', '/fr/docs/missing']), '/site/a.md');
    expect(french.findBroken(() => false).map((link) => link.url)).toEqual(['/fr/docs/missing']);
  });

  it('checks every link of a site of one locale', () => {
    const only = new LinkCheck(new Set(['/', '/docs/a']), { baseUrl: '/', trailingSlash: false }, ['/']);
    only.addPage('/docs/a', linksOf(['/fr/docs/a']), '/site/a.md');
    expect(only.findBroken(() => false).map((link) => link.url)).toEqual(['/fr/docs/a']);
  });
});
