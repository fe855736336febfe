import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, copyFixture, FIXTURES, listFiles, tempDir } from '../helpers/build.ts';

describe('building the mini-site fixture', () => {
  let outDir: string;
  let routes: string[];
  let files: string[];
  const html = (file: string) => readFile(path.join(outDir, file), 'utf8');

  beforeAll(async () => {
    outDir = path.join(await tempDir('mini'), 'out');
    const result = await build(path.join(FIXTURES, 'mini-site/site.config.ts'), outDir);
    routes = result.routes.map((route) => route.path).sort();
    files = await listFiles(outDir);
  });

  it('creates exactly the expected routes', () => {
    expect(routes).toEqual([
      '/',
      '/404',
      '/docs',
      '/docs/1.0',
      '/docs/apis/core/dml',
      '/docs/apis/core/lock',
      '/docs/category/apis',
      '/docs/guides/components',
      '/docs/guides/writing',
      '/docs/tags',
      '/docs/tags/api',
      '/docs/tags/getting-started',
      '/general',
      '/hello',
      '/search',
      '/versions',
    ]);
  });

  it('writes valid HTML on every page: html-validate finds nothing against the HTML standard', async () => {
    // Its standard rules (content models, nesting, attributes and their values, ids), and ids that ARIA
    // attributes and labels name: what a browser would repair (moving nodes React then fails to hydrate)
    // or a screen reader misread. Not its rules of style and of accessibility beyond that (axe-core's tests).
    const validator = new HtmlValidate({ root: true, extends: ['html-validate:standard'], rules: { 'no-missing-references': 'error' } });
    const pages = files.filter((file) => file.endsWith('.html'));
    expect(pages).toHaveLength(routes.length);
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateString(await html(page), page);
      for (const { messages } of report.results) for (const { line, column, ruleId, message } of messages) problems.push(`${page}:${line}:${column} ${ruleId}: ${message}`);
    }
    expect(problems).toEqual([]);
  });

  it("the search page's form sends its query to the page itself, with no empty action, which HTML does not allow", async () => {
    const form = /<form class="searchQueryForm"[^>]*>/.exec(await html('search.html'))?.[0];
    expect(form).toContain('method="get"');
    expect(form).not.toContain('action');
  });

  it('writes a data chunk for every route, for the client router', async () => {
    for (const route of routes) {
      const file = `_data/${route === '/' ? 'index' : route.slice(1)}.json`;
      expect(files, route).toContain(file);
      const chunk = JSON.parse(await html(file)) as { page: { path: string }; contentHtml: string; buildId: string };
      expect(chunk.page.path).toBe(route);
      expect(chunk.buildId).toMatch(/^[0-9a-f]{12}$/);
    }
    expect(JSON.parse(await html('_data/docs/apis/core/dml.json')).contentHtml).toContain('Reading and writing records.');
  });

  it('writes a search index of the doc and Markdown pages, without Pagefind\'s own interfaces', async () => {
    expect(files).toContain('pagefind/pagefind.js');
    const entry = JSON.parse(await html('pagefind/pagefind-entry.json')) as { languages: Record<string, { page_count: number }> };
    // Five current docs, the 1.0 intro, the general index and the hello page; not component, tag, index, search or 404 pages.
    expect(Object.values(entry.languages).map((language) => language.page_count)).toEqual([8]);
    expect(files.filter((file) => /^pagefind\/pagefind-(component-|modular-)?ui\./.test(file))).toEqual([]);
  });

  it('writes each route as path.html (trailingSlash false) plus the site files', () => {
    for (const file of ['index.html', '404.html', 'docs.html', 'docs/1.0.html', 'docs/apis/core/dml.html', 'docs/category/apis.html', 'sitemap.xml', 'robots.txt', 'manifest.json']) {
      expect(files).toContain(file);
    }
    expect(files.some((file) => /^assets\/js\/main\.[A-Z0-9]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^assets\/css\/styles\.[A-Z0-9]+\.css$/.test(file))).toBe(true);
    expect(files.filter((file) => file.endsWith('/index.html'))).toEqual([]);
  });

  it('renders a complete document with the shell and the page content', async () => {
    const page = await html('docs/apis/core/dml.html');
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="en-AU" dir="ltr"/);
    expect(page).toContain('<title>Data manipulation | Mini Site</title>');
    expect(page).toContain('<meta name="description" content="Reading and writing records.">');
    expect(page).toContain('<link rel="canonical" href="https://example.test/docs/apis/core/dml">');
    // A site of one language names it for search engines too, as Docusaurus does.
    expect(page).toContain('<link rel="alternate" href="https://example.test/docs/apis/core/dml" hreflang="en-AU" data-docgen-head="">');
    expect(page).toContain('<link rel="alternate" href="https://example.test/docs/apis/core/dml" hreflang="x-default" data-docgen-head="">');
    expect(page).toContain('class="skipToContent"');
    expect(page).toMatch(/<h1>Data manipulation<\/h1>/);
    // TOC with the explicit heading id, code block with its title and highlighted line.
    expect(page).toContain('href="#queries"');
    expect(page).toContain('<div class="codeBlockTitle">example.php</div>');
    expect(page.match(/theme-code-block-highlighted-line/g)).toHaveLength(1);
    // Sidebar: the active doc, and the category with its generated index link.
    expect(page).toMatch(/<a href="\/docs\/apis\/core\/dml" class="menu__link menu__link--active" aria-current="page">Data manipulation<\/a>/);
    // The categories on the way to it are active too, as in Docusaurus (for a site's CSS), but not the current page.
    expect(page).toContain('<a href="/docs/category/apis" class="menu__link menu__link--sublist menu__link--active">APIs</a>');
    expect(page).toContain('<button type="button" class="clean-btn menu__link menu__link--sublist menu__link--sublist-caret menu__link--active" aria-expanded="true">core</button>');
    expect(page).toContain('href="/docs/category/apis"');
    // Breadcrumbs (the home icon leads to the site's home page) and pagination.
    expect(page).toContain('<a href="/" class="breadcrumbs__link breadcrumbHomeIcon" aria-label="Home page">');
    expect(page).toMatch(/class="breadcrumbs__item breadcrumbs__item--active" aria-current="page"><span class="breadcrumbs__link">Data manipulation<\/span>/);
    expect(page).toContain('<a href="/docs/apis/core/lock" class="pagination-nav__link pagination-nav__link--prev">');
    // Tags in the doc footer.
    expect(page).toContain('href="/docs/tags/api"');
    // Version dropdown links to the other version's main doc.
    expect(page).toContain('<a href="/docs/1.0" class="dropdown__link">1.0</a>');
  });

  it('resolves relative .md links to routes and keeps the anchor', async () => {
    expect(await html('docs.html')).toContain('<a href="/docs/apis/core/dml#queries">the DML page</a>');
  });

  it('renders MDX components at build time', async () => {
    const page = await html('docs/guides/writing.html');
    expect(page).toContain('role="tablist"');
    expect(page).toMatch(/role="tabpanel" id="[^"]+" aria-labelledby="[^"]+" class="tab-panel" data-value="js" data-label="JavaScript" hidden=""/);
    expect(page).toContain('alert--secondary');
    // A link to a local file publishes it under a content-hashed name.
    expect(page).toMatch(/<a href="\/assets\/files\/sample-[0-9a-f]{8}\.csv" target="_blank" rel="noopener noreferrer">the sample data<\/a>/);
    expect(files.some((file) => /^assets\/files\/sample-[0-9a-f]{8}\.csv$/.test(file))).toBe(true);
  });

  it('renders generated index cards, tag pages and the not-found page', async () => {
    const index = await html('docs/category/apis.html');
    expect(index).toContain('<h1 class="title">APIs</h1>');
    expect(index).toMatch(/href="\/docs\/apis\/core\/lock"/);
    const tag = await html('docs/tags/api.html');
    expect(tag).toContain('<h1>2 docs tagged with &quot;API&quot;</h1>');
    // Its heading is its title, as in Docusaurus.
    expect(tag).toContain('<title>2 docs tagged with &quot;API&quot; | Mini Site</title>');
    const notFound = await html('404.html');
    expect(notFound).toContain('Page Not Found');
    expect(notFound).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('shows a notice above the docs of an older version, leading to the same doc in the latest version, and none on the latest', async () => {
    const old = await html('docs/1.0.html');
    const banner = /<div class="theme-doc-version-banner alert alert--warning" role="alert">(.*?)<\/div><div class="docItemContainer">/.exec(old)?.[1];
    expect(banner?.replace(/<!-- -->/g, '')).toBe('<div>This is documentation for Mini Site 1.0, which is no longer actively maintained.</div><div>For up-to-date documentation, see the <b><a href="/docs">latest version</a></b> (main).</div>');
    expect(await html('docs.html')).not.toContain('theme-doc-version-banner');
  });

  it('renders React component pages and Markdown pages', async () => {
    expect(await html('index.html')).toContain('<h1>Mini home</h1>');
    expect(await html('hello.html')).toContain('<h1>Hello page</h1>');
  });

  it('inlines the page data for hydration, escaped for a script element', async () => {
    const page = await html('docs/apis/core/dml.html');
    const json = /<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(page)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</');
    const data = JSON.parse(json!);
    expect(data.page.kind).toBe('doc');
    expect(data.page.docs.versionName).toBe('current');
    // The sidebar is in a file of its own, shared by the pages that show it, which the page preloads.
    expect(data.page.docs.sidebar).toBeUndefined();
    expect(page).toContain(`<link rel="preload" href="${data.page.docs.sidebarUrl}" as="fetch" crossorigin>`);
    const sidebar = JSON.parse(await html(data.page.docs.sidebarUrl.slice(1))) as { label: string }[];
    expect(sidebar.map((item) => item.label)).toEqual(['Welcome', 'APIs', 'Guides']);
  });

  it('lists indexable routes in the sitemap', async () => {
    const sitemap = await html('sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.test/docs/apis/core/dml</loc>');
    expect(sitemap).not.toContain('/404');
  });
});

