import { translate } from '../../i18n/translate.ts';
import type { BlogData } from '../../shared/page-data.ts';
import { usePage } from '../context.tsx';
import { isActivePath, Link } from '../Link.tsx';

/** The blog's recent posts, beside its pages on a wide screen. */
export function BlogSidebar({ sidebar }: { sidebar: NonNullable<BlogData['sidebar']> }) {
  const path = usePage().path;
  return (
    <aside className="col col--3 blogSidebarColumn">
      <nav className="blogSidebar thin-scrollbar" aria-label={translate({ id: 'theme.blog.sidebar.navAriaLabel', message: 'Blog recent posts navigation' })}>
        <div className="blogSidebarTitle">{sidebar.title}</div>
        <ul className="blogSidebarList clean-list">
          {sidebar.items.map((item) => {
            const current = isActivePath(path, item.href, true);
            return (
              <li key={item.href} className="blogSidebarItem">
                <Link href={item.href} className={current ? 'blogSidebarLink blogSidebarLink--active' : 'blogSidebarLink'} aria-current={current ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
