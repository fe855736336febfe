// The search dialog's recent searches come back from the reader's storage,
// which another page of a shared origin can write: only this site's paths
// may become links.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRecentSearches, RECENT_SEARCHES_KEY } from '../../src/theme/search/recent-searches.ts';

function storeRecent(value: unknown): void {
  const stored = new Map([[RECENT_SEARCHES_KEY, JSON.stringify(value)]]);
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => stored.get(key) ?? null } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readRecentSearches', () => {
  it('keeps the site paths and drops what would lead elsewhere: another scheme, //host and /\\host (browsers read it as //host)', () => {
    storeRecent([
      { title: 'Data manipulation', url: '/docs/apis/core/dml' },
      { title: 'Script', url: 'javascript:alert(1)' },
      { title: 'Other host', url: '//example.org/phish' },
      { title: 'Other host, backslash', url: '/\\example.org/phish' },
      { title: 'Absolute', url: 'https://example.org/' },
      { title: 'Home', url: '/' },
      { title: 42, url: '/docs' },
    ]);
    expect(readRecentSearches()).toEqual([
      { title: 'Data manipulation', url: '/docs/apis/core/dml' },
      { title: 'Home', url: '/' },
    ]);
  });

  it('reads anything that is not a list of them as none', () => {
    storeRecent({ title: 'x', url: '/x' });
    expect(readRecentSearches()).toEqual([]);
  });
});
