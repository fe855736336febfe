// URL helpers for trailingSlash:false sites: no generated path ends in `/`
// except the site root.

export function joinUrl(...parts: string[]): string {
  const joined = parts
    .filter((part) => part !== '')
    .join('/')
    .replace(/\/{2,}/g, '/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}

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
 * The route a link's path leads to, found the way a static host serving the
 * output finds a file (see resolveRequestFile): the path as it is (`/a/b.html`),
 * then with `.html` added (`/a/b`, `/a/b/`), then with `/index.html` added (`/`).
 * Percent-escapes are decoded; case matters, as it does on the host.
 */
export function linkPathToRoute(pathname: string, routes: ReadonlySet<string>): string | undefined {
  const decoded = tryDecode(pathname);
  if (decoded === undefined) return undefined;
  const relative = decoded.replace(/^\/+/, '');
  const candidates = [outputFileToRoute(relative), removeTrailingSlash(decoded), outputFileToRoute(`${relative.replace(/\/?$/, '/')}index.html`.replace(/^\//, ''))];
  return candidates.find((candidate): candidate is string => candidate !== undefined && routes.has(candidate));
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
