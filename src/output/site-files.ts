import picomatch from 'picomatch';
import { routeAddress, urlPath, withBaseUrl } from '../content/url.ts';
import type { SiteConfig } from '../config/schema.ts';
import { escapeHtml } from '../render/html-escape.ts';
import { siteUrl } from '../render/site-data.ts';
import { localeBaseUrls } from '../i18n/localize-config.ts';
import { headRobots } from '../shared/content-head.ts';
import type { PageData } from '../shared/page-data.ts';

/** Whether search engines may index the page: neither its own `<head>` nor docgen's robots meta says noindex. */
export function isIndexable(page: Pick<PageData, 'robots' | 'head'>): boolean {
  return !/\bnoindex\b/i.test(headRobots(page.head) ?? page.robots ?? '');
}

/** The sitemap (sitemap.xml): every indexable route at its address (not the 404 page, not noindex pages), but those its ignorePatterns match. */
export function renderSitemap(config: SiteConfig, paths: string[]): string {
  const origin = config.url.replace(/\/$/, '');
  const { changefreq, priority, ignorePatterns } = config.sitemap;
  const ignored = picomatch(ignorePatterns);
  const extra = `${changefreq === null ? '' : `<changefreq>${changefreq}</changefreq>`}${priority === null ? '' : `<priority>${priority}</priority>`}`;
  const urls = paths.filter((route) => !ignored(route)).map((route) => `<url><loc>${escapeHtml(origin + routeAddress(urlPath(route), config.trailingSlash))}</loc>${extra}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/**
 * robots.txt, naming the sitemaps when there are some (not on a site with
 * noIndex): a site in several languages has one per locale, below each
 * locale's base URL (`/fr/sitemap.xml`), and a crawler reads robots.txt only
 * at the root, so it names them all.
 */
export function renderRobots(config: SiteConfig): string {
  const origin = config.url.replace(/\/$/, '');
  const bases = [...new Set(Object.values(localeBaseUrls(config)))];
  const sitemaps = config.noIndex ? '' : `\n${bases.map((base) => `Sitemap: ${origin}${base}${config.sitemap.filename}\n`).join('')}`;
  return `User-agent: *\nAllow: /\n${sitemaps}`;
}

/** Where the OpenSearch description is, under the base URL; pages name it in their `<head>` (see document.ts). */
export const OPEN_SEARCH_FILE = 'opensearch.xml';

/**
 * The OpenSearch description (opensearch.xml), as Docusaurus's search theme
 * writes one: with it a browser offers the site's search page from its
 * address bar.
 */
export function renderOpenSearch(config: SiteConfig): string {
  const site = config.url.replace(/\/$/, '') + config.baseUrl;
  const title = escapeHtml(config.title);
  const icon = config.favicon ? `\n  <Image width="16" height="16">${escapeHtml(new URL(siteUrl(config.baseUrl, config.favicon), config.url).href)}</Image>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${title}</ShortName>
  <Description>Search ${title}</Description>
  <InputEncoding>UTF-8</InputEncoding>${icon}
  <Url type="text/html" method="get" template="${escapeHtml(site)}search?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeHtml(site + OPEN_SEARCH_FILE)}"/>
  <moz:SearchForm>${escapeHtml(site)}</moz:SearchForm>
</OpenSearchDescription>
`;
}

/** The web app manifest's basics, unless the static folder ships its own. */
export function renderManifest(config: SiteConfig): string {
  const manifest = config.manifest ?? { name: config.title, shortName: config.title, themeColor: config.themeColor, backgroundColor: '#ffffff', icons: [], relatedApplications: [] };
  return `${JSON.stringify(
    {
      name: manifest.name,
      short_name: manifest.shortName,
      description: config.tagline,
      lang: config.i18n.currentLocale,
      start_url: config.baseUrl,
      scope: config.baseUrl,
      display: 'standalone',
      theme_color: manifest.themeColor,
      background_color: manifest.backgroundColor,
      icons: manifest.icons.map((icon) => ({ src: withBaseUrl(icon.src, config.baseUrl), sizes: icon.sizes, type: icon.type, ...(icon.purpose ? { purpose: icon.purpose } : {}) })),
      ...(manifest.relatedApplications.length > 0 ? { related_applications: manifest.relatedApplications } : {}),
    },
    null,
    2,
  )}\n`;
}
