// A site in another language than English: the theme's strings come from
// Docusaurus's translations for it and from the site's i18n/<locale>/code.json,
// whose messages win, in the shell, in what Markdown's compiler writes
// (admonitions, code blocks, heading links; in a worker thread, see
// compile-pool.test.ts) and in the data the browser renders with. An English
// site ships no catalogue.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '../../src/render/document-ids.ts';
import type { SiteData } from '../../src/shared/page-data.ts';
import { BuildError } from '../../src/shared/errors.ts';
import { addMiniSiteSettings, build, cachedBuild, copyFixture, tempDir } from '../helpers/build.ts';
import { pageOnceItHas, startServe, stop, until } from '../helpers/serve-process.ts';

const FRENCH = "  i18n: { defaultLocale: 'fr', locales: ['fr'], localeConfigs: { fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr' } } },";

/** The site data a built page carries for the browser. */
function siteDataOf(html: string): SiteData {
  const json = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html)![1]!;
  return (JSON.parse(json) as { site: SiteData }).site;
}

async function frenchSite(codeJson: unknown): Promise<string> {
  const site = await copyFixture('mini-site');
  await addMiniSiteSettings(site, FRENCH);
  await mkdir(path.join(site, 'i18n/fr'), { recursive: true });
  await writeFile(path.join(site, 'i18n/fr/code.json'), typeof codeJson === 'string' ? codeJson : JSON.stringify(codeJson, null, 2));
  return site;
}

describe('a site in French', () => {
  let site: string;
  const page = (route: string) => readFile(path.join(site, 'out', `${route}.html`), 'utf8');

  beforeAll(async () => {
    site = await frenchSite({
      'theme.docs.breadcrumbs.home': { message: 'Accueil du site', description: 'The home icon of the breadcrumbs' },
      'guides.welcome': { message: 'Bienvenue, {name} !' },
      'guides.more': { message: 'Lisez {link}.' },
      // Known by its message, as a message without an id is.
      'Read on': { message: 'Lisez la suite' },
    });
    await writeFile(
      path.join(site, 'content/docs/guides/greeting.mdx'),
      "import Translate, { translate } from '@docusaurus/Translate';\n\n# Greeting\n\n<Translate id=\"guides.welcome\" values={{ name: 'Ada' }}>Welcome, {name}!</Translate> {translate({ message: 'Read on' })}. <Translate id=\"guides.more\" values={{ link: <a href=\"/docs\">the guide</a> }}>Read {link}.</Translate> <Translate id=\"guides.missing\">Not translated yet.</Translate>\n",
    );
    await cachedBuild(site);
  }, 120_000);

  it("writes the shell's strings from Docusaurus's French, and the site's code.json over them", async () => {
    const html = await page('docs/apis/core/dml');
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('aria-label="Accueil du site"');
    expect(html).toContain('>Suivant<');
    expect(html).toContain('aria-label="Basculer entre le mode sombre et clair (actuellement mode clair)"');
  });

  it("gives content and the site's components its code.json's translations of their messages, by id or by message", async () => {
    expect(await page('docs/guides/greeting')).toContain('<p>Bienvenue, Ada ! Lisez la suite. Lisez <a href="/docs">the guide</a>. Not translated yet.</p>');
  });

  it("writes the Markdown compiler's strings in French too: admonitions, code blocks and heading links", async () => {
    const writing = await page('docs/guides/writing');
    expect(writing).toMatch(/admonitionHeading"><span class="admonitionIcon"><\/span>remarque/);
    const dml = await page('docs/apis/core/dml');
    expect(dml).toContain('aria-label="Copier le code"');
    expect(dml).toContain('aria-label="Lien direct vers Queries" title="Lien direct vers Queries"');
  });

  it('gives the browser the same strings to render with, and an English site none', async () => {
    const { translations } = siteDataOf(await page('docs/apis/core/dml'));
    expect(translations?.locale).toBe('fr');
    expect(translations?.messages['theme.docs.breadcrumbs.home']).toBe('Accueil du site');
    expect(translations?.messages['theme.docs.paginator.next']).toBe('Suivant');
    const english = await copyFixture('mini-site');
    const out = path.join(await tempDir('english'), 'out');
    await build(path.join(english, 'site.config.ts'), out);
    expect(siteDataOf(await readFile(path.join(out, 'docs/apis/core/dml.html'), 'utf8')).translations).toBeUndefined();
  }, 120_000);

  it('takes an edited code.json in the next build, its cache notwithstanding', async () => {
    await writeFile(path.join(site, 'i18n/fr/code.json'), JSON.stringify({ 'theme.docs.breadcrumbs.home': { message: "Page d'accueil du site" }, 'theme.admonition.note': 'nota bene' }));
    await cachedBuild(site);
    expect(await page('docs/apis/core/dml')).toContain('aria-label="Page d&#x27;accueil du site"');
    expect(await page('docs/guides/writing')).toMatch(/admonitionIcon"><\/span>nota bene/);
  }, 120_000);
});

describe("a site's code.json that cannot be read", () => {
  it('is an error naming the file, at the line of an id without a message', async () => {
    const site = await frenchSite('{\n  "theme.docs.paginator.next": { "message": "Suivant" },\n  "theme.docs.paginator.previous": { "description": "no message" }\n}\n');
    const error = await build(path.join(site, 'site.config.ts'), path.join(await tempDir('bad-code-json'), 'out')).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).message).toBe('The translation of "theme.docs.paginator.previous" has no message: give it as { "message": "…" }.');
    expect((error as BuildError).location).toEqual({ file: path.join(site, 'i18n/fr/code.json'), line: 3 });
  }, 120_000);

  it('is an error naming the file when it is not JSON', async () => {
    const site = await frenchSite('{ "theme.docs.paginator.next": ');
    await expect(build(path.join(site, 'site.config.ts'), path.join(await tempDir('bad-json'), 'out'))).rejects.toThrow(/The translations file is not valid JSON/);
  }, 120_000);
});

describe('docgen serve on a site in French', () => {
  it('reads a code.json made or edited while it runs in its next build', async () => {
    const site = await frenchSite({});
    // Its folder, without the file yet.
    await rm(path.join(site, 'i18n/fr/code.json'));
    const serve = await startServe(site);
    try {
      await until(() => /^Built \d+ pages/m.test(serve.output()), 'the first build', 120_000);
      const codeJson = path.join(site, 'i18n/fr/code.json');
      await writeFile(codeJson, JSON.stringify({ 'theme.docs.breadcrumbs.home': { message: 'Accueil du site' } }));
      expect(await pageOnceItHas(serve, '/docs/apis/core/dml', 'aria-label="Accueil du site"')).toContain('aria-label="Accueil du site"');
    } finally {
      await stop(serve.child);
    }
  }, 180_000);
});
