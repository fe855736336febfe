import type { BlogAuthorPages, BlogListPage, BlogPost, BlogTagPages, Doc, GeneratedIndexPage, SourceFile, StandalonePage, SiteContent, TagPage } from '../content/types.ts';
import { blogName } from '../content/blog/blogs.ts';
import type { LinkPolicy } from '../config/schema.ts';
import { BuildError, BuildErrors, type SourceLocation } from '../shared/errors.ts';
import { lineOfValue } from '../content/source-line.ts';
import { routePathProblem, tryDecode } from '../content/url.ts';
import type { Reporter } from '../shared/logger.ts';
import { applyPolicy } from '../shared/policy.ts';
import { linkedCategories, type PropSidebarCategory } from '../shared/sidebar-category.ts';

interface DocsRouteBase {
  pluginId: string;
  versionName: string;
}

/** The blog a page belongs to, by its id in the config. */
interface BlogRouteBase {
  blogId: string;
}

export type Route = { path: string; source: string } & (
  | ({ kind: 'doc'; doc: Doc; /** The sidebar category this doc is the link page of, if any. */ sidebarCategory?: PropSidebarCategory } & DocsRouteBase)
  | ({ kind: 'generated-index'; index: GeneratedIndexPage } & DocsRouteBase)
  | ({ kind: 'tags-list' } & DocsRouteBase)
  | ({ kind: 'tag'; tag: TagPage } & DocsRouteBase)
  | { kind: 'markdown-page'; page: StandalonePage }
  | { kind: 'component-page'; page: StandalonePage }
  | { kind: 'search' }
  | { kind: 'not-found' }
  | ({ kind: 'blog-post'; post: BlogPost } & BlogRouteBase)
  /** A page of the blog's list of posts, or of a tag's (with `tag`), or of an author's (with `author`). */
  | ({ kind: 'blog-list'; list: BlogListPage } & BlogRouteBase)
  | ({ kind: 'blog-tag'; list: BlogListPage; tag: BlogTagPages } & BlogRouteBase)
  | ({ kind: 'blog-author'; list: BlogListPage; author: BlogAuthorPages } & BlogRouteBase)
  | ({ kind: 'blog-tags-list' } & BlogRouteBase)
  | ({ kind: 'blog-archive' } & BlogRouteBase)
  | ({ kind: 'blog-authors-list' } & BlogRouteBase)
);

/** A route made from a Markdown or MDX file: a doc, a Markdown page or a blog post. */
export type MarkdownRoute = Extract<Route, { kind: 'doc' | 'markdown-page' | 'blog-post' }>;

export const isMarkdownRoute = (route: Route): route is MarkdownRoute => route.kind === 'doc' || route.kind === 'markdown-page' || route.kind === 'blog-post';

/**
 * A page built but unlisted (front matter `unlisted`: a doc, a Markdown page
 * or a blog post): only its address reaches it, search engines are kept off
 * it and search leaves it out.
 */
export function isUnlistedRoute(route: Route): boolean {
  if (route.kind === 'doc') return route.doc.unlisted;
  if (route.kind === 'markdown-page') return route.page.frontMatter?.unlisted === true;
  if (route.kind === 'tag' || route.kind === 'blog-tag') return route.tag.unlisted === true;
  return route.kind === 'blog-post' && route.post.unlisted;
}

/** A page listing posts, which shows each one's text above its truncate marker. */
export type BlogListRoute = Extract<Route, { kind: 'blog-list' | 'blog-tag' | 'blog-author' }>;

export const isBlogListRoute = (route: Route): route is BlogListRoute => route.kind === 'blog-list' || route.kind === 'blog-tag' || route.kind === 'blog-author';

/** The source file a Markdown route is compiled from. */
export const sourceOf = (route: MarkdownRoute): SourceFile => (route.kind === 'doc' ? route.doc.source : route.kind === 'blog-post' ? route.post.source : route.page.markdown!);

/** Where the author made a route's address: a doc's file, or the file and line of a generated index's slug. */
function routeLocation(route: Route): SourceLocation {
  if (route.kind === 'doc') return { file: route.doc.source.path };
  const link = route.kind === 'generated-index' ? route.index.link : undefined;
  return link ? { file: link.file, line: link.slug === undefined ? undefined : lineOfValue(link.file, link.slug) } : {};
}

