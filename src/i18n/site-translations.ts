// The theme's strings in the site's language, as Docusaurus gives them: its
// own translations (@docusaurus/theme-translations, by the ids docgen shares
// with its theme), then the site's `i18n/<locale>/code.json`, whose messages
// win. A site in English has neither, and its strings are the ones declared
// in the code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readTranslationFile } from './translation-files.ts';
import type { SiteTranslations } from './translate.ts';

const require = createRequire(import.meta.url);

/** The folder of Docusaurus's translations, one folder per locale. */
function docusaurusLocalesFolder(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/theme-translations/package.json')), 'locales');
}

/**
 * The locales whose translations stand in for `locale`, in Docusaurus's order
 * (codeTranslationLocalesToTry): `pt-BR` then `pt`; a bare language then its
 * likeliest region and script (`pt` → `pt-BR`, `zh` → `zh-Hans`).
 */
export function localesToTry(locale: string): string[] {
  let intl: Intl.Locale;
  try {
    intl = new Intl.Locale(locale);
  } catch {
    return [locale];
  }
  if (locale !== intl.language) return [locale, intl.language];
  const likely = intl.maximize();
  return [locale, `${likely.language}-${likely.region}`, `${likely.language}-${likely.script}`];
}

/** Docusaurus's messages by locale: its files never change while docgen runs (docgen serve reads the config again on every rebuild). */
const docusaurusCache = new Map<string, Record<string, string>>();

/** Docusaurus's messages for the first of the locales it has, from every file of that locale's folder. */
export function docusaurusMessages(locale: string): Record<string, string> {
  let messages = docusaurusCache.get(locale);
  if (!messages) docusaurusCache.set(locale, (messages = readDocusaurusMessages(locale)));
  return messages;
}

function readDocusaurusMessages(locale: string): Record<string, string> {
  const root = docusaurusLocalesFolder();
  const folder = localesToTry(locale)
    .map((candidate) => path.join(root, candidate))
    // Its `base` folder holds the English messages with their descriptions, never a translation.
    .find((candidate) => path.basename(candidate) !== 'base' && existsSync(candidate));
  if (!folder) return {};
  const messages: Record<string, string> = {};
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json')).sort()) {
    for (const [id, message] of Object.entries(JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>)) {
      if (typeof message === 'string') messages[id] = message;
    }
  }
  // docgen's heading links have an aria-label of their own id; Docusaurus 3 uses its title for both, which its
  // catalogues translate with the heading in it ("Lien direct vers {heading}"): that is the label too.
  const title = messages[HEADING_LINK_TITLE];
  if (title?.includes('{heading}') && !(HEADING_LINK_LABEL in messages)) messages[HEADING_LINK_LABEL] = title;
  return messages;
}

const HEADING_LINK_TITLE = 'theme.common.headingLinkTitle';
const HEADING_LINK_LABEL = 'theme.common.headingLinkLabel';

/** Docusaurus's descriptions of its theme's ids (its `base` folder), for the translators of a site's code.json. */
export function docusaurusDescriptions(): Record<string, string> {
  const folder = path.join(docusaurusLocalesFolder(), 'base');
  const descriptions: Record<string, string> = {};
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    for (const [key, text] of Object.entries(JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>)) {
      if (key.endsWith('___DESCRIPTION') && typeof text === 'string') descriptions[key.slice(0, -'___DESCRIPTION'.length)] = text;
    }
  }
  return descriptions;
}

/** Where a site keeps its translations of the theme's and its components' strings (Docusaurus's place). */
export function codeTranslationsFile(localeDir: string): string {
  return path.join(localeDir, 'code.json');
}

/**
 * The site's translations in `locale`, or undefined when it has none (an
 * English site without a code.json). `declared`: the theme's own messages,
 * which need not be shipped again (a code.json that docgen write-translations
 * wrote for an English site repeats them all).
 */
export function loadSiteTranslations(localeDir: string, locale: string, declared: Record<string, string> = {}): SiteTranslations | undefined {
  const file = codeTranslationsFile(localeDir);
  const messages = Object.fromEntries(Object.entries({ ...docusaurusMessages(locale), ...readTranslationFile(file) }).filter(([id, message]) => declared[id] !== message));
  return Object.keys(messages).length === 0 ? undefined : { locale, messages };
}
