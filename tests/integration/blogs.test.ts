// A site with two blogs, as Docusaurus builds one with a second blog plugin
// (its own id): each has its own posts, lists, tags, archive, sidebar, feeds,
// truncate marker, remark plugins, links between its posts and translations,
// and neither shows the other's posts.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { writeTranslationsCommand } from '../../src/cli/write-translations.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { BuildError, BuildErrors } from '../../src/shared/errors.ts';
import { build, copyFixture, tempDir } from '../helpers/build.ts';
import { LOCALES, runBuild, write } from '../helpers/locales-site.ts';
import { pageOnceItHas, save, startServe, stop, until } from '../helpers/serve-process.ts';

const CHANGELOG = `{
    id: 'changelog',
    path: 'changelog',
    routeBasePath: 'changelog',
    blogTitle: 'Changelog',
    blogSidebarTitle: 'Latest changes',
    truncateMarker: /<!--\\s*more\\s*-->/,
    feedOptions: { type: 'rss', title: 'Plugin Notes changes' },
  }`;

/** The blog fixture with a changelog beside its blog: two posts, one linking to the other. */
async function twoBlogSite(): Promise<string> {
  const site = await copyFixture('blog-site');
  const config = path.join(site, 'site.config.ts');
  const text = await readFile(config, 'utf8');
  await writeFile(config, text.replace('  blog: {', '  blog: [{').replace('    remarkPlugins: [remarkTrackerLinks],\n  },', `    remarkPlugins: [remarkTrackerLinks],\n  }, ${CHANGELOG}],`));
  const changelog = path.join(site, 'content/changelog');
  await write(
    path.join(changelog, '2024-04-10-offline-search.md'),
    '---\ntitle: Search works offline\ntags: [search]\n---\n\nThe search index is now part of the offline app.\n\n<!-- more -->\n\nReaders who install the site can search it without a connection. See also [the dark mode change](./2024-05-20-dark-mode.md), and MDL-4242.\n',
  );
  await write(
    path.join(changelog, '2024-05-20-dark-mode.md'),
    '---\ntitle: Dark mode follows the system\ntags: [appearance, search]\n---\n\nThe colour mode now starts from the reader\'s system setting.\n\n<!-- more -->\n\nA choice made with the switch is remembered over the system setting.\n',
  );
  return site;
}