/** Builds a copy of the mini site whose config has `from` replaced by `to`; the output folder and the build's routes. */
async function buildWithConfig(from: string, to: string): Promise<{ outDir: string; routes: string[] }> {
  const site = await copyFixture('mini-site');
  const config = path.join(site, 'site.config.ts');
  const text = await readFile(config, 'utf8');
  expect(text).toContain(from);
  await writeFile(config, text.replace(from, to));
  const outDir = path.join(site, 'out');
  const result = await build(config, outDir);
  return { outDir, routes: result.routes.map((route) => route.path) };
}

describe('the notice on the docs of an unreleased version', () => {
  it('says so, and leads to the same doc in the latest version', async () => {
    const { outDir } = await buildWithConfig("lastVersion: 'current'", "lastVersion: '1.0'");
    const next = await readFile(path.join(outDir, 'docs/next.html'), 'utf8');
    expect(next.replace(/<!-- -->/g, '')).toContain('<div>This is unreleased documentation for Mini Site main version.</div><div>For up-to-date documentation, see the <b><a href="/docs">latest version</a></b> (1.0).</div>');
    expect(await readFile(path.join(outDir, 'docs.html'), 'utf8')).not.toContain('theme-doc-version-banner');
  });
});

describe("a docs instance with Docusaurus's defaults and its options to leave parts out", () => {
  it("reads 'docs' at /docs without path or routeBasePath; sidebarPath: false gives no sidebar, breadcrumbs: false no breadcrumbs", async () => {
    const { outDir, routes } = await buildWithConfig("{ id: 'default', path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars/docs.json',", "{ id: 'default', sidebarPath: false, breadcrumbs: false,");
    expect(routes).toContain('/docs/guides/writing');
    const writing = await readFile(path.join(outDir, 'docs/guides/writing.html'), 'utf8');
    expect(writing).toContain('<h1>Writing</h1>');
    expect(writing).toContain('docMainContainer--no-sidebar');
    expect(writing).not.toContain('docSidebarContainer');
    expect(writing).not.toContain('theme-doc-breadcrumbs');
    // The old version keeps the sidebar of its own file, and has no breadcrumbs either.
    const old = await readFile(path.join(outDir, 'docs/1.0.html'), 'utf8');
    expect(old).toContain('docSidebarContainer');
    expect(old).not.toContain('theme-doc-breadcrumbs');
  });
});

