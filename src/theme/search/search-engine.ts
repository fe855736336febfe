// The browser side of the built-in search: loads Pagefind's script from the
// output (only when search is used), and asks it for the pages of the docs
// versions the reader is looking at (contextual search).
import type { PageData, SiteData } from '../../shared/page-data.ts';
import { searchIndexPartFolder } from '../../shared/search-index-parts.ts';
import { routeAddress } from '../../content/url.ts';
import { readPreferredVersion } from '../docs/preferred-version.ts';
import { rejoinedIdentifiers, separatedQuery } from '../../shared/search-separators.ts';

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

/**
 * Symbols: `$`, `>`, `=`, `+`, `|`, `^`… Pagefind's index holds each word without them
 * (`$DB->` as `db`, `get_records(` as `get_records`, `get` and `records`), but its search
 * takes out of a query only punctuation (`-`, `.`, `%`), so that `$DB` or `$CFG->wwwroot`
 * found nothing. Emoji, which it indexes, are not among them.
 */
const SYMBOLS = /[\p{Sm}\p{Sc}\p{Sk}]/gu;

/** A query Pagefind searches as an exact phrase (its own test). */
const EXACT_PHRASE = /^\s*".+"\s*$/;

/** Searches; `limit` results get their details (titles, excerpts), the rest only count. */
export async function searchSite(site: SearchedSite, query: string, tags: string[], limit: number): Promise<SearchOutcome> {
  const pagefind = await loadEngine(site);
  const term = separatedQuery(query).replace(SYMBOLS, '');
  const filters = { docusaurus_tag: { any: tags } };
  const response = await pagefind.search(term, { filters });
  if (!response) return { total: 0, hits: [] };
  if (EXACT_PHRASE.test(term) && response.results.length > 1) {
    // Pagefind scores every page with a quoted phrase alike, which left them in the index's order
    // (by address): "coding style" listed /docs/apis, /docs/apis/commonfiles… before the Coding
    // style page. They take the order of the same words unquoted, which weighs titles and headings.
    const ranked = await pagefind.search(term.replaceAll('"', ''), { filters });
    const rank = new Map(ranked?.results.map((result, position) => [result.id, position]));
    response.results.sort((a, b) => (rank.get(a.id) ?? rank.size) - (rank.get(b.id) ?? rank.size));
  }
  const details = await Promise.all(response.results.slice(0, limit).map((result) => result.data()));
  if (details[0] && !answersQuery(query, details[0])) return { total: 0, hits: [] };
  return {
    total: response.results.length,
    // The index has each page by its route: results link to its address.
    hits: details.map((data) => ({
      url: routeAddress(data.url, site.trailingSlash),
      title: data.meta.title ?? data.url,
      excerpt: rejoinedIdentifiers(data.excerpt),
      sections: (data.sub_results ?? [])
        .filter((section) => section.url !== data.url && section.url.includes('#'))
        .map((section) => ({ title: rejoinedIdentifiers(section.title), excerpt: rejoinedIdentifiers(section.excerpt), url: routeAddress(section.url, site.trailingSlash) }))
        // A heading that is the query, then one that holds it, before the others (in the page's order).
        .map((section) => ({ section, rank: headingRank(section.title, query) }))
        .sort((a, b) => a.rank - b.rank)
        .slice(0, 3)
        .map(({ section }) => section),
    })),
  };
}

/** A word as the index holds it: lower case, without the punctuation in it (`1.0.0` is `100`, `$CFG->` is `cfg`). */
const indexedWord = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');

/**
 * The words of the index a marked word of an excerpt stands for: the whole and,
 * as Pagefind indexes a compound word, its parts (`get_records(` is `get_records`,
 * `get` and `records`; `addElement(` is `addelement`, `add` and `element`).
 */
function indexedWords(marked: string): string[] {
  const text = marked.toLowerCase();
  return [indexedWord(text), ...text.split(/[^\p{L}\p{N}_]+/u), ...text.split(/[^\p{L}\p{N}]+/u)].filter(Boolean);
}

function headingRank(title: string, query: string): number {
  const heading = title.trim().toLowerCase();
  const asked = query.trim().toLowerCase();
  return heading === asked ? 0 : heading.includes(asked) ? 1 : 2;
}

/**
 * Whether a result's marked words answer the query. Finding no word of the
 * index that starts with a term, Pagefind searches for the longest start of
 * the term that is a word of the index (Pagefind's issues 599 and 780): `z`
 * for `zzzqqq`, which turns a query that matches nothing into every page
 * with a `z`. The word it took is the same on every page, so the first
 * result shows it. A term is found when a marked word shares most of its
 * start: `installa` (typed on the way to `installation`) and `get_records`
 * (stemmed to `get_record`) are; `zzzqqq` is not.
 */
function answersQuery(query: string, data: PagefindResultData): boolean {
  const excerpts = [data.excerpt, ...(data.sub_results ?? []).map((section) => section.excerpt)].join(' ');
  const marked = [...excerpts.matchAll(/<mark>(.*?)<\/mark>/g)].flatMap(([, word]) => indexedWords(word!.replace(/&[#\w]+;/g, ' ')));
  // Matched in the title or elsewhere that no excerpt shows: nothing to judge by.
  if (marked.length === 0) return true;
  // Compared as the index holds them: `wwwroot` is found in `$CFG->wwwroot`, `100` in `1.0.0`.
  const terms = separatedQuery(query).split(/\s+/).map(indexedWord).filter(Boolean);
  return terms.some((term) => {
    const needed = Math.min(term.length, Math.max(3, Math.ceil(term.length * 0.6)));
    return marked.some((word) => {
      let shared = 0;
      while (shared < word.length && word[shared] === term[shared]) shared++;
      return shared >= needed;
    });
  });
}
