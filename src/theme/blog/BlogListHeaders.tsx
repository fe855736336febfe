import { translate, translatePlural } from '../../i18n/translate.ts';
import type { PageData } from '../../shared/page-data.ts';
import { Link } from '../Link.tsx';
import { BlogAuthor } from './BlogAuthor.tsx';

/** Above a tag's posts: how many there are, what the tag is about, and the way to the other tags. */
export function BlogTagHeader({ tag }: { tag: NonNullable<PageData['blogTag']> }) {
  return (
    <header className="margin-bottom--xl">
      <h1>{translatePlural({ id: 'theme.blog.tagTitle', message: 'One post tagged with "{tagName}"|{count} posts tagged with "{tagName}"' }, tag.count, { tagName: tag.label })}</h1>
      {tag.description && <p>{tag.description}</p>}
      <Link href={tag.allTagsPath}>{translate({ id: 'theme.tags.tagsPageLink', message: 'View All Tags' })}</Link>
    </header>
  );
}

/** Above an author's posts: their card, how many posts they wrote, and the way to the other authors. */
export function BlogAuthorHeader({ author }: { author: NonNullable<PageData['blogAuthor']> }) {
  return (
    <header className="margin-bottom--xl">
      <BlogAuthor author={author.author} as="h1" count={author.count} />
      <Link href={author.allAuthorsPath}>{translate({ id: 'theme.blog.authorsList.viewAll', message: 'View all authors' })}</Link>
    </header>
  );
}
