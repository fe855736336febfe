// The hooks of Docusaurus's client API that content and a site's components
// use, answered from what the build gives the page (ContentContext):
// `@docusaurus/useBaseUrl`, `@docusaurus/useDocusaurusContext` and
// useCurrentSidebarCategory (`@docusaurus/theme-common`, and since Docusaurus
// 3 `@docusaurus/plugin-content-docs/client`). Pages are rendered once, at
// build time, so each answers as it would on the server.
import type { PropSidebarCategory } from '../../shared/sidebar-category.ts';
import { addBaseUrl, type BaseUrlOptions } from '../../content/url.ts';
import { useContentContext, type ContentRenderContext, type ContentSite } from './content-context.ts';

/** `@docusaurus/useBaseUrl`'s default export. */
export function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return addBaseUrl(useContentContext().site, url, options);
}

/** `@docusaurus/useBaseUrl`'s `useBaseUrlUtils`: the same, as a function to call many times. */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { site } = useContentContext();
  return { withBaseUrl: (url, options) => addBaseUrl(site, url, options) };
}

export interface DocusaurusContext {
  siteConfig: ContentSite;
  i18n: { defaultLocale: string; currentLocale: string; locales: string[] };
}

/** `@docusaurus/useDocusaurusContext`: the config's site-wide values and the locale being built. */
export function useDocusaurusContext(): DocusaurusContext {
  const { site } = useContentContext();
  return { siteConfig: site, i18n: site.i18n };
}

/** The sidebar category this doc is the link page of, as Docusaurus's hook gives it; anywhere else, an error, as in Docusaurus. */
export function useCurrentSidebarCategory(): PropSidebarCategory {
  return currentSidebarCategory(useContentContext());
}

export function currentSidebarCategory({ sidebarCategory }: ContentRenderContext): PropSidebarCategory {
  if (!sidebarCategory) {
    throw new Error('useCurrentSidebarCategory() (and <DocCardList> without items) can only be used on a doc that is a sidebar category\'s link page: this page is not. Make it the category\'s link ({ type: \'doc\', id } in its sidebar or _category_ file), or give <DocCardList> its items.');
  }
  return sidebarCategory;
}
