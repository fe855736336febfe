// The request target exactly as the client sent it (`request.url`), checked
// before anything decodes or normalises it. WHATWG URL parsing would turn
// `/%2e%2e/secret` or `/..\secret` into a path that looks harmless, hiding the
// attempt; here every such request is refused outright with 400.

/** No page of a documentation site has an address near this long; longer targets are answered 414. */
export const MAX_REQUEST_TARGET_BYTES = 8 * 1024;

export type RequestTarget =
  | { ok: true; /** Still percent-encoded: decoded once, by resolveRequestFile. */ path: string; search: string }
  | { ok: false; status: 400 | 414; reason: string };

export function parseRequestTarget(raw: string): RequestTarget {
  const refuse = (reason: string): RequestTarget => ({ ok: false, status: 400, reason });
  // Node gives the target as latin1, one character per byte.
  if (raw.length > MAX_REQUEST_TARGET_BYTES) return { ok: false, status: 414, reason: `the request target is longer than ${MAX_REQUEST_TARGET_BYTES} bytes` };
  // Absolute-form (`http://host/…`) is for proxies, `*` for OPTIONS: neither names a file here.
  if (!raw.startsWith('/')) return refuse('the request target must be a path starting with "/"');
  const queryStart = raw.indexOf('?');
  const path = queryStart === -1 ? raw : raw.slice(0, queryStart);
  const search = queryStart === -1 ? '' : raw.slice(queryStart);
  if (/%(?![0-9a-f]{2})/i.test(path)) return refuse('the path has an invalid percent-encoding');
  // A file's path never needs an encoded separator; a decoder downstream could take it for a real one.
  if (/%(?:2f|5c)/i.test(path)) return refuse('the path has an encoded "/" or "\\"');
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return refuse('the path has a percent-encoding that is not UTF-8');
  }
  if (decoded.includes('\\')) return refuse('the path has a backslash');
  if (decoded.includes('\0')) return refuse('the path has a NUL character');
  if (decoded.split('/').includes('..')) return refuse('the path has a ".." segment');
  return { ok: true, path, search };
}
