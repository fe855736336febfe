// The blog's pages. The browser loads this module only when it shows one of
// them (see ClientApp), so nothing here weighs on every page's first load.
import { usePage } from '../context.tsx';
import { TagsByLetter } from '../docs/DocPage.tsx';
import { useBlogPageData } from './use-blog-page-data.ts';
import { BlogArchivePage } from './BlogArchivePage.tsx';
import { BlogAuthorsListPage } from './BlogAuthorsListPage.tsx';
import { BlogLayout } from './BlogLayout.tsx';
import { BlogListPage } from './BlogListPage.tsx';
import { BlogPostPage } from './BlogPostPage.tsx';

function BlogTagsListPage() {
  return (
    <BlogLayout>
      <TagsByLetter letters={useBlogPageData('blogTagsList').letters} />
    </BlogLayout>
  );
}

/** Any blog page, by its kind; `contentHtml` is a post's text, on the post's own page, and the notice of an unlisted tag's page. */
export function BlogPage({ contentHtml }: { contentHtml: string }) {
  const kind = usePage().kind;
  switch (kind) {
    case 'blog-post':
      return <BlogPostPage contentHtml={contentHtml} />;
    case 'blog-list':
    case 'blog-tag':
    case 'blog-author':
      return <BlogListPage contentHtml={contentHtml} />;
    case 'blog-tags-list':
      return <BlogTagsListPage />;
    case 'blog-archive':
      return <BlogArchivePage />;
    case 'blog-authors-list':
      return <BlogAuthorsListPage />;
    default:
      throw new Error(`The blog's components render blog pages, not a ${kind} page.`);
  }
}
