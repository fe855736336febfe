import type { Doc, TagPage } from './types.ts';

/**
 * The tag pages of a version's docs, one per tag (the first label seen wins when labels share a
 * permalink), docs sorted by title. A tag lists its listed docs; one that only unlisted docs have
 * lists those, and is unlisted itself, as in Docusaurus: its address, which each of those docs
 * links to, is there, but nothing else leads to it.
 */
export function buildTagPages(docs: Doc[]): TagPage[] {
  const tagged = new Map<string, { tag: Doc['tags'][number]; docs: Doc[] }>();
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const entry = tagged.get(tag.permalink) ?? { tag, docs: [] };
      entry.docs.push(doc);
      tagged.set(tag.permalink, entry);
    }
  }
  const pages = [...tagged.values()].map(({ tag, docs: withTag }): TagPage => {
    const listed = withTag.filter((doc) => !doc.unlisted);
    const shown = listed.length > 0 ? listed : withTag;
    return {
      ...tag,
      docs: shown.map((doc) => ({ title: doc.title, description: doc.description, permalink: doc.permalink })).sort((a, b) => a.title.localeCompare(b.title)),
      ...(listed.length === 0 ? { unlisted: true } : {}),
    };
  });
  return pages.sort((a, b) => a.label.localeCompare(b.label));
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
