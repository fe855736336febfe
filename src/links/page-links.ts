// The URLs a rendered page points to and the ids it offers as anchors, read
// from the HTML the build writes (so navbar, sidebar, footer and component
// pages are covered as well as Markdown).
import { Parser } from 'htmlparser2';

/** Attributes that make the browser fetch or navigate to a URL. */
const URL_ATTRIBUTES: Record<string, string> = { a: 'href', area: 'href', link: 'href', img: 'src', script: 'src', source: 'src', video: 'src', audio: 'src', iframe: 'src', track: 'src' };

export interface PageLinks {
  urls: string[];
  ids: Set<string>;
}

/**
 * A copy of `text` that does not share the page's memory. The parser's
 * attribute values are slices of the page's HTML, and V8 keeps the whole page
 * alive for as long as a slice is: the link check keeps every page's URLs and
 * ids to the end of the build, so without copies it kept every page's HTML
 * (hundreds of megabytes on a large site).
 */
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

export function readPageLinks(html: string): PageLinks {
  const urls: string[] = [];
  const ids = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(ownCopy(attributes.id));
        if (name === 'a' && attributes.name) ids.add(ownCopy(attributes.name));
        const attribute = URL_ATTRIBUTES[name];
        if (!attribute) return;
        const url = attributes[attribute];
        // Not a link a reader follows: preloads, and links an author opted out of the check.
        if (!url || 'data-nobrokenlinkcheck' in attributes || (name === 'link' && /\b(canonical|alternate|preconnect|dns-prefetch)\b/.test(attributes.rel ?? ''))) return;
        urls.push(ownCopy(url));
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { urls, ids };
}
