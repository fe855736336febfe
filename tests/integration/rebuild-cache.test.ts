import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { buildSite, type BuildOptions } from '../../src/build/build-site.ts';
import { BuildCache } from '../../src/build/persistent-cache.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import type { SiteConfig } from '../../src/config/schema.ts';
import { BuildErrors } from '../../src/shared/errors.ts';
import { createReporter, type Reporter } from '../../src/shared/logger.ts';
import { copyFixture, PROJECT_ROOT } from '../helpers/build.ts';

/** A build of `site` into its `out` folder with `cache`, as docgen serve runs one; `change` stands for an edit of the config (the test runner keeps the config module it first imported). */
async function buildWith(site: string, cache: BuildCache, { reporter = createReporter(), change = {}, options = {} }: { reporter?: Reporter; change?: Partial<SiteConfig>; options?: Partial<BuildOptions> } = {}) {
  const loaded = await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, path.join(site, 'out'));
  return buildSite({ ...loaded, config: { ...loaded.config, ...change } }, { reporter, cache, ...options });
}

describe('rebuilds in docgen serve', () => {
  let site: string;
  let cache: BuildCache;
  const rebuild = () => buildWith(site, cache);
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('compiles only the pages that changed, and those whose links or images now find something else', async () => {
    site = await copyFixture('mini-site');
    cache = BuildCache.inMemory();
    const reporter = createReporter();

    await rebuild();
    expect(cache.compiled.stats).toEqual({ hits: 0, misses: 8 });

    await writeFile(path.join(site, 'content/pages/hello.md'), '# Hello, edited\n');
    await rebuild();
    expect(cache.compiled.stats).toEqual({ hits: 7, misses: 1 });
    expect(await readFile(path.join(site, 'out/hello.html'), 'utf8')).toContain('<h1>Hello, edited</h1>');

    // A new doc, which no page links to yet: only it is compiled.
    const badge = (size: number) => writeFile(path.join(site, 'static/img/badge.svg'), `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"/>\n`);
    await badge(8);
    await writeFile(path.join(site, 'content/docs/guides/caching.md'), '# Caching\n\nThe [fixture\'s front page](../intro.md) and ![a badge](/img/badge.svg).\n');
    await rebuild();
    expect(cache.compiled.stats).toEqual({ hits: 8, misses: 1 });
    expect(await readFile(path.join(site, 'out/docs/guides/caching.html'), 'utf8')).toMatch(/<img [^>]*width="8"/);

    // A new slug for the DML doc: it, and the front page whose `.md` link finds it, are compiled again, and the link follows.
    const dml = path.join(site, 'content/docs/01-apis/core/dml.md');
    const dmlText = await readFile(dml, 'utf8');
    await writeFile(dml, dmlText.replace('sidebar_position: 2', 'sidebar_position: 2\nslug: /database'));
    await rebuild();
    expect(cache.compiled.stats).toEqual({ hits: 7, misses: 2 });
    expect(await readFile(path.join(site, 'out/docs.html'), 'utf8')).toContain('href="/docs/database#queries"');

    // A static image replaced by a bigger one: the page that shows it, with its size, is compiled again.
    await new Promise((resolve) => setTimeout(resolve, 20)); // a later mtime
    await badge(16);
    await rebuild();
    expect(cache.compiled.stats).toEqual({ hits: 8, misses: 1 });
    expect(await readFile(path.join(site, 'out/docs/guides/caching.html'), 'utf8')).toMatch(/<img [^>]*width="16"/);

    // The DML doc gone: the front page's link to it is broken again, said so, and fails the check of the built page.
    await rm(dml);
    reporter.warnings.length = 0;
    const failure = await buildWith(site, cache, { reporter }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildErrors);
    expect((failure as BuildErrors).errors.map((error) => error.message)).toEqual(['Broken link "./01-apis/core/dml.md#queries" on page /docs: no page or file of the site is there.']);
    expect(cache.compiled.stats).toEqual({ hits: 7, misses: 1 });
    expect(reporter.warnings.map((warning) => warning.message).join('\n')).toContain('01-apis/core/dml.md');
    // Back, for the tests that follow.
    await writeFile(dml, dmlText);
  });

  it('compiles again every page whose partial has a link that now finds another page', async () => {
    const site = await copyFixture('mini-site');
    const cache = BuildCache.inMemory();
    const rebuild = () => buildWith(site, cache);
    onTestFinished(() => rm(site, { recursive: true, force: true }));
    // Two docs import one partial, whose `.md` link goes to the lock doc; the partial is compiled once, for the first.
    await writeFile(path.join(site, 'content/docs/guides/_locking.md'), 'Read the [lock doc](../01-apis/core/lock.md) first.\n');
    for (const name of ['first', 'second']) await writeFile(path.join(site, `content/docs/guides/${name}.mdx`), `import Locking from './_locking.md';\n\n# ${name}\n\n<Locking />\n`);
    await rebuild();
    for (const name of ['first', 'second']) expect(await readFile(path.join(site, `out/docs/guides/${name}.html`), 'utf8')).toContain('href="/docs/apis/core/lock"');
    const lock = path.join(site, 'content/docs/01-apis/core/lock.md');
    await writeFile(lock, (await readFile(lock, 'utf8')).replace('sidebar_position: 1', 'sidebar_position: 1\nslug: /locking'));
    await rebuild();
    for (const name of ['first', 'second']) expect(await readFile(path.join(site, `out/docs/guides/${name}.html`), 'utf8'), name).toContain('href="/docs/locking"');

    // The partial shows an image: replaced, it is published under a new name, which both pages show.
    await writeFile(path.join(site, 'content/docs/guides/_locking.md'), 'Read the [lock doc](../01-apis/core/lock.md) first.\n\n![Locks](./files/diagram.png)\n');
    await rebuild();
    const shown = async (name: string) => /<img [^>]*src="([^"]+)"/.exec(await readFile(path.join(site, `out/docs/guides/${name}.html`), 'utf8'))?.[1];
    const before = await shown('first');
    expect(await shown('second')).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 20)); // a later mtime
    await writeFile(path.join(site, 'content/docs/guides/files/diagram.png'), Buffer.concat([await readFile(path.join(site, 'content/docs/guides/files/diagram.png')), Buffer.from([0])]));
    await rebuild();
    const after = await shown('first');
    expect(after).not.toBe(before);
    expect(await shown('second')).toBe(after);
    expect(existsSync(path.join(site, 'out', after!))).toBe(true);
  });

  it('compiles an MDX page again when only its front matter changes, which it may show', async () => {
    const page = path.join(site, 'content/docs/guides/summary.mdx');
    await writeFile(page, '---\ndescription: First words\n---\n\n# Summary\n\n<p>{frontMatter.description}</p>\n');
    await rebuild();
    expect(await readFile(path.join(site, 'out/docs/guides/summary.html'), 'utf8')).toContain('<p>First words</p>');
    await writeFile(page, '---\ndescription: Second words\n---\n\n# Summary\n\n<p>{frontMatter.description}</p>\n');
    await rebuild();
    expect(cache.compiled.stats.misses).toBe(1);
    expect(await readFile(path.join(site, 'out/docs/guides/summary.html'), 'utf8')).toContain('<p>Second words</p>');
  });

  it('compiles every page again when the config changes what compiling makes (the code themes)', async () => {
    await writeFile(path.join(site, 'content/docs/guides/code.md'), '# Code\n\n```php\n<?php\necho 1;\n```\n');
    await rebuild();
    expect(await readFile(path.join(site, 'out/docs/guides/code.html'), 'utf8')).toContain('shiki-themes github-light dracula');
    await buildWith(site, cache, { change: { codeThemes: { light: 'github-light', dark: 'github-dark' } } });
    expect(cache.compiled.stats.hits).toBe(0);
    expect(await readFile(path.join(site, 'out/docs/guides/code.html'), 'utf8')).toContain('shiki-themes github-light github-dark');
    // A setting compiling does not read (the shell's colour): every page is reused.
    await buildWith(site, cache, { change: { codeThemes: { light: 'github-light', dark: 'github-dark' }, themeColor: '#123456' } });
    expect(cache.compiled.stats.misses).toBe(0);
    // One that content's components may read (useDocusaurusContext): every page is compiled again.
    await buildWith(site, cache, { change: { codeThemes: { light: 'github-light', dark: 'github-dark' }, themeColor: '#123456', customFields: { release: '4.1' } } });
    expect(cache.compiled.stats.hits).toBe(0);
  });

  it('compiles a page again when a component or data file it imports changes', async () => {
    await mkdir(path.join(site, 'content/components'), { recursive: true });
    await writeFile(path.join(site, 'content/components/data.json'), '{ "release": "4.1" }\n');
    await writeFile(path.join(site, 'content/components/Release.tsx'), "import data from './data.json';\nexport default function Release() { return <strong>Release {data.release}</strong>; }\n");
    const page = path.join(site, 'content/pages/hello.md');
    await writeFile(page, "import Release from '@site/content/components/Release';\n\n# Hello\n\n<Release />\n");
    await rebuild();
    expect(await readFile(path.join(site, 'out/hello.html'), 'utf8')).toContain('<strong>Release 4.1</strong>');

    await rebuild();
    expect(cache.compiled.stats.misses).toBe(0);

    await writeFile(path.join(site, 'content/components/data.json'), '{ "release": "4.2" }\n');
    await rebuild();
    expect(cache.compiled.stats.misses).toBe(1);
    expect(await readFile(path.join(site, 'out/hello.html'), 'utf8')).toContain('<strong>Release 4.2</strong>');
  });

  it("writes every page again when the config changes what their head holds besides the site's data (the favicon, head tags)", async () => {
    // Saved as serve saves it after each build: the next build takes the pages this one rendered.
    await rebuild();
    await cache.save();
    await buildWith(site, cache, { change: { favicon: 'img/logo-dark.svg', headTags: [{ tagName: 'meta', attributes: { name: 'audience', content: 'developers' } }] } });
    for (const page of ['out/index.html', 'out/docs/apis/core/lock.html']) {
      const html = await readFile(path.join(site, page), 'utf8');
      expect(html).toContain('<link rel="icon" href="/img/logo-dark.svg">');
      expect(html).toContain('<meta name="audience" content="developers">');
    }
  });
});

