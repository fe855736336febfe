// `docgen write-translations`: the files a translator fills in for a locale,
// written into its folder (i18n/<locale>/) in Docusaurus's layout, with the
// site's own text as each message. Messages a translator has already written
// are kept unless --override; entries for labels the site no longer has are
// kept too, and named, as Docusaurus does.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { configOfModule, configPathOf, readConfigModule } from '../config/load-config.ts';
import { loadContent } from '../content/load-content.ts';
import { extractMessages } from '../i18n/extract-messages.ts';
import { docusaurusDescriptions, docusaurusMessages } from '../i18n/site-translations.ts';
import { translationCatalogue, type TranslationEntries, type TranslationFileDraft } from '../i18n/translation-catalogue.ts';
import { readTranslationFile } from '../i18n/translation-files.ts';
import { DOCGEN_ROOT } from '../shared/docgen-source.ts';
import { createReporter } from '../shared/logger.ts';
import { printError, printWarnings, relativeToCwd } from './report.ts';

export interface WriteTranslationsOptions {
  config: string;
  /** One of the config's locales; the default one when not given. */
  locale?: string;
  /** Replace the messages already in the files with the site's own. */
  override?: boolean;
}

export async function writeTranslationsCommand(options: WriteTranslationsOptions): Promise<number> {
  const reporter = createReporter();
  try {
    // The config runs once: its labels as the file gives them are the messages to translate; the locale's config, with them translated, says where they go.
    const configPath = configPathOf(options.config, process.cwd());
    const module = await readConfigModule(configPath);
    const loaded = await configOfModule(module, configPath, process.cwd(), undefined, options.locale === undefined ? {} : { locale: options.locale });
    const original = module.config;
    const content = await loadContent({ ...loaded, config: original }, { includeDrafts: false, reporter, translateLabels: false });
    const pagesDirs = (Array.isArray(original.pagesDir) ? original.pagesDir : [original.pagesDir]).map((dir) => path.resolve(loaded.contentDir, dir));
    // docgen's theme first, then the site's components (Docusaurus sites keep theirs in src/) and pages.
    const code = await extractMessages([path.join(DOCGEN_ROOT, 'src'), path.join(loaded.siteDir, 'src'), ...pagesDirs], reporter);
    // As Docusaurus writes them: the theme's messages in the locale's language where Docusaurus has them, with its descriptions.
    const descriptions = docusaurusDescriptions();
    const theme = docusaurusMessages(loaded.config.i18n.currentLocale);
    for (const [id, declared] of code) {
      const description = declared.description ?? descriptions[id];
      code.set(id, { message: theme[id] ?? declared.message, ...(description === undefined ? {} : { description }) });
    }
    printWarnings(reporter.warnings);
    for (const draft of translationCatalogue(original, content, loaded.localeDir, code)) await writeDraft(draft, options.override ?? false);
    return 0;
  } catch (error) {
    printWarnings(reporter.warnings);
    printError(error);
    return 1;
  }
}

/** Writes one file: the draft's entries with the messages already translated (unless `override`), then the file's other entries. */
async function writeDraft({ file, entries }: TranslationFileDraft, override: boolean): Promise<void> {
  const existing = readTranslationFile(file);
  const merged: TranslationEntries = {};
  let added = 0;
  for (const [key, entry] of Object.entries(entries)) {
    if (existing[key] === undefined) added++;
    merged[key] = { ...entry, message: !override && existing[key] !== undefined ? existing[key] : entry.message };
  }
  const unused = Object.keys(existing).filter((key) => !(key in entries));
  for (const key of unused) merged[key] = { message: existing[key]! };
  const count = Object.keys(merged).length;
  if (count === 0 && !existsSync(file)) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(merged, null, 2)}\n`);
  const notes = [`${added} new`, ...(unused.length ? [`${unused.length} for labels the site no longer has, kept: ${unused.map((key) => JSON.stringify(key)).join(', ')}`] : [])];
  process.stdout.write(`Wrote ${relativeToCwd(file)}: ${count} message${count === 1 ? '' : 's'} (${notes.join('; ')})\n`);
}
