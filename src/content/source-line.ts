// Where a value sits in a file the content loader has already parsed (a
// sidebars file, versions.json, the site config): the parsers used for those
// keep no positions, so the line is found when an error is reported.
import { readFileSync } from 'node:fs';
import escapeRegExp from 'lodash-es/escapeRegExp.js';

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The line of the first occurrence of `value` as a string literal (JSON, JS,
 * quoted YAML), else as a bare YAML scalar; undefined when it is not there.
 */
export function lineOfValue(file: string, value: string): number | undefined {
  const text = readText(file);
  if (text === undefined) return undefined;
  const escaped = escapeRegExp(value);
  const match = new RegExp(`(["'\`])${escaped}\\1`).exec(text) ?? new RegExp(`(?:^|[\\s\\[,:-])${escaped}[ \\t]*(?:$|[,\\]#])`, 'm').exec(text);
  return match ? lineAt(text, match.index + (match[0].startsWith(value) ? 0 : 1)) : undefined;
}

/**
 * The line of the property a path of keys leads to (`docs.0.path`), found by
 * looking for each key in turn after the previous one; array indexes are
 * skipped. Undefined when a key is not found as `key:` or `"key":`.
 */
export function lineOfKeyPath(file: string, keys: ReadonlyArray<string | number>): number | undefined {
  const text = readText(file);
  if (text === undefined) return undefined;
  let from = 0;
  let found: number | undefined;
  for (const key of keys) {
    if (typeof key === 'number') continue;
    const pattern = new RegExp(`(?:^|[\\s{,])(["']?)${escapeRegExp(key)}\\1\\s*:`, 'gm');
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    if (!match) return undefined;
    found = match.index + match[0].search(/\S/);
    from = pattern.lastIndex;
  }
  return found === undefined ? undefined : lineAt(text, found);
}
