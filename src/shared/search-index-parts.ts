// How the search index is split into parts: shared by the build, which
// writes one Pagefind index per part, and the browser, which merges them.
//
// Pagefind's memory while it writes an index grows faster than the index:
// 9,596 generated docs in one index took its process to 2.35 GB, while the
// same docs in parts of 2,000, written one after another in one process,
// peaked at 557 MB in about the same time (26.6 s against 26.9 s). A site of
// up to 2,000 searchable pages keeps a single index.
//
// The browser merges the parts with Pagefind's mergeIndex and ranks their
// results as one list. Each part also holds the words of the others, so that
// a part answers a word it lacks with nothing, as one index would, rather
// than with Pagefind's partial matches (see VOCABULARY_TAG in search-index.ts).

/** The most documents in one part of the search index. */
export const SEARCH_INDEX_PART_SIZE = 2000;

/** How many parts an index of `documents` documents has: as few as the part size allows. */
export function searchIndexPartCount(documents: number): number {
  return Math.max(1, Math.ceil(documents / SEARCH_INDEX_PART_SIZE));
}

/** The documents in each part but perhaps the last: the parts are as even as they can be. */
export function searchIndexPartLength(documents: number): number {
  return Math.max(1, Math.ceil(documents / searchIndexPartCount(documents)));
}

/** The folder of part `part` (counted from 0) under the index folder: the first part is the folder itself. */
export function searchIndexPartFolder(part: number): string {
  return part === 0 ? '' : `part-${part + 1}/`;
}
