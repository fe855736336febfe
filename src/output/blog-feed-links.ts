// Where the blogs' feeds are, for every page's head: apart from the feeds'
// making, so that rendering pages does not load the feed package.
import type { BlogConfig, SiteConfig } from '../config/schema.ts';
import { joinUrl } from '../content/url.ts';

export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
export type FeedType = keyof typeof FEED_FILES;

/** The feeds the config asks for. */
export function feedTypesOf(blog: BlogConfig): FeedType[] {
  const { type } = blog.feedOptions;
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return Array.isArray(type) ? [...new Set(type)] : [type];
}

const FEED_LINK = { rss: ['application/rss+xml', 'RSS Feed'], atom: ['application/atom+xml', 'Atom Feed'], json: ['application/json', 'JSON Feed'] } as const;

/** Each blog's feeds' `<link rel="alternate">`, which every page of the site has, each titled by its feed's title, as in Docusaurus. */
export function feedLinkAttributes(config: SiteConfig): Record<string, string>[] {
  return config.blogs.flatMap((blog) => {
    const base = joinUrl(config.baseUrl, blog.routeBasePath);
    const title = blog.feedOptions.title ?? config.title;
    return feedTypesOf(blog).map((type) => ({ rel: 'alternate', type: FEED_LINK[type][0], href: joinUrl(base, FEED_FILES[type]), title: `${title} ${FEED_LINK[type][1]}` }));
  });
}
