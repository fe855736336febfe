import { Link } from 'docgen/theme';
import FactsTable from '../releases/FactsTable.tsx';
import { formatDate } from '../releases/release-data.ts';
import { APP_RELEASES, appReleasePath, seriesOf } from './app-release-data.ts';

/** Every app release of one series, newest first, linked to its notes. */
export default function AppReleaseList({ series }: { series: string }) {
  const releases = APP_RELEASES.filter((release) => seriesOf(release.version) === series).reverse();
  const rows = releases.map((release) => [
    <Link to={appReleasePath(release.version)}>
      {release.name} {release.version}
    </Link>,
    formatDate(release.released),
    release.versionCode ?? '—',
  ]);
  return <FactsTable className="app-releases" headings={['Release', 'Date', 'Version code']} rows={rows} />;
}