describe('a site with two blogs', () => {
  let site: string;
  let out: string;
  let built: Awaited<ReturnType<typeof build>>;
  const page = (file: string) => readFile(path.join(out, file), 'utf8');
  /** The text of a page's main column, without its tags. */
  const mainText = async (file: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(await page(file))![1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  beforeAll(async () => {
    site = await twoBlogSite();
    out = await tempDir('blogs-out');
    built = await build(path.join(site, 'site.config.ts'), out);
  });

  it("builds the second blog's pages below its own path, and the first blog's as before", () => {
    const paths = built.routes.map((route) => route.path);
    expect(paths.filter((route) => route.startsWith('/notes/changelog')).sort()).toEqual([
      '/notes/changelog',
      '/notes/changelog/2024/04/10/offline-search',
      '/notes/changelog/2024/05/20/dark-mode',
      '/notes/changelog/archive',
      '/notes/changelog/tags',
      '/notes/changelog/tags/appearance',
      '/notes/changelog/tags/search',
    ]);
    expect(paths.filter((route) => route.startsWith('/notes/blog'))).toHaveLength(14);
    // Both changelog posts have their marker: no warning of a post shown whole.
    expect(built.reporter.warnings.map((warning) => warning.message).filter((message) => message.includes('truncate'))).toEqual([]);
  });

  it('lists each blog\'s own posts, with its own title and sidebar, cut at its own truncate marker', async () => {
    const changelog = await page('changelog.html');
    expect(changelog).toContain('<title>Changelog | Plugin Notes</title>');
    const listed = await mainText('changelog.html');
    expect(listed.indexOf('Dark mode follows the system')).toBeLessThan(listed.indexOf('Search works offline'));
    expect(listed).toContain('The search index is now part of the offline app.');
    expect(listed).not.toContain('Readers who install the site');
    expect(listed).not.toContain('What release day looks like');
    expect(changelog).toContain('Latest changes');
    expect(changelog).not.toContain('Recent posts');

    const blog = await page('blog.html');
    expect(blog).toContain('Recent posts');
    expect(blog).not.toContain('Search works offline');
    expect(blog).not.toContain('Latest changes');
  });

  it("resolves a post's .md link among its blog's posts, and gives it only its own blog's remark plugins", async () => {
    const post = await page('changelog/2024/04/10/offline-search.html');
    expect(post).toContain('href="/notes/changelog/2024/05/20/dark-mode"');
    expect(post).toContain('Readers who install the site can search it without a connection.');
    // The first blog's tracker-links plugin is not the changelog's.
    expect(post).toContain('MDL-4242');
    expect(post).not.toContain('tracker.example.test/browse/MDL-4242');
    expect(post).not.toContain('docgen:truncate');
  });

  it("gives each blog's tags their own pages", async () => {
    const search = await mainText('changelog/tags/search.html');
    expect(search).toContain('Search works offline');
    expect(search).toContain('Dark mode follows the system');
    expect(await mainText('changelog/tags.html')).toMatch(/appearance.*search/i);
    const releases = await mainText('blog/tags/releases.html');
    expect(releases).not.toContain('Search works offline');
  });

  it("writes each blog's feeds, and names both in every page's head by their titles", async () => {
    const rss = await page('changelog/rss.xml');
    expect(rss).toContain('<title>Plugin Notes changes</title>');
    expect(rss).toContain('<link>https://notes.example.test/notes/changelog/2024/05/20/dark-mode</link>');
    expect(rss).not.toContain('release-day');
    await expect(page('changelog/atom.xml')).rejects.toThrow();
    expect(await page('blog/rss.xml')).not.toContain('dark-mode');

    const head = /<head>([\s\S]*?)<\/head>/.exec(await page('docs/intro.html'))![1]!;
    expect(head).toContain('<link rel="alternate" type="application/rss+xml" href="/notes/blog/rss.xml" title="Plugin Notes RSS Feed">');
    expect(head).toContain('<link rel="alternate" type="application/rss+xml" href="/notes/changelog/rss.xml" title="Plugin Notes changes RSS Feed">');
    expect(head).not.toContain('/notes/changelog/atom.xml');
  });
});

describe("a site's blogs in its config", () => {
  it('refuses two blogs of the same id, at the line of the list', async () => {
    const site = await twoBlogSite();
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("    id: 'changelog',\n", ''));
    const failure = await loadConfig(config).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as BuildError).message).toBe('Invalid site configuration: blog: two blogs have the same id: give each its own');
    expect((failure as BuildError).location).toEqual({ file: config, line: (await readFile(config, 'utf8')).split('\n').findIndex((line) => line.startsWith('  blog: [')) + 1 });
  });

  it('names the setting of the blog it is wrong in, and its line, in a list of blogs or in one blog', async () => {
    const site = await twoBlogSite();
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("    routeBasePath: 'changelog',\n", "    routeBasePath: 'changelog',\n    postsPerPage: 0,\n"));
    const lineOf = async (text: string) => (await readFile(config, 'utf8')).split('\n').findIndex((line) => line.includes(text)) + 1;
    const inList = await loadConfig(config).catch((error: unknown) => error);
    expect((inList as BuildError).message).toMatch(/^Invalid site configuration: blog\.1\.postsPerPage: /);
    expect((inList as BuildError).location).toEqual({ file: config, line: await lineOf('postsPerPage: 0') });

    // One blog, not in a list: its setting, not "Invalid input" for the blog as a whole, and the forms the setting takes.
    const single = await copyFixture('blog-site');
    const singleConfig = path.join(single, 'site.config.ts');
    await writeFile(singleConfig, (await readFile(singleConfig, 'utf8')).replace('postsPerPage: 2,', "postsPerPage: 'two',"));
    const inOne = await loadConfig(singleConfig).catch((error: unknown) => error);
    const errors = inOne instanceof BuildErrors ? inOne.errors : [inOne as BuildError];
    expect(errors.map((error) => error.message)).toEqual(['Invalid site configuration: blog.postsPerPage: Invalid input: expected number or "ALL"']);
    expect(errors[0]!.location).toEqual({ file: singleConfig, line: (await readFile(singleConfig, 'utf8')).split('\n').findIndex((line) => line.includes("postsPerPage: 'two'")) + 1 });
  });

  it("says which blog's folder is missing, at that blog's line", async () => {
    const site = await twoBlogSite();
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("    path: 'changelog',", "    path: 'changes',"));
    const { exitCode, printed } = await runBuild(site);
    expect(exitCode).toBe(1);
    expect(printed).toContain('The blog "changelog"\'s folder');
    expect(printed).toContain("changes does not exist: create it, give the blog's `path`, or take it out of the config's `blog` list.");
    const line = (await readFile(config, 'utf8')).split('\n').findIndex((text) => text.includes("path: 'changes'")) + 1;
    expect(printed).toContain(`site.config.ts:${line}`);
  });
});

