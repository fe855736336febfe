import type { SiteConfig } from '../config/schema.ts';
import { feedLinkAttributes } from '../output/blog-feed-links.ts';
import type { PageData, SiteData } from '../shared/page-data.ts';
import { canonicalUrl, documentTitle, headMetaTags, openGraphLocale } from '../shared/document-meta.ts';
import { htmlClassName } from './html-class.ts';
import { baseUrlBannerHtml } from './base-url-banner.ts';
import { PAGE_DATA_ELEMENT_ID, ROOT_ELEMENT_ID } from './document-ids.ts';
import { escapeHtml, scriptSafeJson } from './html-escape.ts';
import { siteUrl } from './site-data.ts';
import { OPEN_SEARCH_FILE } from '../output/site-files.ts';
import { withBaseUrl } from '../content/url.ts';
import { replacedTag, type HeadTag } from '../shared/content-head.ts';
import { analyticsTags } from './analytics-tags.ts';

/** As Docusaurus' PWA head tags: a file's path in `href` or `content` (`/manifest.json`) is below the base URL. */
function headTagValue(name: string, value: string, baseUrl: string): string {
  return (name === 'href' || name === 'content') && /\.[a-z0-9]+$/i.test(value) ? withBaseUrl(value, baseUrl) : value;
}

const VOID_ELEMENTS = new Set(['base', 'link', 'meta']);

