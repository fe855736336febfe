// The base URL a built output folder was made for, read from its home page,
// so that the commands given only a folder (check-links, serve --no-watch)
// serve it where its own links point.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_DATA_ELEMENT_ID } from '../render/document-ids.ts';

const PAGE_DATA = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">([^<]*)</script>`);

/** The base URL of the site in `dir` (from its `index.html`), or `/` when the page does not say. */
export async function readOutputBaseUrl(dir: string): Promise<string> {
  const html = await readFile(path.join(dir, 'index.html'), 'utf8').catch(() => '');
  const json = PAGE_DATA.exec(html)?.[1];
  if (json === undefined) return '/';
  try {
    const baseUrl = (JSON.parse(json) as { site?: { baseUrl?: unknown } }).site?.baseUrl;
    return typeof baseUrl === 'string' && baseUrl.startsWith('/') && baseUrl.endsWith('/') ? baseUrl : '/';
  } catch {
    return '/';
  }
}
