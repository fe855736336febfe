// Where a value sits in a file the content loader has already parsed (a
// sidebars file, versions.json, the site config): the parsers used for those
// keep no positions, so the line is found when an error is reported.
import { readFileSync } from 'node:fs';
import escapeRegExp from 'lodash-es/escapeRegExp.js';
import { placeAt } from '../shared/text-place.ts';

const lineAt = (text: string, index: number) => placeAt(text, index).line;

/** A file's text, or undefined when it cannot be read. */
export function readText(file: string): string | undefined {
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
  return text === undefined ? undefined : lineOfValueIn(text, value);
}

/** lineOfValue in a file's text already read. */
export function lineOfValueIn(text: string, value: string): number | undefined {
  const escaped = escapeRegExp(value);
  const match = new RegExp(`(["'\`])${escaped}\\1`).exec(text) ?? new RegExp(`(?:^|[\\s\\[,:-])${escaped}[ \\t]*(?:$|[,\\]#])`, 'm').exec(text);
  return match ? lineAt(text, match.index + (match[0].startsWith(value) ? 0 : 1)) : undefined;
}

/**
 * The line of the property a path of keys leads to (`docs.1.path`), found by
 * looking for each key in turn after the previous one. An array index leads
 * into that element of a bracketed list (`[…, {…}]`), whose keys are then
 * looked for within it; elsewhere (a YAML list, or one object given where a
 * list may be) it is skipped. Undefined when a key is not found as `key:` or
 * `"key":`, or a list has no such element.
 */
export function lineOfKeyPath(file: string, keys: ReadonlyArray<string | number>): number | undefined {
  const text = readText(file);
  if (text === undefined) return undefined;
  let from = 0;
  let end = text.length;
  let found: number | undefined;
  for (const key of keys) {
    if (typeof key === 'number') {
      const start = skipBlank(text, from);
      if (text[start] !== '[') continue;
      let element = skipBlank(text, start + 1);
      for (let index = 0; index < key; index++) {
        const after = endOfValue(text, element);
        if (text[after] !== ',') return undefined;
        element = skipBlank(text, after + 1);
      }
      if (element >= end || text[element] === ']') return undefined;
      from = element;
      end = endOfValue(text, element);
      found = element;
      continue;
    }
    const pattern = new RegExp(`(?:^|[\\s{,])(["']?)${escapeRegExp(key)}\\1\\s*:`, 'gm');
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    if (!match || match.index >= end) return undefined;
    found = match.index + match[0].search(/\S/);
    from = pattern.lastIndex;
  }
  return found === undefined ? undefined : lineAt(text, found);
}

/** The index of the first character at or after `index` that is not white space or a comment. */
function skipBlank(text: string, index: number): number {
  let at = index;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (text.startsWith('//', at)) at = text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at);
    else if (text.startsWith('/*', at)) at = text.indexOf('*/', at) === -1 ? text.length : text.indexOf('*/', at) + 2;
    else return at;
  }
}

/**
 * Where the value of a list's element or a property that starts at `index`
 * ends: at the comma or closing bracket after it, outside any brackets,
 * strings and comments within it.
 */
function endOfValue(text: string, index: number): number {
  let depth = 0;
  for (let at = index; at < text.length; at++) {
    const char = text[at]!;
    if (char === '"' || char === "'" || char === '`') {
      // To the closing quote, past escaped ones.
      for (at++; at < text.length && text[at] !== char; at++) if (text[at] === '\\') at++;
    } else if (text.startsWith('//', at) || text.startsWith('/*', at)) at = skipBlank(text, at) - 1;
    else if (char === '(' || char === '[' || char === '{') depth++;
    else if (char === ')' || char === ']' || char === '}') {
      if (depth === 0) return at;
      depth--;
    } else if (char === ',' && depth === 0) return at;
  }
  return text.length;
}
