// Redirect pages, as Docusaurus's client-redirects plugin writes them: for a
// page that moved, a small HTML file at its old path that sends the reader
// to the new one (a meta refresh without JavaScript, a script that keeps the
// query string and fragment with it) and tells search engines where the page
// now is. Paths in the config are below the base URL, as Docusaurus's are.
import { lineOfKeyPath } from '../content/source-line.ts';
import { canonicalSitePath, isExternalUrl, pathWithinBase, routeAddress, routeToOutputFile, withBaseUrl } from '../content/url.ts';
import type { SiteConfig } from '../config/schema.ts';
import { escapeHtml } from '../render/html-escape.ts';
import { BuildError, BuildErrors } from '../shared/errors.ts';

export interface Redirect {
  /** The old path, below the base URL. */
  from: string;
  /** Where it leads: a page of the site at its address (with the base URL), or another site's URL. */
  to: string;
}

/**
 * The redirects the config asks for: its `redirects`, then those its
 * `createRedirects` makes from each page's path. A redirect of `redirects`
 * from a path that is a page, or to a path that is none, is an error at its
 * line; one that createRedirects makes from a page's path, or a path already
 * redirected, is left out, as Docusaurus leaves it.
 */
export function planRedirects(config: SiteConfig, routePaths: string[], configPath: string): Redirect[] {
  const base = config.baseUrl;
  const pages = new Set(routePaths);
  const site = (path: string) => canonicalSitePath(withBaseUrl(path.startsWith('/') ? path : `/${path}`, base), base);
  const redirects = new Map<string, Redirect>();
  const errors: BuildError[] = [];

  config.redirects.forEach((redirect, index) => {
    const at = (key: string) => ({ file: configPath, line: lineOfKeyPath(configPath, ['redirects', index, key]) ?? lineOfKeyPath(configPath, ['redirects', index]) });
    const [target, rest] = splitTarget(redirect.to);
    if (!isExternalUrl(redirect.to) && !pages.has(site(target))) {
      errors.push(new BuildError(`Redirect to "${redirect.to}": no page of the site is there. A redirect leads to a page of the site, or to another site's URL.`, at('to')));
      return;
    }
    const to = isExternalUrl(redirect.to) ? redirect.to : routeAddress(`${site(target)}${rest}`, config.trailingSlash);
    for (const from of Array.isArray(redirect.from) ? redirect.from : [redirect.from]) {
      const path = site(from);
      if (pages.has(path)) errors.push(new BuildError(`Redirect from "${from}": a page of the site is there, which the redirect would replace.`, at('from')));
      else if (!redirects.has(path)) redirects.set(path, { from: path, to });
    }
  });
  if (errors.length > 0) throw errors.length === 1 ? errors[0]! : new BuildErrors(errors);

  if (config.createRedirects) {
    for (const page of routePaths) {
      const relative = pathWithinBase(page, base) ?? page;
      let made: unknown;
      try {
        made = config.createRedirects(relative);
      } catch (error) {
        throw new BuildError(`createRedirects failed on "${relative}": ${error instanceof Error ? error.message : String(error)}`, { file: configPath, line: lineOfKeyPath(configPath, ['createRedirects']) });
      }
      for (const from of made === undefined ? [] : Array.isArray(made) ? made : [made]) {
        if (typeof from !== 'string') throw new BuildError(`createRedirects returned ${typeof from} for "${relative}", where the old paths (text) belong.`, { file: configPath, line: lineOfKeyPath(configPath, ['createRedirects']) });
        const path = site(from);
        if (!pages.has(path) && !redirects.has(path)) redirects.set(path, { from: path, to: routeAddress(page, config.trailingSlash) });
      }
    }
  }
  return [...redirects.values()];
}

/** A target's path, and its query string and fragment. */
function splitTarget(to: string): [path: string, rest: string] {
  const at = to.search(/[?#]/);
  return at === -1 ? [to, ''] : [to.slice(0, at), to.slice(at)];
}

/** The redirect page's file in the output folder. */
export function redirectFile(redirect: Redirect, baseUrl: string, trailingSlash: boolean): string {
  return routeToOutputFile(redirect.from, baseUrl, trailingSlash);
}

/** The redirect page: it leads at once, with or without JavaScript, and is not indexed in its own right. */
export function renderRedirectPage(redirect: Redirect): string {
  const to = escapeHtml(redirect.to);
  // The target's own query string and fragment win; the reader's are kept when it has none.
  const script = `location.replace(${JSON.stringify(redirect.to).replace(/</g, '\\u003c')} + (${/[?#]/.test(redirect.to) ? "''" : 'location.search + location.hash'}));`;
  return `<!DOCTYPE html>\n<html>\n<head>\n<meta charset="UTF-8">\n<meta http-equiv="refresh" content="0; url=${to}">\n<link rel="canonical" href="${to}">\n<meta name="robots" content="noindex">\n<title>Redirecting…</title>\n<script>${script}</script>\n</head>\n<body>\n<p>This page has moved to <a href="${to}">${to}</a>.</p>\n</body>\n</html>\n`;
}
