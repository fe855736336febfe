// Where a site keeps its translations, in Docusaurus's layout: one folder per
// locale under `i18n/`, with the theme's strings in `code.json`, the navbar's
// and footer's labels in `docusaurus-theme-classic/`, and, for each content
// plugin, a folder of translated files and a JSON file of its labels.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { lineOfKeyPath } from '../content/source-line.ts';
import { BuildError } from '../shared/errors.ts';
import { parseJsonText } from '../shared/json-text.ts';

/** Messages by id, as a translation file gives them. */
export type TranslationMessages = Record<string, string>;

/**
 * A locale's folder of translations: `i18n/<path>` in the site's folder (the
 * config's `i18n.path`), its path being the one its localeConfigs give (as in
 * Docusaurus 3; by default its code). The locale's address and output folder
 * are named by its code.
 */
export function localeFolder(siteDir: string, i18n: Pick<SiteConfig['i18n'], 'localeConfigs' | 'path'>, locale: string): string {
  return path.resolve(siteDir, i18n.path, i18n.localeConfigs[locale]?.path ?? locale);
}

/**
 * A content plugin's folder in a locale's folder (see localeFolder): `docusaurus-plugin-content-docs`
 * for the default docs set, `docusaurus-plugin-content-docs-<id>` for another.
 */
export function pluginTranslationFolder(localeDir: string, plugin: 'docs' | 'blog' | 'pages', pluginId = 'default'): string {
  return path.join(localeDir, `docusaurus-plugin-content-${plugin}${pluginId === 'default' ? '' : `-${pluginId}`}`);
}

/** A docs version's name in its plugin's translation folder: `current`, or `version-<name>`. */
function versionTranslationName(versionName: string): string {
  return versionName === 'current' ? 'current' : `version-${versionName}`;
}

/** The folder of a docs version's translated docs (`…/docusaurus-plugin-content-docs/current`). */
export function versionTranslationFolder(localeDir: string, pluginId: string, versionName: string): string {
  return path.join(pluginTranslationFolder(localeDir, 'docs', pluginId), versionTranslationName(versionName));
}

/** The file of a docs version's labels beside its folder (`…/docusaurus-plugin-content-docs/current.json`). */
export function versionTranslationFile(localeDir: string, pluginId: string, versionName: string): string {
  return `${versionTranslationFolder(localeDir, pluginId, versionName)}.json`;
}

/**
 * A translation file's messages (none when there is no such file): each id's
 * `{ "message": "…", "description": "…" }`, as Docusaurus's `write-translations`
 * makes it, or a message alone.
 */
export function readTranslationFile(file: string): TranslationMessages {
  if (!existsSync(file)) return {};
  const parsed = parseJsonText(readFileSync(file, 'utf8'), file, 'The translations file');
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new BuildError('The translations file must hold an object of ids, each with its { "message": "…" }.', { file, line: 1 });
  const messages: TranslationMessages = {};
  for (const [id, entry] of Object.entries(parsed)) {
    const message = typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null && 'message' in entry ? (entry as { message: unknown }).message : undefined;
    if (typeof message !== 'string') throw new BuildError(`The translation of "${id}" has no message: give it as { "message": "…" }.`, { file, line: lineOfKeyPath(file, [id]) });
    messages[id] = message;
  }
  return messages;
}
