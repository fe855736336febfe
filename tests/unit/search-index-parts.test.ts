import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_PART_SIZE, searchIndexPartCount, searchIndexPartFolder, searchIndexPartLength } from '../../src/shared/search-index-parts.ts';

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
