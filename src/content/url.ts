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

export function isExternalUrl(url: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}
