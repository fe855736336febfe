import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { translate } from '../../i18n/translate.ts';
import { useSite } from '../context.tsx';
import { trapTab } from './focus-trap.ts';

export interface SearchModalProps {
  initialQuery: string;
  onClose(): void;
}

/**
 * The search dialog: modal, labelled, focus kept inside while it is open and
 * given back to what had it when it closes. Enter, or the link under the
 * field, opens the search page for the query (through the client router).
 */
export default function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  const { baseUrl } = useSite();
  const [query, setQuery] = useState(initialQuery);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const searchPageLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
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
      previouslyFocused?.focus();
    };
  }, [onClose]);

  const trimmed = query.trim();
  const searchPageHref = `${baseUrl}search?q=${encodeURIComponent(trimmed)}`;
  const label = translate({ id: 'theme.SearchModal.searchBox.placeholder', message: 'Search docs' });

  return createPortal(
    <div
      className="searchModal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className="searchModal" role="dialog" aria-modal="true" aria-label={translate({ id: 'theme.SearchModal.label', message: 'Search the documentation' })}>
        <form
          className="searchModal__form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed) searchPageLink.current?.click();
          }}
        >
          <svg width="20" height="20" className="searchModal__icon" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z" stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <input
            ref={input}
            className="searchModal__input"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={label}
            aria-label={label}
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
        <div className="searchModal__body">
          {trimmed ? (
            <a ref={searchPageLink} className="searchModal__searchPage" href={searchPageHref} onClick={onClose}>
              {translate({ id: 'theme.SearchModal.searchPageLink', message: 'Search the documentation for "{query}"' }, { query: trimmed })}
            </a>
          ) : (
            <p className="searchModal__hint">{translate({ id: 'theme.SearchModal.startScreen.hint', message: 'Type what you are looking for, then press Enter.' })}</p>
          )}
        </div>
        <footer className="searchModal__footer">
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
        </footer>
      </div>
    </div>,
    document.body,
  );
}
