// `docgen check-links`: serves a built output folder with docgen's own static
// server (the same file rules the build checks against) and checks every page
// of it, and every link on those pages, with linkinator; starting from every
// page covers the pages nothing links to.
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { check, LinkState } from 'linkinator';
import { linkPathToRoute, outputFileToRoute, routeAddress, tryDecode, type UrlRules } from '../content/url.ts';
import { readOutputLinkRules } from '../output/output-link-rules.ts';
import { startStaticServer } from '../server/static-server.ts';
import { LinkStrings, readPageLinks } from './page-links.ts';

export interface CrawlOptions {
  /** Also check links to other sites (slow, and depends on them being up). */
  external: boolean;
  concurrency: number;
  /**
   * Per request, in milliseconds, with `external` only. The site's own pages come from docgen's
   * server in this process: a slow answer there means a busy machine, not a broken link, and
   * linkinator (7.x) crashes the process when its time limit cuts a page off while it parses it.
   */
  timeout: number;
}

export interface BrokenTarget {
  url: string;
  /** HTTP status, or 0 when there was no answer. */
  status: number;
}

export interface PageReport {
  /** The page's path, e.g. `/docs/apis`. */
  page: string;
  broken: BrokenTarget[];
}

export interface CrawlReport {
  pages: number;
  linksChecked: number;
  /** Broken links to the site itself, by page. */
  internal: PageReport[];
  /** Broken links to other sites, by page (only with `external`). */
  external: PageReport[];
}

/** The routes of the output: one per HTML file, as the build wrote them. */
async function outputRoutes(dir: string, { baseUrl, trailingSlash }: UrlRules): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => outputFileToRoute(path.relative(dir, path.join(entry.parentPath, entry.name)), baseUrl, trailingSlash))
    .filter((route): route is string => route !== undefined)
    .sort();
}

function byPage(links: { page: string; target: BrokenTarget }[]): PageReport[] {
  const pages = new Map<string, BrokenTarget[]>();
  for (const { page, target } of links) {
    const list = pages.get(page) ?? [];
    if (!list.some((known) => known.url === target.url)) list.push(target);
    pages.set(page, list);
  }
  return [...pages.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([page, broken]) => ({ page, broken: broken.sort((a, b) => (a.url < b.url ? -1 : 1)) }));
}

/**
 * Pages handed to one linkinator check. linkinator (7.x) looks up every repeated link of a check
 * in a list of all its results and queues a task for it, so one check of the whole corpus, whose
 * pages each repeat the same sidebar, spends minutes of CPU in that lookup. Checks of a few dozen
 * pages keep that list short; each check asks again for the links its pages share with other
 * checks, which costs a request each, cheap against a local server. With `external`, a link to
 * another site on every page (a footer's) is also asked once per check: 22 times on the corpus.
 */
const PAGES_PER_CHECK = 50;

export async function crawlOutput(dir: string, options: CrawlOptions): Promise<CrawlReport> {
  const rules = await readOutputLinkRules(dir);
  const { baseUrl, trailingSlash } = rules;
  const routes = await outputRoutes(dir, rules);
  const routeSet = new Set(routes);
  const server = await startStaticServer({ root: dir, baseUrl, port: 0, host: '127.0.0.1', liveReload: false, compress: false });
  const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const local = (url: string) => url === origin || url.startsWith(`${origin}/`);
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return (tryDecode(parsed.pathname) ?? parsed.pathname) + parsed.search + parsed.hash;
  };
  try {
    const internal: { page: string; target: BrokenTarget }[] = [];
    const external: { page: string; target: BrokenTarget }[] = [];
    /** Broken links found, before those the page marks as not to be checked are left out. */
    const found: { url: string; parent: string; page: string; target: BrokenTarget }[] = [];
    const checkedUrls = new Set<string>();
    for (let start = 0; start < routes.length; start += PAGES_PER_CHECK) {
      const result = await check({
        // Each page at its address, where its relative links resolve as in a browser.
        path: routes.slice(start, start + PAGES_PER_CHECK).map((route) => origin + encodeURI(routeAddress(route, trailingSlash))),
        // Every page of the output is a starting point, so nothing is left to find by following links.
        recurse: false,
        // Pages live at extension-less addresses: relative links resolve against `/a/b` (or
        // `/a/b/` with trailingSlash true) as a browser does, not against a guessed folder.
        cleanUrls: true,
        concurrency: options.concurrency,
        timeout: options.external ? options.timeout : undefined,
        // Other sites may be slow or rate-limit us (retry on 429), and a busy machine can drop a
        // local request: requests that got no answer are tried again before they count as broken.
        retry: options.external,
        retryErrors: true,
        retryErrorsCount: 2,
        linksToSkip: async (url) => !options.external && !local(url),
      });
      // A missing page answers with the 404 page; its links are not the site's links at that address.
      const failedPages = new Set(result.links.filter((link) => link.state === LinkState.BROKEN).map((link) => link.url));
      for (const link of result.links) {
        if (link.state === LinkState.SKIPPED) continue;
        checkedUrls.add(link.url);
        if (link.state !== LinkState.BROKEN || !link.parent || failedPages.has(link.parent)) continue;
        const target = { url: local(link.url) ? pathOf(link.url) : link.url, status: link.status ?? 0 };
        // The page as its route: linkinator sees /a/ and /a.html as pages of their own.
        const parent = new URL(link.parent);
        const page = linkPathToRoute(parent.pathname, routeSet, baseUrl, trailingSlash) ?? pathOf(link.parent);
        found.push({ url: link.url, parent: link.parent, page, target });
      }
    }
    // linkinator reads every link; a page's `data-nobrokenlinkcheck` ones (`pathname:///` links to files another tool puts beside the build) are not the site's to check, as in the build.
    const checkedBy = new Map<string, Promise<Set<string>>>();
    const strings = new LinkStrings();
    const checkedLinksOf = (parent: string) => {
      let checked = checkedBy.get(parent);
      if (!checked) {
        checked = fetch(parent)
          .then((response) => response.text())
          .then((html) => new Set(readPageLinks(html, strings).urls.map((url) => new URL(url, parent).href)));
        checkedBy.set(parent, checked);
      }
      return checked;
    };
    for (const broken of found) {
      if (!(await checkedLinksOf(broken.parent)).has(broken.url)) continue;
      (local(broken.url) ? internal : external).push({ page: broken.page, target: broken.target });
    }
    const linksChecked = checkedUrls.size;
    return { pages: routes.length, linksChecked, internal: byPage(internal), external: byPage(external) };
  } finally {
    await server.close();
  }
}
