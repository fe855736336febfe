// A server on this machine's loopback address can still be reached from a web
// page through DNS rebinding: a name the page's author controls is pointed at
// 127.0.0.1, and the browser sends that name as the Host. The server then
// answers only requests addressed to a loopback name, as development servers do.

/** Names and addresses that reach only this machine: localhost (and its subdomains), 127.0.0.0/8 and ::1. */
const LOOPBACK_NAME = /^(?:localhost|[^\s/]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

/** The host part of a Host header (`[::1]:3000` → `[::1]`), without a trailing dot. */
function hostnameOf(header: string): string {
  const name = /^(\[[^\]]*\]|[^:]*)/.exec(header.trim())![1]!;
  return name.replace(/\.$/, '');
}

/**
 * Whether a request's Host header may be answered by a server bound to
 * `boundHost`. Bound elsewhere (`--host 0.0.0.0`), the author has chosen to
 * serve other machines, under any name. A request without the header (HTTP
 * 1.0) names no host to check.
 */
export function hostAllowed(boundHost: string, hostHeader: string | undefined): boolean {
  if (!LOOPBACK_NAME.test(boundHost) || hostHeader === undefined) return true;
  return LOOPBACK_NAME.test(hostnameOf(hostHeader));
}
