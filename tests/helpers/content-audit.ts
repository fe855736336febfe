// Reads built pages the way a reviewer would: how many words the main content
// has, whether it carries placeholder text, and where its links lead.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { isExternalUrl, routeToOutputFile } from '../../src/content/url.ts';

export interface PageAudit {
  route: string;
  /** The page kind the shell marked on <html> (doc, generated-index, tag, …). */
  kind: string;
  words: number;
  placeholders: string[];
  /** Internal paths this page links to, without query or hash. */
  links: string[];
}

/** Text that must never reach a reader. Case matters for TODO/TBD so that prose about "to-do" lists is fine. */
const PLACEHOLDERS = [/\bTODO\b/, /\bTBD\b/, /lorem ipsum/i, /placeholder text/i];

/** Pages whose job is to list other pages rather than to explain something. */
export const LISTING_KINDS = new Set(['generated-index', 'tags-list', 'tag', 'search', 'not-found']);

/** Short pages by nature: a minor Moodle release or a Moodle App release. */
export function isReleaseNotePage(route: string): boolean {
  return /^\/general\/releases\/\d+\.\d+\/\d+\.\d+\.\d+$/.test(route) || /^\/general\/app_releases\/v\d+\/v[\d.]+$/.test(route);
}

export function minimumWords(route: string): number {
  return isReleaseNotePage(route) ? 40 : 120;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function mainContent(tree: Root): Element | Root {
  return select('[data-docgen-content]', tree) ?? select('main', tree) ?? tree;
}

export async function auditPage(outDir: string, route: string): Promise<PageAudit> {
  const tree = fromHtml(await readFile(path.join(outDir, routeToOutputFile(route, '/', false)), 'utf8'));
  const htmlClass = String((select('html', tree)?.properties.className as string[] | undefined)?.join(' ') ?? '');
  const kind = /(?:^|\s)page-([\w-]+)/.exec(htmlClass)?.[1] ?? 'unknown';
  const text = toString(mainContent(tree));
  const links = selectAll('a[href]', tree)
    .map((anchor) => String(anchor.properties.href))
    .filter((href) => href.startsWith('/') && !isExternalUrl(href))
    .map((href) => href.replace(/[?#].*$/, '') || '/');
  return {
    route,
    kind,
    words: countWords(text),
    placeholders: PLACEHOLDERS.flatMap((pattern) => pattern.exec(text)?.[0] ?? []),
    links: [...new Set(links)],
  };
}

/** Shortest number of clicks from `start` to every reachable page, following any link on each page. */
export function clickDistances(audits: Map<string, PageAudit>, start: string): Map<string, number> {
  const distance = new Map([[start, 0]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const link of audits.get(current)?.links ?? []) {
      if (distance.has(link)) continue;
      distance.set(link, distance.get(current)! + 1);
      queue.push(link);
    }
  }
  return distance;
}
