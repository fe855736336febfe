// The blog's content model: post file names, the truncate marker, authors,
// tags, pagination and the posts loaded from a folder.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogSchema } from '../../src/config/schema.ts';
import { postAuthors, readAuthorsMap } from '../../src/content/blog/authors.ts';
import { loadBlog, paginate } from '../../src/content/blog/load-blog.ts';
import { parsePostFileName } from '../../src/content/blog/post-file-name.ts';
import { frontMatterTags, readTagsFile } from '../../src/content/tags-file.ts';
import type { BlogPost } from '../../src/content/types.ts';
import { hasTruncateMarker, isDefaultTruncateMarker, markTruncation, splitAtTruncation } from '../../src/markdown/blog-truncate.ts';
import { BuildError, BuildErrors } from '../../src/shared/errors.ts';
import { createReporter } from '../../src/shared/logger.ts';
import { tempDir } from '../helpers/build.ts';

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}

describe("a post's file name", () => {
  it('gives the date and a dated slug, for a file or a folder with index.md', () => {
    expect(parsePostFileName('2021-08-26-welcome.md')).toEqual({ date: new Date('2021-08-26T00:00:00Z'), slug: '/2021/08/26/welcome', text: 'welcome' });
    expect(parsePostFileName('2021-08-26-welcome/index.mdx')).toEqual({ date: new Date('2021-08-26T00:00:00Z'), slug: '/2021/08/26/welcome', text: 'welcome' });
    expect(parsePostFileName('releases/2024/5/3/notes.md')).toEqual({ date: new Date('2024-05-03T00:00:00Z'), slug: '/2024/5/3/releases/notes', text: 'notes' });
  });

  it('gives no date for an undated name, or for a date that is no day of the calendar', () => {
    expect(parsePostFileName('plans/roadmap.md')).toEqual({ slug: '/plans/roadmap', text: 'plans/roadmap' });
    expect(parsePostFileName('2023-02-30-leap.md')).toEqual({ slug: '/2023-02-30-leap', text: '2023-02-30-leap' });
  });
});

describe('the truncate marker', () => {
  it('is found outside code, in either syntax, on a line of its own or in the middle of one, as Docusaurus splits a post wherever it is', () => {
    expect(hasTruncateMarker('Intro.\n\n<!-- truncate -->\n\nRest.')).toBe(true);
    expect(hasTruncateMarker('Intro.\n\n{/* truncate */}\n\nRest.')).toBe(true);
    expect(hasTruncateMarker('Intro <!-- truncate --> inline.')).toBe(true);
    expect(hasTruncateMarker('Intro.\n\n```md\n<!-- truncate -->\n```\n')).toBe(false);
    expect(hasTruncateMarker('Write `<!-- truncate -->` to end the excerpt.')).toBe(false);
  });

  it('in the middle of a paragraph, ends the excerpt there, the paragraph closed, and leaves the whole post as it was', () => {
    expect(markTruncation('Intro text <!-- truncate --> and the rest.', false)).toBe('Intro text <!--docgen:truncate--> and the rest.');
    expect(markTruncation('Intro `<!-- truncate -->` and {/* truncate */} here.', true)).toBe('Intro `<!-- truncate -->` and <span data-docgen-truncate="true"></span> here.');
    expect(splitAtTruncation('<p>Intro <a href="/x" title="a > b"><strong>text</strong> <!--docgen:truncate--> and</a> the rest.</p>')).toEqual({
      html: '<p>Intro <a href="/x" title="a > b"><strong>text</strong>  and</a> the rest.</p>',
      excerptHtml: '<p>Intro <a href="/x" title="a > b"><strong>text</strong></a></p>',
    });
    expect(splitAtTruncation('<ul><li>One<br>two <span data-docgen-truncate="true"></span>three</li></ul>').excerptHtml).toBe('<ul><li>One<br>two</li></ul>');
  });

  it('becomes a stand-in on the same line, which the compiled HTML is split at', () => {
    const body = 'Intro.\n<!-- truncate -->\nRest.';
    expect(markTruncation(body, false).split('\n')).toEqual(['Intro.', '<!--docgen:truncate-->', 'Rest.']);
    expect(markTruncation(body, true).split('\n')[1]).toBe('<div data-docgen-truncate="true"></div>');
    expect(splitAtTruncation('<p>Intro.</p>\n<!--docgen:truncate-->\n<p>Rest.</p>')).toEqual({ html: '<p>Intro.</p>\n\n<p>Rest.</p>', excerptHtml: '<p>Intro.</p>' });
    expect(splitAtTruncation('<p>All.</p>')).toEqual({ html: '<p>All.</p>' });
  });

  it("is the blog's own truncateMarker when it gives one, in place of Docusaurus's", () => {
    const more = /<!--\s*more\s*-->/i;
    expect(hasTruncateMarker('Intro.\n  <!-- MORE -->\nRest.', more)).toBe(true);
    expect(hasTruncateMarker('Intro.\n<!-- truncate -->\nRest.', more)).toBe(false);
    expect(hasTruncateMarker('Intro <!-- more --> inline.', more)).toBe(true);
    expect(markTruncation('Intro.\n<!-- more -->\nRest.', false, { source: more.source, flags: more.flags }).split('\n')).toEqual(['Intro.', '<!--docgen:truncate-->', 'Rest.']);
    expect(isDefaultTruncateMarker(/<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/)).toBe(true);
    expect(isDefaultTruncateMarker(more)).toBe(false);
  });
});

