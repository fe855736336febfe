// The page's address in each language, for search engines: `<link
// rel="alternate" hreflang>` in its head, as Docusaurus writes them on every
// site, one of a single locale included (its one address, and the same again
// as `x-default`). They go with the page's own head tags, which the client
// router replaces on each navigation, so that the browser needs no code of
// its own for them.
import type { SiteConfig } from '../config/schema.ts';
import { routeAddress, urlPath } from '../content/url.ts';
import { localeBaseUrls } from '../i18n/localize-config.ts';
import { CONTENT_HEAD_MARKER, type HeadTag } from '../shared/content-head.ts';
import { escapeHtml } from './html-escape.ts';

/**
 * The site's rule for a page's addresses in each language, made once per
 * build: for the page at a route, each locale's address, then the default
 * locale's again as `x-default`.
 */
export function alternateLinks(config: SiteConfig): (routePath: string) => HeadTag[] {
  const { i18n } = config;
  const bases = localeBaseUrls(config);
  const site = config.url.replace(/\/$/, '');
  const languages = [...i18n.locales.map((code) => [code, i18n.localeConfigs[code]?.htmlLang ?? code] as const), [i18n.defaultLocale, 'x-default'] as const];
  return (routePath) => {
    const rest = routePath.slice(config.baseUrl.length);
    return languages.map(([code, hreflang]) => {
      const href = `${site}${routeAddress(urlPath(`${bases[code]}${rest}`), config.trailingSlash)}`;
      return { html: `<link rel="alternate" href="${escapeHtml(href)}" hreflang="${escapeHtml(hreflang)}" ${CONTENT_HEAD_MARKER}="">` };
    });
  };
}
