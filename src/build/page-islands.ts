// The site's interactive components a rendered page shows (see shared/site-islands.ts),
// read from its HTML: the build bundles their modules for the browser.
import { decodeHTMLAttribute } from 'entities';
import { ISLAND_TAG, parseIslandName } from '../shared/site-islands.ts';

const ISLAND_NAME = new RegExp(`<${ISLAND_TAG} data-island="([^"]+)"`, 'g');

/** The ids of the islands' modules a page's HTML shows, each once. */
export function islandModulesIn(html: string): string[] {
  if (!html.includes(`<${ISLAND_TAG}`)) return [];
  return [...new Set([...html.matchAll(ISLAND_NAME)].map(([, name]) => parseIslandName(decodeHTMLAttribute(name!)).module))];
}
