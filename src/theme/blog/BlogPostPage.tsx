import { hasTocEntries } from '../../shared/toc-entries.ts';
import { VisibilityNotice } from '../content/VisibilityNotice.tsx';
import { DocFooter } from '../docs/DocFooter.tsx';
import { TOC, TOCCollapsible } from '../docs/TOC.tsx';
import { ContentHtml } from '../layout/ContentHtml.tsx';
import { useBlogPageData } from './use-blog-page-data.ts';
import { BlogLayout } from './BlogLayout.tsx';
import { BlogPostPaginator } from './BlogPaginators.tsx';
import { BlogPostHeader } from './BlogPostItem.tsx';

/** A post's own page: the post whole, its tags and edit link as a doc's, then the newer and older posts. */
export function BlogPostPage({ contentHtml }: { contentHtml: string }) {
  const post = useBlogPageData('blogPost');
  const showToc = !post.hideTableOfContents && hasTocEntries(post.toc, post.tocMin, post.tocMax);
  return (
    <BlogLayout toc={showToc ? <TOC toc={post.toc} min={post.tocMin} max={post.tocMax} /> : undefined}>
      {post.visibility && <VisibilityNotice visibility={post.visibility} />}
      <article>
        <BlogPostHeader post={post} onOwnPage />
        {showToc && <TOCCollapsible toc={post.toc} min={post.tocMin} max={post.tocMax} />}
        <ContentHtml html={contentHtml} className="markdown" />
        <DocFooter tags={post.tags} editUrl={post.editUrl} lastUpdate={post.lastUpdate} />
      </article>
      <BlogPostPaginator previous={post.previous} next={post.next} />
    </BlogLayout>
  );
}
