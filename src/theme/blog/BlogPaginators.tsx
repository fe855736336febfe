import { translate } from '../../i18n/translate.ts';
import type { LinkData } from '../../shared/page-data.ts';
import { Link } from '../Link.tsx';

function PaginatorLink({ href, label, sublabel, direction }: { href: string; label: string; sublabel?: string; direction: 'prev' | 'next' }) {
  return (
    <Link className={`pagination-nav__link pagination-nav__link--${direction}`} href={href}>
      {sublabel && <div className="pagination-nav__sublabel">{sublabel}</div>}
      <div className="pagination-nav__label">{label}</div>
    </Link>
  );
}

/** Below a post: the newer post on the left, the older on the right. */
export function BlogPostPaginator({ previous, next }: { previous?: LinkData; next?: LinkData }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav docusaurus-mt-lg" aria-label={translate({ id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog post page navigation' })}>
      {previous && <PaginatorLink direction="prev" href={previous.href} label={previous.label} sublabel={translate({ id: 'theme.blog.post.paginator.newerPost', message: 'Newer post' })} />}
      {next && <PaginatorLink direction="next" href={next.href} label={next.label} sublabel={translate({ id: 'theme.blog.post.paginator.olderPost', message: 'Older post' })} />}
    </nav>
  );
}

/** Below a page of posts: the pages of newer and older posts of the same list. */
export function BlogListPaginator({ newer, older }: { newer?: string; older?: string }) {
  if (!newer && !older) return null;
  return (
    <nav className="pagination-nav" aria-label={translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list page navigation' })}>
      {newer && <PaginatorLink direction="prev" href={newer} label={translate({ id: 'theme.blog.paginator.newerEntries', message: 'Newer entries' })} />}
      {older && <PaginatorLink direction="next" href={older} label={translate({ id: 'theme.blog.paginator.olderEntries', message: 'Older entries' })} />}
    </nav>
  );
}