/** How many of the pages in the search index of `site`'s output have `word` (each page's text is in a fragment file of its own). */
async function indexFragmentsWith(site: string, word: string): Promise<number> {
  const folder = path.join(site, 'out/pagefind/fragment');
  const texts = await Promise.all((await readdir(folder)).map(async (name) => gunzipSync(await readFile(path.join(folder, name))).toString('utf8')));
  return texts.filter((text) => text.includes(word)).length;
}

describe("docgen serve's search index after a whole build", () => {
  it('stays the earlier one until the build is written, then is replaced by the new one', async () => {
    const site = await copyFixture('mini-site');
    onTestFinished(() => rm(site, { recursive: true, force: true }));
    const cache = BuildCache.inMemory();
    const asServe: Partial<BuildOptions> = { serviceWorker: false, deferSearchIndex: true };
    const index = path.join(site, 'out/pagefind');
    /** The number of pages the output's index has, after checking that its metadata is there. */
    const indexedPages = async () => {
      const { languages } = JSON.parse(await readFile(path.join(index, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string; page_count: number }> };
      const [language] = Object.values(languages);
      expect(existsSync(path.join(index, `pagefind.${language!.hash}.pf_meta`))).toBe(true);
      return language!.page_count;
    };
    const fragmentsWith = (word: string) => indexFragmentsWith(site, word);

    // With no earlier index, the build makes its own.
    expect((await buildWith(site, cache, { options: asServe })).searchIndexUpdate).toBeUndefined();
    const before = await indexedPages();

    await writeFile(path.join(site, 'content/docs/guides/zebra.md'), '# Zebra\n\nA word no other page has: quaggaword.\n');
    const added = await buildWith(site, cache, { options: asServe });
    expect(await readFile(path.join(site, 'out/docs/guides/zebra.html'), 'utf8')).toContain('quaggaword');
    expect(await indexedPages()).toBe(before);
    expect(await fragmentsWith('quaggaword')).toBe(0);
    expect(await added.searchIndexUpdate!.write()).toBe(true);
    expect(await indexedPages()).toBe(before + 1);
    expect(await fragmentsWith('quaggaword')).toBe(1);

    // The same documents: the index in the output is already the build's.
    const unchanged = await buildWith(site, cache, { options: asServe });
    expect(await unchanged.searchIndexUpdate!.write()).toBe(false);
    expect(await indexedPages()).toBe(before + 1);

    // A build that writes a service worker lists the index in its precache, so it waits for it.
    await rm(path.join(site, 'content/docs/guides/zebra.md'));
    const offline = await buildWith(site, cache, { options: { deferSearchIndex: true } });
    expect(offline.searchIndexUpdate).toBeUndefined();
    expect(await indexedPages()).toBe(before);
    expect(await fragmentsWith('quaggaword')).toBe(0);
  });
});

describe("docgen serve's one-page update", () => {
  it('rewrites an edited doc in place, and leaves a changed title or front matter to a whole build', async () => {
    const site = await copyFixture('mini-site');
    try {
      const loaded = await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, path.join(site, 'out'));
      const { pageUpdater } = await buildSite(loaded, { reporter: createReporter(), pageUpdates: true });
      const lock = path.join(site, 'content/docs/01-apis/core/lock.md');
      const original = await readFile(lock, 'utf8');

      await writeFile(lock, `${original}\nA paragraph added while serving.\n`);
      expect(await pageUpdater!.update(lock, createReporter())).toEqual({ page: 'rewritten', route: '/docs/apis/core/lock' });
      expect(await readFile(path.join(site, 'out/docs/apis/core/lock.html'), 'utf8')).toContain('<p>A paragraph added while serving.</p>');
      expect(await readFile(path.join(site, 'out/_data/docs/apis/core/lock.json'), 'utf8')).toContain('A paragraph added while serving.');

      // Saved again as it is: nothing to rewrite.
      const written = (await stat(path.join(site, 'out/docs/apis/core/lock.html'))).mtimeMs;
      await writeFile(lock, `${original}\nA paragraph added while serving.\n`);
      expect(await pageUpdater!.update(lock, createReporter())).toEqual({ page: 'unchanged', route: '/docs/apis/core/lock' });
      expect((await stat(path.join(site, 'out/docs/apis/core/lock.html'))).mtimeMs).toBe(written);

      // Built without a cache, as serve never builds: no search entries are kept.
      expect(pageUpdater!.searchIndexUpdate()).toBeUndefined();

      await writeFile(lock, original.replace('sidebar_position: 1', 'sidebar_position: 2'));
      expect(await pageUpdater!.update(lock, createReporter())).toEqual({ page: 'site' });
      expect(await pageUpdater!.update(path.join(site, 'content/sidebars/docs.json'), createReporter())).toEqual({ page: 'site' });
      await pageUpdater!.close();
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('leaves to a whole build a save that changes the links a page holds or the anchors it offers, or of a doc another page imports', async () => {
    const site = await copyFixture('mini-site');
    onTestFinished(() => rm(site, { recursive: true, force: true }));
    const guides = path.join(site, 'content/docs/guides');
    await writeFile(path.join(guides, 'snippet.md'), '# Snippet\n\nA doc of its own, shown in another page too.\n\nIts body.\n');
    await writeFile(path.join(guides, 'shows-snippet.mdx'), "import Snippet from './snippet.md';\n\n# Shows the snippet\n\nThe snippet follows.\n\n<Snippet />\n");
    const loaded = await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, path.join(site, 'out'));
    const { pageUpdater } = await buildSite(loaded, { reporter: createReporter(), pageUpdates: true });
    onTestFinished(() => pageUpdater!.close());
    const lock = path.join(site, 'content/docs/01-apis/core/lock.md');
    const original = await readFile(lock, 'utf8');
    const saved = async (file: string, text: string) => {
      await writeFile(file, text);
      return pageUpdater!.update(file, createReporter());
    };

    // Text alone: the page on its own.
    expect(await saved(lock, `${original}\n\nMore text.\n`)).toEqual({ page: 'rewritten', route: '/docs/apis/core/lock' });
    // A link, which may lead nowhere: the build's link check must see it.
    expect(await saved(lock, `${original}\n\nMore text, and [a link](/docs/nowhere).\n`)).toEqual({ page: 'site' });
    // A heading, whose anchor another page may point to: gone or new, the same.
    expect(await saved(lock, `${original}\n\n## A section\n\nMore text.\n`)).toEqual({ page: 'site' });
    // The doc another page shows: that page would keep its old text.
    const snippet = path.join(guides, 'snippet.md');
    expect(await saved(snippet, (await readFile(snippet, 'utf8')).replace('Its body.', 'Its body, edited.'))).toEqual({ page: 'site' });
  });

  it('leaves to a whole build a save of a doc that a page rewritten on its own has come to import', async () => {
    const site = await copyFixture('mini-site');
    onTestFinished(() => rm(site, { recursive: true, force: true }));
    const guides = path.join(site, 'content/docs/guides');
    const snippet = path.join(guides, 'snippet.md');
    // Titled in its front matter: a heading would give the page that shows it a new anchor, which needs a whole build.
    await writeFile(snippet, '---\ntitle: Snippet\n---\n\nA doc of its own.\n\nIts body.\n');
    const loaded = await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, path.join(site, 'out'));
    const { pageUpdater } = await buildSite(loaded, { reporter: createReporter(), pageUpdates: true });
    onTestFinished(() => pageUpdater!.close());
    const writing = path.join(guides, 'writing.mdx');
    const original = await readFile(writing, 'utf8');

    // The page now shows the doc, and is rewritten on its own.
    await writeFile(writing, original.replace("import TabItem from '@theme/TabItem';", "import TabItem from '@theme/TabItem';\nimport Snippet from './snippet.md';") + '\n<Snippet />\n');
    expect(await pageUpdater!.update(writing, createReporter())).toEqual({ page: 'rewritten', route: '/docs/guides/writing' });
    expect(await readFile(path.join(site, 'out/docs/guides/writing.html'), 'utf8')).toContain('Its body.');
    // A save of the doc: rewritten alone, it would leave the page that shows it with its old text.
    await writeFile(snippet, '---\ntitle: Snippet\n---\n\nA doc of its own.\n\nIts body, edited.\n');
    expect(await pageUpdater!.update(snippet, createReporter())).toEqual({ page: 'site' });
  });

  it('indexes an updated page again with the others, once asked', async () => {
    const site = await copyFixture('mini-site');
    onTestFinished(() => rm(site, { recursive: true, force: true }));
    const { pageUpdater } = await buildWith(site, BuildCache.inMemory(), { options: { pageUpdates: true, serviceWorker: false } });
    onTestFinished(() => pageUpdater!.close());
    const lock = path.join(site, 'content/docs/01-apis/core/lock.md');
    await writeFile(lock, `${await readFile(lock, 'utf8')}\nA paragraph with a word of its own: wombatword.\n`);
    expect(await pageUpdater!.update(lock, createReporter())).toEqual({ page: 'rewritten', route: '/docs/apis/core/lock' });
    expect(await indexFragmentsWith(site, 'wombatword')).toBe(0);
    expect(await pageUpdater!.searchIndexUpdate()!.write()).toBe(true);
    expect(await indexFragmentsWith(site, 'wombatword')).toBe(1);
    // Nothing updated since: the index is already the site's.
    expect(await pageUpdater!.searchIndexUpdate()!.write()).toBe(false);

    // Two more saves, each indexed: the page's first text is of an index two back, whose files are gone;
    // its second is of the index before the output's, kept for pages that loaded that one.
    const text = await readFile(lock, 'utf8');
    for (const word of ['numbatword', 'bilbyword']) {
      await writeFile(lock, text.replace('wombatword', word));
      expect(await pageUpdater!.update(lock, createReporter())).toEqual({ page: 'rewritten', route: '/docs/apis/core/lock' });
      expect(await pageUpdater!.searchIndexUpdate()!.write()).toBe(true);
    }
    expect(await Promise.all(['wombatword', 'numbatword', 'bilbyword'].map((word) => indexFragmentsWith(site, word)))).toEqual([0, 1, 1]);
  });
});
