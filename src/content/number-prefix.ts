// `01-intro` → `intro` (prefix 1). Versions and dates such as `4.1` or
// `2021-11-notes` are names, not prefixes.
const PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
const NOT_A_PREFIX = /^\d+[-_.]\d+/;

export interface PrefixedName {
  name: string;
  prefix?: number;
}

export function stripNumberPrefix(segment: string): PrefixedName {
  if (NOT_A_PREFIX.test(segment)) return { name: segment };
  const match = PREFIX.exec(segment);
  return match ? { name: match[2]!, prefix: Number(match[1]) } : { name: segment };
}

export function stripPathNumberPrefixes(relativeDir: string): string {
  return relativeDir
    .split('/')
    .map((segment) => stripNumberPrefix(segment).name)
    .join('/');
}
