// Each docs sidebar as a data file of its own. A page's inline data and its
// route chunk name their sidebar's file instead of carrying the sidebar (see
// route-chunks.ts): on the devdocs corpus the sidebar was half of every chunk
// and a fifth of every doc page, repeated a thousand times, and a reader's
// browser fetches it once per sidebar.
import { createHash } from 'node:crypto';
import type { SidebarItem, SiteContent } from '../content/types.ts';

export interface SidebarFile {
  /** Path relative to the output folder. */
  file: string;
  url: string;
  json: string;
}

/**
 * Routes never start with an underscore, so the folder cannot meet a route
 * chunk's file. The name is the content's hash: a chunk always names the
 * sidebar of its own build, and browsers may cache the file for good.
 */
const SIDEBAR_FOLDER = '_data/_sidebars';

/** The file of each sidebar of every docs version, by the sidebar it holds. */
export function sidebarFilesOf(baseUrl: string, content: SiteContent): Map<SidebarItem[], SidebarFile> {
  const files = new Map<SidebarItem[], SidebarFile>();
  for (const instance of content.docsInstances) {
    for (const version of instance.versions) {
      for (const sidebar of [...Object.values(version.sidebars), ...Object.values(version.unlistedSidebars)]) {
        if (files.has(sidebar)) continue;
        const json = JSON.stringify(sidebar);
        const file = `${SIDEBAR_FOLDER}/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
        files.set(sidebar, { file, url: `${baseUrl}${file}`, json });
      }
    }
  }
  return files;
}
