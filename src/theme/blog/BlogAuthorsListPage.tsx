import { usePage } from '../context.tsx';
import { useBlogPageData } from './use-blog-page-data.ts';
import { BlogAuthor } from './BlogAuthor.tsx';
import { BlogLayout } from './BlogLayout.tsx';

/** The authors with a page of their own, each card linking to it. */
export function BlogAuthorsListPage() {
  const { authors } = useBlogPageData('blogAuthorsList');
  return (
    <BlogLayout>
      <h1>{usePage().title}</h1>
      <ul className="blogAuthorsList clean-list margin-vert--lg">
        {authors.map((author, index) => (
          <li key={author.key ?? index}>
            <BlogAuthor author={author} as="h2" count={author.count} />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
