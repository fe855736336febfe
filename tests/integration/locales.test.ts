// A site of several locales, built as Docusaurus builds one: the default
// locale in the output folder, each other one below its own folder and base
// URL, with its translated docs, pages and blog posts in place of the
// originals and the labels of its sidebars, navbar, footer and blog from the
// translation files; `--locale` builds one alone, and `docgen serve --locale`
// serves one below its base URL.
import { existsSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkLinksCommand } from '../../src/cli/check-links.ts';
import { copyFixture } from '../helpers/build.ts';
import { LOCALES, runBuild, twoLocaleSite, write } from '../helpers/locales-site.ts';
import { pageOnceItHas, save, startServe, stop, until } from '../helpers/serve-process.ts';

describe('a build of every locale', () => {
  let site: string;
  let printed: string;
  const page = (file: string) => readFile(path.join(site, 'out', file), 'utf8');

  beforeAll(async () => {
    site = await twoLocaleSite();
    const built = await runBuild(site);
    expect(built.exitCode, built.printed).toBe(0);
    printed = built.printed;
  }, 180_000);

  it('writes the default locale into the output folder and the other below its own folder, each saying so', async () => {
    expect(printed).toMatch(/Built \d+ pages \(en-AU\) in [\d.]+ s → \S*out \(/);
    expect(printed).toMatch(/Built \d+ pages \(fr\) in [\d.]+ s → \S*out\/fr \(/);
    expect(await page('docs.html')).toContain('<html lang="en-AU" dir="ltr"');
    const french = await page('fr/docs.html');
    expect(french).toContain('<html lang="fr-FR" dir="ltr"');
    expect(french).toContain('"baseUrl":"/fr/"');
    // Each locale has its own search index, sitemap and offline app.
    for (const file of ['fr/pagefind/pagefind.js', 'fr/sitemap.xml', 'fr/sw.js']) expect(existsSync(path.join(site, 'out', file)), file).toBe(true);
    expect(await page('fr/sitemap.xml')).toContain('<loc>https://example.test/fr/docs/apis/core/dml</loc>');
    expect(await page('sitemap.xml')).not.toContain('/fr/');
  });

  it('takes a translated doc or page in place of the original, and the original where there is none', async () => {
    const intro = await page('fr/docs.html');
    expect(intro).toContain('<h1>Bienvenue</h1>');
    // Its link to a doc that has no translation leads to that doc in French.
    expect(intro).toContain('href="/fr/docs/apis/core/dml#queries"');
    expect(await page('docs.html')).toContain('<h1>Welcome</h1>');
    expect(await page('fr/docs/apis/core/dml.html')).toContain('<h1>Data manipulation</h1>');
    expect(await page('fr/hello.html')).toContain('Une page traduite.');
  });

  it("labels the sidebar, the version, the navbar and the footer from the locale's translation files, and keeps the addresses", async () => {
    const dml = await page('fr/docs/apis/core/dml.html');
    expect(dml).toMatch(/menu__link--sublist[^>]*>Interfaces</);
    expect(dml).toMatch(/menu__link--sublist[^>]*>Guides pratiques</);
    expect(dml).toMatch(/navbar__link[^>]*>principale</);
    expect(dml).toMatch(/navbar__link[^>]*>Documentation</);
    expect(dml).toContain('footer__title">Plus<');
    expect(dml).toContain('Droits réservés 2022');
    // The generated index keeps its English slug and takes the translated label as its title.
    expect(await page('fr/docs/category/apis.html')).toMatch(/<h1[^>]*>Interfaces<\/h1>/);
    const english = await page('docs/apis/core/dml.html');
    expect(english).toMatch(/menu__link--sublist[^>]*>APIs</);
    expect(english).toContain('footer__title">More<');
  });

  it("links each page to itself in the other language, from the language menu and the head's alternates", async () => {
    const english = await page('docs/apis/core/dml.html');
    expect(english).toContain('href="/fr/docs/apis/core/dml" class="dropdown__link" hrefLang="fr-FR" lang="fr-FR">Français<');
    const french = await page('fr/docs/apis/core/dml.html');
    expect(french).toContain('href="/docs/apis/core/dml" class="dropdown__link" hrefLang="en-AU" lang="en-AU">English<');
    // Each home page is its base URL, with its slash: not an address the server has to redirect.
    expect(await page('index.html')).toContain('href="/fr/" class="dropdown__link" hrefLang="fr-FR"');
    expect(await page('fr/index.html')).toContain('href="/" class="dropdown__link" hrefLang="en-AU"');
    const alternates = [
      '<link rel="alternate" href="https://example.test/docs/apis/core/dml" hreflang="en-AU" data-docgen-head="">',
      '<link rel="alternate" href="https://example.test/fr/docs/apis/core/dml" hreflang="fr-FR" data-docgen-head="">',
      '<link rel="alternate" href="https://example.test/docs/apis/core/dml" hreflang="x-default" data-docgen-head="">',
    ];
    for (const html of [english, french]) for (const link of alternates) expect(html).toContain(link);
    // In the page's data too, whose head tags the client router writes on each navigation.
    expect(french).toContain(`{"html":${JSON.stringify(alternates[0])}}`.replace(/</g, '\\u003c'));
    // Open Graph's names of the page's language and the others, as Docusaurus writes them.
    expect(english).toMatch(/<meta property="og:locale" content="en_AU">[\s\S]*<meta property="og:locale:alternate" content="fr_FR">/);
    expect(french).toMatch(/<meta property="og:locale" content="fr_FR">[\s\S]*<meta property="og:locale:alternate" content="en_AU">/);
    expect(french).not.toContain('og:locale:alternate" content="fr_FR"');
    expect(await page('fr/404.html')).not.toContain('rel="alternate"');
    // The not-found page, served for any address, leads to each language's home page.
    expect(await page('fr/404.html')).toContain('href="/" class="dropdown__link" hrefLang="en-AU"');
  });

  it('passes the link check across both languages', async () => {
    let report = '';
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((report += String(chunk)), true));
    try {
      const exitCode = await checkLinksCommand({ dir: path.join(site, 'out'), external: false, json: false, concurrency: 8, timeout: 5000 });
      stdout.mockRestore();
      expect(exitCode, report).toBe(0);
    } finally {
      stdout.mockRestore();
    }
    expect(report).toContain('No broken internal links.');
  });

  it("builds again from each locale's cache, keeping the other locale's pages while the default one's output is replaced", async () => {
    const frenchPage = path.join(site, 'out/fr/docs/apis/core/dml.html');
    const before = statSync(frenchPage);
    const again = await runBuild(site);
    expect(again.exitCode, again.printed).toBe(0);
    // Taken from the output as it was: the same file, not written again.
    const after = statSync(frenchPage);
    expect(after.ino).toBe(before.ino);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(existsSync(path.join(site, '.docgen-cache/build-fr.v8'))).toBe(true);
  }, 120_000);
});

describe("a locale whose folder of translations has a name of its own", () => {
  it('reads its translations from that folder, writes its pages under its code, and keeps them through the next build', async () => {
    const site = await twoLocaleSite();
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr'", "htmlLang: 'fr-FR', calendar: 'gregory', path: 'francais'"));
    await rename(path.join(site, 'i18n/fr'), path.join(site, 'i18n/francais'));
    expect((await runBuild(site)).exitCode).toBe(0);
    const intro = path.join(site, 'out/fr/docs.html');
    expect(await readFile(intro, 'utf8')).toContain('<h1>Bienvenue</h1>');
    const before = statSync(intro);
    expect((await runBuild(site)).exitCode).toBe(0);
    expect(statSync(intro).ino).toBe(before.ino);
  }, 180_000);
});

describe('a build of one locale', () => {
  it('writes it alone at the base URL, into the output folder itself', async () => {
    const site = await twoLocaleSite();
    const built = await runBuild(site, { locale: 'fr' });
    expect(built.exitCode, built.printed).toBe(0);
    expect(built.printed).toMatch(/Built \d+ pages in /);
    const intro = await readFile(path.join(site, 'out/docs.html'), 'utf8');
    expect(intro).toContain('<html lang="fr-FR"');
    expect(intro).toContain('<h1>Bienvenue</h1>');
    expect(intro).toContain('href="/docs/apis/core/dml#queries"');
    expect(existsSync(path.join(site, 'out/fr'))).toBe(false);
  }, 120_000);

  it('names the locales there are when given one that is not', async () => {
    const site = await twoLocaleSite();
    const built = await runBuild(site, { locale: 'de' });
    expect(built.exitCode).toBe(1);
    expect(built.printed).toContain('site.config.ts:7: Unknown locale "de": the config\'s i18n.locales are "en-AU", "fr".');
  });
});

describe('edit links of translated docs', () => {
  it("lead to the translation with editLocalizedFiles, and to the original for a doc without one", async () => {
    const site = await twoLocaleSite();
    const config = path.join(site, 'site.config.ts');
    const editing = "sidebarPath: 'sidebars/docs.json', editUrl: 'https://git.example.test/site/edit/main/content', editLocalizedFiles: true,";
    await writeFile(config, (await readFile(config, 'utf8')).replace("sidebarPath: 'sidebars/docs.json',", editing));
    const built = await runBuild(site);
    expect(built.exitCode, built.printed).toBe(0);
    const edit = async (file: string) => /href="([^"]+)"[^>]*>(?:<[^>]+>)*Edit this page|href="([^"]+)"[^>]*>(?:<[^>]+>)*Éditer cette page/.exec(await readFile(path.join(site, 'out', file), 'utf8'))?.slice(1).find(Boolean);
    expect(await edit('fr/docs.html')).toBe('https://git.example.test/site/edit/main/i18n/fr/docusaurus-plugin-content-docs/current/intro.md');
    expect(await edit('fr/docs/apis/core/dml.html')).toBe('https://git.example.test/site/edit/main/content/docs/01-apis/core/dml.md');
    expect(await edit('docs.html')).toBe('https://git.example.test/site/edit/main/content/docs/intro.md');
  }, 180_000);
});

describe('a translated blog', () => {
  it("takes the translated posts and the blog's translated titles, below the locale's base URL", async () => {
    const site = await copyFixture('blog-site');
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("  baseUrl: '/notes/',", `  baseUrl: '/notes/',\n${LOCALES}`));
    const blog = path.join(site, 'i18n/fr/docusaurus-plugin-content-blog');
    const original = await readFile(path.join(site, 'content/blog/2024-01-09-new-year.md'), 'utf8');
    await write(path.join(blog, '2024-01-09-new-year.md'), original.replace('title: Plans for the new year', 'title: Projets pour la nouvelle année'));
    await write(path.join(blog, 'options.json'), JSON.stringify({ title: { message: 'Le blog' }, 'sidebar.title': { message: 'Articles récents' } }));
    const built = await runBuild(site);
    expect(built.exitCode, built.printed).toBe(0);
    const post = await readFile(path.join(site, 'out/fr/blog/2024/01/09/new-year.html'), 'utf8');
    expect(post).toContain('<h1 class="blogPostTitle">Projets pour la nouvelle année</h1>');
    // Its link to a post without a translation leads to that post in French.
    expect(post).toContain('href="/notes/fr/blog/2024/03/18/plugin-checks"');
    const list = await readFile(path.join(site, 'out/fr/blog.html'), 'utf8');
    expect(list).toContain('<title>Le blog | Plugin Notes</title>');
    expect(list).toContain('Articles récents');
    expect(await readFile(path.join(site, 'out/blog.html'), 'utf8')).toContain('Recent posts');
    // Its edit link is the original's, as in Docusaurus, unless editLocalizedFiles asks for the translation's.
    expect(post).toContain('href="https://git.example.test/notes/edit/main/content/blog/2024-01-09-new-year.md"');
    await writeFile(config, (await readFile(config, 'utf8')).replace('  blog: {', '  blog: {\n    editLocalizedFiles: true,'));
    expect((await runBuild(site)).exitCode).toBe(0);
    const translatedEdit = await readFile(path.join(site, 'out/fr/blog/2024/01/09/new-year.html'), 'utf8');
    expect(translatedEdit).toContain('href="https://git.example.test/notes/edit/main/i18n/fr/docusaurus-plugin-content-blog/2024-01-09-new-year.md"');
    // A post without a translation keeps its own.
    expect(await readFile(path.join(site, 'out/fr/blog/2024/05/02/release-day.html'), 'utf8')).toContain('href="https://git.example.test/notes/edit/main/content/blog/2024-05-02-release-day.md"');
  }, 180_000);
});

