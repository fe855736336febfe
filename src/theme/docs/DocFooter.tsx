import type { Tag } from '../../content/types.ts';
import { translate } from '../../i18n/translate.ts';
import { translateWithNodes } from '../../i18n/Translate.tsx';
import type { DocsPageData } from '../../shared/page-data.ts';
import { Link } from '../Link.tsx';
import { DocTags } from './TagsList.tsx';

function EditIcon() {
  return (
    <svg className="iconEdit" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 20l1.2-4.6L15.6 5a2 2 0 0 1 2.8 0l.6.6a2 2 0 0 1 0 2.8L8.6 18.8z M13.8 6.8l3.4 3.4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <Link href={editUrl} className="theme-edit-this-page">
      <EditIcon />
      {translate({ id: 'theme.common.editThisPage', message: 'Edit this page' })}
      <span className="sr-only"> {translate({ id: 'theme.IconExternalLink.ariaLabel', message: '(opens in a new tab)' })}</span>
    </Link>
  );
}

/** "Last updated on 5 Jan 2023 by Alice", either part left out when it is not known or not shown. */
function LastUpdated({ at, date, by }: NonNullable<DocsPageData['lastUpdate']>) {
  const atDate =
    at === undefined
      ? ''
      : translateWithNodes('theme.lastUpdated.atDate', ' on {date}', {
          date: (
            <b>
              <time dateTime={new Date(at).toISOString()}>{date}</time>
            </b>
          ),
        });
  const byUser = by === undefined ? '' : translateWithNodes('theme.lastUpdated.byUser', ' by {user}', { user: <b>{by}</b> });
  return <span className="theme-last-updated">{translateWithNodes('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', { atDate, byUser })}</span>;
}

/** The end of a doc: its tags, then "Edit this page" and, on the right, when it was last updated. */
export function DocFooter({ tags, editUrl, lastUpdate }: { tags: Tag[]; editUrl?: string; lastUpdate?: DocsPageData['lastUpdate'] }) {
  const hasMeta = editUrl !== undefined || lastUpdate !== undefined;
  if (tags.length === 0 && !hasMeta) return null;
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      <DocTags tags={tags} />
      {hasMeta && (
        <div className="theme-doc-footer-edit-meta-row row">
          <div className="col">{editUrl !== undefined && <EditThisPage editUrl={editUrl} />}</div>
          <div className="col lastUpdatedCol">{lastUpdate !== undefined && <LastUpdated {...lastUpdate} />}</div>
        </div>
      )}
    </footer>
  );
}