/** A tag of the config's for the head: a void element alone, any other closed, with its content (a script's) as given. */
function configHeadTag(tagName: string, attributes: Record<string, string | boolean>, innerHTML = ''): string {
  const written = Object.entries(attributes)
    .map(([name, value]) => (value === false ? '' : value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return VOID_ELEMENTS.has(tagName.toLowerCase()) ? `<${tagName}${written}>` : `<${tagName}${written}>${innerHTML}</${tagName}>`;
}

/** Each config's head tags, made once: every page of a build writes the same. */
const configHeadTagsMade = new WeakMap<SiteConfig, string[]>();

/** The config's own head tags: `headTags`, then Docusaurus's `stylesheets` and `scripts` (whose URLs are written as given, as Docusaurus writes them). */
function configHeadTags(config: SiteConfig): string[] {
  const made = configHeadTagsMade.get(config);
  if (made) return made;
  const tags = [
    ...config.headTags.map((tag) => configHeadTag(tag.tagName, Object.fromEntries(Object.entries(tag.attributes).map(([name, value]) => [name, headTagValue(name, value, config.baseUrl)])), tag.innerHTML)),
    ...config.stylesheets.map((sheet) => configHeadTag('link', { rel: 'stylesheet', ...(typeof sheet === 'string' ? { href: sheet } : sheet) })),
    ...config.scripts.map((script) => configHeadTag('script', typeof script === 'string' ? { src: script } : script)),
    ...feedLinkAttributes(config).map((attributes) => configHeadTag('link', attributes)),
    // The site's search, for a browser's address bar (see renderOpenSearch).
    configHeadTag('link', { rel: 'search', type: 'application/opensearchdescription+xml', title: config.title, href: config.baseUrl + OPEN_SEARCH_FILE }),
  ];
  configHeadTagsMade.set(config, tags);
  return tags;
}

/** Each config's documentKey, made once. */
const documentKeysMade = new WeakMap<SiteConfig, string>();

/**
 * What renderDocument writes of the config besides the site data (which the
 * build id covers): its favicon, head tags and analytics tags. A page kept
 * from an earlier build must have been made with the same, since docgen serve
 * keeps its pages when the config changes.
 */
export function documentKey(config: SiteConfig, analytics: boolean): string {
  let key = documentKeysMade.get(config);
  if (key === undefined) {
    key = JSON.stringify([config.favicon ?? null, configHeadTags(config), analyticsTags(config)]);
    documentKeysMade.set(config, key);
  }
  return `${analytics}\0${key}`;
}

export interface ClientAssets {
  scripts: string[];
  /** Modules the entry scripts import statically: preloaded so they do not wait for the entry. */
  modulePreloads: string[];
  styles: string[];
}

/**
 * Runs before first paint: sets the colour mode (stored choice, then the
 * system's if configured, then the default), flags that JavaScript runs, and
 * hides a dismissed announcement bar.
 */
function bootScript(site: SiteData): string {
  const { defaultMode, respectPrefersColorScheme } = site.colorMode;
  return `(function(){var d=document.documentElement;d.classList.add('js');var t=null;try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark'){t=${respectPrefersColorScheme ? `window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'` : `'${defaultMode}'`}}d.setAttribute('data-theme',t);try{if(localStorage.getItem('docusaurus.announcement.dismiss')==='true'){d.setAttribute('data-announcement-bar-initially-dismissed','true')}}catch(e){}})();`;
}

/** The site's data as JSON, made once per build (SiteData object), not once per page. */
const siteJsonMade = new WeakMap<SiteData, string>();
function siteJson(site: SiteData): string {
  let json = siteJsonMade.get(site);
  if (json === undefined) {
    json = JSON.stringify(site);
    siteJsonMade.set(site, json);
  }
  return json;
}

/** One of our `<meta>` tags, with the selector by which a page's own `<head>` replaces it. */
function meta(attribute: 'name' | 'property', key: string, content: string): HeadTag {
  return { html: `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`, replaces: replacedTag('meta', { [attribute]: key }) };
}

/**
 * Our head tags with those of the page's own `<head>` after them, each in
 * place of the tag of ours it replaces (a `<meta>` of the same name, property
 * or http-equiv, or the canonical link), as react-helmet does in Docusaurus.
 */
function withContentHead(tags: (HeadTag | undefined)[], contentTags: HeadTag[]): string[] {
  const replaced = new Set(contentTags.flatMap((tag) => tag.replaces ?? []));
  const ours = tags.filter((tag): tag is HeadTag => tag !== undefined && !(tag.replaces !== undefined && replaced.has(tag.replaces)));
  return [...ours, ...contentTags].map((tag) => tag.html);
}

/**
 * `pageJson`: the page's data as pageDataJson (route-chunks.ts) gives it.
 * `analytics`: whether the config's analytics tags go in (`docgen build`'s pages, not `docgen serve`'s).
 */
export function renderDocument(options: { config: SiteConfig; site: SiteData; page: PageData; pageJson: string; appHtml: string; assets: ClientAssets; analytics: boolean }): string {
  const { config, site, page, pageJson, appHtml, assets } = options;
  const analytics = options.analytics ? analyticsTags(config) : undefined;
  const title = documentTitle(site, page);
  const canonical = canonicalUrl(site, page);
  const docs = page.docs;
  const pageHead: (HeadTag | undefined)[] = [
    { html: `<meta charset="UTF-8">` },
    // The page's own <head> may give the document a title of its own; og:title stays the page's.
    { html: `<title>${escapeHtml(page.head?.title ?? title)}</title>` },
    ...headMetaTags(site, page).map(([attribute, key, content]) => (content === undefined ? undefined : meta(attribute, key, content))),
    // The site's other languages, as Docusaurus names them beside og:locale: the same on every page, so the client router leaves them.
    ...site.locales.filter((locale) => locale.htmlLang !== site.locale.htmlLang).map((locale) => ({ html: `<meta property="og:locale:alternate" content="${escapeHtml(openGraphLocale(locale.htmlLang))}">` })),
    page.kind === 'not-found' ? undefined : { html: `<link rel="canonical" href="${escapeHtml(canonical)}">`, replaces: replacedTag('link', { rel: 'canonical' }) },
    config.favicon ? { html: `<link rel="icon" href="${escapeHtml(siteUrl(config.baseUrl, config.favicon))}">` } : undefined,
  ];
  const head = [
    ...withContentHead(pageHead, page.head?.tags ?? []),
    ...configHeadTags(config),
    ...(analytics?.head ?? []),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.scripts.map((src) => `<script src="${src}" type="module" defer></script>`),
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    // The page's sidebar, which the script needs before it hydrates the page (see entry.tsx), loads beside it.
    docs?.sidebarUrl ? `<link rel="preload" href="${escapeHtml(docs.sidebarUrl)}" as="fetch" crossorigin>` : '',
    `<script>${bootScript(site)}</script>`,
  ].filter(Boolean);

  const isHome = page.path === site.baseUrl;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(site.locale.htmlLang)}" dir="${site.locale.direction}" data-theme="${site.colorMode.defaultMode}" class="${escapeHtml(page.htmlClassName ?? htmlClassName(page))}">
<head>
${head.join('\n')}
</head>
<body>
${analytics?.bodyStart ?? ''}${isHome ? baseUrlBannerHtml(site.baseUrl) : ''}<div id="${ROOT_ELEMENT_ID}">${appHtml}</div>
<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(`{"site":${siteJson(site)},"page":${pageJson}}`)}</script>
</body>
</html>
`;
}
