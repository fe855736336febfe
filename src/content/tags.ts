import type { Doc, TagPage } from './types.ts';

/** One page per tag; the first label seen wins when labels share a permalink. Docs sorted by title. */
export function buildTagPages(docs: Doc[]): TagPage[] {
  const pages = new Map<string, TagPage>();
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const page = pages.get(tag.permalink) ?? { ...tag, docs: [] };
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
