// A page's own `<head>`, as Docusaurus' head metadata in content: a title and
// tags that the page puts into the document's head. Shared by the server,
// which writes them, and the client router, which swaps them on navigation.

/** A tag of the document head, as HTML: docgen's own, or a page's (marked with CONTENT_HEAD_MARKER). */
export interface HeadTag {
  html: string;
  /** A selector for the tag of the head a page's tag takes the place of, as react-helmet (Docusaurus' head manager) replaces one: a `<meta>` of the same name, property or http-equiv, or the canonical link. */
  replaces?: string;
}

export interface ContentHead {
  /** The document's title, whole (no site title is added, as in Docusaurus). */
  title?: string;
  tags: HeadTag[];
}

/** Marks the tags a page's `<head>` added, which the client router removes when it leaves the page. */
export const CONTENT_HEAD_MARKER = 'data-docgen-head';

/** The selector of the head tag that one with these attributes replaces, if any (see HeadTag). */
export function replacedTag(tagName: string, attributes: Record<string, string>): string | undefined {
  if (tagName === 'meta') {
    for (const name of ['name', 'property', 'http-equiv']) {
      const value = attributes[name];
      if (value !== undefined) return `meta[${name}="${cssString(value)}"]`;
    }
    return undefined;
  }
  if (tagName === 'link' && attributes.rel?.toLowerCase() === 'canonical') return 'link[rel="canonical"]';
  return undefined;
}

/** What the `<meta name="robots">` of a page's own `<head>` says, if it has one. */
export function headRobots(head: ContentHead | undefined): string | undefined {
  const robots = head?.tags.find((tag) => tag.replaces === 'meta[name="robots"]');
  return robots && /\scontent="([^"]*)"/i.exec(robots.html)?.[1];
}

/** A value inside a selector's double quotes. */
function cssString(value: string): string {
  return value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ');
}

/** The site's stylesheets a page shows (its components' CSS modules, see site-files.ts) as head tags of the page's own. */
export function styleHead(styles: Iterable<string>): ContentHead | undefined {
  // `</style` in the CSS (in a string, say) would end the element early.
  const tags = [...styles].map((css) => ({ html: `<style ${CONTENT_HEAD_MARKER}="">${css.replace(/<\/style/gi, '<\\/style')}</style>` }));
  return tags.length > 0 ? { tags } : undefined;
}
