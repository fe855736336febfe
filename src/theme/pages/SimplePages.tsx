import { useEffect, useState } from 'react';
import { translate } from '../../i18n/translate.ts';
import { usePage } from '../context.tsx';
import { ContentHtml } from '../layout/ContentHtml.tsx';
import { MAIN_CONTENT_ID } from '../layout/SkipToContent.tsx';

/** A standalone Markdown page, or a React page rendered to HTML at build time. */
export function StandalonePage({ contentHtml }: { contentHtml: string }) {
  const page = usePage();
  if (page.kind === 'component-page') {
    return (
      <main id={MAIN_CONTENT_ID} className="componentPage">
        <div data-docgen-content="" dangerouslySetInnerHTML={{ __html: contentHtml }} />
      </main>
    );
  }
  return (
    <main id={MAIN_CONTENT_ID} className="container container--fluid margin-vert--lg">
      <div className="row">
        <div className="col col--8 col--offset-2">
          <ContentHtml html={contentHtml} title={page.showTitle ? page.title : undefined} className="markdown" />
        </div>
      </div>
    </main>
  );
}

export function NotFoundPage() {
  return (
    <main id={MAIN_CONTENT_ID} className="container margin-vert--xl notFoundPage">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">{translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}</h1>
          <p>{translate({ id: 'theme.NotFound.p1', message: 'We could not find what you were looking for.' })}</p>
          <p>{translate({ id: 'theme.NotFound.p2', message: 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.' })}</p>
        </div>
      </div>
    </main>
  );
}

/**
 * The search page. Without JavaScript its form submits `?q=` to itself. With
 * it, the field shows the `q` of the address and keeps it up to date while the
 * reader types (replacing the history entry, not adding one per key).
 */
export function SearchPage() {
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(new URLSearchParams(window.location.search).get('q') ?? ''), []);
  const update = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  };
  const label = translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' });
  return (
    <main id={MAIN_CONTENT_ID} className="container margin-vert--lg searchPage">
      <h1>{query ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query }) : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' })}</h1>
      <form className="searchQueryForm" action="" method="get" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="searchQueryLabel">
          <span className="sr-only">{label}</span>
          <input type="search" name="q" className="searchQueryInput" value={query} onChange={(event) => update(event.target.value)} placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })} aria-label={label} autoComplete="off" />
        </label>
      </form>
      <noscript>
        <p>{translate({ id: 'theme.SearchPage.noScript', message: 'Search needs JavaScript. Use the sidebar and the tag pages to browse the documentation.' })}</p>
      </noscript>
    </main>
  );
}
