import type { SiteConfig } from '../config/schema.ts';
import type { ContentSite } from '../theme/content/content-context.ts';

/** What content's components see of the config, as Docusaurus's `siteConfig` names it. */
export function contentSiteOf(config: SiteConfig): ContentSite {
  const { title, tagline, url, baseUrl, trailingSlash, favicon, organizationName, projectName, customFields, i18n, colorMode } = config;
  return {
    title,
    tagline,
    url,
    baseUrl,
    trailingSlash,
    ...(favicon === undefined ? {} : { favicon }),
    ...(organizationName === undefined ? {} : { organizationName }),
    ...(projectName === undefined ? {} : { projectName }),
    customFields,
    i18n: { defaultLocale: i18n.defaultLocale, currentLocale: i18n.currentLocale, locales: i18n.locales },
    themeConfig: { colorMode: { defaultMode: colorMode.defaultMode, disableSwitch: colorMode.disableSwitch, respectPrefersColorScheme: colorMode.respectPrefersColorScheme } },
  };
}
