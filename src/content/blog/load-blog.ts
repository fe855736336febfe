// The blog's content: its posts (read, dated, authored and tagged), sorted,
// and the pages that list them (the blog's own, each tag's and each author's),
// as Docusaurus's blog plugin makes them.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import readingTime from 'reading-time';
import type { BlogConfig } from '../../config/schema.ts';
import { BuildError, BuildErrors, collectBuildError, type SourceLocation } from '../../shared/errors.ts';
import type { Reporter } from '../../shared/logger.ts';
import { applyPolicy } from '../../shared/policy.ts';
import { hasTruncateMarker, isDefaultTruncateMarker } from '../../markdown/blog-truncate.ts';
import { crawlMarkdown } from '../crawl.ts';
import { readLastUpdates } from '../last-updated.ts';
import { validateBlogPostFrontMatter } from '../doc-front-matter.ts';
import { parseSourceFile, type FrontMatterMemo } from '../front-matter.ts';
import { extractExcerpt, extractTitle } from '../markdown-text.ts';
import { readSourceText } from '../source-text.ts';
import type { BlogAuthorData } from '../../shared/page-data.ts';
import type { BlogContent, BlogListPage, BlogPost, BlogTagPages } from '../types.ts';
import { isExternalUrl, joinUrl } from '../url.ts';
import { blogName } from './blogs.ts';
import { postAuthors, readAuthorsMap, type AuthorsMap } from './authors.ts';
import { parsePostFileName } from './post-file-name.ts';
import { applyInlineTagsPolicy, frontMatterTags, readTagsFile, type TagsMap } from '../tags-file.ts';

export interface LoadBlogOptions {
  contentDir: string;
  baseUrl: string;
  includeDrafts: boolean;
  reporter: Reporter;
  frontMatter?: FrontMatterMemo;
  /** Where the config gives the blog, for an error about its folder. */
  configLocation: SourceLocation;
  /**
   * The blog translated into the locale being built (Docusaurus's
   * `i18n/<locale>/docusaurus-plugin-content-blog`): a post, authors file or
   * tags file there takes the place of the one with the same path.
   */
  localizedDir?: string;
}

/**
 * The pages of a list of posts: the first at `basePath`, the others at
 * `basePath/page/N` (the blog's pageBasePath), or below another folder: an
 * author's are at `authors/<key>/authors/N`, as Docusaurus writes them.
 */
export function paginate(posts: BlogPost[], basePath: string, blog: BlogConfig, pageFolder = blog.pageBasePath): BlogListPage[] {
  const size = blog.postsPerPage === 'ALL' ? Math.max(posts.length, 1) : blog.postsPerPage;
  const count = Math.max(1, Math.ceil(posts.length / size));
  const permalinkOf = (index: number) => (index === 0 ? basePath : joinUrl(basePath, pageFolder, String(index + 1)));
  return Array.from({ length: count }, (_, index) => ({
    permalink: permalinkOf(index),
    posts: posts.slice(index * size, (index + 1) * size),
    ...(index > 0 ? { newer: permalinkOf(index - 1) } : {}),
    ...(index < count - 1 ? { older: permalinkOf(index + 1) } : {}),
  }));
}

/**
 * Posts grouped by what `keysOf` finds in each (a tag, an author with a page),
 * by key, in the posts' order; the first item found for a key describes its
 * group. `empty` groups come first, with no posts unless some have them.
 */
