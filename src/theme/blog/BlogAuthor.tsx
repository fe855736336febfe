import { translatePlural } from '../../i18n/translate.ts';
import type { BlogAuthorData } from '../../shared/page-data.ts';
import { usePage } from '../context.tsx';
import { isActivePath, Link } from '../Link.tsx';

/** How the authors file's platforms are written; another platform shows as it is named there. */
const PLATFORM_NAMES: Record<string, string> = {
  bluesky: 'Bluesky',
  github: 'GitHub',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  mastodon: 'Mastodon',
  stackoverflow: 'Stack Overflow',
  threads: 'Threads',
  twitch: 'Twitch',
  twitter: 'Twitter',
  x: 'X',
  youtube: 'YouTube',
};

function AuthorSocials({ socials }: { socials: NonNullable<BlogAuthorData['socials']> }) {
  return (
    <ul className="blogAuthorSocials clean-list">
      {socials.map(({ platform, url }) => (
        <li key={url}>
          <Link href={url}>
            {PLATFORM_NAMES[platform.toLowerCase()] ?? platform}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Beside the name the photo is decoration; an author without a name has only the photo to be known by, and to link to their page. */
function AuthorPhoto({ src, author, link }: { src: string; author: BlogAuthorData; link?: string }) {
  const photo = <img className="avatar__photo" src={src} alt={author.name ? '' : (author.title ?? author.key ?? '')} />;
  return author.name || link === undefined ? (
    photo
  ) : (
    <Link href={link} className="avatar__photo-link">
      {photo}
    </Link>
  );
}

/**
 * An author's card: photo, name, title and profiles. On the author's own page
 * (`as="h1"`) and the authors list (`as="h2"`) the name is the heading and the
 * card is larger; `count` adds how many posts they wrote.
 */
export function BlogAuthor({ author, as, count }: { author: BlogAuthorData; as?: 'h1' | 'h2'; count?: number }) {
  // On the author's own page their page is where the reader already is: the name leads to their own site instead.
  const page = author.page !== undefined && !isActivePath(usePage().path, author.page, true) ? author.page : undefined;
  const link = page ?? author.url ?? (author.email === undefined ? undefined : `mailto:${author.email}`);
  const Name = as ?? 'span';
  const socials = author.socials ?? [];
  return (
    <div className={as ? `avatar blogAuthor blogAuthor--${as}` : 'avatar blogAuthor'}>
      {author.imageUrl && <AuthorPhoto src={author.imageUrl} author={author} link={link} />}
      {(author.name || author.title || count !== undefined || socials.length > 0) && (
        <div className="avatar__intro">
          {author.name && (
            <Name className="avatar__name" translate="no">
              {link === undefined ? author.name : <Link href={link}>{author.name}</Link>}
            </Name>
          )}
          {author.title && <small className="avatar__subtitle">{author.title}</small>}
          {count !== undefined && <span className="blogAuthorPostCount">{translatePlural({ id: 'theme.blog.post.plurals', message: 'One post|{count} posts' }, count)}</span>}
          {socials.length > 0 && <AuthorSocials socials={socials} />}
        </div>
      )}
    </div>
  );
}

/** A post's authors, below its title. */
export function BlogPostAuthors({ authors }: { authors: BlogAuthorData[] }) {
  if (authors.length === 0) return null;
  return (
    <div className="blogPostAuthors">
      {authors.map((author, index) => (
        <BlogAuthor key={author.key ?? index} author={author} />
      ))}
    </div>
  );
}
