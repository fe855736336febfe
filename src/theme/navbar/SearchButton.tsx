import { translate } from '../../i18n/translate.ts';
import { useSite } from '../context.tsx';

/** Links to the search page; the search issue turns it into the modal's trigger. */
export function SearchButton() {
  const { baseUrl } = useSite();
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search' });
  return (
    <div className="navbarSearchContainer">
      <a className="searchButton" href={`${baseUrl}search`} aria-label={label}>
        <svg width="20" height="20" className="searchIcon" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z" stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="searchButtonPlaceholder">{label}</span>
        <span className="searchButtonKeys" aria-hidden="true">
          <kbd>Ctrl</kbd>
          <kbd>K</kbd>
        </span>
      </a>
    </div>
  );
}
