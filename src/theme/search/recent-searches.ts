// Pages the reader opened from search, newest first (DocSearch's key and limit).
import { readStorage, removeStorage, writeStorage } from '../storage.ts';

export const RECENT_SEARCHES_KEY = '__DOCSEARCH_RECENT_SEARCHES__docgen';
const LIMIT = 7;

export interface RecentSearch {
  title: string;
  url: string;
}

export function readRecentSearches(): RecentSearch[] {
  try {
    const stored: unknown = JSON.parse(readStorage(RECENT_SEARCHES_KEY) ?? '[]');
    // Only site paths: a tampered entry must not become a javascript: link, nor one to
    // another host (`//host` or `/\host`, which browsers read as `//host`).
    return Array.isArray(stored) ? stored.filter((item): item is RecentSearch => typeof item?.title === 'string' && typeof item?.url === 'string' && /^\/(?![/\\])/.test(item.url)).slice(0, LIMIT) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(entry: RecentSearch): void {
  const rest = readRecentSearches().filter((item) => item.url !== entry.url);
  writeStorage(RECENT_SEARCHES_KEY, JSON.stringify([entry, ...rest].slice(0, LIMIT)));
}

export function clearRecentSearches(): void {
  removeStorage(RECENT_SEARCHES_KEY);
}
