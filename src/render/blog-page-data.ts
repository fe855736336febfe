// The page data of the blog's pages: a post's own page and the pages that
// list posts (with each post's text above its truncate marker), the tags,
// the archive and the authors.
import path from 'node:path';
import type { BlogConfig } from '../config/schema.ts';
import type { BlogContent, BlogListPage, BlogPost } from '../content/types.ts';
import { groupTagsByLetter } from '../content/tags.ts';
import { translate, translatePlural } from '../i18n/translate.ts';
import { splitAtTruncation } from '../markdown/blog-truncate.ts';
import type { MarkdownResult } from '../markdown/types.ts';
import type { BlogListRoute, Route } from '../routes/route-table.ts';
import { BuildError } from '../shared/errors.ts';
import type { BlogData, BlogListItemData, BlogPostHeaderData, PageData } from '../shared/page-data.ts';
import type { LastUpdates } from '../content/last-updated.ts';
import { joinEditUrl, lastUpdateOf } from './docs-page-data.ts';
import { isWithin } from '../shared/path-within.ts';

/** A post's leading `# Title`, which its header shows instead (as Docusaurus removes it). */
const LEADING_TITLE = /^\s*<h1\b[^>]*>[\s\S]*?<\/h1>\s*/;

/** A compiled post's HTML for its own page and for lists, split once: its page, every list showing it and the feeds ask for it. */
const splitPosts = new WeakMap<MarkdownResult, { whole: string; excerpt: string }>();

function splitPost(result: MarkdownResult): { whole: string; excerpt: string } {
  let split = splitPosts.get(result);
  if (!split) {
    const withoutTitle = (html: string) => (result.hasTitleHeading ? html.replace(LEADING_TITLE, '') : html);
    const { html, excerptHtml } = splitAtTruncation(result.html);
    split = { whole: withoutTitle(html), excerpt: excerptHtml === undefined ? withoutTitle(html) : withoutTitle(excerptHtml) };
    splitPosts.set(result, split);
  }
  return split;
}

/** A post's HTML for its own page: all of it, without the truncate marker's stand-in or its leading title. */
export const blogPostHtml = (result: MarkdownResult): string => splitPost(result).whole;

/** A post's HTML in lists: above its truncate marker, or all of it without one. */
const excerptHtml = (result: MarkdownResult): string => splitPost(result).excerpt;

/** The pieces of page data that only a blog page has; `base` is what every page has. */
type BlogPageFields = Omit<PageData, 'path' | 'showTitle' | 'robots' | 'head' | 'image'> & Partial<Pick<PageData, 'image' | 'robots'>>;

export interface BlogPageDataOptions {
  blog: BlogConfig;
  content: BlogContent;
  /** The folder the blog's folder is relative to in edit links (contentDir). */
  contentDir: string;
  /** The files' last commits, for posts' last-updated times. */
  lastUpdates: LastUpdates;
  /** The site's locale: the editUrl function's `locale`. */
  locale: string;
  /** Posts' dates and last updates, as the site's locale writes them. */
  postDate: (date: Date) => string;
  lastUpdateDate: (at: number) => string;
  /** A whole URL for a page's `image`. */
  imageOf(image: string | undefined): { image?: string };
}

