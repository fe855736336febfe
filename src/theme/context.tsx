import { createContext, useContext } from 'react';
import type { PageData, SiteData } from '../shared/page-data.ts';

export const SiteContext = createContext<SiteData | null>(null);
export const PageContext = createContext<PageData | null>(null);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() was called outside <SiteContext.Provider>: the site data provider is missing.');
  return site;
}

export function usePage(): PageData {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() was called outside <PageContext.Provider>: the page data provider is missing.');
  return page;
}
