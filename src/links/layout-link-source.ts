// Where a link the layout shows on every page is written: a navbar or footer
// item's `to` or `href` in the site's config. A broken one is reported there,
// at the line to mend, rather than on the pages that show it.
import { lineOfValue } from '../content/source-line.ts';
import type { SourceLocation } from '../shared/errors.ts';

/**
 * A finder of the first of `files` (the config, then the files it imports)
 * holding a link as a string literal, in any spelling that gives the address
 * the page has: with or without the base URL the build adds, and with or
 * without a trailing slash.
 */
export function layoutLinkSource(files: readonly string[], baseUrl: string): (url: string) => SourceLocation | undefined {
  const ownFiles = files.filter((file) => !file.split(/[\\/]/).includes('node_modules'));
  return (url) => {
    const spellings = linkSpellings(url, baseUrl);
    for (const file of ownFiles) {
      for (const spelling of spellings) {
        const line = lineOfValue(file, spelling);
        if (line !== undefined) return { file, line };
      }
    }
    return undefined;
  };
}

function linkSpellings(url: string, baseUrl: string): string[] {
  const withoutBase = baseUrl !== '/' && url.startsWith(baseUrl) ? `/${url.slice(baseUrl.length)}` : url;
  const toggledSlash = (spelling: string) => (spelling.endsWith('/') ? spelling.slice(0, -1) : `${spelling}/`);
  return [...new Set([url, toggledSlash(url), withoutBase, toggledSlash(withoutBase)])].filter((spelling) => spelling.length > 1);
}
