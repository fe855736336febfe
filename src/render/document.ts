import type { SiteConfig } from '../config/schema.ts';
import type { PageData, SiteData } from '../shared/page-data.ts';
import { canonicalUrl, docsearchTag, documentTitle, htmlClassName } from '../shared/document-meta.ts';
import { baseUrlBannerHtml } from './base-url-banner.ts';
import { PAGE_DATA_ELEMENT_ID, ROOT_ELEMENT_ID } from './document-ids.ts';
import { escapeHtml, scriptSafeJson } from './html-escape.ts';
import { siteUrl } from './site-data.ts';
import { withBaseUrl } from '../content/url.ts';

/** As Docusaurus' PWA head tags: a file's path in `href` or `content` (`/manifest.json`) is below the base URL. */
function headTagValue(name: string, value: string, baseUrl: string): string {
  return (name === 'href' || name === 'content') && /\.[a-z0-9]+$/i.test(value) ? withBaseUrl(value, baseUrl) : value;
}

export interface ClientAssets {
  scripts: string[];
  /** Modules the entry scripts import statically: preloaded so they do not wait for the entry. */
  modulePreloads: string[];
  styles: string[];
}

const GENERATOR = 'docgen 0.1.0';

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

/** `pageJson`: the page's data as pageDataJson (route-chunks.ts) gives it. */
export function renderDocument(options: { config: SiteConfig; site: SiteData; page: PageData; pageJson: string; appHtml: string; assets: ClientAssets }): string {
  const { config, site, page, pageJson, appHtml, assets } = options;
  const title = documentTitle(site, page);
  const canonical = canonicalUrl(site, page);
  const description = page.description || config.tagline;
  const docs = page.docs;
  const head = [
    `<meta charset="UTF-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1.0">`,
    `<meta name="generator" content="${GENERATOR}">`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    page.keywords?.length ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(','))}">` : '',
    `<meta name="theme-color" content="${escapeHtml(config.themeColor)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="${escapeHtml(site.locale.htmlLang.replace('-', '_'))}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="docsearch:language" content="${escapeHtml(site.locale.code)}">`,
    docs ? `<meta name="docsearch:version" content="${escapeHtml(docs.versionName)}">` : '',
    `<meta name="docsearch:docusaurus_tag" content="${escapeHtml(docsearchTag(page))}">`,
    page.noIndex ? `<meta name="robots" content="noindex, follow">` : '',
    page.kind === 'not-found' ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    config.favicon ? `<link rel="icon" href="${escapeHtml(siteUrl(config.baseUrl, config.favicon))}">` : '',
    ...config.headTags.map((tag) => `<${tag.tagName}${Object.entries(tag.attributes).map(([name, value]) => ` ${name}="${escapeHtml(headTagValue(name, value, config.baseUrl))}"`).join('')}>`),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.scripts.map((src) => `<script src="${src}" type="module" defer></script>`),
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    // The page's sidebar, which the script needs before it hydrates the page (see entry.tsx), loads beside it.
    docs?.sidebarUrl ? `<link rel="preload" href="${escapeHtml(docs.sidebarUrl)}" as="fetch" crossorigin>` : '',
    `<script>${bootScript(site)}</script>`,
  ].filter(Boolean);

  const isHome = page.path === site.baseUrl;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(site.locale.htmlLang)}" dir="${site.locale.direction}" data-theme="${site.colorMode.defaultMode}" class="${escapeHtml(htmlClassName(page))}">
<head>
${head.join('\n')}
</head>
<body>
${isHome ? baseUrlBannerHtml(site.baseUrl) : ''}<div id="${ROOT_ELEMENT_ID}">${appHtml}</div>
<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(`{"site":${siteJson(site)},"page":${pageJson}}`)}</script>
</body>
</html>
`;
}
