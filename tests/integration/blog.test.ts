// A site with a blog, built whole: its posts (Markdown and MDX, with an
// imported component, an image beside the post and a link between posts),
// the lists of posts and their pages, tags, authors, the archive, the feeds,
// drafts and unlisted posts, and what the rest of the site says of them.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, copyFixture, FIXTURES, tempDir } from '../helpers/build.ts';

const CONFIG = path.join(FIXTURES, 'blog-site/site.config.ts');

describe('a site with a blog', () => {
  let out: string;
  let built: Awaited<ReturnType<typeof build>>;
  const page = (file: string) => readFile(path.join(out, file), 'utf8');
  /** The text of a page's main column, without its tags. */
  const mainText = async (file: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(await page(file))![1]!.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/\s+/g, ' ');

  beforeAll(async () => {
    out = await tempDir('blog-out');
    built = await build(CONFIG, out);
  });

  it('builds every page of the blog, warning of the tag and the author its files do not define', () => {
    const blogRoutes = built.routes.map((route) => route.path).filter((route) => route.startsWith('/notes/blog')).sort();
    expect(blogRoutes).toEqual([
      '/notes/blog',
      '/notes/blog/2024/01/09/new-year',
      '/notes/blog/2024/03/18/plugin-checks',
      '/notes/blog/2024/05/02/release-day',
      '/notes/blog/2024/06/20/quiet-notes',
      '/notes/blog/archive',
      '/notes/blog/authors',
      '/notes/blog/authors/mara',
      '/notes/blog/page/2',
      '/notes/blog/tags',
      '/notes/blog/tags/community',
      '/notes/blog/tags/releases',
      '/notes/blog/tags/releases/page/2',
      '/notes/blog/tags/review',
    ]);
    const post = path.join(FIXTURES, 'blog-site/content/blog/2024-05-02-release-day.md');
    expect(built.reporter.warnings).toEqual([
      { message: 'This post writes out an author rather than naming one of the authors file (onInlineAuthors).', location: { file: post, line: 3 } },
      { message: "Tags not defined in the blog's tags file: Community (onInlineTags).", location: { file: post, line: 6 } },
    ]);
  });

  it('lists the posts newest first, two to a page, each down to its truncate marker', async () => {
    const first = await mainText('blog.html');
    expect(first.indexOf('What release day looks like')).toBeLessThan(first.indexOf('Running the plugin checks locally'));
    expect(first).toContain('A walk through the day a new version ships.');
    expect(first).not.toContain('The release manager tags the code');
    expect(first).not.toContain('Plans for the new year');
    expect(await page('blog.html')).toContain('href="/notes/blog/page/2"');
    // Docusaurus's classes on <html>, which a site's stylesheet may select.
    expect(await page('blog.html')).toMatch(/<html [^>]*class="plugin-blog plugin-id-default blog-wrapper blog-list-page page-blog-list"/);
    expect(await page('blog/2024/05/02/release-day.html')).toMatch(/<html [^>]*class="plugin-blog plugin-id-default blog-wrapper blog-post-page page-blog-post"/);
    const second = await mainText('blog/page/2.html');
    expect(second).toContain('Plans for the new year');
    expect(second).toContain('The plugin team starts the year with three goals for reviewers.');
    expect(second).not.toContain('Reviews should take less than a fortnight');
  });

  it("gives a post its whole text, its title once, its component, image and link to another post, and an edit link", async () => {
    const html = await page('blog/2024/03/18/plugin-checks.html');
    expect(html).toContain('<title>Running the plugin checks locally | Plugin Notes</title>');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toContain('<aside class="callout">The checks need PHP 8.1 or later.</aside>');
    expect(html).toMatch(/<img src="\/notes\/assets\/images\/report-[0-9a-f]+\.svg"/);
    expect(html).not.toContain('docgen:truncate');
    expect(html).not.toContain('data-docgen-truncate');
    expect(html).toContain('href="https://git.example.test/notes/edit/main/content/blog/2024-03-18-plugin-checks/index.mdx"');
    expect(html).toContain('<time dateTime="2024-03-18T00:00:00.000Z">18 March 2024</time>');
    expect(await page('blog/2024/01/09/new-year.html')).toContain('href="/notes/blog/2024/03/18/plugin-checks"');
  });

  it("gives the blog's remark plugins to its posts alone", async () => {
    expect(await page('blog/2024/01/09/new-year.html')).toContain('<a href="https://tracker.example.test/browse/MDL-80123"');
    const intro = await page('docs/intro.html');
    expect(intro).toContain('tracked as MDL-80123.');
    expect(intro).not.toContain('tracker.example.test');
  });

  it('builds no draft, and keeps an unlisted post out of the lists, the archive, the sidebar, the feeds and the sitemap', async () => {
    expect(existsSync(path.join(out, 'blog/2024/07/01/draft.html'))).toBe(false);
    const unlisted = await page('blog/2024/06/20/quiet-notes.html');
    expect(unlisted).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(unlisted).toContain('This page is unlisted. Search engines will not index it, and only users having a direct link can access it.');
    expect(await page('blog/2024/03/18/plugin-checks.html')).not.toContain('This page is unlisted.');
    for (const file of ['blog.html', 'blog/page/2.html', 'blog/archive.html', 'blog/2024/01/09/new-year.html', 'blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'sitemap.xml']) {
      expect(await page(file), file).not.toContain('quiet-notes');
    }
    expect(await page('sitemap.xml')).toContain('<loc>https://notes.example.test/notes/blog/2024/03/18/plugin-checks</loc>');
  });

  it('gives a tag that only unlisted posts have a page, unlisted too, which lists them, as Docusaurus does (a build failed on the link to it)', async () => {
    const site = await copyFixture('blog-site');
    const quiet = path.join(site, 'content/blog/2024-06-20-quiet-notes.md');
    await writeFile(quiet, (await readFile(quiet, 'utf8')).replace('unlisted: true\n', 'unlisted: true\ntags: [hushed]\n'));
    const hushedOut = await tempDir('blog-unlisted-tag');
    await build(path.join(site, 'site.config.ts'), hushedOut);
    const read = (file: string) => readFile(path.join(hushedOut, file), 'utf8');
    expect(await read('blog/2024/06/20/quiet-notes.html')).toContain('href="/notes/blog/tags/hushed"');
    const tag = await read('blog/tags/hushed.html');
    expect(tag).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(tag).toContain('This page is unlisted. Search engines will not index it, and only users having a direct link can access it.');
    expect(tag).toContain('href="/notes/blog/2024/06/20/quiet-notes"');
    expect(await read('blog/tags.html')).not.toContain('hushed');
    expect(await read('sitemap.xml')).not.toContain('hushed');
  });

  it("gives each tag a page, with the tags file's label, permalink and description", async () => {
    const releases = await mainText('blog/tags/releases.html');
    expect(releases).toContain('3 posts tagged with "Releases"');
    expect(releases).toContain('What each release changed for plugin authors');
    expect(await page('blog/tags/releases.html')).toContain('href="/notes/blog/tags/releases/page/2"');
    expect(await mainText('blog/tags/community.html')).toContain('One post tagged with "Community"');
  });

  it("gives the author with a page theirs, and the archive every listed post by year", async () => {
    const mara = await mainText('blog/authors/mara.html');
    expect(mara).toContain('Mara Ellis');
    expect(mara).toContain('Reviews plugins for the directory and writes up what the reviews find.');
    expect(mara).toContain('Running the plugin checks locally');
    expect(mara).toContain('Plans for the new year');
    expect(mara).not.toContain('What release day looks like');
    const archive = await mainText('blog/archive.html');
    expect(archive).toMatch(/2024 .*2 May 2024 - What release day looks like .*18 March 2024 - Running the plugin checks locally .*9 January 2024 - Plans for the new year/);
  });

  it('writes RSS, Atom and JSON feeds of the listed posts, their links and images as whole URLs', async () => {
    const rss = await page('blog/rss.xml');
    expect(rss.match(/<item>/g)).toHaveLength(3);
    expect(rss).toContain('<copyright>Copyright 2024 Plugin Notes</copyright>');
    expect(rss).toContain('<language>en-AU</language>');
    // Its channel named as Docusaurus names it.
    expect(rss).toMatch(/<channel>\s*<title>Plugin Notes Blog<\/title>/);
    expect(rss).toMatch(/<img src="https:\/\/notes\.example\.test\/notes\/assets\/images\/report-[0-9a-f]+\.svg"/);
    expect(rss).toContain('The checks need PHP 8.1 or later.');
    // A heading's anchor, relative in the post, resolved against the post's own address, as a feed reader needs it.
    expect(rss).toContain('href="https://notes.example.test/notes/blog/2024/03/18/plugin-checks#install-the-checker"');
    expect(rss).not.toContain('href="#');
    // An author known by name alone is the item's creator: RSS's <author> is an email address.
    expect(rss).toContain('<dc:creator>Priya Nair</dc:creator>');
    expect(rss).not.toMatch(/<author>[^<@]*<\/author>/);
    expect(rss).toMatch(/<rss [^>]*xmlns:dc="http:\/\/purl\.org\/dc\/elements\/1\.1\/"/);
    const atom = await page('blog/atom.xml');
    expect(atom).toContain('<id>https://notes.example.test/notes/blog/2024/05/02/release-day</id>');
    const json = JSON.parse(await page('blog/feed.json')) as { items: { url: string; author?: { name: string } }[] };
    expect(json.items.map((item) => [item.url, item.author?.name])).toEqual([
      ['https://notes.example.test/notes/blog/2024/05/02/release-day', 'Priya Nair'],
      ['https://notes.example.test/notes/blog/2024/03/18/plugin-checks', 'Mara Ellis'],
      ['https://notes.example.test/notes/blog/2024/01/09/new-year', 'Mara Ellis'],
    ]);
  });

  it('builds drafts when asked, as docgen serve does, with a post of no author in the feeds', async () => {
    const drafts = await tempDir('blog-drafts');
    await build(CONFIG, drafts, { includeDrafts: true });
    const json = JSON.parse(await readFile(path.join(drafts, 'blog/feed.json'), 'utf8')) as { items: { url: string; author?: unknown }[] };
    expect(json.items[0]).toEqual(expect.objectContaining({ url: 'https://notes.example.test/notes/blog/2024/07/01/draft' }));
    expect(json.items[0]!.author).toBeUndefined();
    expect(await readFile(path.join(drafts, 'blog.html'), 'utf8')).toContain('An unfinished draft');
    expect(await readFile(path.join(drafts, 'blog/2024/07/01/draft.html'), 'utf8')).toContain('This page is a draft.');
  });

  it('describes a post to social sites as an article: when, by whom and about what; other pages as a website', async () => {
    const head = async (file: string) => /<head>([\s\S]*?)<\/head>/.exec(await page(file))![1]!;
    const post = await head('blog/2024/03/18/plugin-checks.html');
    expect(post).toContain('<meta property="og:type" content="article">');
    expect(post).toContain('<meta property="article:published_time" content="2024-03-18T00:00:00.000Z">');
    expect(post).toContain('<meta property="article:author" content="https://mara.example.test">');
    expect(post).toContain('<meta property="article:tag" content="Code review,Releases">');
    const doc = await head('docs/intro.html');
    expect(doc).toContain('<meta property="og:type" content="website">');
    expect(doc).not.toContain('article:');
  });

  it("names the feeds in every page's head", async () => {
    const head = /<head>([\s\S]*?)<\/head>/.exec(await page('docs/intro.html'))![1]!;
    expect(head).toContain('<link rel="alternate" type="application/rss+xml" href="/notes/blog/rss.xml" title="Plugin Notes RSS Feed">');
    expect(head).toContain('<link rel="alternate" type="application/atom+xml" href="/notes/blog/atom.xml" title="Plugin Notes Atom Feed">');
    expect(head).toContain('<link rel="alternate" type="application/json" href="/notes/blog/feed.json" title="Plugin Notes JSON Feed">');
  });
});

describe("a blog's own truncate marker", () => {
  it('ends the part of a post its lists show (the compiler is given it with the other settings), and a post without one is said to have none', async () => {
    const site = await copyFixture('blog-site');
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace('postsPerPage: 2,', 'postsPerPage: 10,\n    truncateMarker: /<!--\\s*more\\s*-->/,'));
    const newYear = path.join(site, 'content/blog/2024-01-09-new-year.md');
    await writeFile(newYear, (await readFile(newYear, 'utf8')).replace('<!-- truncate -->', '<!-- more -->'));
    const out = await tempDir('blog-more');
    const built = await build(config, out);
    const list = await readFile(path.join(out, 'blog.html'), 'utf8');
    expect(list).toContain('The plugin team starts the year with three goals for reviewers.');
    expect(list).not.toContain('Reviews should take less than a fortnight');
    // Its page has the whole post, without the marker.
    const post = await readFile(path.join(out, 'blog/2024/01/09/new-year.html'), 'utf8');
    expect(post).toContain('Reviews should take less than a fortnight');
    expect(post).not.toContain('docgen:truncate');
    // The other posts' <!-- truncate --> is no marker to this blog.
    const untruncated = built.reporter.warnings.map((warning) => warning.message).find((message) => message.includes('no truncate marker'));
    expect(untruncated).toContain("add a line the blog's truncateMarker (/<!--\\s*more\\s*-->/) matches");
    expect(untruncated).not.toContain('2024-01-09-new-year.md');
  });
});


describe("a blog in a locale with a calendar of its own", () => {
  it("dates its posts in that calendar, on their pages, in the lists and in the archive", async () => {
    const site = await copyFixture('blog-site');
    const config = path.join(site, 'site.config.ts');
    const islamic = "  i18n: { defaultLocale: 'en-AU', locales: ['en-AU'], localeConfigs: { 'en-AU': { calendar: 'islamic' } } },";
    await writeFile(config, (await readFile(config, 'utf8')).replace("  favicon: 'img/favicon.svg',", `  favicon: 'img/favicon.svg',\n${islamic}`));
    const out = await tempDir('blog-calendar');
    await build(config, out);
    // 2 May 2024, as that calendar writes it; the machine-readable date stays the same.
    const post = await readFile(path.join(out, 'blog/2024/05/02/release-day.html'), 'utf8');
    expect(post).toContain('<time dateTime="2024-05-02T00:00:00.000Z">24 Shawwal 1445 AH</time>');
    expect(await readFile(path.join(out, 'blog/archive.html'), 'utf8')).toContain('24 Shawwal 1445 AH');
    expect(await readFile(path.join(out, 'blog.html'), 'utf8')).toContain('>24 Shawwal 1445 AH</time>');
  });
});
