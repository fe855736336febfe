import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { translate, translatePlural } from '../../i18n/translate.ts';
import { usePage, useSite } from '../context.tsx';
import { siteAddress } from '../../content/url.ts';
import { Excerpt } from './Excerpt.tsx';
import { trapTab } from './focus-trap.ts';
import { clearRecentSearches, readRecentSearches, rememberSearch, type RecentSearch } from './recent-searches.ts';
import { contextualTags, searchSite, type SearchOutcome } from './search-engine.ts';

export interface SearchModalProps {
  /** What the reader has typed so far: on the search button, or in the placeholder shown while this code loaded. */
  typed: { readonly current: string };
  onClose(): void;
}

const RESULTS_SHOWN = 8;

type SearchState = { kind: 'idle' } | { kind: 'loading'; previous?: SearchOutcome } | { kind: 'done'; outcome: SearchOutcome } | { kind: 'error' };

/** One selectable row: a page, or a matching section of it. */
interface Option {
  id: string;
  url: string;
  title: string;
  excerpt?: string;
  section: boolean;
}

/**
 * The search dialog: modal, labelled, focus kept inside while it is open and
 * given back to what had it when it closes. Results come from the built-in
 * index, limited to the docs versions being read; arrow keys move through
 * them and Enter opens one (through the client router, as a link click).
 */
