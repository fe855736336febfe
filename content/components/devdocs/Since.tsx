import { Link } from 'docgen/theme';
import { collectVersions, joinVersions, trackerUrl, type VersionsProp } from './version-list.ts';

export interface SinceProps {
  version?: VersionsProp;
  versions?: VersionsProp;
  /** A tracker issue such as MDL-74912, linked after the versions. */
  issueNumber?: string;
}

/**
 * A small badge saying which Moodle version brought in what follows. A span,
 * so it is valid markup whether MDX puts it in a paragraph or on its own.
 */
export function Since({ version, versions, issueNumber }: SinceProps) {
  const list = collectVersions(version, versions);
  if (!list.length) return null;
  return (
    <span className="devdocs-since">
      <span className="devdocs-since__label">Since Moodle {joinVersions(list)}</span>
      {issueNumber ? (
        <>
          {' '}
          <Link className="devdocs-since__issue" to={trackerUrl(issueNumber)}>
            {issueNumber}
          </Link>
        </>
      ) : null}
    </span>
  );
}
