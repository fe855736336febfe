import { translate } from '../../i18n/translate.ts';
import { Link } from '../Link.tsx';
import { useSite } from '../context.tsx';

/** The home icon leads to the site's home page, as Docusaurus' does (its base URL), not to the docs' first page. */
export function Breadcrumbs({ items }: { items: { label: string; href?: string }[] }) {
  const { baseUrl } = useSite();
  if (items.length === 0) return null;
  return (
    <nav className="theme-doc-breadcrumbs breadcrumbsContainer" aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}>
      <ul className="breadcrumbs">
        <li className="breadcrumbs__item">
          <Link className="breadcrumbs__link breadcrumbHomeIcon" href={baseUrl} aria-label={translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' })}>
            <svg viewBox="0 0 24 24" className="breadcrumbHomeIcon" width="14" height="14" aria-hidden="true"><path d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" fill="currentColor" /></svg>
          </Link>
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`} aria-current={last ? 'page' : undefined}>
              {item.href && !last ? (
                <Link className="breadcrumbs__link" href={item.href}>
                  {item.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link">{item.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