export function createBlogPageData({ blog, content, contentDir, lastUpdates, locale, postDate, lastUpdateDate, imageOf }: BlogPageDataOptions) {
  const count = blog.blogSidebarCount === 'ALL' ? content.listed.length : blog.blogSidebarCount;
  const blogData: BlogData = { pluginId: blog.id, ...(count > 0 ? { sidebar: { title: blog.blogSidebarTitle, items: content.listed.slice(0, count).map((post) => ({ label: post.title, href: post.permalink })) } } : {}) };
  const position = new Map(content.listed.map((post, index) => [post, index]));
  const blogDirPath = path.relative(contentDir, content.dir).split(path.sep).join('/');

  const header = (post: BlogPost): BlogPostHeaderData => ({
    permalink: post.permalink,
    title: post.title,
    date: post.date.toISOString(),
    formattedDate: postDate(post.date),
    ...(blog.showReadingTime ? { readingTime: post.readingTime } : {}),
    authors: post.authors,
    tags: post.tags,
  });

  const editUrlOf = (post: BlogPost): string | undefined => {
    if (!blog.editUrl) return undefined;
    if (typeof blog.editUrl === 'string') {
      const translated = blog.editLocalizedFiles && content.localizedDir && isWithin(content.localizedDir, post.source.path);
      return joinEditUrl(blog.editUrl, translated ? path.relative(contentDir, content.localizedDir!).split(path.sep).join('/') : blogDirPath, post.relativePath);
    }
    let url: unknown;
    try {
      url = blog.editUrl({ blogDirPath, blogPath: post.relativePath, permalink: post.permalink, locale });
    } catch (error) {
      throw new BuildError(`The blog's editUrl function failed on this post: ${error instanceof Error ? error.message : String(error)}`, { file: post.source.path });
    }
    if (url === undefined || url === null || url === '') return undefined;
    if (typeof url !== 'string') throw new BuildError(`The blog's editUrl function returned ${typeof url} for this post, where a URL (or undefined for no link) belongs.`, { file: post.source.path });
    return url;
  };

  const listItems = (list: BlogListPage, excerpts: ReadonlyMap<string, MarkdownResult>): BlogListItemData[] =>
    list.posts.map((post) => {
      const result = excerpts.get(post.permalink);
      return { ...header(post), html: result ? excerptHtml(result) : '', truncated: post.truncated };
    });
  const listFields = (list: BlogListPage, excerpts: ReadonlyMap<string, MarkdownResult>) => ({
    blog: blogData,
    blogList: { posts: listItems(list, excerpts), ...(list.newer ? { newer: list.newer } : {}), ...(list.older ? { older: list.older } : {}) },
  });

  /** The data of a post's page. */
  const post = (route: Extract<Route, { kind: 'blog-post' }>, compiled: MarkdownResult | undefined, tocDefaults: { minHeadingLevel: number; maxHeadingLevel: number }): BlogPageFields => {
    const { post: written } = route;
    const fm = written.frontMatter;
    const index = position.get(written);
    const newer = index === undefined ? undefined : content.listed[index - 1];
    const older = index === undefined ? undefined : content.listed[index + 1];
    const editUrl = editUrlOf(written);
    const lastUpdate = lastUpdateOf(written, blog, lastUpdates, lastUpdateDate);
    return {
      kind: 'blog-post',
      title: written.title,
      description: written.description,
      keywords: fm.keywords,
      ...imageOf(compiled?.image ?? fm.image),
      blog: blogData,
      blogPost: {
        ...header(written),
        ...(written.draft ? { visibility: 'draft' as const } : written.unlisted ? { visibility: 'unlisted' as const } : {}),
        ...(editUrl ? { editUrl } : {}),
        ...(lastUpdate ? { lastUpdate } : {}),
        ...(newer ? { previous: { label: newer.title, href: newer.permalink } } : {}),
        ...(older ? { next: { label: older.title, href: older.permalink } } : {}),
        toc: compiled?.toc ?? [],
        tocMin: fm.toc_min_heading_level ?? tocDefaults.minHeadingLevel,
        tocMax: fm.toc_max_heading_level ?? tocDefaults.maxHeadingLevel,
        hideTableOfContents: fm.hide_table_of_contents === true,
      },
    };
  };

  /** The data of a page that lists posts, given the compiled posts it shows. */
  const list = (route: BlogListRoute, excerpts: ReadonlyMap<string, MarkdownResult>): BlogPageFields => {
    if (route.kind === 'blog-tag') {
      const { tag, count: tagged } = route.tag;
      // As Docusaurus composes it, so that its translations fit: the count of posts, then the tag.
      const nPosts = translatePlural({ id: 'theme.blog.post.plurals', message: 'One post|{count} posts' }, tagged);
      const title = translate({ id: 'theme.blog.tagTitle', message: '{nPosts} tagged with "{tagName}"' }, { nPosts, tagName: tag.label });
      return {
        kind: 'blog-tag',
        title,
        description: tag.description ?? title,
        ...listFields(route.list, excerpts),
        blogTag: { label: tag.label, ...(tag.description !== undefined ? { description: tag.description } : {}), count: tagged, allTagsPath: content.tagsPath },
      };
    }
    if (route.kind === 'blog-author') {
      const { author, count: written } = route.author;
      return {
        kind: 'blog-author',
        title: author.name ?? author.key ?? '',
        description: author.title ?? '',
        ...listFields(route.list, excerpts),
        blogAuthor: { author, count: written, allAuthorsPath: content.authorsPath },
      };
    }
    return { kind: 'blog-list', title: blog.blogTitle, description: blog.blogDescription, ...listFields(route.list, excerpts) };
  };

  const tagsList = (): BlogPageFields => ({
    kind: 'blog-tags-list',
    title: translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' }),
    description: '',
    blog: blogData,
    blogTagsList: {
      letters: groupTagsByLetter(content.tags.filter((tagPages) => !tagPages.unlisted).map(({ tag, count: tagged }) => ({ label: tag.label, permalink: tag.permalink, count: tagged }))),
    },
  });

  const archive = (): BlogPageFields => {
    const years = new Map<string, { title: string; permalink: string; date: string; formattedDate: string }[]>();
    for (const written of content.listed) {
      const year = String(written.date.getUTCFullYear());
      years.set(year, [...(years.get(year) ?? []), { title: written.title, permalink: written.permalink, date: written.date.toISOString(), formattedDate: postDate(written.date) }]);
    }
    return {
      kind: 'blog-archive',
      title: translate({ id: 'theme.blog.archive.title', message: 'Archive' }),
      description: translate({ id: 'theme.blog.archive.description', message: 'Archive' }),
      blogArchive: { years: [...years.entries()] },
    };
  };

  const authorsList = (): BlogPageFields => ({
    kind: 'blog-authors-list',
    title: translate({ id: 'theme.blog.authorsList.pageTitle', message: 'Authors' }),
    description: '',
    blog: blogData,
    blogAuthorsList: { authors: content.authors.map(({ author, count: written }) => ({ ...author, count: written })) },
  });

  return { post, list, tagsList, archive, authorsList };
}
