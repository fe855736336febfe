// Where the per-route data chunk of a route lives. The build writes it and the
// client router fetches it; both derive the name from the route path alone, so
// the client needs no manifest that would grow with the site.
import type { PageData, SiteData } from './page-data.ts';

/**
 * The data a client navigation needs to render a route: its shell data and
 * its content HTML. In the file, as in a page's own data, a docs page's
 * sidebar is left out when it has a file of its own (`page.docs.sidebarUrl`),
 * shared by every page that shows it; the client puts it back before the
 * chunk is used.
 */
export interface RouteChunk {
  /** Identifies the build; a chunk from another build makes the client load the page in full. */
  buildId: string;
  page: PageData;
  contentHtml: string;
}

/**
 * The chunk file's text, a RouteChunk, from the page's data as pageDataJson
 * gives it (made once per page: the page's HTML holds the same text).
 */
export function serializeRouteChunk(site: SiteData, pageJson: string, contentHtml: string): string {
  return `{"buildId":${JSON.stringify(site.buildId)},"page":${pageJson},"contentHtml":${JSON.stringify(contentHtml)}}`;
}

/** The page's data as JSON, as it travels to the browser (see withoutSharedSidebar). */
export function pageDataJson(page: PageData): string {
  return JSON.stringify(withoutSharedSidebar(page));
}

/** The page's data as it travels to the browser: a sidebar with a file of its own is left out, for the client to fetch once. */
export function withoutSharedSidebar(page: PageData): PageData {
  return page.docs?.sidebarUrl ? { ...page, docs: { ...page.docs, sidebar: undefined } } : page;
}

const CHUNK_FOLDER = '_data';

/** Path of the route below the base URL, never empty: `/` → `index`, `/docs/a` → `docs/a`. */
function relativeRoute(baseUrl: string, routePath: string): string {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  return relative === '' ? 'index' : relative;
}

/** The chunk's file, relative to the output folder. Underscore folders never hold content routes. */
export function routeChunkFile(baseUrl: string, routePath: string): string {
  return `${CHUNK_FOLDER}/${decodeURIComponent(relativeRoute(baseUrl, routePath))}.json`;
}

/** The chunk's URL for the browser. */
export function routeChunkUrl(baseUrl: string, routePath: string): string {
  return `${baseUrl}${CHUNK_FOLDER}/${relativeRoute(baseUrl, routePath)}.json`;
}