describe('docgen serve --locale', () => {
  it("serves that locale's pages below its base URL", async () => {
    const site = await twoLocaleSite();
    const serve = await startServe(site, { args: ['--locale', 'fr'] });
    try {
      const html = await pageOnceItHas(serve, '/fr/docs', 'Bienvenue');
      expect(html).toContain('<html lang="fr-FR"');
      expect(html).toContain('<h1>Bienvenue</h1>');
      const dml = await pageOnceItHas(serve, '/fr/docs/apis/core/dml', 'Data manipulation');
      expect(dml).toMatch(/menu__link--sublist[^>]*>Interfaces</);
      // A save of the translated doc rewrites its page alone; a translation file made while serve runs is read by the next build.
      const intro = path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md');
      save(intro, (await readFile(intro, 'utf8')).replace('Texte.', 'La page modifiée.'));
      expect(await pageOnceItHas(serve, '/fr/docs', 'La page modifiée.')).toContain('La page modifiée.');
      await until(() => /^Updated \/fr\/docs in \d+ ms$/m.test(serve.output()), `the page to be rewritten alone:\n${serve.output()}`);
      const lock = path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current/01-apis/core/lock.md');
      await write(lock, '# Verrous\n\nUne traduction ajoutée.\n');
      expect(await pageOnceItHas(serve, '/fr/docs/apis/core/lock', 'Une traduction ajoutée.')).toContain('<h1>Verrous</h1>');
    } finally {
      await stop(serve.child);
    }
  }, 180_000);
});
