// The base URL and trailing-slash rule a built output folder was made for,
// read from its home page, so that the commands given only a folder
// (check-links, serve --no-watch) serve it where, and as, its own links point.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_DATA_ELEMENT_ID } from '../render/document-ids.ts';
import type { UrlRules } from '../content/url.ts';

const PAGE_DATA = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">([^<]*)</script>`);

/** The rules of the site in `dir` (from its `index.html`); `/` without trailing slashes when the page does not say. */
export async function readOutputLinkRules(dir: string): Promise<UrlRules> {
  const fallback: UrlRules = { baseUrl: '/', trailingSlash: false };
  const html = await readFile(path.join(dir, 'index.html'), 'utf8').catch(() => '');
  const json = PAGE_DATA.exec(html)?.[1];
  if (json === undefined) return fallback;
  try {
    const site = (JSON.parse(json) as { site?: { baseUrl?: unknown; trailingSlash?: unknown } }).site;
    const baseUrl = site?.baseUrl;
    return {
      baseUrl: typeof baseUrl === 'string' && baseUrl.startsWith('/') && baseUrl.endsWith('/') ? baseUrl : '/',
      trailingSlash: site?.trailingSlash === true,
    };
  } catch {
    return fallback;
  }
}
