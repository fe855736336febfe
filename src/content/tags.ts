import kebabCase from 'lodash-es/kebabCase.js';
import type { Doc, Tag, TagPage } from './types.ts';
import { isExternalUrl, joinUrl } from './url.ts';

/** Front matter tags → labelled permalinks under the version's tags path, de-duplicated by permalink. */
export function normaliseTags(input: (string | Tag)[], tagsPath: string): Tag[] {
  const seen = new Map<string, Tag>();
  for (const item of input) {
    const tag =
      typeof item === 'string'
        ? { label: item, permalink: joinUrl(tagsPath, kebabCase(item)) }
        : { label: item.label, permalink: isExternalUrl(item.permalink) ? item.permalink : joinUrl(tagsPath, item.permalink) };
    if (!seen.has(tag.permalink)) seen.set(tag.permalink, tag);
  }
  return [...seen.values()];
}

/** One page per tag; the first label seen wins when labels share a permalink. Docs sorted by title. */
export function buildTagPages(docs: Doc[]): TagPage[] {
  const pages = new Map<string, TagPage>();
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const page = pages.get(tag.permalink) ?? { label: tag.label, permalink: tag.permalink, docs: [] };
      page.docs.push({ title: doc.title, description: doc.description, permalink: doc.permalink });
      pages.set(tag.permalink, page);
    }
  }
  for (const page of pages.values()) page.docs.sort((a, b) => a.title.localeCompare(b.title));
  return [...pages.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** Tags grouped by first letter (upper-cased), letters and tags in locale order, for the tags index page. */
export function groupTagsByLetter<T extends { label: string }>(tags: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, items]) => [letter, items.sort((a, b) => a.label.localeCompare(b.label))]);
}
