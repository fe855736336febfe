import { translate } from '../../i18n/translate.ts';
import { usePage } from '../context.tsx';
import { Link } from '../Link.tsx';
import { MAIN_CONTENT_ID } from '../layout/SkipToContent.tsx';
import { useBlogPageData } from './use-blog-page-data.ts';

/** Every post by year, newest first, under a banner; without the recent posts, which it already lists. */
export function BlogArchivePage() {
  const { years } = useBlogPageData('blogArchive');
  const page = usePage();
  return (
    <>
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">{page.title}</h1>
          <p className="hero__subtitle">{page.description}</p>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID}>
        <section className="margin-vert--lg">
          <div className="container">
            {years.length === 0 ? (
              <p>{translate({ id: 'theme.blog.noPosts', message: 'There are no posts yet.' })}</p>
            ) : (
              <div className="row">
                {years.map(([year, posts]) => (
                  <div key={year} className="col col--4 margin-vert--lg">
                    {/* A heading of the page's second level (Docusaurus writes h3, which skips one), sized as one of the third. */}
                    <h2 id={year} className="blogArchiveYear">
                      {year}
                    </h2>
                    <ul>
                      {posts.map((post) => (
                        <li key={post.permalink}>
                          <Link href={post.permalink}>
                            {post.formattedDate} - {post.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </div>
        </section>
      </main>
    </>
  );
}
