// Unlisted docs and Markdown pages (front matter `unlisted: true`, as in
// Docusaurus 3): built, and reached by their address, but kept out of the
// sidebar (but their own page's), the pagination, the tags' lists, a
// category's cards, the sitemap, search and search engines, with a notice
// saying so.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, copyFixture, tempDir } from '../helpers/build.ts';

describe('unlisted docs', () => {
  let out: string;
  const page = (route: string) => readFile(path.join(out, `${route}.html`), 'utf8');
  /** The page's docs data, as its HTML carries it for the client. */
  const docsData = async (route: string) => (JSON.parse(/<script id="__docgen_data" type="application\/json">([^<]*)<\/script>/.exec(await page(route))![1]!) as { page: { docs: { sidebarUrl: string; breadcrumbs: { label: string; href?: string }[] } } }).page.docs;
  /** The sidebar file a docs page names. */
  const sidebarOf = async (route: string) => readFile(path.join(out, (await docsData(route)).sidebarUrl), 'utf8');
  /** The page's pagination links, previous then next. */
  const pagination = async (route: string) => [...(await page(route)).matchAll(/<a\b[^>]*class="pagination-nav__link[^"]*"[^>]*>/g)].map(([link]) => /href="([^"]+)"/.exec(link)![1]);

  beforeAll(async () => {
    const site = await copyFixture('mini-site');
    const lock = path.join(site, 'content/docs/01-apis/core/lock.md');
    await writeFile(lock, (await readFile(lock, 'utf8')).replace('sidebar_position: 1\n', 'sidebar_position: 1\nunlisted: true\ntags: [API, Locking]\n'));
    await writeFile(path.join(site, 'content/pages/draft-notes.md'), '---\ntitle: Draft notes\nunlisted: true\n---\n# Draft notes\n\nNot linked from anywhere yet.\n');
    out = path.join(await tempDir('unlisted'), 'out');
    await build(path.join(site, 'site.config.ts'), out);
  });

  it('are built, with a notice above their text, kept off by search engines and out of the sitemap', async () => {
    const html = await page('docs/apis/core/lock');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('Unlisted page');
    expect(html).toContain('This page is unlisted. Search engines will not index it, and only users having a direct link can access it.');
    expect(html.indexOf('Unlisted page')).toBeLessThan(html.indexOf('<h1'));
    // Its page still shows the sidebar that lists it.
    expect(html).toContain('theme-doc-sidebar-menu');
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/docs/apis/core/lock');
    expect(sitemap).toContain('/docs/apis/core/dml');
    // A Markdown page too.
    const notes = await page('draft-notes');
    expect(notes).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(notes).toContain('Unlisted page');
    expect(sitemap).not.toContain('/draft-notes');
  });

  it('are left out of the sidebar, the pagination, the tags and the category cards', async () => {
    const sidebars = path.join(out, '_data/_sidebars');
    const files = await readdir(sidebars);
    // Every sidebar but the one the unlisted doc's own page shows leaves it out.
    const without = [];
    for (const file of files) if (!(await readFile(path.join(sidebars, file), 'utf8')).includes('/docs/apis/core/lock')) without.push(file);
    expect(without.length).toBe(files.length - 1);
    expect(await sidebarOf('docs/apis/core/dml')).not.toContain('/docs/apis/core/lock');
    expect(await page('docs/apis/core/dml')).not.toContain('href="/docs/apis/core/lock"');
    // The pages around it link to each other; it links to neither.
    expect(await pagination('docs/category/apis')).toEqual(['/docs', '/docs/apis/core/dml']);
    expect(await pagination('docs/apis/core/dml')).toEqual(['/docs/category/apis', '/docs/guides/writing']);
    expect(await pagination('docs/apis/core/lock')).toEqual([]);
    // Its tag's list does not name it; its own page still shows its tags.
    const tag = await page('docs/tags/api');
    expect(tag).toContain('href="/docs/apis/core/dml"');
    expect(tag).not.toContain('/docs/apis/core/lock');
    expect(await page('docs/apis/core/lock')).toContain('href="/docs/tags/api"');
    // The category's card counts the listed doc alone.
    expect(await page('docs/category/apis')).toContain('1 item');
  });

  it('give a tag that only unlisted docs have a page of its own, unlisted too, which lists them (as Docusaurus does): their links to it lead somewhere', async () => {
    expect(await page('docs/apis/core/lock')).toContain('href="/docs/tags/locking"');
    const tag = await page('docs/tags/locking');
    expect(tag).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(tag).toContain('This page is unlisted. Search engines will not index it, and only users having a direct link can access it.');
    expect(tag).toContain('href="/docs/apis/core/lock"');
    // Nothing else leads to it: not the tags page, not the sitemap.
    const tags = await page('docs/tags');
    expect(tags).toContain('href="/docs/tags/api"');
    expect(tags).not.toContain('/docs/tags/locking');
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('/docs/tags/locking');
  });

  it("show themselves in their own page's sidebar, active, in their place, with the breadcrumbs to them", async () => {
    const sidebar = await sidebarOf('docs/apis/core/lock');
    expect(sidebar).toContain('"href":"/docs/apis/core/lock"');
    // In its place: before the doc after it in the folder.
    expect(sidebar.indexOf('/docs/apis/core/lock')).toBeLessThan(sidebar.indexOf('/docs/apis/core/dml'));
    const html = await page('docs/apis/core/lock');
    expect(html).toContain('<a href="/docs/apis/core/lock" class="menu__link menu__link--active" aria-current="page">Locks</a>');
    expect((await docsData('docs/apis/core/lock')).breadcrumbs.map((crumb) => crumb.label)).toEqual(['APIs', 'core', 'Locks']);
    expect(html).toContain('<li class="breadcrumbs__item breadcrumbs__item--active" aria-current="page"><span class="breadcrumbs__link">Locks</span></li>');
  });
});