/** The path the not-found page is rendered at; it is written as 404.html. */
export const NOT_FOUND_PATH = '/404';

/**
 * Every URL of the site, in one place. A path created twice names both
 * sources (a warning by default); the later one wins, as in Docusaurus.
 */
export function buildRouteTable(content: SiteContent, baseUrl: string, reporter: Reporter, onDuplicateRoutes: LinkPolicy = 'warn'): Route[] {
  const routes = new Map<string, Route>();
  const errors: BuildError[] = [];
  const add = (route: Route) => {
    // The output file's name is the decoded path: check it as such (a doc's slug was checked at its line).
    const problem = routePathProblem(route.path);
    if (problem) {
      errors.push(new BuildError(`The address "${route.path}" of ${route.kind === 'doc' ? 'this doc' : route.source} cannot be a page: ${problem}.`, routeLocation(route)));
      return;
    }
    // Two paths that decode to the same one (`/a%20b`, `/a b`) are one page's file too.
    const key = (tryDecode(route.path) ?? route.path).toLowerCase();
    const existing = routes.get(key);
    if (existing) {
      const error = applyPolicy(onDuplicateRoutes, `Duplicate route "${route.path}": created by ${existing.source} and by ${route.source}. The second one is used.`, { file: route.source }, reporter);
      if (error) errors.push(error);
    }
    routes.set(key, route);
  };

  for (const instance of content.docsInstances) {
    for (const version of instance.versions) {
      const base = { pluginId: instance.pluginId, versionName: version.name };
      const categories = linkedCategories(version);
      for (const doc of version.docs) {
        const sidebarCategory = categories.get(doc.id);
        add({ kind: 'doc', path: doc.permalink, source: doc.source.path, doc, ...(sidebarCategory ? { sidebarCategory } : {}), ...base });
      }
      for (const index of version.generatedIndexes) add({ kind: 'generated-index', path: index.permalink, source: `the "${index.title}" category of sidebar "${index.sidebarName}"`, index, ...base });
      // The tags page lists the listed tags: a version whose tags only unlisted docs have has none.
      if (version.tags.some((tag) => !tag.unlisted)) add({ kind: 'tags-list', path: version.tagsPath, source: `the tags of ${instance.pluginId} ${version.name}`, ...base });
      for (const tag of version.tags) add({ kind: 'tag', path: tag.permalink, source: `tag "${tag.label}" of ${instance.pluginId} ${version.name}`, tag, ...base });
    }
  }
  for (const page of content.pages) add({ kind: page.kind === 'markdown' ? 'markdown-page' : 'component-page', path: page.permalink, source: page.source, page });
  for (const blog of content.blogs) {
    const base = { blogId: blog.id };
    const name = blogName(blog.id);
    for (const post of blog.posts) add({ kind: 'blog-post', path: post.permalink, source: post.source.path, post, ...base });
    for (const list of blog.listPages) add({ kind: 'blog-list', path: list.permalink, source: `${name}'s list of posts`, list, ...base });
    if (blog.tags.some((tag) => !tag.unlisted)) add({ kind: 'blog-tags-list', path: blog.tagsPath, source: `${name}'s tags`, ...base });
    for (const tag of blog.tags) for (const list of tag.pages) add({ kind: 'blog-tag', path: list.permalink, source: `${name}'s tag "${tag.tag.label}"`, list, tag, ...base });
    if (blog.archivePath) add({ kind: 'blog-archive', path: blog.archivePath, source: `${name}'s archive`, ...base });
    if (blog.authors.length > 0) add({ kind: 'blog-authors-list', path: blog.authorsPath, source: `${name}'s authors`, ...base });
    for (const author of blog.authors) for (const list of author.pages) add({ kind: 'blog-author', path: list.permalink, source: `${name}'s author "${author.author.name ?? author.author.key}"`, list, author, ...base });
  }
  if (!routes.has(`${baseUrl}search`)) add({ kind: 'search', path: `${baseUrl}search`, source: 'the built-in search page' });
  add({ kind: 'not-found', path: NOT_FOUND_PATH, source: 'the built-in not-found page' });
  if (errors.length > 0) throw new BuildErrors(errors);
  return [...routes.values()];
}
