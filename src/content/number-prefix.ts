import { BuildError, type SourceLocation } from '../shared/errors.ts';

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

/** A name's prefix and the name without it, by the docs set's rule. */
export type PrefixStripper = (segment: string) => PrefixedName;

export function stripPathNumberPrefixes(relativeDir: string, strip: PrefixStripper = stripNumberPrefix): string {
  return relativeDir
    .split('/')
    .map((segment) => strip(segment).name)
    .join('/');
}

/** Docusaurus's `numberPrefixParser`: a file or folder name (without extension) to the name without its prefix, and the prefix. */
export type NumberPrefixParser = (filename: string) => { filename: string; numberPrefix?: number };

const NO_PREFIXES: PrefixStripper = (segment) => ({ name: segment });

/**
 * The docs set's rule from its `numberPrefixParser` option: Docusaurus's
 * (true, the default), none (false), or the site's own function, whose
 * answers are checked: a wrong one is an error at the option's line.
 */
export function prefixStripper(option: boolean | NumberPrefixParser, location: SourceLocation): PrefixStripper {
  if (option === true) return stripNumberPrefix;
  if (option === false) return NO_PREFIXES;
  const answers = new Map<string, PrefixedName>();
  return (segment) => {
    let answer = answers.get(segment);
    if (answer) return answer;
    let parsed: unknown;
    try {
      parsed = option(segment);
    } catch (error) {
      throw new BuildError(`numberPrefixParser failed on "${segment}": ${error instanceof Error ? error.message : String(error)}`, location);
    }
    const { filename, numberPrefix } = (parsed ?? {}) as { filename?: unknown; numberPrefix?: unknown };
    if (typeof filename !== 'string' || filename === '' || (numberPrefix !== undefined && (typeof numberPrefix !== 'number' || !Number.isFinite(numberPrefix)))) {
      throw new BuildError(`numberPrefixParser returned ${describe(parsed)} for "${segment}"; it must return { filename, numberPrefix }, filename a name that is not empty and numberPrefix a number or undefined.`, location);
    }
    answer = numberPrefix === undefined ? { name: filename } : { name: filename, prefix: numberPrefix };
    answers.set(segment, answer);
    return answer;
  };
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
