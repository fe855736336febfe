import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteConfig } from '../config/schema.ts';
import type { PageData, SiteData } from '../shared/page-data.ts';
import { App } from '../theme/App.tsx';
import { SearchResultsPage } from '../theme/search/SearchResultsPage.tsx';
import { renderDocument, type ClientAssets } from './document.ts';

/** One route → one complete HTML document; `pageJson` is the page's data as pageDataJson (route-chunks.ts) gives it. */
export function renderPage(config: SiteConfig, site: SiteData, page: PageData, pageJson: string, contentHtml: string, assets: ClientAssets): string {
  const appHtml = renderToString(createElement(App, { site, page, contentHtml, SearchPage: SearchResultsPage }));
  return renderDocument({ config, site, page, pageJson, appHtml, assets });
}
