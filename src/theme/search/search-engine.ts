// The browser side of the built-in search: loads Pagefind's script from the
// output (only when search is used), and asks it for the pages of the docs
// versions the reader is looking at (contextual search).
import type { PageData, SiteData } from '../../shared/page-data.ts';
import { searchIndexPartFolder } from '../../shared/search-index-parts.ts';
import { routeAddress } from '../../content/url.ts';
import { readPreferredVersion } from '../docs/preferred-version.ts';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: { title: string; url: string; excerpt: string }[];
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(indexPath: string, options: Record<string, unknown>): Promise<void>;
  /** Forgets the options and every index loaded: the next call starts again. */
  destroy(): Promise<void>;
  search(query: string, options?: { filters?: Record<string, { any: string[] }> }): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

export interface SearchHit {
  url: string;
  title: string;
  /** Text with the matched words between `<mark>` and `</mark>`; everything else is entity-escaped text. */
  excerpt: string;
  /** Headings of the page that match, with their anchors. */
  sections: { title: string; url: string; excerpt: string }[];
}

export interface SearchOutcome {
  total: number;
  hits: SearchHit[];
}

let engine: Promise<Pagefind> | undefined;

/** What the search needs to know of the site: where its index is, and in how many parts. */
export type SearchedSite = Pick<SiteData, 'baseUrl' | 'trailingSlash' | 'searchIndexParts'>;

/**
 * Loads Pagefind once, with every part of the index; a failed load is
 * forgotten so that the next search tries again.
 */
function loadEngine(site: SearchedSite): Promise<Pagefind> {
  engine ??= startEngine(site).catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

async function startEngine({ baseUrl, searchIndexParts = 1 }: SearchedSite): Promise<Pagefind> {
  const pagefind = (await import(/* @vite-ignore */ `${baseUrl}pagefind/pagefind.js`)) as Pagefind;
  try {
    // The pages were indexed at their addresses, base URL included (search-index.ts): Pagefind must not add it again.
    const options = { baseUrl: '/', excerptLength: 22 };
    await pagefind.options(options);
    // Pagefind searches the parts together and ranks their results as one list.
    await Promise.all(Array.from({ length: searchIndexParts - 1 }, (_, offset) => pagefind.mergeIndex(`${baseUrl}pagefind/${searchIndexPartFolder(offset + 1)}`, options)));
    return pagefind;
  } catch (error) {
    // The module stays loaded and keeps every index it was asked to merge,
    // the one that failed too, so the next try starts it afresh.
    await pagefind.destroy();
    throw error;
  }
}

/**
 * The version facets, as in Docusaurus's contextual search: every page that
 * is not a doc, and for each docs set the version being read, else the
 * reader's preferred one, else the latest.
 */
export function contextualTags(site: SiteData, page: PageData | undefined, chosen: Record<string, string> = {}): string[] {
  const tags = ['default'];
  for (const [pluginId, plugin] of Object.entries(site.docsVersions)) {
    const active = page?.docs?.pluginId === pluginId ? page.docs.versionName : undefined;
    const version = chosen[pluginId] ?? active ?? readPreferredVersion(site, pluginId) ?? plugin.versions.find((candidate) => candidate.isLast)?.name ?? plugin.versions[0]?.name;
    if (version) tags.push(`docs-${pluginId}-${version}`);
  }
  return tags;
}

/** Searches; `limit` results get their details (titles, excerpts), the rest only count. */
export async function searchSite(site: SearchedSite, query: string, tags: string[], limit: number): Promise<SearchOutcome> {
  const pagefind = await loadEngine(site);
  const response = await pagefind.search(query, { filters: { docusaurus_tag: { any: tags } } });
  if (!response) return { total: 0, hits: [] };
  const details = await Promise.all(response.results.slice(0, limit).map((result) => result.data()));
  return {
    total: response.results.length,
    // The index has each page by its route: results link to its address.
    hits: details.map((data) => ({
      url: routeAddress(data.url, site.trailingSlash),
      title: data.meta.title ?? data.url,
      excerpt: data.excerpt,
      sections: (data.sub_results ?? [])
        .filter((section) => section.url !== data.url && section.url.includes('#'))
        .slice(0, 3)
        .map((section) => ({ ...section, url: routeAddress(section.url, site.trailingSlash) })),
    })),
  };
}
