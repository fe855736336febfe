// Moodle versions as pages write them in Since/DeprecatedSince: one or many,
// strings or numbers. MDX turns `{[ 4.0 ]}` into the number 4, so numbers
// are written back with at least one decimal place.

export type VersionValue = string | number;
export type VersionsProp = VersionValue | VersionValue[] | undefined;

function formatVersion(value: VersionValue): string {
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(1) : String(value);
  return value.trim();
}

/** Every version given through `version` and `versions`, formatted, without blanks or repeats. */
export function collectVersions(...props: VersionsProp[]): string[] {
  const all = props.flatMap((prop) => (prop === undefined || prop === null ? [] : Array.isArray(prop) ? prop : [prop]));
  return [...new Set(all.map(formatVersion).filter(Boolean))];
}

/** "4.1"; "4.0 and 4.1"; "3.11.11, 4.0.5 and 4.1". */
export function joinVersions(versions: string[]): string {
  if (versions.length <= 1) return versions[0] ?? '';
  return `${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;
}

export function trackerUrl(issueNumber: string): string {
  return `https://tracker.moodle.org/browse/${encodeURIComponent(issueNumber.trim())}`;
}
