// The blog's feeds (RSS, Atom, JSON Feed) of its newest posts, each with its
// whole text, made with the `feed` package as Docusaurus makes them. Loaded
// by a build only for a site with a blog.
import { Feed } from 'feed';
import type { BlogConfig, SiteConfig } from '../config/schema.ts';
import type { BlogContent } from '../content/types.ts';
import { addBaseUrl, joinUrl, routeAddress } from '../content/url.ts';
import { FEED_FILES, feedTypesOf, type FeedType } from './blog-feed-links.ts';

/**
 * Links and images of a post's HTML as whole URLs, as a feed reader needs them: each resolved
 * against the post's own address, as its page resolves them (a heading's `#anchor`, a `../img`
 * path, a srcset's candidates), as Docusaurus's feeds do.
 */
function absoluteUrls(html: string, postUrl: string): string {
  const resolve = (url: string) => {
    try {
      return new URL(url, postUrl).href;
    } catch {
      return url;
    }
  };
  return html
    .replace(/(\s(?:href|src|poster)=")([^"]*)"/g, (_, attribute: string, url: string) => `${attribute}${resolve(url)}"`)
    .replace(/(\ssrcset=")([^"]*)"/g, (_, attribute: string, set: string) => `${attribute}${set.split(',').map((candidate) => candidate.trim().replace(/^\S+/, resolve)).join(', ')}"`);
}

/**
 * RSS's `<author>` is an email address (`jo@example.com (Jo)`): an author known by name alone is
 * its `<dc:creator>` instead, which feed readers show and validators accept (the feed package
 * writes the bare name). The Dublin Core namespace is declared with the content one, which every
 * item's text needs.
 */
function rssCreators(rss: string): string {
  return rss.replace(/<author>([^<]*)<\/author>/g, (element, text: string) => (/^\S+@\S+ \(/.test(text) ? element : `<dc:creator>${text}</dc:creator>`));
}

export interface FeedFile {
  /** Relative to the output folder. */
  file: string;
  text: string;
}

/**
 * The feeds' files. `htmlOf` gives each post's HTML for its own page; posts
 * come newest first, as many as `limit` allows.
 */
export function renderBlogFeeds(config: SiteConfig, blog: BlogConfig, content: BlogContent, htmlOf: (permalink: string) => string): FeedFile[] {
  const types = feedTypesOf(blog);
  if (types.length === 0) return [];
  const origin = config.url.replace(/\/$/, '');
  const { feedOptions } = blog;
  const posts = [...content.listed].sort((a, b) => b.date.getTime() - a.date.getTime()).slice(0, feedOptions.limit === false ? undefined : feedOptions.limit);
  const blogUrl = origin + routeAddress(content.path, config.trailingSlash);
  const feed = new Feed({
    id: blogUrl,
    // As Docusaurus names a feed and its language: "<site> Blog", and the locale's code.
    title: feedOptions.title ?? `${config.title} Blog`,
    ...(posts[0] ? { updated: posts[0].date } : {}),
    language: feedOptions.language ?? config.i18n.currentLocale,
    link: blogUrl,
    description: feedOptions.description ?? `${config.title} Blog`,
    ...(config.favicon ? { favicon: addBaseUrl(config, config.favicon, { absolute: true }) } : {}),
    copyright: feedOptions.copyright ?? '',
    generator: 'docgen',
  });
  for (const post of posts) {
    const link = origin + routeAddress(post.permalink, config.trailingSlash);
    // The JSON feed reads an item's first author, so an item without one has none given.
    const authors = post.authors.flatMap((author) => (author.name ? [{ name: author.name, ...(author.email ? { email: author.email } : {}), ...(author.url ? { link: author.url } : {}) }] : []));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: post.date,
      description: post.description,
      content: absoluteUrls(htmlOf(post.permalink), link),
      ...(authors.length > 0 ? { author: authors } : {}),
      category: post.tags.map((tag) => ({ name: tag.label, term: tag.label })),
    });
  }
  const render: Record<FeedType, () => string> = { rss: () => rssCreators(feed.rss2()), atom: () => feed.atom1(), json: () => feed.json1() };
  const folder = content.path.slice(config.baseUrl.length);
  return types.map((type) => ({ file: joinUrl(folder, FEED_FILES[type]).slice(1), text: render[type]() }));
}
