// The blog's feeds (RSS, Atom, JSON Feed) of its newest posts, each with its
// whole text, made with the `feed` package as Docusaurus makes them.
import { Feed } from 'feed';
import type { BlogConfig, SiteConfig } from '../config/schema.ts';
import type { BlogContent } from '../content/types.ts';
import { addBaseUrl, joinUrl } from '../content/url.ts';

const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
type FeedType = keyof typeof FEED_FILES;

/** The feeds the config asks for. */
export function feedTypesOf(blog: BlogConfig): FeedType[] {
  const { type } = blog.feedOptions;
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return Array.isArray(type) ? [...new Set(type)] : [type];
}

const FEED_LINK = { rss: ['application/rss+xml', 'RSS Feed'], atom: ['application/atom+xml', 'Atom Feed'], json: ['application/json', 'JSON Feed'] } as const;

/** Each feed's `<link rel="alternate">`, which every page of the site has, as in Docusaurus. */
export function feedLinkAttributes(config: SiteConfig): Record<string, string>[] {
  if (!config.blog) return [];
  const base = joinUrl(config.baseUrl, config.blog.routeBasePath);
  return feedTypesOf(config.blog).map((type) => ({ rel: 'alternate', type: FEED_LINK[type][0], href: joinUrl(base, FEED_FILES[type]), title: `${config.title} ${FEED_LINK[type][1]}` }));
}

/** Links and images of a post's HTML as whole URLs, as a feed reader needs them. */
function absoluteUrls(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src|poster)=")(\/(?!\/)[^"]*)"/g, (_, attribute: string, url: string) => `${attribute}${origin}${url}"`);
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
  const blogUrl = origin + content.path;
  const feed = new Feed({
    id: blogUrl,
    title: feedOptions.title ?? config.title,
    ...(posts[0] ? { updated: posts[0].date } : {}),
    language: feedOptions.language ?? config.i18n.localeConfigs[config.i18n.defaultLocale]?.htmlLang ?? config.i18n.defaultLocale,
    link: blogUrl,
    description: feedOptions.description ?? `${config.title} Blog`,
    ...(config.favicon ? { favicon: addBaseUrl(config, config.favicon, { absolute: true }) } : {}),
    copyright: feedOptions.copyright ?? '',
    generator: 'docgen',
  });
  for (const post of posts) {
    const link = origin + post.permalink;
    // The JSON feed reads an item's first author, so an item without one has none given.
    const authors = post.authors.flatMap((author) => (author.name ? [{ name: author.name, ...(author.email ? { email: author.email } : {}), ...(author.url ? { link: author.url } : {}) }] : []));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: post.date,
      description: post.description,
      content: absoluteUrls(htmlOf(post.permalink), origin),
      ...(authors.length > 0 ? { author: authors } : {}),
      category: post.tags.map((tag) => ({ name: tag.label, term: tag.label })),
    });
  }
  const render: Record<FeedType, () => string> = { rss: () => feed.rss2(), atom: () => feed.atom1(), json: () => feed.json1() };
  const folder = content.path.slice(config.baseUrl.length);
  return types.map((type) => ({ file: joinUrl(folder, FEED_FILES[type]).slice(1), text: render[type]() }));
}
