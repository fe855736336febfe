import { lazy, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { SiteData } from '../shared/page-data.ts';
import { ROOT_ELEMENT_ID } from '../render/document-ids.ts';
import { App } from '../theme/App.tsx';
import { ErrorBoundary } from '../theme/layout/ErrorBoundary.tsx';
import { RouteStatusContext } from '../theme/route-status.tsx';
import { enhanceContent } from './islands/index.ts';
import type { ClientRouter } from './router/router.ts';

const SearchPage = lazy(() => import('../theme/search/SearchResultsPage.tsx').then((module) => ({ default: module.SearchResultsPage })));
const BlogPage = lazy(() => import('../theme/blog/BlogPages.tsx').then((module) => ({ default: module.BlogPage })));

/** The shell in the browser: the same App as on the server, fed by the router. */
export function ClientApp({ site, router }: { site: SiteData; router: ClientRouter }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, () => router.initialState);
  const { chunk, status, version } = state;
  const routeStatus = useMemo(() => ({ status, retry: router.retry, crashed: router.crashed }), [status, router]);

  // Before paint: the content's tab choices, so a remembered tab never flashes the default one.
  useLayoutEffect(() => {
    if (status !== 'loaded') return undefined;
    return enhanceContent(document.getElementById(ROOT_ELEMENT_ID) ?? document, site);
  }, [version, status, site]);

  useEffect(() => router.rendered(), [version, router]);
  // Tells tests and scripts that the shell is interactive.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), []);

  return (
    <RouteStatusContext.Provider value={routeStatus}>
      {/* The App's own boundary keeps the shell around a crashed page's content; this one catches a crash
          in the shell itself (navbar, sidebar, footer, on bad route data), which would otherwise unmount
          everything. It stays mounted, so the shell is not remounted on every route: the next route clears it. */}
      <ErrorBoundary resetKey={version} onTryAgain={router.retry} onCrash={router.crashed}>
        <App site={site} page={chunk.page} contentHtml={chunk.contentHtml} pageKey={version} SearchPage={SearchPage} BlogPage={BlogPage} />
      </ErrorBoundary>
    </RouteStatusContext.Provider>
  );
}