describe("a docs version dropdown as Docusaurus's theme has it", () => {
  it('is on every page, labelled with the version read there, else the latest, each version linking to its main doc elsewhere', async () => {
    const { outDir } = await buildWithConfig("docsPagesOnly: true, ", '');
    const dropdownOf = async (file: string) => {
      const html = await readFile(path.join(outDir, file), 'utf8');
      const dropdown = /<div class="navbar__item dropdown[^"]*docsVersionDropdown[^"]*">([\s\S]*?)<\/ul><\/div>/.exec(html)?.[1];
      return dropdown === undefined
        ? undefined
        : { label: />([^<]+)<\/a><ul/.exec(dropdown)?.[1], button: /<a href="([^"]+)"[^>]*role="button"/.exec(dropdown)?.[1], links: [...dropdown.matchAll(/<a href="([^"]+)"[^>]*class="dropdown__link[^"]*"[^>]*>([^<]+)</g)].map(([, href, label]) => `${label} ${href}`) };
    };
    // A page of another docs set, a tags page and the home page: the latest version, its main docs.
    for (const file of ['general.html', 'docs/tags.html', 'index.html']) {
      expect(await dropdownOf(file), file).toEqual({ label: 'main', button: '/docs', links: ['main /docs', '1.0 /docs/1.0', 'All versions /versions'] });
    }
    // A doc of version 1.0: that version, and the same doc in each.
    expect((await dropdownOf('docs/1.0.html'))?.label).toBe('1.0');
    // A doc that is not its version's main doc: its entry links to it, the button to the version's main doc.
    expect(await dropdownOf('docs/apis/core/lock.html')).toEqual({ label: 'main', button: '/docs', links: ['main /docs/apis/core/lock', '1.0 /docs/1.0', 'All versions /versions'] });
  });
});