describe('two blogs in two languages', () => {
  it("takes each blog's translations from its own plugin folder, and write-translations lists each blog's titles", async () => {
    const site = await twoBlogSite();
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("  title: 'Plugin Notes',", `  title: 'Plugin Notes',\n${LOCALES}`));
    const fr = path.join(site, 'i18n/fr');
    const translated = path.join(fr, 'docusaurus-plugin-content-blog-changelog');
    await write(path.join(translated, 'options.json'), JSON.stringify({ title: { message: 'Journal des modifications' }, 'sidebar.title': { message: 'Derniers changements' } }));
    const original = await readFile(path.join(site, 'content/changelog/2024-05-20-dark-mode.md'), 'utf8');
    await write(path.join(translated, '2024-05-20-dark-mode.md'), original.replace('title: Dark mode follows the system', 'title: Le mode sombre suit le système'));
    const { exitCode, printed } = await runBuild(site);
    expect(printed).not.toContain('rror');
    expect(exitCode).toBe(0);

    const list = await readFile(path.join(site, 'out/fr/changelog.html'), 'utf8');
    expect(list).toContain('<title>Journal des modifications | Plugin Notes</title>');
    expect(list).toContain('Derniers changements');
    expect(list).toContain('Le mode sombre suit le système');
    // Untranslated, the other post is the original; the first blog keeps its own titles.
    expect(list).toContain('Search works offline');
    expect(await readFile(path.join(site, 'out/fr/blog.html'), 'utf8')).not.toContain('Journal des modifications');
    expect(await readFile(path.join(site, 'out/changelog.html'), 'utf8')).toContain('Dark mode follows the system');

    const quiet = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await writeTranslationsCommand({ config, locale: 'fr' })).toBe(0);
    } finally {
      quiet.mockRestore();
    }
    const options = JSON.parse(await readFile(path.join(translated, 'options.json'), 'utf8')) as Record<string, { message: string; description: string }>;
    expect(options.title).toEqual({ message: 'Journal des modifications', description: 'The title of the blog "changelog", on its list of posts' });
    expect(options['sidebar.title']?.message).toBe('Derniers changements');
    expect(options.description?.message).toBe('Blog');
    const first = JSON.parse(await readFile(path.join(fr, 'docusaurus-plugin-content-blog/options.json'), 'utf8')) as Record<string, { message: string }>;
    expect(first.title?.message).toBe('Blog');
  });
});

describe('a blog outside the content folder, in docgen serve', () => {
  it('builds again when one of its posts is saved, as a post in the content folder does', async () => {
    const site = await copyFixture('blog-site');
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace('  blog: {', "  blog: {\n    path: '../news',"));
    await rename(path.join(site, 'content/blog'), path.join(site, 'news'));
    const serve = await startServe(site);
    try {
      await until(() => /^Built \d+ pages/m.test(serve.output()), 'the first build', 120_000);
      const post = path.join(site, 'news/2024-01-09-new-year.md');
      save(post, `${await readFile(post, 'utf8')}\nWritten beside the content folder.\n`);
      expect(await pageOnceItHas(serve, '/notes/blog/2024/01/09/new-year', 'Written beside the content folder.')).toContain('Written beside the content folder.');
    } finally {
      await stop(serve.child);
    }
  }, 180_000);
});
