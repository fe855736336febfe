// `docgen write-translations`: the files a translator fills in for a locale,
// in Docusaurus's layout, pre-filled with the site's own text (and the
// theme's strings in the locale's language where Docusaurus has them),
// keeping what was translated already; the build reads them back.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { writeTranslationsCommand } from '../../src/cli/write-translations.ts';
import { PAGE_DATA_ELEMENT_ID } from '../../src/render/document-ids.ts';
import type { SiteData } from '../../src/shared/page-data.ts';
import { copyFixture } from '../helpers/build.ts';
import { runBuild, twoLocaleSite, write } from '../helpers/locales-site.ts';

type Entries = Record<string, { message: string; description?: string }>;

/** The command as run on the command line, its printed lines returned. */
async function runWrite(site: string, options: { locale?: string; override?: boolean } = {}): Promise<{ exitCode: number; printed: string }> {
  let printed = '';
  const capture = (chunk: unknown) => ((printed += String(chunk)), true);
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    const exitCode = await writeTranslationsCommand({ config: path.join(site, 'site.config.ts'), ...options });
    return { exitCode, printed };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

const entriesOf = async (site: string, file: string): Promise<Entries> => JSON.parse(await readFile(path.join(site, 'i18n', file), 'utf8')) as Entries;

function siteDataOf(html: string): SiteData {
  const json = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html)![1]!;
  return (JSON.parse(json) as { site: SiteData }).site;
}

