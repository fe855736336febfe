// Moodle's release history from the site's data/versions.json: branches
// (4.1, 4.0, …) and their point releases (4.0.0, 4.0.1, …). The file writes
// dates as prose ("11th May 2020", "30 JUne 2014"), so they are read once
// into ISO dates, which sort and compare as strings.
import data from '@site/data/versions.json';

export interface SimpleDate {
  /** 2022-11-28 */
  iso: string;
  /** 28 November 2022 */
  text: string;
}

export interface PointRelease {
  name: string;
  date?: SimpleDate;
  /** The build number in version.php, as Moodle writes it (2007101591.10 keeps its two decimals). */
  build?: string;
  upgradePath?: string;
  notes?: string;
  /** A page of its own elsewhere; false means the release has no notes page. */
  releaseNoteUrl?: string | false;
}

export interface Branch {
  name: string;
  releaseDate?: SimpleDate;
  generalEndDate?: SimpleDate;
  securityEndDate?: SimpleDate;
  extendedSecurityEndDate?: SimpleDate;
  isLTS: boolean;
  releases: PointRelease[];
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export function parseDate(value: unknown): SimpleDate | undefined {
  const match = /^\s*(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\s+(\d{4})\s*$/i.exec(String(value ?? ''));
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[2]!.toLowerCase());
  if (month < 0) return undefined;
  const day = Number(match[1]);
  const iso = `${match[3]}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const monthName = MONTHS[month]!.charAt(0).toUpperCase() + MONTHS[month]!.slice(1);
  return { iso, text: `${day} ${monthName} ${match[3]}` };
}

/** JSON has lost trailing zeros of the decimal 1.9 builds (…91.10 became …91.1); put two back. */
function formatBuild(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return typeof value === 'string' && value ? value : undefined;
}

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function readRelease(raw: Raw): PointRelease {
  return {
    name: String(raw.name ?? ''),
    date: parseDate(raw.releaseDate),
    build: formatBuild(raw.version),
    upgradePath: text(raw.upgradePath),
    notes: text(raw.notes),
    releaseNoteUrl: raw.releaseNoteUrl === false ? false : text(raw.releaseNoteUrl),
  };
}

function readBranch(raw: Raw): Branch {
  return {
    name: String(raw.name ?? ''),
    releaseDate: parseDate(raw.releaseDate),
    generalEndDate: parseDate(raw.generalEndDate),
    securityEndDate: parseDate(raw.securityEndDate),
    extendedSecurityEndDate: parseDate(raw.extendedSecurityEndDate),
    isLTS: raw.isLTS === true,
    releases: Array.isArray(raw.releases) ? (raw.releases as Raw[]).map(readRelease) : [],
  };
}

/** The file is `{ versions: [...] }`; a bare array is accepted too. */
export function readBranches(source: unknown): Branch[] {
  const list = Array.isArray(source) ? source : (source as { versions?: unknown } | null)?.versions;
  return Array.isArray(list) ? (list as Raw[]).map(readBranch) : [];
}

/** Newest first, as in the file. */
export const BRANCHES: Branch[] = readBranches(data);

/**
 * The day the support statuses describe: the newest release in the data. The
 * pages are a snapshot, so "supported" must not depend on the day of the build.
 */
export const REFERENCE_DATE: SimpleDate | undefined = BRANCHES.flatMap((branch) => branch.releases)
  .map((release) => release.date)
  .reduce<SimpleDate | undefined>((newest, date) => (date && (!newest || date.iso > newest.iso) ? date : newest), undefined);

/** Release names given as numbers lose their zeros (3.10 → 3.1); strings are trusted. */
function normaliseName(name: unknown): string {
  return typeof name === 'number' && Number.isInteger(name) ? name.toFixed(1) : String(name ?? '').trim();
}

export function findBranch(name: unknown): Branch | undefined {
  const wanted = normaliseName(name);
  return BRANCHES.find((branch) => branch.name === wanted);
}

/** A point release by name; a branch name (3.8) means its first release (3.8.0). */
export function findRelease(name: unknown): { branch: Branch; release: PointRelease } | undefined {
  const wanted = normaliseName(name);
  for (const branch of BRANCHES) {
    const release = branch.releases.find((candidate) => candidate.name === wanted || candidate.name === `${wanted}.0`);
    if (release) return { branch, release };
  }
  return undefined;
}

export type SupportState = 'future' | 'current' | 'security' | 'past';

export function supportState(branch: Branch, on: SimpleDate | undefined = REFERENCE_DATE): SupportState {
  if (!on) return 'past';
  if (!branch.releaseDate || branch.releaseDate.iso > on.iso) return 'future';
  if (branch.generalEndDate && on.iso <= branch.generalEndDate.iso) return 'current';
  const securityEnd = branch.extendedSecurityEndDate ?? branch.securityEndDate;
  if (securityEnd && on.iso <= securityEnd.iso) return 'security';
  return 'past';
}

/** The first release of a branch is x.y.0; its notes are the branch's page. */
export function isFirstRelease(branch: Branch, release: PointRelease): boolean {
  return release.name === `${branch.name}.0`;
}

/** The site's notes page of a release, or undefined where the data says there is none. */
export function releaseNotesPath(branch: Branch, release: PointRelease): string | undefined {
  if (release.releaseNoteUrl === false) return undefined;
  if (release.releaseNoteUrl) return release.releaseNoteUrl;
  return isFirstRelease(branch, release) ? `/general/releases/${branch.name}` : `/general/releases/${branch.name}/${release.name}`;
}

/** Upgrade notes of a branch: given on its first release in the data. */
export function branchUpgradePath(branch: Branch): string | undefined {
  return branch.releases.find((release) => release.upgradePath)?.upgradePath;
}
