import { Link } from 'docgen/theme';
import { collectVersions, joinVersions, trackerUrl, type VersionsProp } from './version-list.ts';

export interface DeprecatedSinceProps {
  version?: VersionsProp;
  versions?: VersionsProp;
  issueNumber?: string;
}

/** A warning near the top of a page: what it documents is deprecated, and since when. */
export function DeprecatedSince({ version, versions, issueNumber }: DeprecatedSinceProps) {
  const list = collectVersions(version, versions);
  return (
    <div className="devdocs-deprecated" role="note">
      <svg className="devdocs-deprecated__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" fill="currentColor" />
      </svg>
      <span>
        <strong>{list.length ? `Deprecated since Moodle ${joinVersions(list)}` : 'Deprecated'}</strong>
        {issueNumber ? (
          <>
            {' '}
            (<Link to={trackerUrl(issueNumber)}>{issueNumber}</Link>)
          </>
        ) : null}
      </span>
    </div>
  );
}

export default DeprecatedSince;