export default function SearchModal({ typed, onClose }: SearchModalProps) {
  const site = useSite();
  const page = usePage();
  const [query, setQuery] = useState(typed.current);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<RecentSearch[]>(() => readRecentSearches());
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  /** Searches started, and the number of the latest whose results were shown. */
  const searchesStarted = useRef(0);
  const searchShown = useRef(0);
  const idPrefix = useId();
  const trimmed = query.trim();
  const tags = useMemo(() => contextualTags(site, page), [site, page]);

  // Before the dialog is painted: keys pressed the moment it appears (Escape, or
  // the first letters of a query typed straight after Ctrl+K) must reach it.
  useLayoutEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Typed in the placeholder after this dialog was first rendered, before it replaced it.
    setQuery(typed.current);
    input.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (dialog.current) trapTab(event, dialog.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onClose, typed]);

  useEffect(() => {
    if (!trimmed) {
      setState({ kind: 'idle' });
      return undefined;
    }
    let current = true;
    const search = ++searchesStarted.current;
    setState((previous) => ({ kind: 'loading', previous: previous.kind === 'done' ? previous.outcome : previous.kind === 'loading' ? previous.previous : undefined }));
    searchSite(site, trimmed, tags, RESULTS_SHOWN).then(
      (outcome) => {
        // Results older than those shown are dropped. Those of a query typed over are shown while
        // the latest loads: on a slow network every search outlasts the next key, and the reader
        // saw nothing until typing stopped (as DocSearch, which shows them too).
        if (search < searchShown.current) return;
        searchShown.current = search;
        if (!current) {
          setState((state) => (state.kind === 'loading' ? { kind: 'loading', previous: outcome } : state));
          return;
        }
        setState({ kind: 'done', outcome });
        setActive(0);
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('docgen: search failed.', error);
        setState({ kind: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [trimmed, tags, site.baseUrl]);

  const outcome = state.kind === 'done' ? state.outcome : state.kind === 'loading' ? state.previous : undefined;
  const options: Option[] = trimmed
    ? (outcome?.hits ?? []).flatMap((hit, hitIndex) => [
        { id: `${idPrefix}-${hitIndex}`, url: hit.url, title: hit.title, excerpt: hit.excerpt, section: false },
        ...hit.sections.map((section, sectionIndex) => ({ id: `${idPrefix}-${hitIndex}-${sectionIndex}`, url: section.url, title: section.title, excerpt: section.excerpt, section: true })),
      ])
    : recent.map((entry, index) => ({ id: `${idPrefix}-recent-${index}`, url: entry.url, title: entry.title, section: false }));
  const activeOption = options[Math.min(active, options.length - 1)];
  /** The number of results "See all" offers, when there are any. */
  const seeAll = trimmed && outcome && outcome.total > 0 ? outcome.total : 0;
  const searchPageHref = siteAddress(`${site.baseUrl}search?q=${encodeURIComponent(trimmed)}`, site);
  const label = translate({ id: 'theme.SearchModal.searchBox.placeholderText', message: 'Search docs' });
  const errorTitle = translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' });
  const status = resultsStatus(trimmed, state, outcome, errorTitle);

  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const open = (option: Option) => {
    const pageTitle = option.section ? (outcome?.hits.find((hit) => option.url.startsWith(`${hit.url}#`))?.title ?? option.title) : option.title;
    rememberSearch({ title: option.section ? `${option.title} – ${pageTitle}` : option.title, url: option.url });
    onClose();
  };

  const pickSuggestion = (suggestion: string) => {
    setQuery(suggestion);
    // The suggestion's button, which took the focus, goes with the no-results screen: the field
    // must have it back, or the arrow keys and Enter would go to the page's body.
    input.current?.focus();
  };

  const onInputKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const link = activeOption ? list.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(activeOption.id)}`) : undefined;
      if (link) link.click();
      else if (trimmed) dialog.current?.querySelector<HTMLAnchorElement>('.searchModal__seeAll')?.click();
    }
  };

  return createPortal(
    <div
      className="searchModal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className="searchModal" role="dialog" aria-modal="true" aria-label={translate({ id: 'theme.SearchModal.label', message: 'Search the documentation' })}>
        <form className="searchModal__form" role="search" onSubmit={(event) => event.preventDefault()}>
          <svg width="20" height="20" className="searchModal__icon" viewBox="0 0 20 20" aria-hidden="true">
            <path d="m14.386 14.386 4.088 4.088zA7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653" stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <input
            ref={input}
            className="searchModal__input"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
            placeholder={label}
            aria-label={label}
            role="combobox"
            aria-expanded={options.length > 0}
            // Only while the list is there: an id that names no element is invalid, and the list is not there before a search finds something.
            aria-controls={options.length > 0 ? `${idPrefix}-list` : undefined}
            aria-activedescendant={activeOption?.id}
            aria-autocomplete="list"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={64}
          />
          <button type="button" className="clean-btn searchModal__cancel" onClick={onClose}>
            {translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel' })}
          </button>
        </form>
        <p className="sr-only" role="status">
          {status}
        </p>
        <div className="searchModal__body">
          {!trimmed && (
            <>
              <p className="searchModal__sourceTitle">{translate({ id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent' })}</p>
              {recent.length === 0 && <p className="searchModal__hint">{translate({ id: 'theme.SearchModal.startScreen.noRecentSearchesText', message: 'No recent searches' })}</p>}
            </>
          )}
          {trimmed && state.kind === 'error' && (
            <div className="searchModal__screen">
              <p className="searchModal__screenTitle">{errorTitle}</p>
              <p className="searchModal__hint">{translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.' })}</p>
            </div>
          )}
          {trimmed && state.kind === 'done' && state.outcome.total === 0 && <NoResults query={trimmed} recent={recent} onPick={pickSuggestion} />}
          {options.length > 0 && (
            <ul ref={list} className="searchModal__hits" role="listbox" id={`${idPrefix}-list`} aria-label={translate({ id: 'theme.SearchModal.resultsLabel', message: 'Results' })}>
              {options.map((option, index) => (
                // The link itself is the option: an option may not contain a control.
                <li key={option.id} role="none" className={`searchModal__hit${option.section ? ' searchModal__hit--section' : ''}`} onMouseMove={() => setActive(index)}>
                  <a id={option.id} role="option" aria-selected={option === activeOption} href={option.url} tabIndex={-1} onClick={() => open(option)}>
                    <span className="searchModal__hitTitle">{option.title}</span>
                    {option.excerpt && (
                      <span className="searchModal__hitExcerpt">
                        <Excerpt text={option.excerpt} />
                      </span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {!trimmed && recent.length > 0 && (
            <button type="button" className="clean-btn searchModal__clearRecent" onClick={() => {
                clearRecentSearches();
                setRecent([]);
                // The button goes with them: the field takes the focus, which would otherwise fall to the page's body.
                input.current?.focus();
              }}
            >
              {translate({ id: 'theme.SearchModal.startScreen.clearRecent', message: 'Clear recent searches' })}
            </button>
          )}
        </div>
        {/* Not a <footer>: in a dialog that would be the page's second contentinfo landmark. Marked when it
            has no results to offer, for a phone's dialog to hide it: by class, as Safari before 15.4 has no :has(). */}
        <div className={seeAll > 0 ? 'searchModal__footer' : 'searchModal__footer searchModal__footer--keysOnly'}>
          {seeAll > 0 && (
            <a className="searchModal__seeAll" href={searchPageHref} onClick={onClose}>
              {translate({ id: 'theme.SearchBar.seeAll', message: 'See all {count} results' }, { count: seeAll })}
            </a>
          )}
          <span className="searchModal__keys">
            <span>
              <kbd aria-hidden="true">↵</kbd> {translate({ id: 'theme.SearchModal.footer.selectText', message: 'to select' })}
            </span>
            <span>
              <kbd aria-hidden="true">↓</kbd>
              <kbd aria-hidden="true">↑</kbd> {translate({ id: 'theme.SearchModal.footer.navigateText', message: 'to navigate' })}
            </span>
            <span>
              <kbd aria-hidden="true">esc</kbd> {translate({ id: 'theme.SearchModal.footer.closeText', message: 'to close' })}
            </span>
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/**
 * What a screen reader is told as the results change: their number, not the list itself (which
 * the arrow keys read). While the next results load, the last number stays (`outcome` is the
 * last one), so that each letter typed does not clear and repeat it.
 */
function resultsStatus(query: string, state: SearchState, outcome: SearchOutcome | undefined, errorTitle: string): string {
  if (!query) return '';
  if (state.kind === 'error') return errorTitle;
  if (!outcome) return '';
  if (outcome.total === 0) return `${translate({ id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for' })} "${query}"`;
  return translatePlural({ id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found' }, outcome.total);
}

/** 'No results for', suggestions to try instead, and a way to report a missing page. */
function NoResults({ query, recent, onPick }: { query: string; recent: RecentSearch[]; onPick(query: string): void }) {
  const site = useSite();
  const page = usePage();
  // Suggestions from the site itself: the reader's recent pages, else the sections of this sidebar.
  const suggestions = (recent.length > 0 ? recent.map((entry) => entry.title) : (page.docs?.sidebar ?? []).flatMap((item) => (item.type === 'category' ? [item.label] : []))).slice(0, 3);
  const reportUrl = site.repositoryUrl ? `${site.repositoryUrl}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}` : undefined;
  return (
    <div className="searchModal__screen">
      <p className="searchModal__screenTitle">
        {translate({ id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for' })} "<strong>{query}</strong>"
      </p>
      {suggestions.length > 0 && (
        <p className="searchModal__hint">
          {translate({ id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for' })}{' '}
          {suggestions.map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 && ', '}
              <button type="button" className="clean-btn searchModal__suggestion" onClick={() => onPick(suggestion)}>
                {suggestion}
              </button>
            </span>
          ))}
        </p>
      )}
      {reportUrl && (
        <p className="searchModal__hint">
          {translate({ id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText', message: 'Believe this query should return results?' })}{' '}
          <a href={reportUrl} target="_blank" rel="noopener noreferrer">
            {translate({ id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', message: 'Let us know.' })}
          </a>
        </p>
      )}
    </div>
  );
}
