// A site's config as the build of one locale sees it: that locale current,
// its base URL and output folder below the site's (`/fr/`, `build/fr`) when
// the build is of every locale, and the navbar's and footer's labels from its
// `docusaurus-theme-classic/` translations and each blog's titles from its
// `options.json`, as Docusaurus applies them.
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { lineOfKeyPath } from '../content/source-line.ts';
import { BuildError } from '../shared/errors.ts';
import { localeFolder, pluginTranslationFolder, readTranslationFile, type TranslationMessages } from './translation-files.ts';

export interface LocalizedSiteConfig {
  config: SiteConfig;
  /** Where the locale's pages are written, below the output folder (empty for the default locale, or a build of one locale). */
  outputSubfolder: string;
  /** The locale's folder of translations (see localeFolder). */
  localeDir: string;
  /** The translation files read, whose edits change the config. */
  files: string[];
}

/**
 * `locale`'s config. `localizePath`: the build is of every locale, and a locale
 * other than the default one lives in its own folder and below its own base
 * URL; a build of one locale (`--locale`) is at the site's base URL, as
 * Docusaurus builds it.
 */
export function localizeSiteConfig(config: SiteConfig, siteDir: string, locale: string, options: { localizePath: boolean; configPath: string }): LocalizedSiteConfig {
  const { i18n } = config;
  const at = (...keys: string[]) => ({ file: options.configPath, line: lineOfKeyPath(options.configPath, ['i18n', ...keys]) ?? lineOfKeyPath(options.configPath, ['i18n']) });
  if (!i18n.locales.includes(i18n.defaultLocale)) throw new BuildError(`The default locale "${i18n.defaultLocale}" is not one of i18n.locales: add it to them.`, at('defaultLocale'));
  if (!i18n.locales.includes(locale)) throw new BuildError(`Unknown locale "${locale}": the config's i18n.locales are ${i18n.locales.map((code) => `"${code}"`).join(', ')}.`, at('locales'));
  // Named by the locale's code, as in Docusaurus (its `path` names its folder of translations).
  const outputSubfolder = options.localizePath && locale !== i18n.defaultLocale ? locale : '';
  const localeDir = localeFolder(siteDir, i18n, locale);
  const themeFolder = path.join(localeDir, 'docusaurus-theme-classic');
  const [navbarFile, footerFile] = [path.join(themeFolder, 'navbar.json'), path.join(themeFolder, 'footer.json')];
  // Each blog's titles, in its own plugin folder.
  const blogFiles = config.blogs.map((blog) => path.join(pluginTranslationFolder(localeDir, 'blog', blog.id), 'options.json'));
  const files = [navbarFile, footerFile, ...blogFiles];
  const [navbarMessages, footerMessages, ...blogMessages] = files.map(readTranslationFile) as [TranslationMessages, TranslationMessages, ...TranslationMessages[]];
  return {
    config: {
      ...config,
      baseUrl: outputSubfolder ? `${config.baseUrl}${outputSubfolder}/` : config.baseUrl,
      i18n: { ...i18n, currentLocale: locale },
      navbar: translateNavbar(config.navbar, navbarMessages),
      footer: config.footer && translateFooter(config.footer, footerMessages),
      blogs: config.blogs.map((blog, index) => {
        const messages = blogMessages[index]!;
        return { ...blog, blogTitle: messages.title ?? blog.blogTitle, blogDescription: messages.description ?? blog.blogDescription, blogSidebarTitle: messages['sidebar.title'] ?? blog.blogSidebarTitle };
      }),
    },
    outputSubfolder,
    localeDir,
    files,
  };
}

/**
 * The base URL of each locale's pages in a build of every locale, from the
 * base URL of the locale being built (whose own is its build's, also when it
 * is built alone).
 */
export function localeBaseUrls(config: SiteConfig): Record<string, string> {
  const { i18n } = config;
  // As Docusaurus finds it: the current locale's code taken off its base URL.
  const suffix = `${i18n.currentLocale}/`;
  const siteBase = i18n.currentLocale !== i18n.defaultLocale && config.baseUrl.endsWith(`/${suffix}`) ? config.baseUrl.slice(0, -suffix.length) : config.baseUrl;
  const baseOf = (code: string) => (code === i18n.currentLocale ? config.baseUrl : code === i18n.defaultLocale ? siteBase : `${siteBase}${code}/`);
  return Object.fromEntries(i18n.locales.map((code) => [code, baseOf(code)]));
}

type Navbar = SiteConfig['navbar'];
type Footer = NonNullable<SiteConfig['footer']>;

/** `title`, `logo.alt` and each item's `item.label.<label>` (a dropdown's items' too, and the links before and after a language or version menu's). */
function translateNavbar(navbar: Navbar, messages: TranslationMessages): Navbar {
  if (Object.keys(messages).length === 0) return navbar;
  const label = <T extends { label?: string }>(item: T): T => (item.label === undefined ? item : { ...item, label: messages[`item.label.${item.label}`] ?? item.label });
  return {
    ...navbar,
    title: messages.title ?? navbar.title,
    ...(navbar.logo ? { logo: { ...navbar.logo, alt: messages['logo.alt'] ?? navbar.logo.alt } } : {}),
    items: navbar.items.map((item) => {
      if (item.type === 'dropdown') return { ...label(item), items: item.items.map(label) };
      if (item.type === 'localeDropdown' || item.type === 'docsVersionDropdown') return { ...item, dropdownItemsBefore: item.dropdownItemsBefore.map(label), dropdownItemsAfter: item.dropdownItemsAfter.map(label) };
      return 'label' in item ? label(item) : item;
    }),
  };
}

/** `copyright`, `logo.alt`, each column's `link.title.<title>` and each link's `link.item.label.<label>`. */
function translateFooter(footer: Footer, messages: TranslationMessages): Footer {
  if (Object.keys(messages).length === 0) return footer;
  return {
    ...footer,
    ...(footer.copyright === undefined ? {} : { copyright: messages.copyright ?? footer.copyright }),
    ...(footer.logo ? { logo: { ...footer.logo, alt: messages['logo.alt'] ?? footer.logo.alt } } : {}),
    links: footer.links.map((column) => ({
      ...column,
      title: column.title ? (messages[`link.title.${column.title}`] ?? column.title) : column.title,
      items: column.items.map((item) => (item.label === undefined ? item : { ...item, label: messages[`link.item.label.${item.label}`] ?? item.label })),
    })),
  };
}
