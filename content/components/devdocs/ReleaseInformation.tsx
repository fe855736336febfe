import { Link } from 'docgen/theme';
import { branchUpgradePath, findRelease, isFirstRelease } from './release-data.ts';

// Used where the data has no upgrade page for the branch.
const GENERAL_UPGRADE_GUIDE = 'https://docs.moodle.org/en/Upgrading';

/**
 * The opening paragraph of a release-notes page: when the release came out,
 * which branch it belongs to, and where to read about upgrading. The page
 * passes its front matter's moodleVersion ("3.11.1", or "3.11" for a branch).
 */
export function ReleaseNoteIntro({ releaseName }: { releaseName?: string | number }) {
  const found = findRelease(releaseName);
  if (!found) {
    return (
      <p className="devdocs-release-intro">
        Moodle {String(releaseName ?? '').trim() || '(no version given)'} is not in the release data, so its release date and branch are not shown here.
      </p>
    );
  }
  const { branch, release } = found;
  const first = isFirstRelease(branch, release);
  const upgradePath = branchUpgradePath(branch) ?? GENERAL_UPGRADE_GUIDE;
  const lts = branch.isLTS ? ', a long-term support (LTS) branch' : '';
  return (
    <p className="devdocs-release-intro">
      {release.date ? (
        <>
          Moodle {release.name} was released on <strong>{release.date.text}</strong>.
        </>
      ) : (
        <>The release date of Moodle {release.name} is not recorded.</>
      )}{' '}
      {first ? (
        <>
          It is the first release of the Moodle {branch.name} branch{lts}.
        </>
      ) : (
        <>
          It is a minor release of the <Link to={`/general/releases/${branch.name}`}>Moodle {branch.name}</Link> branch{lts}.
        </>
      )}
      {release.notes ? <> Note: {release.notes}.</> : null}
      {release.build ? <> Its version number is {release.build}.</> : null} Before you upgrade, read{' '}
      <Link to={upgradePath}>Upgrading{first ? ` to Moodle ${branch.name}` : ''}</Link> in the user documentation.
    </p>
  );
}
