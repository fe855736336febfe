import { Link } from 'docgen/theme';
import { AS_OF, branchLabel, daysBetween, findPointRelease, formatDate, gitTag, isSupported, ordinal, releasePath, supportStatus, trackerFixVersionUrl } from './release-data.ts';

/**
 * The opening of a minor release page, all of it derived from the release
 * data: when it came out, where it sits in its branch, what kind of fixes the
 * branch was receiving then, and where the full list of changes is kept.
 */
export default function PatchRelease({ version }: { version: string }) {
  const { branch, release, index } = findPointRelease(version);
  const previous = branch.releases[index - 1];
  const isLast = index === branch.releases.length - 1;
  const statusThen = supportStatus(branch, release.released);
  return (
    <>
      <p>
        Moodle {release.version} was released on <strong>{formatDate(release.released)}</strong>
        {release.build ? (
          <>
            {' '}
            with version number <code>{release.build}</code>
          </>
        ) : null}
        . It is the {ordinal(index)} minor release of{' '}
        <Link to={releasePath(branch.branch)}>{branchLabel(branch)}</Link>
        {previous ? `, ${daysBetween(previous.released, release.released)} days after Moodle ${previous.version}` : ''}.{' '}
        {statusThen === 'bug and security fixes'
          ? 'The branch was still receiving general bug fixes at the time, so this release carries both bug fixes and security fixes.'
          : statusThen === 'security fixes only'
            ? 'General bug fixing for the branch had ended by then, so this release carries security fixes and only the most serious bug fixes.'
            : 'It was released after the end of the announced support period.'}
        {isLast
          ? isSupported(branch)
            ? ` It is the latest release of the ${branch.branch} branch as of ${formatDate(AS_OF)}.`
            : ` It is the final release of the ${branch.branch} branch.`
          : ''}
      </p>
      <ul className="release-links">
        <li>
          <a href={trackerFixVersionUrl(release.version)}>Issues fixed in {release.version}</a> (Moodle tracker)
        </li>
        {previous ? (
          <li>
            <a href={`https://github.com/moodle/moodle/compare/${gitTag(previous.version)}...${gitTag(release.version)}`}>
              Code changes since {previous.version}
            </a>{' '}
            (GitHub)
          </li>
        ) : null}
        <li>
          <a href="https://moodle.org/security/">Security announcements</a> for the advisories published with this release
        </li>
      </ul>
    </>
  );
}
