import { Link } from 'docgen/theme';
import { daysBetween, formatDate } from '../releases/release-data.ts';
import { APP_RELEASES, appReleasePath, appTrackerUrl, findAppRelease, seriesOf } from './app-release-data.ts';

/** The opening of an app release page: date, build, place in its series and where the full issue list is. */
export default function AppRelease({ version }: { version: string }) {
  const { release, index } = findAppRelease(version);
  const previous = APP_RELEASES[index - 1];
  const sameSeries = APP_RELEASES.filter((candidate) => seriesOf(candidate.version) === seriesOf(version));
  const position = sameSeries.indexOf(release) + 1;
  return (
    <>
      <p>
        {release.name} {release.version} was published to the app stores on <strong>{formatDate(release.released)}</strong>
        {release.versionCode ? (
          <>
            {' '}
            with version code <code>{release.versionCode}</code>
          </>
        ) : null}
        . It is release {position} of the {sameSeries.length} in the {seriesOf(version)}.x series
        {previous ? (
          <>
            {' '}
            and followed <Link to={appReleasePath(previous.version)}>{previous.name} {previous.version}</Link> by {daysBetween(previous.released, release.released)} days
          </>
        ) : null}
        . The tracker keeps{' '}
        <a href={appTrackerUrl(release.version)}>the complete list of issues fixed in {release.version}</a>.
      </p>
    </>
  );
}
