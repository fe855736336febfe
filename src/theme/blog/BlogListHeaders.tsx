import { translate } from '../../i18n/translate.ts';
import type { PageData } from '../../shared/page-data.ts';
import { usePage } from '../context.tsx';
import { Link } from '../Link.tsx';
import { BlogAuthor } from './BlogAuthor.tsx';

/** Above a tag's posts: the page's title (how many there are), what the tag is about, and the way to the other tags. */
export function BlogTagHeader({ tag }: { tag: NonNullable<PageData['blogTag']> }) {
  return (
    <header className="margin-bottom--xl">
      <h1>{usePage().title}</h1>
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
      {author.author.description && <p className="blogAuthorDescription">{author.author.description}</p>}
      <Link href={author.allAuthorsPath}>{translate({ id: 'theme.blog.authorsList.viewAll', message: 'View all authors' })}</Link>
    </header>
  );
}
