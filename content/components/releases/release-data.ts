// Facts about Moodle LMS releases, read once from content/data/releases.json.
// Pages never type these dates or numbers themselves: they ask for them here.
import data from '../../data/releases.json' with { type: 'json' };

export interface PointRelease {
  version: string;
  released: string;
  build?: number;
  /** False for a minor release of a branch with patch notes that has no page here (the site's pages of notes end before it). */
  ownPage?: boolean;
}

export interface Branch {
  branch: string;
  released: string;
  bugFixesUntil: string;
  securityFixesUntil: string;
  lts: boolean;
  /** Whether each minor release of this branch has its own page under /general/releases/<branch>/. */
  patchNotes?: boolean;
  releases: PointRelease[];
  /** Set where the dates of some minor releases are not recorded, so the list must not claim to be complete. */
  partialReleaseList?: boolean;
}

/** Whether a minor release has a page of its own under /general/releases/<branch>/. */
export function hasOwnPage(branch: Branch, release: PointRelease): boolean {
  return branch.patchNotes === true && release.ownPage !== false;
}

/** The date the support statuses on this site describe (the content is a snapshot, not live). */
export const AS_OF: string = data.asOf;

/** Newest first, as in the data file. */
export const BRANCHES: Branch[] = data.branches;

export function findBranch(name: string): Branch {
  const branch = BRANCHES.find((candidate) => candidate.branch === name);
  if (!branch) throw new Error(`No Moodle branch "${name}" in content/data/releases.json.`);
  return branch;
}

/** The branch a minor release such as 3.9.4 belongs to, and the release itself. */
export function findPointRelease(version: string): { branch: Branch; release: PointRelease; index: number } {
  const branch = findBranch(version.split('.').slice(0, 2).join('.'));
  const index = branch.releases.findIndex((release) => release.version === version);
  if (index < 0) throw new Error(`No Moodle release "${version}" in content/data/releases.json.`);
  return { branch, release: branch.releases[index]!, index };
}

const LONG_DATE = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 2022-11-28 → 28 November 2022 */
export function formatDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

export type SupportStatus = 'bug and security fixes' | 'security fixes only' | 'no longer supported';

export function supportStatus(branch: Branch, on: string = AS_OF): SupportStatus {
  if (on <= branch.bugFixesUntil) return 'bug and security fixes';
  if (on <= branch.securityFixesUntil) return 'security fixes only';
  return 'no longer supported';
}

export function isSupported(branch: Branch, on: string = AS_OF): boolean {
  return supportStatus(branch, on) !== 'no longer supported';
}

export function branchLabel(branch: Branch): string {
  return `Moodle ${branch.branch}${branch.lts ? ' (LTS)' : ''}`;
}

export function releasePath(version: string): string {
  const parts = version.split('.');
  return parts.length === 2 ? `/general/releases/${version}` : `/general/releases/${parts.slice(0, 2).join('.')}/${version}`;
}

/** The branch of a release series in the moodle/moodle repository: 3.9 → MOODLE_39_STABLE, 4.1 → MOODLE_401_STABLE. */
export function stableBranchName(branch: Branch): string {
  return `MOODLE_${versionCode(branch)}_STABLE`;
}

/** The git tag of a release in the moodle/moodle repository: 3.9 → v3.9.0, 3.9.4 → v3.9.4. */
export function gitTag(version: string): string {
  return `v${version.split('.').length === 2 ? `${version}.0` : version}`;
}

/** The tracker's list of MDL issues fixed in a version. */
export function trackerFixVersionUrl(version: string): string {
  return `https://tracker.moodle.org/issues/?jql=${encodeURIComponent(`project = MDL AND fixVersion = "${version}" ORDER BY priority DESC`)}`;
}

/** The user documentation of a branch, where its upgrade guide lives: 3.9 → /39/, 4.1 → /401/. */
export function userDocsUrl(branch: Branch, page = 'Upgrading'): string | undefined {
  const [major, minor] = branch.branch.split('.').map(Number) as [number, number];
  if (major === 1 && minor < 9) return undefined; // no per-version user docs before 1.9
  return `https://docs.moodle.org/${versionCode(branch)}/en/${page}`;
}

/** The short code Moodle uses for a branch in branch names and URLs: 3.9 → 39, 3.11 → 311, 4.1 → 401. */
function versionCode(branch: Branch): string {
  const [major, minor] = branch.branch.split('.') as [string, string];
  return Number(major) >= 4 ? `${major}${minor.padStart(2, '0')}` : `${major}${minor}`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];

export function ordinal(n: number): string {
  return ORDINALS[n - 1] ?? `${n}th`;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}
