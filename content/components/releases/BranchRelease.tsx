import { Link } from 'docgen/theme';
import { AS_OF, branchLabel, findBranch, formatDate, hasOwnPage, isSupported, releasePath, stableBranchName, supportStatus, trackerFixVersionUrl, userDocsUrl } from './release-data.ts';

/** The facts box of a major release page: dates, support, minor releases and where to find the changes. */
export default function BranchRelease({ branch: name }: { branch: string }) {
  const branch = findBranch(name);
  const [first, ...points] = branch.releases;
  const upgrading = userDocsUrl(branch);
  return (
    <>
      <table className="release-facts" tabIndex={0}>
        <tbody>
          <tr>
            <th scope="row">Released</th>
            <td>{formatDate(branch.released)}</td>
          </tr>
          {first?.build ? (
            <tr>
              <th scope="row">Version number</th>
              <td>
                <code>{first.build}</code>
              </td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Release type</th>
            <td>{branch.lts ? 'Long-term support (LTS)' : 'Standard'}</td>
          </tr>
          <tr>
            <th scope="row">General bug fixes until</th>
            <td>{formatDate(branch.bugFixesUntil)}</td>
          </tr>
          <tr>
            <th scope="row">Security fixes until</th>
            <td>{formatDate(branch.securityFixesUntil)}</td>
          </tr>
          <tr>
            <th scope="row">Status on {formatDate(AS_OF)}</th>
            <td>{supportStatus(branch)}</td>
          </tr>
        </tbody>
      </table>
      <p>
        Its code and all its minor releases live on the <code>{stableBranchName(branch)}</code> branch of the{' '}
        <a href={`https://github.com/moodle/moodle/tree/${stableBranchName(branch)}`}>moodle/moodle repository</a>, and the tracker lists{' '}
        <a href={trackerFixVersionUrl(branch.branch)}>every issue fixed for {branch.branch}</a>.
        {upgrading ? (
          <>
            {' '}
            Site administrators will find the upgrade steps in the <a href={upgrading}>Moodle {branch.branch} user documentation</a>.
          </>
        ) : null}
      </p>
      {points.length > 0 ? (
        <>
          <p>
            {branch.partialReleaseList ? (
              <>
                Minor releases of {branchLabel(branch)} whose dates are recorded (the list is incomplete; the tracker&apos;s fix versions
                cover the rest):
              </>
            ) : (
              <>
                {branchLabel(branch)} {isSupported(branch) ? 'has had' : 'had'} {points.length} minor release{points.length === 1 ? '' : 's'}
                {isSupported(branch) ? ` by ${formatDate(AS_OF)}` : ''}
                {branch.patchNotes ? (points.every((point) => hasOwnPage(branch, point)) ? ', each with its own notes' : ', linked to their notes where this site has them') : ''}:
              </>
            )}
          </p>
          <ul className="release-list">
            {points.map((point) => (
              <li key={point.version}>
                {hasOwnPage(branch, point) ? <Link to={releasePath(point.version)}>Moodle {point.version}</Link> : <>Moodle {point.version}</>}, {formatDate(point.released)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
