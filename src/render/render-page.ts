import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteConfig } from '../config/schema.ts';
import { isBlogPageKind, type PageData, type SiteData } from '../shared/page-data.ts';
import { App } from '../theme/App.tsx';
import { BlogPage } from '../theme/blog/BlogPages.tsx';
import { SearchResultsPage } from '../theme/search/SearchResultsPage.tsx';
import { renderDocument, type ClientAssets } from './document.ts';

/** What React writes for a <Suspense> boundary whose content failed on the server. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * One route → one complete HTML document; `pageJson` is the page's data as
 * pageDataJson (route-chunks.ts) gives it; `analytics`, whether the config's
 * analytics tags go in.
 */
export function renderPage(config: SiteConfig, site: SiteData, page: PageData, pageJson: string, contentHtml: string, assets: ClientAssets, analytics: boolean): string {
  const appHtml = renderToString(createElement(App, { site, page, contentHtml, SearchPage: SearchResultsPage, BlogPage }));
  // The blog's and search's pages render inside <Suspense> (the browser loads their code later), where
  // React turns a crash into its fallback without a word: the page would ship as a spinner.
  if ((isBlogPageKind(page.kind) || page.kind === 'search') && appHtml.includes(CLIENT_RENDERED_BOUNDARY)) {
    throw new Error(`docgen could not render ${page.path}: its ${page.kind} page failed on the server (React left it to the browser).`);
  }
  return renderDocument({ config, site, page, pageJson, appHtml, assets, analytics });
}
