// Parts of the document head that depend on the page. The server writes them
// into the HTML; the client router updates them after each navigation.
import { routeAddress, urlPath } from '../content/url.ts';
import type { MetaTag, PageData, SiteData } from './page-data.ts';

/** `<title>`: the page title and the site title, with the spec's '|' delimiter. */
export function documentTitle(site: Pick<SiteData, 'title'>, page: Pick<PageData, 'title'>): string {
  return page.title ? `${page.title} | ${site.title}` : site.title;
}

/** The page's address on the site's host (the not-found page has none of its own: the site's URL). */
export function canonicalUrl(site: Pick<SiteData, 'url' | 'trailingSlash'>, page: Pick<PageData, 'path' | 'kind'>): string {
  return `${site.url.replace(/\/$/, '')}${page.kind === 'not-found' ? '' : routeAddress(urlPath(page.path), site.trailingSlash)}`;
}

/** A language as Open Graph writes it: `en_AU` for `en-AU`. */
export const openGraphLocale = (htmlLang: string) => htmlLang.replace('-', '_');

/** The search metadata tag: `docs-<plugin>-<version>` on docs pages, `default` elsewhere. */
export function docsearchTag(page: Pick<PageData, 'docs'>): string {
  return page.docs ? `docs-${page.docs.pluginId}-${page.docs.versionName}` : 'default';
}

/**
 * The head's `<meta>` tags, in order, as the server writes them and the
 * client router writes them again after a navigation (a tag without content
 * is left out, or removed). As in Docusaurus, the config's `metadata` takes
 * the place of docgen's site-wide tags of the same name (`twitter:card`) and
 * gives way to the page's own (its description, keywords, image).
 */
export function headMetaTags(site: Pick<SiteData, 'themeColor' | 'locale' | 'tagline' | 'url' | 'trailingSlash' | 'metadata' | 'title'>, page: Pick<PageData, 'blogPost' | 'description' | 'keywords' | 'image' | 'docs' | 'robots' | 'title' | 'path' | 'kind'>): MetaTag[] {
  const post = page.blogPost;
  const authorUrls = post?.authors.flatMap((author) => (author.url ? [author.url] : [])) ?? [];
  const title = documentTitle(site, page);
  const description = page.description || site.tagline;
  const keywords = page.keywords?.length ? page.keywords.join(',') : undefined;
  const tags: MetaTag[] = [
    ['name', 'viewport', 'width=device-width, initial-scale=1.0'],
    ['name', 'generator', GENERATOR],
    ['name', 'description', description],
    ['name', 'keywords', keywords],
    ['name', 'theme-color', site.themeColor],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', canonicalUrl(site, page)],
    ['property', 'og:image', page.image],
    ['name', 'twitter:image', page.image],
    ['property', 'og:type', post ? 'article' : 'website'],
    ['property', 'article:published_time', post?.date],
    ['property', 'article:author', authorUrls.length > 0 ? authorUrls.join(',') : undefined],
    ['property', 'article:tag', post?.tags.length ? post.tags.map((tag) => tag.label).join(',') : undefined],
    ['property', 'og:locale', openGraphLocale(site.locale.htmlLang)],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'docsearch:language', site.locale.code],
    ['name', 'docsearch:version', page.docs?.versionName],
    ['name', 'docsearch:docusaurus_tag', docsearchTag(page)],
    ['name', 'robots', page.robots],
  ];
  if (!site.metadata) return tags;
  const siteWide = new Set(['viewport', 'generator', 'theme-color', 'og:locale', 'twitter:card', 'docsearch:language', ...(page.description ? [] : ['description'])]);
  for (const metadatum of site.metadata) {
    const ours = tags.find(([, key]) => key === metadatum[1]);
    if (!ours) tags.push(metadatum);
    else if (siteWide.has(ours[1]) || ours[2] === undefined) ours[2] = metadatum[2];
  }
  return tags;
}

const GENERATOR = 'docgen 0.1.0';
