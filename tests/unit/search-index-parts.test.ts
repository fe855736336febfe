import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_PART_SIZE, searchIndexPartCount, searchIndexPartFolder, searchIndexPartLength } from '../../src/shared/search-index-parts.ts';
import { standInIndex } from '../../src/build/search-index-update.ts';

describe('the parts of the search index', () => {
  it('keeps one index up to the part size, and splits a larger one into as few even parts as it can', () => {
    expect(SEARCH_INDEX_PART_SIZE).toBe(2000);
    expect([0, 1, 1061, 2000].map(searchIndexPartCount)).toEqual([1, 1, 1, 1]);
    expect(searchIndexPartCount(2001)).toBe(2);
    expect(searchIndexPartLength(2001)).toBe(1001);
    expect(searchIndexPartCount(10_000)).toBe(5);
    expect(searchIndexPartLength(10_000)).toBe(2000);
    // 9,596 documents: five parts of 1,920 (the last 1,916), none over the size.
    expect(searchIndexPartCount(9596)).toBe(5);
    expect(searchIndexPartLength(9596)).toBe(1920);
    for (const documents of [1, 1999, 2001, 4001, 9596, 12_345]) {
      const length = searchIndexPartLength(documents);
      expect(length).toBeLessThanOrEqual(SEARCH_INDEX_PART_SIZE);
      expect(Math.ceil(documents / length)).toBe(searchIndexPartCount(documents));
    }
  });

  it('puts the first part in the index folder itself and each later one in a folder numbered from 2', () => {
    expect([0, 1, 4].map(searchIndexPartFolder)).toEqual(['', 'part-2/', 'part-5/']);
  });
});

describe("the earlier index that stands in during docgen serve's rebuilds", () => {
  const indexOf = (...parts: string[]) => ({ key: 'k', files: parts.flatMap((folder) => [`${folder}pagefind-entry.json`, `${folder}fragment/en_1.pf_fragment`]).map((path) => ({ path, contents: new Uint8Array() })) });

  it('stands in only when it has as many parts as the pages now need, since the pages tell the browser how many to load', () => {
    const onePart = indexOf('');
    const twoParts = indexOf('', 'part-2/');
    expect(standInIndex(onePart, 1)).toBe(onePart);
    expect(standInIndex(twoParts, 2)).toBe(twoParts);
    expect(standInIndex(onePart, 2)).toBeUndefined();
    expect(standInIndex(twoParts, 1)).toBeUndefined();
    expect(standInIndex(twoParts, 3)).toBeUndefined();
    expect(standInIndex(undefined, 1)).toBeUndefined();
  });
});
