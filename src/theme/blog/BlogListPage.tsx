import { translate } from '../../i18n/translate.ts';
import { usePage } from '../context.tsx';
import { useBlogPageData } from './use-blog-page-data.ts';
import { ContentHtml } from '../layout/ContentHtml.tsx';
import { BlogLayout } from './BlogLayout.tsx';
import { BlogAuthorHeader, BlogTagHeader } from './BlogListHeaders.tsx';
import { BlogListPaginator } from './BlogPaginators.tsx';
import { BlogListItem } from './BlogPostItem.tsx';

/**
 * A page of posts, newest first: the blog's own, a tag's or an author's, each of the last two with
 * its header; `contentHtml` is the notice of an unlisted tag's page (see route-render.ts), if it is one.
 */
export function BlogListPage({ contentHtml }: { contentHtml: string }) {
  const page = usePage();
  const list = useBlogPageData('blogList');
  return (
    <BlogLayout>
      {/* As the page's content (ContentHtml marks it), which the client reads back when it hydrates the page. */}
      {contentHtml && <ContentHtml html={contentHtml} className="markdown" />}
      {page.blogTag ? (
        <BlogTagHeader tag={page.blogTag} />
      ) : page.blogAuthor ? (
        <BlogAuthorHeader author={page.blogAuthor} />
      ) : (
        // Docusaurus shows no heading above the blog's own posts; the page still needs its h1 (the posts' titles are h2s).
        <h1 className="sr-only">{page.title}</h1>
      )}
      {list.posts.length === 0 && (
        <p>{page.blogAuthor ? translate({ id: 'theme.blog.author.noPosts', message: 'This author has not written any posts yet.' }) : translate({ id: 'theme.blog.noPosts', message: 'There are no posts yet.' })}</p>
      )}
      {list.posts.map((post) => (
        <BlogListItem key={post.permalink} post={post} />
      ))}
      <BlogListPaginator newer={list.newer} older={list.older} />
    </BlogLayout>
  );
}