function groupPosts<T>(posts: BlogPost[], keysOf: (post: BlogPost) => [string, T][], empty: [string, T][] = []): [T, BlogPost[]][] {
  const groups = new Map<string, [T, BlogPost[]]>(empty.map(([key, item]) => [key, [item, []]]));
  for (const post of posts) {
    for (const [key, item] of keysOf(post)) {
      const group = groups.get(key) ?? [item, []];
      group[1].push(post);
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}

/** A date and time without a zone (`2024-02-10`, `2024-02-10T23:30`, `2024-02-10 23:30`), which YAML leaves as text unless it has its seconds. */
const ZONELESS_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/;

/**
 * A front matter's date: one written without a zone is in UTC, as YAML takes its own timestamps
 * and Docusaurus takes such text, whatever the zone of the machine that builds the site.
 */
function frontMatterDate(written: string): Date {
  const zoneless = ZONELESS_DATE.exec(written.trim());
  return new Date(zoneless ? `${zoneless[1]}T${zoneless[2] ?? '00:00'}Z` : written);
}

/**
 * The date a post is given: its front matter's, else its file name's, else when its file was made
 * (which loadBlog then replaces with the file's first commit, when it has one).
 */
function postDate(written: Date | string | undefined, fromName: Date | undefined, file: string, line: number | undefined): Date {
  if (written !== undefined) {
    const date = written instanceof Date ? written : frontMatterDate(written);
    if (Number.isNaN(date.getTime())) throw new BuildError(`Invalid front matter "date": "${String(written)}" is not a date (write it as 2024-05-28, or 2024-05-28T10:00:00Z).`, { file, line });
    return date;
  }
  if (fromName) return fromName;
  const stats = statSync(file);
  // The file's birth time where the file system records one, else its last change.
  return stats.birthtimeMs > 0 ? stats.birthtime : stats.mtime;
}

/** Whether a post's date is its file's time: dated neither by its front matter nor by its name. */
const isUndated = (post: BlogPost) => post.frontMatter.date === undefined && parsePostFileName(post.relativePath).date === undefined;

/**
 * Posts dated by neither their front matter nor their name take their file's first commit, as in
 * Docusaurus: a checkout (on CI, say) makes every file anew, so its time would date them all on
 * the day of the build. One `git log` for the blog's folders, only when such posts exist; a post
 * never committed, or a folder outside git, keeps its file's time.
 */
async function dateUndatedPosts(posts: BlogPost[], dirs: string[]): Promise<void> {
  const undated = posts.filter(isUndated);
  if (undated.length === 0) return;
  const history = await readLastUpdates(dirs);
  for (const post of undated) {
    const committed = history.get(post.source.path);
    if (committed) post.date = new Date(committed.firstTimestamp);
  }
}

function loadPost(relativePath: string, blog: BlogConfig, file: string, basePath: string, maps: { authors: AuthorsMap; tags: TagsMap | undefined }, options: LoadBlogOptions): BlogPost {
  const source = parseSourceFile(file, readSourceText(file), options.frontMatter);
  const fm = validateBlogPostFrontMatter(source.frontMatter, file, source.frontMatterLines);
  const at = (key: string) => ({ file, line: source.frontMatterLines[key] ?? 1 });
  const name = parsePostFileName(relativePath);
  const slug = fm.slug ?? name.slug;
  const { authors, inline: inlineAuthors } = postAuthors(source.frontMatter, maps.authors, at(source.frontMatter.authors === undefined ? 'author' : 'authors'), options.baseUrl);
  if (inlineAuthors && maps.authors.size > 0) {
    const error = applyPolicy(blog.onInlineAuthors, 'This post writes out an author rather than naming one of the authors file (onInlineAuthors).', at('authors'), options.reporter);
    if (error) throw error;
  }
  const tagsPath = joinUrl(basePath, blog.tagsBasePath);
  const { tags, inline: inlineTags } = frontMatterTags(fm.tags ?? [], maps.tags, tagsPath);
  applyInlineTagsPolicy(inlineTags, "the blog's", blog.onInlineTags, at('tags'), options.reporter);
  return {
    source,
    relativePath,
    permalink: isExternalUrl(slug) ? slug : joinUrl(basePath, slug),
    title: fm.title ?? extractTitle(source.body) ?? name.text,
    description: fm.description ?? extractExcerpt(source.body),
    date: postDate(fm.date, name.date, file, source.frontMatterLines.date),
    frontMatter: fm,
    authors,
    tags,
    readingTime: readingTime(source.body).minutes,
    truncated: hasTruncateMarker(source.body, blog.truncateMarker),
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
  };
}

export async function loadBlog(blog: BlogConfig, options: LoadBlogOptions): Promise<BlogContent> {
  const dir = path.resolve(options.contentDir, blog.path);
  if (!existsSync(dir)) throw new BuildError(`${blogName(blog.id, { capitalised: true })}'s folder ${path.relative(process.cwd(), dir) || '.'} does not exist: create it, give the blog's \`path\`, or ${blog.id === 'default' ? 'leave `blog` out of the config' : 'take it out of the config\'s `blog` list'}.`, options.configLocation);
  const basePath = joinUrl(options.baseUrl, blog.routeBasePath);
  const tagsPath = joinUrl(basePath, blog.tagsBasePath);
  const authorsPath = joinUrl(basePath, blog.authorsBasePath);
  const localizedDir = options.localizedDir && existsSync(options.localizedDir) ? options.localizedDir : undefined;
  /** The translated authors or tags file when there is one, else the blog folder's. */
  const fileOf = (relativePath: string) => {
    const translated = localizedDir && path.resolve(localizedDir, relativePath);
    return translated && existsSync(translated) ? translated : path.resolve(dir, relativePath);
  };
  const tagsFile = blog.tags ? fileOf(blog.tags) : undefined;
  const maps = {
    authors: readAuthorsMap(fileOf(blog.authorsMapPath), { authorsPath, baseUrl: options.baseUrl }),
    tags: readTagsFile(tagsFile, tagsPath),
  };
  const patterns = { include: blog.include, exclude: blog.exclude };
  const { pages: files } = await crawlMarkdown(dir, options.reporter, patterns);
  // The translated posts, read once as the docs' are (a post without an original is none, as in Docusaurus).
  const translated = localizedDir ? new Set((await crawlMarkdown(localizedDir, options.reporter, patterns)).pages) : undefined;
  const errors: BuildError[] = [];
  const loaded: BlogPost[] = [];
  for (const relativePath of files) {
    try {
      loaded.push(loadPost(relativePath, blog, path.join(translated?.has(relativePath) ? localizedDir! : dir, relativePath), basePath, maps, options));
    } catch (error) {
      collectBuildError(error, errors);
    }
  }
  if (errors.length > 0) throw new BuildErrors(errors);
  await dateUndatedPosts(loaded, localizedDir ? [dir, localizedDir] : [dir]);

  const posts = loaded.filter((post) => options.includeDrafts || blog.includeDrafts || !post.draft);
  // Newest first, posts of the same date in the files' order; ascending is that list reversed (ties too), as in Docusaurus.
  posts.sort((a, b) => b.date.getTime() - a.date.getTime());
  if (blog.sortPosts === 'ascending') posts.reverse();
  const listed = posts.filter((post) => !post.unlisted);
  if (blog.onUntruncatedBlogPosts !== 'ignore') {
    const whole = listed.filter((post) => !post.truncated);
    if (whole.length > 0) {
      const message = `${whole.length === 1 ? 'A blog post has' : `${whole.length} blog posts have`} no truncate marker, so lists show ${whole.length === 1 ? 'it' : 'them'} whole: ${isDefaultTruncateMarker(blog.truncateMarker) ? 'add <!-- truncate --> (or {/* truncate */} in MDX)' : `add a line the blog's truncateMarker (${String(blog.truncateMarker)}) matches`} below the part to show (onUntruncatedBlogPosts). ${whole.map((post) => path.relative(options.contentDir, post.source.path)).join(', ')}`;
      const error = applyPolicy(blog.onUntruncatedBlogPosts, message, { file: whole[0]!.source.path }, options.reporter);
      if (error) throw error;
    }
  }

  // A tag only unlisted posts have lists them, and is unlisted itself, as in Docusaurus: each of them links to it.
  const tags = groupPosts(posts, (post) => post.tags.filter((tag) => !isExternalUrl(tag.permalink)).map((tag) => [tag.permalink, tag]))
    .map(([tag, tagged]): BlogTagPages => {
      const listedTagged = tagged.filter((post) => !post.unlisted);
      const shown = listedTagged.length > 0 ? listedTagged : tagged;
      return { tag, count: shown.length, pages: paginate(shown, tag.permalink, blog), ...(listedTagged.length === 0 ? { unlisted: true } : {}) };
    })
    .sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  // Every author with a page has one, posts or none, as in Docusaurus.
  const withPages = [...maps.authors.values()].filter((author) => author.page !== undefined).map((author): [string, BlogAuthorData] => [author.page!, author]);
  const authors = groupPosts(listed, (post) => post.authors.filter((author) => author.page !== undefined).map((author) => [author.page!, author]), withPages).map(([author, written]) => ({
    author: { ...author, page: author.page! },
    count: written.length,
    pages: paginate(written, author.page!, blog, blog.authorsBasePath),
  }));

  return {
    id: blog.id,
    dir,
    ...(localizedDir ? { localizedDir } : {}),
    path: basePath,
    posts,
    listed,
    listPages: paginate(listed, basePath, blog),
    tagsPath,
    tags,
    ...(blog.archiveBasePath !== null ? { archivePath: joinUrl(basePath, blog.archiveBasePath) } : {}),
    authorsPath,
    authors,
  };
}
