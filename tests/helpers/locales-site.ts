// The mini site in two languages, for the tests of a build of several locales.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vi } from 'vitest';
import { buildCommand } from '../../src/cli/build.ts';
import { copyFixture } from './build.ts';

export const LOCALES = `  i18n: {
    defaultLocale: 'en-AU',
    locales: ['en-AU', 'fr'],
    localeConfigs: {
      'en-AU': { label: 'English', direction: 'ltr', htmlLang: 'en-AU', calendar: 'gregory', path: 'en-AU' },
      fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr' },
    },
  },`;

export async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** The mini site in English (Australia) and French, with a language menu, a translated doc and page, and translated labels. */
export async function twoLocaleSite(): Promise<string> {
  const site = await copyFixture('mini-site');
  const config = path.join(site, 'site.config.ts');
  await writeFile(
    config,
    (await readFile(config, 'utf8'))
      .replace("  title: 'Mini Site',", `  title: 'Mini Site',\n${LOCALES}`)
      .replace("{ type: 'docsVersionDropdown',", "{ type: 'localeDropdown', position: 'right' },\n      { type: 'docsVersionDropdown',"),
  );
  const fr = path.join(site, 'i18n/fr');
  await write(
    path.join(fr, 'docusaurus-plugin-content-docs/current/intro.md'),
    "---\nslug: /\ntags: [Getting started, API]\n---\n# Bienvenue\n\nLa page d'accueil, traduite. Voir [la page DML](./01-apis/core/dml.md#queries).\n\n## Première section\n\nTexte.\n",
  );
  await write(
    path.join(fr, 'docusaurus-plugin-content-docs/current.json'),
    JSON.stringify({ 'version.label': { message: 'principale' }, 'sidebar.docs.category.APIs': { message: 'Interfaces' }, 'sidebar.docs.category.Guides': { message: 'Guides pratiques' } }),
  );
  await write(path.join(fr, 'docusaurus-theme-classic/navbar.json'), JSON.stringify({ 'item.label.Docs': { message: 'Documentation' } }));
  await write(path.join(fr, 'docusaurus-theme-classic/footer.json'), JSON.stringify({ 'link.title.More': { message: 'Plus' }, copyright: { message: 'Droits réservés 2022' } }));
  await write(path.join(fr, 'docusaurus-plugin-content-pages/hello.md'), '---\ntitle: Bonjour\n---\n\n# Bonjour\n\nUne page traduite.\n');
  return site;
}


/** `docgen build` as run on the command line, its printed lines returned. */
export async function runBuild(site: string, options: { locale?: string; out?: string } = {}): Promise<{ exitCode: number; printed: string }> {
  let printed = '';
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((printed += String(chunk)), true));
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((printed += String(chunk)), true));
  try {
    const exitCode = await buildCommand({ config: path.join(site, 'site.config.ts'), out: options.out ?? path.join(site, 'out'), ...(options.locale ? { locale: options.locale } : {}) });
    return { exitCode, printed };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

