import { Fragment, Suspense, type ComponentType, type ReactNode } from 'react';
import { isBlogPageKind, type PageData, type SiteData } from '../shared/page-data.ts';
import { PageContext, SiteContext, usePage } from './context.tsx';
import { DocItem, DocsLayout, GeneratedIndexPage, TagDocsPage, TagsListPage } from './docs/DocPage.tsx';
import { AnnouncementBar } from './layout/AnnouncementBar.tsx';
import { ErrorBoundary } from './layout/ErrorBoundary.tsx';
import { LoadingState } from './layout/PageLoadState.tsx';
import { Footer } from './layout/Footer.tsx';
import { SkipToContent } from './layout/SkipToContent.tsx';
import { Navbar } from './navbar/Navbar.tsx';
import { NotFoundPage, StandalonePage } from './pages/SimplePages.tsx';
import { useRouteStatus } from './route-status.tsx';
import { ShellStateProvider } from './shell-state.tsx';

export interface AppProps {
  site: SiteData;
  page: PageData;
  /** Build-time HTML of the page's content (empty for pages without any). */
  contentHtml: string;
  /** Changes with every route the client renders, so a crashed page does not stay crashed on the next. */
  pageKey?: number;
  /**
   * The search page, which no other page needs: the server renders it as it
   * is, the browser loads it when a reader reaches /search (it is not part of
   * every page's JavaScript).
   */
  SearchPage: ComponentType;
  /** Every blog page (`contentHtml` is a post's text): like the search page, loaded by the browser only on the blog's pages. */
  BlogPage: ComponentType<{ contentHtml: string }>;
}

/**
 * The page's part of the shell, made anew for each route the client renders
 * (`pageKey`); a docs page's inside the docs layout, which stays, with its
 * sidebar where the reader left it, from one docs page to the next.
 */
function PageBody({ pageKey, ...props }: Pick<AppProps, 'contentHtml' | 'SearchPage' | 'BlogPage'> & { pageKey: number; retry(): void }) {
  const page = usePage();
  const own = <Fragment key={pageKey}>{pageOwnBody(page, props)}</Fragment>;
  // Pages of a docs version, and only they, carry its data.
  return page.docs ? <DocsLayout>{own}</DocsLayout> : own;
}

function pageOwnBody(page: PageData, { contentHtml, SearchPage, BlogPage, retry }: Pick<AppProps, 'contentHtml' | 'SearchPage' | 'BlogPage'> & { retry(): void }): ReactNode {
  if (isBlogPageKind(page.kind)) {
    return (
      <Suspense fallback={<LoadingState failed={false} retry={retry} />}>
        <BlogPage contentHtml={contentHtml} />
      </Suspense>
    );
  }
  switch (page.kind) {
    case 'doc':
      return <DocItem contentHtml={contentHtml} />;
    case 'generated-index':
      return <GeneratedIndexPage />;
    case 'tags-list':
      return <TagsListPage />;
    case 'tag':
      return <TagDocsPage contentHtml={contentHtml} />;
    case 'markdown-page':
    case 'component-page':
      return <StandalonePage contentHtml={contentHtml} />;
    case 'search':
      return (
        <Suspense fallback={<LoadingState failed={false} retry={retry} />}>
          <SearchPage />
        </Suspense>
      );
    case 'not-found':
      return <NotFoundPage />;
  }
}

/** The whole shell, identical on the server and in the browser. */
export function App({ site, page, contentHtml, pageKey = 0, SearchPage, BlogPage }: AppProps) {
  const { status, retry, crashed } = useRouteStatus();
  return (
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>
        <ShellStateProvider>
          <SkipToContent />
          {/* After the navbar, which is fixed above it: the keyboard and a screen reader meet them in the order they are seen. */}
          <Navbar />
          <AnnouncementBar />
          <div className={page.wrapperClassName ? `main-wrapper ${page.wrapperClassName}` : 'main-wrapper'}>
            <ErrorBoundary resetKey={pageKey} onTryAgain={retry} onCrash={crashed}>
              {status === 'loaded' ? <PageBody pageKey={pageKey} contentHtml={contentHtml} SearchPage={SearchPage} BlogPage={BlogPage} retry={retry} /> : <LoadingState failed={status === 'failed'} retry={retry} />}
            </ErrorBoundary>
          </div>
          {!page.noFooter && <Footer />}
        </ShellStateProvider>
      </PageContext.Provider>
    </SiteContext.Provider>
  );
}
