// Google's tags, as Docusaurus's gtag and Google Tag Manager plugins add
// them, only to the pages of `docgen build`: Docusaurus leaves them out of its
// development server, and `docgen serve` out of its pages, so that an
// author's previews are not counted as readers.
import type { SiteConfig } from '../config/schema.ts';
import { ROUTE_UPDATE_EVENT } from '../shared/route-update.ts';
import { escapeHtml, jsonForScript } from './html-escape.ts';

export interface AnalyticsTags {
  /** Tags for the end of the head. */
  head: string[];
  /** HTML for the start of the body: Tag Manager's frame for readers without JavaScript. */
  bodyStart: string;
}

const TAG_ORIGIN = 'https://www.googletagmanager.com';
const ANALYTICS_ORIGIN = 'https://www.google-analytics.com';

const preconnect = (origin: string) => `<link rel="preconnect" href="${origin}">`;
const tagUrl = (file: string, id: string) => `${TAG_ORIGIN}/${file}?id=${encodeURIComponent(id)}`;

/**
 * gtag.js, loaded once (for the first ID) and configured for each ID, then a
 * page view for every address the client router shows afterwards: the path
 * with its query and fragment, as Docusaurus's plugin sends them. The page's
 * first view is the one `config` sends.
 */
function gtagTags({ trackingID, anonymizeIP }: NonNullable<SiteConfig['gtag']>): string[] {
  const settings = jsonForScript(anonymizeIP ? { anonymize_ip: true } : {});
  const script = [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    "gtag('js',new Date());",
    ...trackingID.map((id) => `gtag('config',${jsonForScript(id)},${settings});`),
    `window.addEventListener(${jsonForScript(ROUTE_UPDATE_EVENT)},function(){gtag('set','page_path',location.pathname+location.search+location.hash);gtag('event','page_view');});`,
  ].join('');
  return [preconnect(ANALYTICS_ORIGIN), preconnect(TAG_ORIGIN), `<script async src="${escapeHtml(tagUrl('gtag/js', trackingID[0]!))}"></script>`, `<script>${script}</script>`];
}

/** Tag Manager's container script, and its frame for readers without JavaScript. It follows the client router's history changes itself. */
function tagManagerTags({ containerId }: NonNullable<SiteConfig['googleTagManager']>): AnalyticsTags {
  const script = [
    'window.dataLayer=window.dataLayer||[];',
    "window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    `(function(){var s=document.createElement('script');s.async=true;s.src=${jsonForScript(tagUrl('gtm.js', containerId))};document.head.appendChild(s);})();`,
  ].join('');
  return {
    head: [preconnect(TAG_ORIGIN), `<script>${script}</script>`],
    bodyStart: `<noscript><iframe src="${escapeHtml(tagUrl('ns.html', containerId))}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`,
  };
}

const NONE: AnalyticsTags = { head: [], bodyStart: '' };
const made = new WeakMap<SiteConfig, AnalyticsTags>();

/** The config's analytics tags, made once per config: every page of a build writes the same. */
export function analyticsTags(config: SiteConfig): AnalyticsTags {
  if (!config.gtag && !config.googleTagManager) return NONE;
  let tags = made.get(config);
  if (!tags) {
    const manager = config.googleTagManager ? tagManagerTags(config.googleTagManager) : NONE;
    // One preconnect per origin, though both tags name Google's.
    tags = { head: [...new Set([...(config.gtag ? gtagTags(config.gtag) : []), ...manager.head])], bodyStart: manager.bodyStart };
    made.set(config, tags);
  }
  return tags;
}
