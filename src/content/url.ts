// URL helpers for trailingSlash:false sites: no generated path ends in `/`
// except the site root.

export function joinUrl(...parts: string[]): string {
  const joined = parts
    .filter((part) => part !== '')
    .join('/')
    .replace(/\/{2,}/g, '/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}

/** `/a/b/` → `/a/b`, `/a/?q` → `/a?q`; the root stays `/`. */
export function removeTrailingSlash(url: string): string {
  if (url === '/') return url;
  return url.replace(/\/+(?=$|[?#])/, '');
}

/** Route path → the output file that serves it (`/a/b` → `a/b.html`, `/` → `index.html`). */
export function routeToOutputFile(route: string): string {
  const clean = decodeURIComponent(route).replace(/^\/+/, '');
  return clean === '' ? 'index.html' : `${clean}.html`;
}

/** An output file → the route it serves (the inverse of routeToOutputFile); undefined for other files. */
export function outputFileToRoute(file: string): string | undefined {
  if (!file.endsWith('.html')) return undefined;
  const route = `/${file.split('\\').join('/').replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route;
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
export function linkPathToRoute(pathname: string, routes: ReadonlySet<string>): string | undefined {
  return requestFileCandidates(pathname)
    ?.map(outputFileToRoute)
    .find((candidate): candidate is string => candidate !== undefined && routes.has(candidate));
}

/** Percent-escapes decoded, or undefined when they are malformed (`%E0%A4%A`). */
export function tryDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function isExternalUrl(url: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}
