import { useEffect, useRef, useState } from 'react';
import { translate, translatePlural } from '../../i18n/translate.ts';
import { documentTitle } from '../../shared/document-meta.ts';
import { useSite } from '../context.tsx';
import { MAIN_CONTENT_ID } from '../layout/SkipToContent.tsx';
import { Excerpt } from './Excerpt.tsx';
import { contextualTags, searchSite, type SearchOutcome } from './search-engine.ts';

const PAGE_SIZE = 15;
const TYPING_DELAY_MS = 300;

/**
 * The /search page. Without JavaScript its form submits `?q=` to itself. With
 * it, the field shows the `q` of the address and keeps it up to date while the
 * reader types (replacing the history entry, not adding one per key); results
 * come 300 ms after the last key, 15 at a time, more as the reader scrolls.
 * The address's query is searched for at once: nobody is typing it.
 */
export function SearchResultsPage() {
  const site = useSite();
  const [query, setQuery] = useState('');
  const [versions, setVersions] = useState<Record<string, string>>(() => Object.fromEntries(Object.entries(site.docsVersions).map(([pluginId, plugin]) => [pluginId, plugin.versions[0]?.name ?? ''])));
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [outcome, setOutcome] = useState<SearchOutcome | undefined>();
  const [status, setStatus] = useState<'idle' | 'loading' | 'done' | 'error'>('idle');
  const sentinel = useRef<HTMLDivElement>(null);
  /** Whether the query changed by the reader's typing since the last search, which then waits for the next key. */
  const typing = useRef(false);
  const trimmed = query.trim();

  useEffect(() => {
    const readAddress = () => {
      setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
      setLimit(PAGE_SIZE);
    };
    readAddress();
    // Back and Forward between two searches (one reached from the other's "See all") stay on this
    // page, which the router keeps as its path is the same: the address's query is the one shown.
    window.addEventListener('popstate', readAddress);
    return () => window.removeEventListener('popstate', readAddress);
  }, []);

  useEffect(() => {
    if (!trimmed) {
      setOutcome(undefined);
      setStatus('idle');
      return undefined;
    }
    let current = true;
    setStatus('loading');
    const delay = typing.current ? TYPING_DELAY_MS : 0;
    typing.current = false;
    const timer = setTimeout(() => {
      searchSite(site, trimmed, contextualTags(site, undefined, versions), limit).then(
        (result) => {
          if (!current) return;
          setOutcome(result);
          setStatus('done');
        },
        (error: unknown) => {
          if (!current) return;
          console.warn('docgen: search failed.', error);
          setStatus('error');
        },
      );
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, versions, limit, site]);

  // More results when the end of the list comes into view.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !outcome || outcome.hits.length >= outcome.total) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setLimit((value) => value + PAGE_SIZE);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [outcome]);

  const update = (value: string) => {
    typing.current = true;
    setQuery(value);
    setLimit(PAGE_SIZE);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  };
  const title = trimmed ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query: trimmed }) : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
  // As in Docusaurus, the document is titled like the heading. The build cannot know the query, so the
  // browser sets it, after the router's head of the route (set in the commit that mounts this page,
  // before the query is read from the address). document.title takes text, never HTML.
  useEffect(() => {
    document.title = documentTitle(site, { title });
  }, [site, title]);
  const label = translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' });
  const versioned = Object.entries(site.docsVersions).filter(([, plugin]) => plugin.versions.length > 1);

  return (
    <main id={MAIN_CONTENT_ID} className="container margin-vert--lg searchPage">
      <h1>{title}</h1>
      <form className="searchQueryForm" method="get" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="searchQueryLabel">
          <span className="sr-only">{label}</span>
          <input type="search" name="q" className="searchQueryInput" value={query} onChange={(event) => update(event.target.value)} placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })} aria-label={label} autoComplete="off" />
        </label>
        {versioned.map(([pluginId, plugin]) => (
          <label key={pluginId} className="searchVersionSelect">
            <span className="sr-only">{translate({ id: 'theme.SearchPage.versionLabel', message: 'Docs version' })}</span>
            <select
              value={versions[pluginId]}
              onChange={(event) => {
                setVersions({ ...versions, [pluginId]: event.target.value });
                setLimit(PAGE_SIZE);
              }}
            >
              {plugin.versions.map((version) => (
                <option key={version.name} value={version.name}>
                  {versioned.length > 1 ? `${pluginId}: ` : ''}
                  {version.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </form>
      <noscript>
        <p>{translate({ id: 'theme.SearchPage.noScript', message: 'Search needs JavaScript. Use the sidebar and the tag pages to browse the documentation.' })}</p>
      </noscript>
      <div aria-live="polite">
        {status === 'error' && <p>{translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}. {translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.' })}</p>}
        {status === 'done' && outcome && (
          <p className="searchResultsCount">{outcome.total === 0 ? translate({ id: 'theme.SearchPage.noResultsText', message: 'No results were found' }) : translatePlural({ id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found' }, outcome.total)}</p>
        )}
        {status === 'loading' && <p className="searchResultsCount">{translate({ id: 'theme.SearchPage.fetchingNewResults', message: 'Fetching new results...' })}</p>}
      </div>
      {outcome && outcome.hits.length > 0 && (
        <ol className="searchResults">
          {outcome.hits.map((hit) => (
            <li key={hit.url} className="searchResult">
              <h2>
                <a href={hit.url}>{hit.title}</a>
              </h2>
              <div className="searchResult__path">{hit.url}</div>
              <p>
                <Excerpt text={hit.excerpt} />
              </p>
            </li>
          ))}
        </ol>
      )}
      <div ref={sentinel} />
    </main>
  );
}
