// Parts of the document head that depend on the page. The server writes them
// into the HTML; the client router updates them after each navigation.
import { routeAddress, urlPath } from '../content/url.ts';
import type { PageData, SiteData } from './page-data.ts';

/** `<title>`: the page title and the site title, with the spec's '|' delimiter. */
export function documentTitle(site: Pick<SiteData, 'title'>, page: Pick<PageData, 'title'>): string {
  return page.title ? `${page.title} | ${site.title}` : site.title;
}

/** The page's address on the site's host (the not-found page has none of its own: the site's URL). */
export function canonicalUrl(site: Pick<SiteData, 'url' | 'trailingSlash'>, page: Pick<PageData, 'path' | 'kind'>): string {
  return `${site.url.replace(/\/$/, '')}${page.kind === 'not-found' ? '' : routeAddress(urlPath(page.path), site.trailingSlash)}`;
}

/** Classes on `<html>` that name the docs version and the page kind (themes and search metadata use them). */
export function htmlClassName(page: Pick<PageData, 'docs' | 'kind'>): string {
  const docs = page.docs;
  const plugin = docs ? `${docs.versionClassName ?? `docs-version-${docs.versionName}`} plugin-docs plugin-id-${docs.pluginId}` : 'plugin-pages';
  return `${plugin} page-${page.kind}`;
}

/** The search metadata tag: `docs-<plugin>-<version>` on docs pages, `default` elsewhere. */
export function docsearchTag(page: Pick<PageData, 'docs'>): string {
  return page.docs ? `docs-${page.docs.pluginId}-${page.docs.versionName}` : 'default';
}

/**
 * The head's `<meta>` tags that are the same on every page of the site, as
 * [attribute, key, content]: the server writes them, and the client router
 * writes them again after a page's own `<head>` replaced one.
 */
export function siteMetaTags(site: Pick<SiteData, 'themeColor' | 'locale'>): [attribute: 'name' | 'property', key: string, content: string][] {
  return [
    ['name', 'viewport', 'width=device-width, initial-scale=1.0'],
    ['name', 'generator', GENERATOR],
    ['name', 'theme-color', site.themeColor],
    ['property', 'og:locale', site.locale.htmlLang.replace('-', '_')],
    ['name', 'twitter:card', 'summary'],
    ['name', 'docsearch:language', site.locale.code],
  ];
}

/**
 * The head's `<meta>` tags that depend on the kind of page: its Open Graph
 * type and, on a blog post, when it was published, by whom and about what
 * (as Docusaurus writes them). A tag without content is left out.
 */
export function pageMetaTags(page: Pick<PageData, 'blogPost'>): [attribute: 'property', key: string, content: string | undefined][] {
  const post = page.blogPost;
  const authorUrls = post?.authors.flatMap((author) => (author.url ? [author.url] : [])) ?? [];
  return [
    ['property', 'og:type', post ? 'article' : 'website'],
    ['property', 'article:published_time', post?.date],
    ['property', 'article:author', authorUrls.length > 0 ? authorUrls.join(',') : undefined],
    ['property', 'article:tag', post?.tags.length ? post.tags.map((tag) => tag.label).join(',') : undefined],
  ];
}

const GENERATOR = 'docgen 0.1.0';