describe('authors', () => {
  it("reads the authors file: images below the base URL, socials as whole URLs, and pages below the authors' path", async () => {
    const dir = await tempDir('blog-authors');
    await writeFiles(dir, {
      'authors.yml': 'jo:\n  name: Jo Citizen\n  image_url: /img/jo.png\n  page: true\n  socials:\n    github: jocitizen\n    x: "@jo"\n    newsletter: https://jo.example/news\nsam:\n  name: Sam\n  page:\n    permalink: /sam-writes\n',
    });
    const map = readAuthorsMap(path.join(dir, 'authors.yml'), { authorsPath: '/dev/blog/authors', baseUrl: '/dev/' });
    expect(map.get('jo')).toEqual({
      key: 'jo',
      name: 'Jo Citizen',
      imageUrl: '/dev/img/jo.png',
      page: '/dev/blog/authors/jo',
      socials: [
        { platform: 'github', url: 'https://github.com/jocitizen' },
        { platform: 'x', url: 'https://x.com/jo' },
        { platform: 'newsletter', url: 'https://jo.example/news' },
      ],
    });
    expect(map.get('sam')?.page).toBe('/dev/blog/authors/sam-writes');
  });

  it("names the file and line of an author's field of the wrong kind", async () => {
    const dir = await tempDir('blog-authors-bad');
    await writeFiles(dir, { 'authors.yml': 'jo:\n  name: Jo\n  socials:\n    github: [jo]\n' });
    const failure = (() => {
      try {
        readAuthorsMap(path.join(dir, 'authors.yml'), { authorsPath: '/blog/authors', baseUrl: '/' });
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as BuildError).message).toMatch(/^Blog author "jo": jo\.socials\.github: /);
    expect((failure as BuildError).location).toEqual({ file: path.join(dir, 'authors.yml'), line: 4 });
  });

  it("takes keys, written-out authors and Docusaurus 1's author fields from a post, and refuses an unknown key", () => {
    const map = new Map([['jo', { key: 'jo', name: 'Jo' }]]);
    const at = { file: '/blog/post.md', line: 2 };
    expect(postAuthors({ authors: ['jo', { name: 'Guest', url: 'https://guest.example' }] }, map, at, '/')).toEqual({ authors: [{ key: 'jo', name: 'Jo' }, { name: 'Guest', url: 'https://guest.example' }], inline: true });
    expect(postAuthors({ authors: 'jo' }, map, at, '/')).toEqual({ authors: [{ key: 'jo', name: 'Jo' }], inline: false });
    expect(postAuthors({ author: 'Old Style', author_url: 'https://old.example' }, map, at, '/')).toEqual({ authors: [{ name: 'Old Style', url: 'https://old.example' }], inline: true });
    expect(() => postAuthors({ authors: ['kim'] }, map, at, '/')).toThrow('Blog author "kim" is not in the authors file; its authors are jo.');
  });
});

describe('tags', () => {
  it("takes the tags file's labels, permalinks and descriptions, and says which tags it does not define", async () => {
    const dir = await tempDir('blog-tags');
    await writeFiles(dir, { 'tags.yml': 'release:\n  label: Release notes\n  permalink: /releases\n  description: What each release brings\nsecurity:\n' });
    const map = readTagsFile(path.join(dir, 'tags.yml'), '/blog/tags');
    expect(frontMatterTags(['release', 'security', 'Road Map'], map, '/blog/tags')).toEqual({
      tags: [
        { label: 'Release notes', permalink: '/blog/tags/releases', description: 'What each release brings' },
        { label: 'security', permalink: '/blog/tags/security' },
        { label: 'Road Map', permalink: '/blog/tags/road-map' },
      ],
      inline: ['Road Map'],
    });
    // No tags file: every tag is the page's own, none is inline.
    expect(readTagsFile(path.join(dir, 'none.yml'), '/blog/tags')).toBeUndefined();
    expect(frontMatterTags(['Road Map'], undefined, '/blog/tags').inline).toEqual([]);
  });
});

describe('pagination', () => {
  const blog = blogSchema.parse({ postsPerPage: 2 });
  const posts = Array.from({ length: 5 }, (_, index) => ({ permalink: `/blog/p${index}` }) as BlogPost);

  it('puts the first page at the base and the others below page/, each linking to its neighbours', () => {
    const pages = paginate(posts, '/blog', blog);
    expect(pages.map((page) => [page.permalink, page.posts.length, page.newer, page.older])).toEqual([
      ['/blog', 2, undefined, '/blog/page/2'],
      ['/blog/page/2', 2, '/blog', '/blog/page/3'],
      ['/blog/page/3', 1, '/blog/page/2', undefined],
    ]);
  });

  it("makes one page of everything with postsPerPage: 'ALL', and one empty page when there are no posts", () => {
    expect(paginate(posts, '/blog', blogSchema.parse({ postsPerPage: 'ALL' })).map((page) => page.posts.length)).toEqual([5]);
    expect(paginate([], '/blog', blog).map((page) => page.permalink)).toEqual(['/blog']);
  });
});

describe('loading a blog', () => {
  const site = async (files: Record<string, string>) => {
    const dir = await tempDir('blog-load');
    await writeFiles(dir, files);
    return dir;
  };
  const load = (contentDir: string, options: Record<string, unknown> = {}, includeDrafts = false) => {
    const reporter = createReporter();
    return { reporter, loading: loadBlog(blogSchema.parse(options), { contentDir, baseUrl: '/', includeDrafts, reporter, configLocation: { file: path.join(contentDir, 'site.config.ts'), line: 4 } }) };
  };

  it('dates, titles and sorts posts newest first; drafts only in development, unlisted ones out of the lists', async () => {
    const dir = await site({
      'blog/2022-03-01-older.md': '# From the heading\n\nFirst.\n\n<!-- truncate -->\n',
      'blog/2023-06-15-newer.md': '---\ntitle: Front matter title\ndate: 2023-07-01\n---\nSecond.\n<!-- truncate -->\n',
      'blog/2024-01-01-draft.md': '---\ndraft: true\n---\nNot yet.\n<!-- truncate -->\n',
      'blog/2021-01-01-hidden.md': '---\nunlisted: true\nslug: /hidden\n---\nQuiet.\n<!-- truncate -->\n',
      'blog/_partial.md': 'Shared text.\n',
    });
    const { loading } = load(dir);
    const blog = await loading;
    expect(blog.posts.map((post) => [post.permalink, post.title, post.date.toISOString().slice(0, 10)])).toEqual([
      ['/blog/2023/06/15/newer', 'Front matter title', '2023-07-01'],
      ['/blog/2022/03/01/older', 'From the heading', '2022-03-01'],
      ['/blog/hidden', 'hidden', '2021-01-01'],
    ]);
    expect(blog.listed.map((post) => post.permalink)).toEqual(['/blog/2023/06/15/newer', '/blog/2022/03/01/older']);
    expect(blog.archivePath).toBe('/blog/archive');
    const withDrafts = await load(dir, {}, true).loading;
    expect(withDrafts.posts[0]!.permalink).toBe('/blog/2024/01/01/draft');
  });

  it('sorts ascending as the newest-first list reversed, posts of the same date too, as Docusaurus does', async () => {
    const dir = await site({
      'blog/2024-01-01-first.md': 'First.\n<!-- truncate -->\n',
      'blog/2024-01-03-post-3.md': 'Third.\n<!-- truncate -->\n',
      'blog/2024-01-03-zz.md': 'Same day.\n<!-- truncate -->\n',
    });
    const order = async (sortPosts: 'ascending' | 'descending') => (await load(dir, { sortPosts }).loading).posts.map((post) => post.relativePath);
    expect(await order('descending')).toEqual(['2024-01-03-post-3.md', '2024-01-03-zz.md', '2024-01-01-first.md']);
    expect(await order('ascending')).toEqual(['2024-01-01-first.md', '2024-01-03-zz.md', '2024-01-03-post-3.md']);
  });

  it("reads a front matter's date and time written without a zone as UTC, as Docusaurus does, whatever the build machine's zone", async () => {
    const dir = await site({
      'blog/minutes.md': '---\ndate: 2024-02-10T23:30\n---\nText.\n<!-- truncate -->\n',
      'blog/spaced.md': '---\ndate: "2024-02-09 23:30"\n---\nText.\n<!-- truncate -->\n',
      'blog/zoned.md': '---\ndate: "2024-02-08T23:30+10:00"\n---\nText.\n<!-- truncate -->\n',
    });
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const blog = await load(dir).loading;
      expect(blog.posts.map((post) => [post.permalink, post.date.toISOString()])).toEqual([
        ['/blog/minutes', '2024-02-10T23:30:00.000Z'],
        ['/blog/spaced', '2024-02-09T23:30:00.000Z'],
        ['/blog/zoned', '2024-02-08T13:30:00.000Z'],
      ]);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('warns of posts without a truncate marker and of written-out authors when there is an authors file, as the options say', async () => {
    const dir = await site({
      'blog/authors.yml': 'jo:\n  name: Jo\n',
      'blog/2023-01-01-whole.md': '---\nauthors:\n  - name: Guest\n---\nAll of it.\n',
    });
    const { reporter, loading } = load(dir);
    await loading;
    expect(reporter.warnings.map((warning) => warning.message)).toEqual([
      'This post writes out an author rather than naming one of the authors file (onInlineAuthors).',
      'A blog post has no truncate marker, so lists show it whole: add <!-- truncate --> (or {/* truncate */} in MDX) below the part to show (onUntruncatedBlogPosts). blog/2023-01-01-whole.md',
    ]);
    expect(reporter.warnings[0]!.location).toEqual({ file: path.join(dir, 'blog/2023-01-01-whole.md'), line: 2 });
    await expect(load(dir, { onUntruncatedBlogPosts: 'throw', onInlineAuthors: 'ignore' }).loading).rejects.toThrow(/no truncate marker/);
  });

  it("reports every post's error at once, each with its file and line", async () => {
    const dir = await site({
      'blog/a.md': '---\ndate: not a date\n---\nText.\n',
      'blog/b.md': '---\ntitle: B\nauthors: [nobody]\n---\nText.\n',
    });
    const failure = await load(dir).loading.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildErrors);
    expect((failure as BuildErrors).errors.map((error) => [path.basename(error.location?.file ?? ''), error.location?.line, error.message])).toEqual([
      ['a.md', 2, 'Invalid front matter "date": "not a date" is not a date (write it as 2024-05-28, or 2024-05-28T10:00:00Z).'],
      ['b.md', 3, 'Blog author "nobody" is not in the authors file (there is none).'],
    ]);
  });

  it("says, at the config's line, that the blog's folder is missing", async () => {
    const dir = await site({ 'docs/intro.md': '# Intro\n' });
    const failure = await load(dir, { path: 'news' }).loading.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as BuildError).message).toMatch(/^The blog's folder .*news does not exist: create it, give the blog's `path`, or leave `blog` out of the config\.$/);
    expect((failure as BuildError).location).toEqual({ file: path.join(dir, 'site.config.ts'), line: 4 });
  });

  it("gives each tag and each author with a page their lists of posts, an author's further pages below authors/, as Docusaurus writes them", async () => {
    const dir = await site({
      'blog/authors.yml': 'jo:\n  name: Jo\n  page: true\nsam:\n  name: Sam\n',
      'blog/2023-01-01-one.md': '---\ntags: [news]\nauthors: [jo, sam]\n---\nOne.\n<!-- truncate -->\n',
      'blog/2023-02-01-two.md': '---\ntags: [news, Deep Dive]\nauthors: jo\n---\nTwo.\n<!-- truncate -->\n',
    });
    const blog = await load(dir, { postsPerPage: 1 }).loading;
    expect(blog.tags.map((tag) => [tag.tag.label, tag.count, tag.pages.map((page) => page.permalink)])).toEqual([
      ['Deep Dive', 1, ['/blog/tags/deep-dive']],
      ['news', 2, ['/blog/tags/news', '/blog/tags/news/page/2']],
    ]);
    expect(blog.authors.map((author) => [author.author.key, author.count, author.pages.map((page) => page.permalink)])).toEqual([['jo', 2, ['/blog/authors/jo', '/blog/authors/jo/authors/2']]]);
  });
});
