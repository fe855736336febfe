// Where a link the layout shows on every page is written: a navbar or footer
// item's `to` or `href` in the site's config, or a sidebar's link item in its
// sidebars file. A broken one is reported there, at the line to mend, rather
// than on the pages that show it.
import { lineOfKeyPath, lineOfValueIn, readText } from '../content/source-line.ts';
import type { SourceLocation } from '../shared/errors.ts';

/** Where a layout link comes from, and, for one the config does not spell out, what makes it. */
export interface LayoutLinkSource {
  location: SourceLocation;
  cause?: string;
}

/**
 * A finder of the first of `files` (the config, the files it imports, then the
 * sidebars files) holding a link as a string literal, in any spelling that
 * gives the address the page has: with or without the base URL the build
 * adds, and with or without a trailing slash. `brandHref`, the address the
 * navbar's title and logo link to, is found even when the config leaves it to
 * its default, the home page: a site without one (its pages deleted, or docs
 * alone) is told so at the config's navbar.
 */
export function layoutLinkSource(files: readonly string[], baseUrl: string, brandHref: string): (url: string) => LayoutLinkSource | undefined {
  const ownFiles = files.filter((file) => !file.split(/[\\/]/).includes('node_modules'));
  // Each file is read once, however many links and spellings are looked for in it.
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string) => (texts.has(file) ? texts.get(file) : texts.set(file, readText(file)).get(file));
  return (url) => {
    const spellings = linkSpellings(url, baseUrl);
    for (const file of ownFiles) {
      const text = textOf(file);
      if (text === undefined) continue;
      for (const spelling of spellings) {
        const line = lineOfValueIn(text, spelling);
        if (line !== undefined) return { location: { file, line } };
      }
    }
    const config = files[0];
    if (url !== brandHref || config === undefined) return undefined;
    const cause = `The navbar's title links to the home page, and the site has none: add a page at ${baseUrl} (an index.md, .mdx or .tsx in the pages folder, or a doc with \`slug: /\`), or give navbar.logo an href.`;
    return { location: { file: config, line: lineOfKeyPath(config, ['navbar']) }, cause };
  };
}

function linkSpellings(url: string, baseUrl: string): string[] {
  const withoutBase = baseUrl !== '/' && url.startsWith(baseUrl) ? `/${url.slice(baseUrl.length)}` : url;
  const toggledSlash = (spelling: string) => (spelling.endsWith('/') ? spelling.slice(0, -1) : `${spelling}/`);
  return [...new Set([url, toggledSlash(url), withoutBase, toggledSlash(withoutBase)])].filter((spelling) => spelling.length > 1);
}
