// Which URLs the client router handles, and the route path each one means.
import { canonicalSitePath, FILE_EXTENSIONS, stripHtmlSuffix } from '../../content/url.ts';

/** `/a/b.html` and `/a/b/index.html` are `/a/b`; no route ends in a slash except the root and the base URL. */
export function normaliseRoutePath(pathname: string, baseUrl: string): string {
  return canonicalSitePath(stripHtmlSuffix(pathname), baseUrl);
}

/** A same-site page URL under the base URL that the router can render from a data chunk. */
export function isRoutableUrl(url: URL, baseUrl: string): boolean {
  if (url.origin !== window.location.origin) return false;
  const base = baseUrl.replace(/\/$/, '');
  if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return false;
  return !FILE_EXTENSIONS.test(url.pathname);
}
