import { Link } from 'docgen/theme';
import { findBranch, releaseNotesPath } from './release-data.ts';

/**
 * Every point release of one branch ("4.1"), oldest first: the name links to
 * its release notes, and the last column has upgrade links and remarks.
 */
export default function ReleaseTable({ releaseName }: { releaseName?: string | number }) {
  const branch = findBranch(releaseName);
  if (!branch) return <p className="devdocs-release-table__empty">Moodle {String(releaseName ?? '')} is not in the release data.</p>;
  if (!branch.releases.length) return <p className="devdocs-release-table__empty">No releases of Moodle {branch.name} are recorded yet.</p>;
  return (
    <table className="devdocs-release-table" tabIndex={0}>
      <caption className="devdocs-visually-hidden">Releases of Moodle {branch.name}</caption>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Release date</th>
          <th scope="col">Version number</th>
          <th scope="col">Notes</th>
        </tr>
      </thead>
      <tbody>
        {branch.releases.map((release) => {
          const notes = releaseNotesPath(branch, release);
          return (
            <tr key={release.name}>
              <th scope="row">{notes ? <Link to={notes}>{release.name}</Link> : release.name}</th>
              <td>{release.date?.text ?? 'Not recorded'}</td>
              <td>
                <code>{release.build ?? '–'}</code>
              </td>
              <td>
                {[
                  release.upgradePath ? <Link key="upgrade" to={release.upgradePath}>Upgrading</Link> : null,
                  release.notes ? <span key="remark">{release.notes}</span> : null,
                ]
                  .filter(Boolean)
                  .flatMap((item, index) => (index ? [<span key={`sep${index}`} aria-hidden="true"> · </span>, item] : [item]))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
