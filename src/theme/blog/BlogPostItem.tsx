import { translate, translatePlural } from '../../i18n/translate.ts';
import type { BlogListItemData, BlogPostHeaderData } from '../../shared/page-data.ts';
import { DocTags } from '../docs/TagsList.tsx';
import { Link } from '../Link.tsx';
import { BlogPostAuthors } from './BlogAuthor.tsx';

function ReadingTime({ minutes }: { minutes: number }) {
  const rounded = Math.ceil(minutes);
  return <>{translatePlural({ id: 'theme.blog.post.readingTime.plurals', message: 'One min read|{readingTime} min read' }, rounded, { readingTime: rounded })}</>;
}

/** A post's title (the page's heading on its own page, a link to it in a list), date, reading time and authors. */
export function BlogPostHeader({ post, onOwnPage = false }: { post: BlogPostHeaderData; onOwnPage?: boolean }) {
  return (
    <header>
      {onOwnPage ? (
        <h1 className="blogPostTitle">{post.title}</h1>
      ) : (
        <h2 className="blogPostTitle">
          <Link href={post.permalink}>{post.title}</Link>
        </h2>
      )}
      <div className="blogPostInfo">
        <time dateTime={post.date}>{post.formattedDate}</time>
        {post.readingTime !== undefined && (
          <>
            {' · '}
            <ReadingTime minutes={post.readingTime} />
          </>
        )}
      </div>
      <BlogPostAuthors authors={post.authors} />
    </header>
  );
}

/** A post in a list: its header, its text up to the truncate marker, its tags and, when there is more, a link to the rest. */
export function BlogListItem({ post }: { post: BlogListItemData }) {
  return (
    <article className="margin-bottom--xl">
      <BlogPostHeader post={post} />
      {/* Not the page's content (data-docgen-content): the excerpt comes with the page data, not from the DOM. */}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
      {(post.tags.length > 0 || post.truncated) && (
        <footer className="blogPostFooter docusaurus-mt-lg">
          <DocTags tags={post.tags} />
          {post.truncated && (
            <Link href={post.permalink} className="blogReadMore" aria-label={translate({ id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' }, { title: post.title })}>
              <b>{translate({ id: 'theme.blog.post.readMore', message: 'Read more' })}</b>
            </Link>
          )}
        </footer>
      )}
    </article>
  );
}
