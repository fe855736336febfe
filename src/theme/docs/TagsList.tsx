import type { Tag } from '../../content/types.ts';
import { translate } from '../../i18n/translate.ts';
import { Link } from '../Link.tsx';

export function TagLink({ label, permalink, count }: { label: string; permalink: string; count?: number }) {
  return (
    <Link className={`tag${count === undefined ? ' tag--regular' : ' tag--with-count'}`} href={permalink}>
      {label}
      {count !== undefined && <span className="tag__count">{count}</span>}
    </Link>
  );
}

/** "Tags:" and the doc's tags, in the doc footer. */
export function DocTags({ tags }: { tags: Tag[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="theme-doc-footer-tags-row row margin-bottom--sm">
      <b>{translate({ id: 'theme.tags.tagsListLabel', message: 'Tags:' })}</b>
      <ul className="tags padding--none margin-left--sm">
        {tags.map((tag) => (
          <li key={tag.permalink} className="tag-item">
            <TagLink label={tag.label} permalink={tag.permalink} />
          </li>
        ))}
      </ul>
    </div>
  );
}
