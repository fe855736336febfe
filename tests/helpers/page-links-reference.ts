// How htmlparser2, a full HTML parser, reads a page's links and ids: the
// reference the build's own scan (src/links/page-links.ts) is held to.
import { Parser } from 'htmlparser2';
// Which tags and attributes count is the build's rule; only the reading of the HTML differs.
import { NOT_FOLLOWED_REL, URL_ATTRIBUTES, type PageLinks } from '../../src/links/page-links.ts';

export function htmlparser2PageLinks(html: string): PageLinks {
  const urls: string[] = [];
  const ids = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        const attribute = URL_ATTRIBUTES[name];
        if (!attribute) return;
        const url = attributes[attribute];
        if (!url || 'data-nobrokenlinkcheck' in attributes || (name === 'link' && NOT_FOLLOWED_REL.test(attributes.rel ?? ''))) return;
        urls.push(url);
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { urls, ids };
}
