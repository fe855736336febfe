import type { ContentSite } from '../../src/theme/content/content-context.ts';

/** The config as content sees it, for tests that compile or render content without a config. */
export const CONTENT_SITE: ContentSite = {
  title: 'Test Site',
  tagline: 'Pages for tests',
  url: 'https://example.test',
  baseUrl: '/',
  trailingSlash: false,
  customFields: {},
  i18n: { defaultLocale: 'en-AU', currentLocale: 'en-AU', locales: ['en-AU'] },
  themeConfig: { colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false } },
};
