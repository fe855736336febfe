import { translate } from '../../i18n/translate.ts';
import type { LinkData } from '../../shared/page-data.ts';
import { Link } from '../Link.tsx';

export function Paginator({ previous, next }: { previous?: LinkData; next?: LinkData }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav docusaurus-mt-lg" aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}>
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" href={previous.href}>
          <div className="pagination-nav__sublabel">{translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })}</div>
          <div className="pagination-nav__label">{previous.label}</div>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" href={next.href}>
          <div className="pagination-nav__sublabel">{translate({ id: 'theme.docs.paginator.next', message: 'Next' })}</div>
          <div className="pagination-nav__label">{next.label}</div>
        </Link>
      )}
    </nav>
  );
}