describe('a docs version dropdown with one version to offer', () => {
  it('is a plain link to that version, as in Docusaurus', async () => {
    const dropdown = "{ type: 'docsVersionDropdown', position: 'right', docsPagesOnly: true, dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }] },";
    const { outDir } = await buildWithConfig(dropdown, `${dropdown}\n      { type: 'docsVersionDropdown', docsPluginId: 'general', position: 'right' },`);
    const general = await readFile(path.join(outDir, 'general.html'), 'utf8');
    expect(general).toContain('<a href="/general" class="navbar__item navbar__link">Next</a>');
    expect(general).not.toMatch(/class="[^"]*docsVersionDropdown/);
  });
});

describe("keeping search engines away, with Docusaurus's noIndex", () => {
  it("on a docs version: its pages say noindex, nofollow and leave the sitemap, with the version's own <html> class; a page's own robots meta counts too", async () => {
    const site = await copyFixture('mini-site');
    const config = path.join(site, 'site.config.ts');
    const text = await readFile(config, 'utf8');
    await writeFile(config, text.replace("versions: { current: { label: 'main' } }", "versions: { current: { label: 'main' }, '1.0': { noIndex: true, className: 'legacy-docs' } }"));
    await writeFile(path.join(site, 'content/pages/hidden.md'), '# Hidden\n\n<head>\n  <meta name="robots" content="noindex" />\n</head>\n\nNot for search engines.\n');
    const outDir = path.join(site, 'out');
    await build(config, outDir);
    const page = (route: string) => readFile(path.join(outDir, `${route}.html`), 'utf8');

    const old = await page('docs/1.0');
    expect(old).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(old).toMatch(/<html lang="en-AU" dir="ltr" data-theme="light" class="legacy-docs plugin-docs plugin-id-default docs-wrapper docs-doc-page page-doc"/);
    const current = await page('docs/apis/core/dml');
    expect(current).not.toContain('name="robots"');
    expect(current).toMatch(/<html lang="en-AU" dir="ltr" data-theme="light" class="docs-version-current plugin-docs plugin-id-default docs-wrapper docs-doc-page page-doc"/);

    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    const locations = [...sitemap.matchAll(/<loc>https:\/\/example\.test([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain('/docs/apis/core/dml');
    expect(locations).toContain('/hello');
    for (const unlisted of ['/docs/1.0', '/hidden', '/search', '/404']) expect(locations).not.toContain(unlisted);
  });

  it('on the whole site: every page says noindex, nofollow, and there is no sitemap for robots.txt to name', async () => {
    const { outDir } = await buildWithConfig("  favicon: 'img/favicon.svg',", "  favicon: 'img/favicon.svg',\n  noIndex: true,");
    for (const route of ['index', 'docs/apis/core/dml', 'docs/1.0', 'docs/tags', 'hello', 'search', '404']) {
      expect(await readFile(path.join(outDir, `${route}.html`), 'utf8'), route).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    const files = await listFiles(outDir);
    expect(files).not.toContain('sitemap.xml');
    expect(await readFile(path.join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n');
  });
});

describe("a standalone Markdown page's front matter, as Docusaurus's pages plugin reads it", () => {
  it('gives it a table of contents beside the text, its wrapper class, keywords and image; hide_table_of_contents hides the table', async () => {
    const site = await copyFixture('mini-site');
    const pages = path.join(site, 'content/pages');
    await writeFile(
      path.join(pages, 'guide.md'),
      '---\ntitle: Plugin guide\nwrapperClassName: guideWrapper\nkeywords: [plugins, guide]\nimage: /img/favicon.svg\ntoc_max_heading_level: 2\n---\n\n# Plugin guide\n\n## Getting started\n\nFirst steps.\n\n### A detail\n\nMore.\n\n## Next steps\n\nLater.\n',
    );
    await writeFile(path.join(pages, 'plain.md'), '---\nhide_table_of_contents: true\n---\n\n# Plain\n\n## A section\n\nText.\n');
    const outDir = path.join(site, 'out');
    await build(path.join(site, 'site.config.ts'), outDir);

    const guide = await readFile(path.join(outDir, 'guide.html'), 'utf8');
    expect(guide).toContain('<div class="main-wrapper guideWrapper">');
    expect(guide).toContain('<meta name="keywords" content="plugins,guide">');
    expect(guide).toContain('<meta property="og:image" content="https://example.test/img/favicon.svg">');
    const toc = /<div class="col col--2 tocColumn">(.*?)<\/div><\/div><\/main>/s.exec(guide)?.[1];
    expect([...(toc ?? '').matchAll(/<a href="#([^"]+)"/g)].map((match) => match[1])).toEqual(['getting-started', 'next-steps']);

    const plain = await readFile(path.join(outDir, 'plain.html'), 'utf8');
    expect(plain).not.toContain('tocColumn');
    expect(plain).toContain('<div class="main-wrapper">');
    // A page without headings for a table has none either.
    expect(await readFile(path.join(outDir, 'hello.html'), 'utf8')).not.toContain('tocColumn');
  });

  it('is checked: a wrong value is an error at its line', async () => {
    const site = await copyFixture('mini-site');
    await writeFile(path.join(site, 'content/pages/wrong.md'), '---\ntitle: Wrong\ntoc_min_heading_level: 7\n---\n\n# Wrong\n');
    const failure = await build(path.join(site, 'site.config.ts'), path.join(site, 'out')).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(failure?.message).toMatch(/^Invalid front matter "toc_min_heading_level": /);
    expect((failure as { location?: unknown }).location).toEqual({ file: path.join(site, 'content/pages/wrong.md'), line: 3 });
  });
});
