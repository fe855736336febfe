// URL helpers. A route (a page's path, as docgen keys its pages) never ends
// in `/`, except the site root and the base URL. The address a route is linked
// and served at is the route itself, or with trailingSlash:true the route with
// a slash (see routeAddress).

export function joinUrl(...parts: string[]): string {
  const joined = parts
    .filter((part) => part !== '')
    .join('/')
    .replace(/\/{2,}/g, '/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}

/** `/a/b/` → `/a/b`, `/a/?q` → `/a?q`: the path's slashes, not its query's or fragment's; the root stays `/` (`/#top` is the home page's). */
export function removeTrailingSlash(url: string): string {
  return url.replace(/^([^?#]*[^/?#])\/+(?=[?#]|$)/, '$1');
}

/** A path as the shell compares two to mark the current page: in lower case, without a trailing slash. */
export function comparablePath(url: string): string {
  return removeTrailingSlash(url.toLowerCase());
}

/**
 * A route below `parent` (a docs version's path): without a trailing slash,
 * except when it is `parent` itself and that has one, as the site root and a
 * base URL do (facts A4: the base keeps its slash). A version's path ends in
 * a slash only when it is the base (see canonicalSitePath).
 */
export function joinRoute(parent: string, slug: string): string {
  return canonicalSitePath(joinUrl(parent, slug), parent.endsWith('/') ? parent : '/');
}

/**
 * A path below the base URL as the output folder sees it, which a host serves
 * at the base URL (`/devdocs/a/b` → `/a/b` with the base `/devdocs/`); the
 * base itself, with or without its slash, is `/`. Undefined for a path
 * outside the base.
 */
export function pathWithinBase(pathname: string, baseUrl: string): string | undefined {
  if (baseUrl === '/') return pathname;
  if (pathname.startsWith(baseUrl)) return pathname.slice(baseUrl.length - 1);
  return pathname === baseUrl.slice(0, -1) ? '/' : undefined;
}

/**
 * A site path written without the base URL gets it, as Docusaurus' Link does
 * for content (`/docs/a` → `/devdocs/docs/a`); one that has it already, a
 * relative path, an anchor and another site's URL are left as they are.
 */
export function withBaseUrl(url: string, baseUrl: string): string {
  if (baseUrl === '/' || !url.startsWith('/') || url.startsWith('//') || url.startsWith(baseUrl)) return url;
  return url === baseUrl.slice(0, -1) ? baseUrl : `${baseUrl}${url.slice(1)}`;
}

/**
 * removeTrailingSlash for a site below a base URL: the base itself keeps its
 * slash (`/devdocs` → `/devdocs/`), as Docusaurus keeps it on the home route.
 */
export function canonicalSitePath(url: string, baseUrl: string): string {
  const stripped = removeTrailingSlash(url);
  if (baseUrl === '/') return stripped;
  const base = baseUrl.slice(0, -1);
  return stripped === base || stripped.startsWith(`${base}?`) || stripped.startsWith(`${base}#`) ? `${baseUrl}${stripped.slice(base.length)}` : stripped;
}

/** Static files a link may point at, by their extension: the browser loads them itself, and their addresses never get a trailing slash. */
export const FILE_EXTENSIONS = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|pdf|zip|gz|tgz|json|xml|txt|csv|css|js|mjs|map|mp3|mp4|webm|ogg|woff2?|ttf|otf|eot)$/i;

/**
 * The address a route (or a link to one, with its query and fragment) is
 * written and served at. With trailingSlash:true, as Docusaurus' Link and
 * routes apply it, the path gets a slash (`/a/b?x#y` → `/a/b/?x#y`); the root
 * and the base URL have one already, and a file's path (`/img/a.png`) is left
 * as it is, because no host serves a file with a slash after it.
 */
export function routeAddress(url: string, trailingSlash: boolean): string {
  // The path is all before a query or fragment; an empty one is a link to either.
  return trailingSlash ? url.replace(/^[^?#]+/, (pathname) => (/(\/|\.html)$/.test(pathname) || FILE_EXTENSIONS.test(pathname) ? pathname : `${pathname}/`)) : url;
}

/** How a site's addresses are written: below its base URL, with or without a trailing slash. */
export interface UrlRules {
  baseUrl: string;
  trailingSlash: boolean;
}

/** An href as the site writes it: a path of the site as its address (see routeAddress), anything else as it is. */
export function siteAddress(href: string, { baseUrl, trailingSlash }: UrlRules): string {
  return href.startsWith('#') || isExternalUrl(href) ? href : routeAddress(canonicalSitePath(href, baseUrl), trailingSlash);
}

/** Where the navbar's title and logo lead: the logo's href, else the home page. */
export function brandHref(logo: { href?: string | undefined } | undefined, rules: UrlRules): string {
  return siteAddress(logo?.href ?? rules.baseUrl, rules);
}

/**
 * Route path → the output file that serves it, relative to the output folder,
 * which is served at the base URL: `/a/b` → `a/b.html`, or `a/b/index.html`
 * with trailingSlash:true (the file a host serves at `/a/b/`); `/` →
 * `index.html`. The not-found page, the one route outside the base, is at the
 * top, as `404.html`, in both cases.
 */
export function routeToOutputFile(route: string, baseUrl: string, trailingSlash: boolean): string {
  const clean = decodeURIComponent(pathWithinBase(route, baseUrl) ?? route).replace(/^\/+/, '');
  if (clean === '') return 'index.html';
  return trailingSlash && clean !== '404' ? `${clean}/index.html` : `${clean}.html`;
}

/**
 * An output file → the route it serves (the inverse of routeToOutputFile) for
 * every page but the not-found page; undefined for other files.
 */
export function outputFileToRoute(file: string, baseUrl: string, trailingSlash: boolean): string | undefined {
  if (!file.endsWith('.html')) return undefined;
  const relative = file.split('\\').join('/').replace(/\.html$/, '');
  if (relative === 'index') return baseUrl;
  if (!trailingSlash) return `${baseUrl}${relative}`;
  return relative.endsWith('/index') ? `${baseUrl}${relative.slice(0, -'/index'.length)}` : `${baseUrl}${relative}`;
}

/** `/a/b.html` → `/a/b`, `/a/index.html` → `/a`: routes never carry these suffixes. */
export function stripHtmlSuffix(url: string): string {
  const stripped = url.replace(/(\/index)?\.html(?=$|[?#])/, '');
  return stripped === '' || /^[?#]/.test(stripped) ? `/${stripped}` : stripped;
}

/**
 * The files, relative to the output folder, that a static host answers a
 * request for `urlPath` with, in its order: the path as it is (`/a/b.html`),
 * then with `.html` added (`/a/b`, `/a/b/`), then with `/index.html` added
 * (`/`). Percent-escapes are decoded; case matters, as it does on the host.
 * Undefined for a path that cannot name a file there.
 */
export function requestFileCandidates(urlPath: string): string[] | undefined {
  const decoded = tryDecode(urlPath);
  if (decoded === undefined || decoded.includes('\0')) return undefined;
  const segments = decoded.split('/');
  // No file of the output is above it.
  if (segments.includes('..')) return undefined;
  const base = segments.filter((segment) => segment !== '' && segment !== '.').join('/');
  if (base === '') return ['index.html'];
  // `/a/b/` names a folder: only its `.html` sibling or its index can answer it.
  return [...(decoded.endsWith('/') ? [] : [base]), `${base}.html`, `${base}/index.html`];
}

/** The route a link's path leads to: the route of the first file a static host would answer it with (see requestFileCandidates). */
export function linkPathToRoute(pathname: string, routes: Pick<ReadonlySet<string>, 'has'>, baseUrl: string, trailingSlash: boolean): string | undefined {
  const within = pathWithinBase(pathname, baseUrl);
  if (within === undefined) return routes.has(pathname) ? pathname : undefined;
  return requestFileCandidates(within)
    ?.map((file) => outputFileToRoute(file, baseUrl, trailingSlash))
    .find((candidate): candidate is string => candidate !== undefined && routes.has(candidate));
}

/**
 * Why a route path cannot be a page's address, read as its output file's name
 * is (escapes decoded: `%2e%2e` is `..`), or undefined when it can be one. A
 * `.` or `..` segment would write the page over another's file, or outside the
 * output folder; an escaped slash or backslash names a file no request reaches;
 * a segment too long for a file's name stopped the build as it wrote the page,
 * at the output folder rather than where the author gave the name.
 */
export function routePathProblem(routePath: string): string | undefined {
  const decoded = tryDecode(routePath);
  if (decoded === undefined) return 'it has a malformed percent-escape';
  const segments = decoded.split('/');
  if (segments.length !== routePath.split('/').length || decoded.includes('\\')) return 'it has an escaped slash or a backslash';
  if (decoded.includes('\0')) return 'it has a NUL character';
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'it has a . or .. segment (escaped ones count: %2e is a dot)';
  if (segments.some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) return `a part of it is longer than ${MAX_SEGMENT_BYTES} bytes, more than a file's name can hold with its extension`;
  return undefined;
}

/** The bytes of a file's name on common file systems (ext4, APFS, NTFS: 255), less the `.html` or `.json` a page's files add. */
const MAX_SEGMENT_BYTES = 255 - '.html'.length;

/** Percent-escapes decoded, or undefined when they are malformed (`%E0%A4%A`). */
export function tryDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export const PATHNAME_PROTOCOL = 'pathname://';

/** The attribute that leaves a link out of the build's broken-link check (Docusaurus' `data-noBrokenLinkCheck`, as HTML spells it). */
export const NO_LINK_CHECK = 'data-nobrokenlinkcheck';

/**
 * The address of a `pathname://` link (`pathname:///files/manual.pdf` →
 * `/files/manual.pdf`, with the base URL): Docusaurus' way to link to a path of
 * the site that is none of its pages (a file in static/, a folder another tool
 * writes). Its Link treats such a link as another site's (a plain link that
 * opens in a new tab) and its broken-link check leaves it out. Undefined for
 * any other link.
 */
export function pathnameLinkTarget(url: string, baseUrl: string): string | undefined {
  return url.startsWith(PATHNAME_PROTOCOL) ? withBaseUrl(url.slice(PATHNAME_PROTOCOL.length), baseUrl) : undefined;
}

export function isExternalUrl(url: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

export interface BaseUrlOptions {
  /** Prepend the base even to a path that already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** The whole URL, with the site's `url` in front. */
  absolute?: boolean;
}

/** A site path (`/img/a.png`, or `img/a.png`) below the base URL, as Docusaurus's useBaseUrl makes it. */
export function addBaseUrl(site: { url: string; baseUrl: string }, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (url === '' || url.startsWith('#') || isExternalUrl(url)) return url;
  const { baseUrl } = site;
  const relative = url.replace(/^\//, '');
  let pathname: string;
  if (forcePrependBaseUrl) pathname = `${baseUrl}${relative}`;
  else if (url === baseUrl.replace(/\/$/, '')) pathname = baseUrl;
  else pathname = url.startsWith(baseUrl) ? url : `${baseUrl}${relative}`;
  return absolute ? `${site.url.replace(/\/$/, '')}${pathname}` : pathname;
}

/** A route as written in a URL: a space in a file's name (`my notes.md`, which Docusaurus allows) is `%20`. */
export function urlPath(route: string): string {
  return route.replace(/ /g, '%20');
}