describe('docgen write-translations', () => {
  it("writes a locale's files with the site's text, keeping the translations there are, and the build reads them", async () => {
    const site = await twoLocaleSite();
    await write(path.join(site, 'src/Greeting.tsx'), "import { translate } from 'docgen';\n\nexport const greeting = () => translate({ id: 'site.greeting', message: 'Hello, reader', description: 'The greeting on the home page' });\n");
    const current = path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current.json');
    await writeFile(current, JSON.stringify({ ...JSON.parse(await readFile(current, 'utf8')), 'sidebar.docs.category.Gone': { message: 'Disparue' } }));
    const written = await runWrite(site, { locale: 'fr' });
    expect(written.exitCode, written.printed).toBe(0);

    const code = await entriesOf(site, 'fr/code.json');
    // The theme's strings in French where Docusaurus has them, with its descriptions; the site's own as its code gives them.
    expect(code['theme.docs.paginator.next']).toEqual({ message: 'Suivant', description: 'The label used to navigate to the next doc' });
    // docgen's own id for a heading link's label takes Docusaurus's French title, which names the heading.
    expect(code['theme.common.headingLinkLabel']?.message).toBe('Lien direct vers {heading}');
    expect(code['site.greeting']).toEqual({ message: 'Hello, reader', description: 'The greeting on the home page' });
    expect(Object.keys(code).length).toBeGreaterThan(100);

    const docs = await entriesOf(site, 'fr/docusaurus-plugin-content-docs/current.json');
    expect(docs['version.label']?.message).toBe('principale');
    expect(docs['sidebar.docs.category.APIs']?.message).toBe('Interfaces');
    expect(docs['sidebar.docs.category.core']).toEqual({ message: 'core', description: 'The label of the category "core" in sidebar docs' });
    expect(docs['sidebar.docs.category.Gone']).toEqual({ message: 'Disparue' });
    expect(written.printed).toContain('i18n/fr/docusaurus-plugin-content-docs/current.json: 5 messages (1 new; 1 for labels the site no longer has, kept: "sidebar.docs.category.Gone")');
    expect(Object.keys(await entriesOf(site, 'fr/docusaurus-plugin-content-docs/version-1.0.json'))).toEqual(['version.label']);
    expect(await entriesOf(site, 'fr/docusaurus-theme-classic/navbar.json')).toEqual({
      'item.label.Docs': { message: 'Documentation', description: 'The navbar item labelled "Docs"' },
      'item.label.All versions': { message: 'All versions', description: 'The navbar item labelled "All versions"' },
    });
    const footer = await entriesOf(site, 'fr/docusaurus-theme-classic/footer.json');
    expect(footer['link.title.More']?.message).toBe('Plus');
    expect(footer['link.item.label.General']?.message).toBe('General');

    const built = await runBuild(site);
    expect(built.exitCode, built.printed).toBe(0);
    const page = await readFile(path.join(site, 'out/fr/docs/apis/core/dml.html'), 'utf8');
    expect(page).toContain('>Suivant<');
    expect(page).toMatch(/menu__link--sublist[^>]*>Interfaces</);

    // A link after the version menu's versions is translated as the navbar's others are.
    const navbar = path.join(site, 'i18n/fr/docusaurus-theme-classic/navbar.json');
    await writeFile(navbar, JSON.stringify({ ...(await entriesOf(site, 'fr/docusaurus-theme-classic/navbar.json')), 'item.label.All versions': { message: 'Toutes les versions' } }));
    expect((await runBuild(site)).exitCode).toBe(0);
    expect(await readFile(path.join(site, 'out/fr/docs/apis/core/dml.html'), 'utf8')).toContain('>Toutes les versions<');

    // --override puts the site's own text back in place of the translations.
    expect((await runWrite(site, { locale: 'fr', override: true })).exitCode).toBe(0);
    expect((await entriesOf(site, 'fr/docusaurus-plugin-content-docs/current.json'))['sidebar.docs.category.APIs']?.message).toBe('APIs');
  }, 180_000);

  it("writes an English site's code.json, whose messages the pages need not carry until one is changed", async () => {
    const site = await copyFixture('mini-site');
    expect((await runWrite(site)).exitCode).toBe(0);
    const file = path.join(site, 'i18n/en-AU/code.json');
    const code = JSON.parse(await readFile(file, 'utf8')) as Entries;
    expect(code['theme.docs.paginator.next']?.message).toBe('Next');
    const built = await runBuild(site, { locale: 'en-AU' });
    expect(built.exitCode, built.printed).toBe(0);
    expect(siteDataOf(await readFile(path.join(site, 'out/docs/apis/core/dml.html'), 'utf8')).translations).toBeUndefined();

    await writeFile(file, JSON.stringify({ ...code, 'theme.docs.paginator.next': { message: 'Onwards' } }));
    expect((await runBuild(site, { locale: 'en-AU' })).exitCode).toBe(0);
    const page = await readFile(path.join(site, 'out/docs/apis/core/dml.html'), 'utf8');
    expect(siteDataOf(page).translations?.messages).toEqual({ 'theme.docs.paginator.next': 'Onwards' });
    expect(page).toContain('>Onwards<');
  }, 180_000);

  it('names the locales there are when given one that is not', async () => {
    const site = await twoLocaleSite();
    const written = await runWrite(site, { locale: 'de' });
    expect(written.exitCode).toBe(1);
    expect(written.printed).toContain('Unknown locale "de"');
  });

  it("runs the site's config once, taking the labels it gives and the locale's config from the same run", async () => {
    const site = await twoLocaleSite();
    const config = path.join(site, 'site.config.ts');
    // A config's code may do anything as it runs (read files, ask a server): it runs once per command.
    await writeFile(config, `import { appendFileSync } from 'node:fs';\nappendFileSync(new URL('./config-runs.txt', import.meta.url), 'ran\\n');\n${await readFile(config, 'utf8')}`);
    const written = await runWrite(site, { locale: 'fr' });
    expect(written.exitCode, written.printed).toBe(0);
    expect(await readFile(path.join(site, 'config-runs.txt'), 'utf8')).toBe('ran\n');
    // The labels are the config's own, not the French ones the locale's files give (which are kept as the translations).
    expect((await entriesOf(site, 'fr/docusaurus-theme-classic/navbar.json'))['item.label.Docs']?.message).toBe('Documentation');
    expect(await readFile(path.join(site, 'i18n/fr/docusaurus-theme-classic/navbar.json'), 'utf8')).toContain('"description": "The navbar item labelled \\"Docs\\""');
  });
});
