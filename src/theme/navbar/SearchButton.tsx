import { createPortal } from 'react-dom';
import { Component, lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { translate } from '../../i18n/translate.ts';
import { useSite } from '../context.tsx';
import { siteAddress } from '../../content/url.ts';
import { LoadingState } from '../layout/PageLoadState.tsx';
import { preloadSearch } from '../search/search-preload.ts';
import { useSearchShortcuts } from '../search/shortcuts.ts';

const loadModal = () => import('../search/SearchModal.tsx');

/** A failed load of the modal's code shows the error and a Retry that loads it again. */
class ModalLoadBoundary extends Component<{ children: ReactNode; retry(): void; close(): void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error): void {
    console.warn('docgen: the search dialog could not be loaded.', error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ModalShell close={this.props.close}>
        <LoadingState inline failed retry={() => this.setState({ failed: false }, this.props.retry)} />
      </ModalShell>
    );
  }
}

/** The backdrop and box the modal's placeholders appear in while its code loads. */
function ModalShell({ children, close }: { children: ReactNode; close(): void }) {
  return createPortal(
    <div className="searchModal__backdrop" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div className="searchModal" role="dialog" aria-modal="true" aria-label={translate({ id: 'theme.SearchModal.label', message: 'Search the documentation' })}>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/**
 * The navbar's search button. Without JavaScript it is a link to the search
 * page; with it, it opens the search dialog, whose code is only fetched when
 * the reader shows interest (hover, focus, touch) or opens it.
 */
export function SearchButton() {
  const site = useSite();
  const { baseUrl } = site;
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search' });
  const placeholder = translate({ id: 'theme.SearchModal.searchBox.placeholderText', message: 'Search docs' });
  const button = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  /**
   * The query the dialog opens with: a character typed on the button, then
   * what the reader types in the placeholder's field while the dialog's code
   * loads (a third of a second on first use, even from localhost), which would
   * otherwise be lost.
   */
  const typed = useRef('');
  const [SearchModal, setSearchModal] = useState(() => lazy(loadModal));
  /** Where the focus was when the dialog opened (the button, most often): it goes back there when the dialog closes. */
  const opener = useRef<Element | null>(null);
  const openModal = useCallback((query = '') => {
    typed.current = query;
    opener.current = document.activeElement;
    setOpen(true);
  }, []);
  const closeModal = useCallback(() => {
    setOpen(false);
    (opener.current as HTMLElement | null)?.focus();
  }, []);
  useSearchShortcuts({ isOpen: open, open: openModal, close: closeModal, button });
  const preload = () => {
    preloadSearch(baseUrl);
    loadModal().catch(() => {
      // Reported when the dialog is opened.
    });
  };
  return (
    <div className="navbarSearchContainer">
      <a
        ref={button}
        className="searchButton"
        href={siteAddress(`${baseUrl}search`, site)}
        role="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={(event) => {
          event.preventDefault();
          openModal();
        }}
      >
        <svg width="20" height="20" className="searchIcon" viewBox="0 0 20 20" aria-hidden="true">
          <path d="m14.386 14.386 4.088 4.088zA7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653" stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="searchButtonPlaceholder">{label}</span>
        <span className="searchButtonKeys" aria-hidden="true">
          <kbd>Ctrl</kbd>
          <kbd>K</kbd>
        </span>
      </a>
      {open && (
        <ModalLoadBoundary close={closeModal} retry={() => setSearchModal(() => lazy(loadModal))}>
          <Suspense
            fallback={
              <ModalShell close={closeModal}>
                <div className="searchModal__form" role="search">
                  <input className="searchModal__input" type="search" aria-label={placeholder} placeholder={placeholder} defaultValue={typed.current} autoFocus onInput={(event) => (typed.current = event.currentTarget.value)} />
                </div>
                <LoadingState inline failed={false} retry={() => {}} />
              </ModalShell>
            }
          >
            <SearchModal typed={typed} onClose={closeModal} />
          </Suspense>
        </ModalLoadBoundary>
      )}
    </div>
  );
}
