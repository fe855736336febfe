// How htmlparser2, a full HTML parser, reads a page's links and ids: the
// reference the build's own scan (src/links/page-links.ts) is held to.
import { Parser } from 'htmlparser2';
import type { PageLinks } from '../../src/links/page-links.ts';

const URL_ATTRIBUTES: Record<string, string> = { a: 'href', area: 'href', link: 'href', img: 'src', script: 'src', source: 'src', video: 'src', audio: 'src', iframe: 'src', track: 'src' };

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
        if (!url || 'data-nobrokenlinkcheck' in attributes || (name === 'link' && /\b(canonical|alternate|preconnect|dns-prefetch)\b/.test(attributes.rel ?? ''))) return;
        urls.push(url);
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { urls, ids };
}
