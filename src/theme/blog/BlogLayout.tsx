import type { ReactNode } from 'react';
import { translate } from '../../i18n/translate.ts';
import { usePage } from '../context.tsx';
import { MAIN_CONTENT_ID } from '../layout/SkipToContent.tsx';
import { BlogSidebar } from './BlogSidebar.tsx';

/** The recent posts, the page's own column and, for a post with headings, its table of contents. */
export function BlogLayout({ toc, children }: { toc?: ReactNode; children: ReactNode }) {
  const sidebar = usePage().blog?.sidebar;
  const hasSidebar = sidebar !== undefined && sidebar.items.length > 0;
  return (
    <div className="container margin-vert--lg">
      <div className="row">
        {hasSidebar && <BlogSidebar sidebar={sidebar} />}
        <main className={hasSidebar ? 'col col--7' : 'col col--9 col--offset-1'} id={MAIN_CONTENT_ID}>
          {children}
        </main>
        {toc && (
          <div className="col col--2 tocColumn">
            {/* Outside <main>, the headings need a landmark of their own to be found. */}
            <nav aria-label={translate({ id: 'theme.blog.post.tocNavAriaLabel', message: 'On this page' })}>{toc}</nav>
          </div>
        )}
      </div>
    </div>
  );
}
