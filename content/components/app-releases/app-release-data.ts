// Facts about Moodle App (formerly Moodle Mobile) releases, read once from content/data/app-releases.json.
import data from '../../data/app-releases.json' with { type: 'json' };

export interface AppRelease {
  version: string;
  /** The product name at the time: Moodle Mobile until 3.4.2, Moodle App from 3.5.0. */
  name: string;
  released: string;
  /** The build number the app stores saw; not recorded for the 1.x releases. */
  versionCode?: number;
}

/** Oldest first. */
export const APP_RELEASES: AppRelease[] = data.releases;

export function seriesOf(version: string): string {
  return version.split('.')[0]!;
}

export function findAppRelease(version: string): { release: AppRelease; index: number } {
  const index = APP_RELEASES.findIndex((release) => release.version === version);
  if (index < 0) throw new Error(`No Moodle App release "${version}" in content/data/app-releases.json.`);
  return { release: APP_RELEASES[index]!, index };
}

/** 1.x releases share one page; later ones have a page each under their series. */
export function appReleasePath(version: string): string {
  const series = seriesOf(version);
  return series === '1' ? '/general/app_releases/v1.x' : `/general/app_releases/v${series}/v${version}`;
}

export function appTrackerUrl(version: string): string {
  return `https://tracker.moodle.org/issues/?jql=${encodeURIComponent(`project = MOBILE AND fixVersion = "${version}" ORDER BY priority DESC`)}`;
}
