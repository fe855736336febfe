// The hooks of Docusaurus's client API that content and a site's components
// use, answered from what the build gives the page (ContentContext):
// `@docusaurus/useBaseUrl`, `@docusaurus/useDocusaurusContext`,
// `@docusaurus/useBrokenLinks`, `@docusaurus/router`'s useLocation and
// useHistory, and useCurrentSidebarCategory (`@docusaurus/theme-common`, and
// since Docusaurus 3 `@docusaurus/plugin-content-docs/client`). Pages are
// rendered once, at build time, so each answers as it would on the server.
import type { PropSidebarCategory } from '../../shared/sidebar-category.ts';
import { addBaseUrl, routeAddress, type BaseUrlOptions } from '../../content/url.ts';
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

/** `@docusaurus/useBrokenLinks`: Docusaurus's components tell it their links; docgen checks the links of the pages as written. */
export function useBrokenLinks(): { collectLink(link: string | undefined): void; collectAnchor(anchor: string | undefined): void } {
  return { collectLink: () => {}, collectAnchor: () => {} };
}

/** A location as `@docusaurus/router` (React Router 5's) gives it. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** `useLocation`: the address of the page being built, as the browser will have it (without a query or fragment, which the server is not given). */
export function useLocation(): RouterLocation {
  const { pagePath, site } = useContentContext();
  return { pathname: pagePath === undefined ? site.baseUrl : routeAddress(pagePath, site.trailingSlash), search: '', hash: '', state: undefined };
}

/** What `@docusaurus/router`'s useHistory gives: the browser's version moves between pages; the build's, as the server's, moves nowhere. */
export interface RouterHistory {
  location: RouterLocation;
  push(path: string): void;
  replace(path: string): void;
  go(steps: number): void;
  goBack(): void;
  goForward(): void;
}

export function useHistory(): RouterHistory {
  const nowhere = () => {};
  return { location: useLocation(), push: nowhere, replace: nowhere, go: nowhere, goBack: nowhere, goForward: nowhere };
}
