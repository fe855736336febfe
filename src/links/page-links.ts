// The URLs a rendered page points to and the ids it offers as anchors, read
// from the HTML the build writes (so navbar, sidebar, footer and component
// pages are covered as well as Markdown).
//
// The HTML is docgen's own output (React's server renderer and
// hast-util-to-html), so its text never holds a raw `<` and its attribute
// values are quoted. A scan for start tags with regular expressions reads it
// exactly as an HTML parser does and takes a tenth of the time: on the devdocs
// corpus, htmlparser2 spent 3.3 s of the main thread's CPU here, as long as
// rendering the pages. tests/unit/page-links.test.ts holds it to htmlparser2's
// reading of the same pages.
import { decodeHTMLAttribute } from 'entities';
import { NO_LINK_CHECK } from '../content/url.ts';
import { ISLAND_HTML_KEY, ISLAND_TAG } from '../shared/site-islands.ts';

/** Attributes that make the browser fetch or navigate to a URL. */
export const URL_ATTRIBUTES: Record<string, string> = { a: 'href', area: 'href', link: 'href', img: 'src', script: 'src', source: 'src', video: 'src', audio: 'src', iframe: 'src', track: 'src' };

/** Elements whose content is text up to their end tag, never markup: where each ends. */
const RAW_TEXT_END = new Map(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes'].map((name) => [name, new RegExp(`</${name}[\\s/>]`, 'gi')]));

/** A comment, or a start tag: its name and its attributes (quoted values may hold `>`). */
const TAG = /<(?:!--[\s\S]*?(?:-->|$)|([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?|\s*\/(?!>))*)\s*\/?>)/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/g;

const MAY_HAVE_ID = /id/i;

/** `<link>`s a reader does not follow: preloads and alternates. Links with `data-nobrokenlinkcheck` are left out too. */
export const NOT_FOLLOWED_REL = /\b(canonical|alternate|preconnect|dns-prefetch)\b/;

export interface PageLinks {
  urls: string[];
  ids: Set<string>;
}

/**
 * Strings shared by the pages of one build. Most URLs and many ids repeat on
 * every page (navbar, sidebar, footer); each is kept once. The copy also
 * matters: a matched substring is a slice of the page's HTML, and V8 keeps the
 * whole page alive for as long as a slice is, while the link check keeps every
 * page's URLs and ids to the end of the build.
 */
export class LinkStrings {
  private readonly known = new Map<string, string>();

  get size(): number {
    return this.known.size;
  }

  get(text: string): string {
    let own = this.known.get(text);
    if (own === undefined) {
      own = Buffer.from(text, 'utf8').toString('utf8');
      this.known.set(own, own);
    }
    return own;
  }
}

/** An attribute's value, its character references decoded. */
function valueOf(match: RegExpExecArray): string {
  const raw = match[2] ?? match[3] ?? match[4] ?? '';
  return raw.includes('&') ? decodeHTMLAttribute(raw) : raw;
}

export function readPageLinks(html: string, strings: LinkStrings = new LinkStrings()): PageLinks {
  const urls: string[] = [];
  const ids = new Set<string>();
  TAG.lastIndex = 0;
  let tag: RegExpExecArray | null;
  while ((tag = TAG.exec(html))) {
    const rawName = tag[1];
    if (rawName === undefined) continue; // a comment
    const name = rawName.toLowerCase();
    const rawTextEnd = RAW_TEXT_END.get(name);
    if (rawTextEnd) {
      rawTextEnd.lastIndex = TAG.lastIndex;
      TAG.lastIndex = rawTextEnd.test(html) ? rawTextEnd.lastIndex : html.length;
    }
    const source = tag[2]!;
    if (name === ISLAND_TAG) readIslandLinks(source, urls, ids, strings);
    const urlAttribute = URL_ATTRIBUTES[name];
    // Most tags have neither an id nor a URL: their attributes are not read.
    if (!urlAttribute && !MAY_HAVE_ID.test(source)) continue;
    // As in browsers, the first of two attributes of the same name counts.
    let id: string | undefined, anchorName: string | undefined, url: string | undefined, rel: string | undefined;
    let optedOut = false;
    ATTRIBUTE.lastIndex = 0;
    let attribute: RegExpExecArray | null;
    while ((attribute = ATTRIBUTE.exec(source))) {
      const attributeName = attribute[1]!.toLowerCase();
      if (attributeName === urlAttribute) url ??= valueOf(attribute);
      else if (attributeName === 'id') id ??= valueOf(attribute);
      else if (attributeName === 'name' && name === 'a') anchorName ??= valueOf(attribute);
      else if (attributeName === 'rel') rel ??= valueOf(attribute);
      else if (attributeName === NO_LINK_CHECK) optedOut = true;
    }
    if (id) ids.add(strings.get(id));
    if (anchorName) ids.add(strings.get(anchorName));
    if (!url || optedOut || (name === 'link' && NOT_FOLLOWED_REL.test(rel ?? ''))) continue;
    urls.push(strings.get(url));
  }
  return { urls, ids };
}

/**
 * The links and ids of the HTML an interactive component is given (see
 * shared/site-islands.ts), which travels in its props: the text of a panel
 * shown only once it is opened is checked as the page's other text is.
 */
function readIslandLinks(source: string, urls: string[], ids: Set<string>, strings: LinkStrings): void {
  const props = /\sdata-props="([^"]*)"/.exec(source);
  if (!props) return;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const html = (value as Record<string, unknown>)[ISLAND_HTML_KEY];
      if (typeof html === 'string') {
        const inner = readPageLinks(html, strings);
        urls.push(...inner.urls);
        for (const id of inner.ids) ids.add(id);
      } else Object.values(value).forEach(visit);
    }
  };
  // The scan of the page goes on where it was: the expressions are shared.
  const at = TAG.lastIndex;
  visit(JSON.parse(decodeHTMLAttribute(props[1]!)));
  TAG.lastIndex = at;
}
