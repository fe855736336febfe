import { describe, expect, it } from 'vitest';
import { LinkStrings, readPageLinks } from '../../src/links/page-links.ts';
import { htmlparser2PageLinks } from '../helpers/page-links-reference.ts';

const read = (html: string) => {
  const { urls, ids } = readPageLinks(html);
  return { urls, ids: [...ids] };
};
const htmlparser2Read = (html: string) => {
  const { urls, ids } = htmlparser2PageLinks(html);
  return { urls, ids: [...ids] };
};

describe('readPageLinks', () => {
  const cases: [string, string, { urls: string[]; ids: string[] }][] = [
    ['links, images, scripts and stylesheets', '<a href="/a">A</a><img src="/i.png" alt="x"><script src="/s.js"></script><link rel="stylesheet" href="/c.css">', { urls: ['/a', '/i.png', '/s.js', '/c.css'], ids: [] }],
    ['ids on any element and names of anchors', '<h2 id="intro">Intro</h2><a name="old-anchor"></a><div data-id="no" id="box"></div>', { urls: [], ids: ['intro', 'old-anchor', 'box'] }],
    ['character references in values', '<a href="/search?q=a&amp;b=c&#x27;">x</a><h3 id="a&lt;b"></h3>', { urls: ["/search?q=a&b=c'"], ids: ['a<b'] }],
    ['a `>` inside a quoted value', '<a title="1 > 0" href="/after">x</a>', { urls: ['/after'], ids: [] }],
    ['single-quoted, unquoted and upper-case markup', "<A HREF='/one'>1</A><img SRC=/two.png><P ID=para></P>", { urls: ['/one', '/two.png'], ids: ['para'] }],
    ['the first of two attributes of one name', '<a href="/first" href="/second">x</a>', { urls: ['/first'], ids: [] }],
    ['no tags in text, comments or scripts', '<p>&lt;a href="/text"&gt; id="text"</p><!-- <a href="/comment"> --><script>if (a<b) document.write(\'<a href="/script" id="s">\')</script><style>a[id="x"]{}</style><a href="/real">r</a>', { urls: ['/real'], ids: [] }],
    ['links left out of the check', '<a href="/skip" data-nobrokenlinkcheck>x</a><link rel="canonical" href="https://x/"><link rel="alternate" href="/feed.xml"><a href="">empty</a>', { urls: [], ids: [] }],
    ['self-closing tags and stray slashes', '<img src="/a.png"/><br/><img / src="/b.png" />', { urls: ['/a.png', '/b.png'], ids: [] }],
  ];

  for (const [name, html, expected] of cases) {
    it(`reads ${name} as an HTML parser does`, () => {
      expect(read(html)).toEqual(expected);
      expect(read(html)).toEqual(htmlparser2Read(html));
    });
  }

  it('keeps one copy of each string across the pages of a build, none a slice of a page', () => {
    const strings = new LinkStrings();
    const page = (n: number) => `<nav><a href="/docs/shared">S</a></nav><h2 id="h${n}">H</h2>`;
    const first = readPageLinks(page(1), strings);
    const second = readPageLinks(page(2), strings);
    expect(first.urls[0]).toBe('/docs/shared');
    expect(strings.size).toBe(3); // '/docs/shared' once, 'h1', 'h2'
    expect(second.ids).toEqual(new Set(['h2']));
  });

  it('is not tricked into reading markup by a page cut short', () => {
    expect(read('<p>text</p><a href="/ok">ok</a><a href="/cut')).toEqual({ urls: ['/ok'], ids: [] });
    expect(read('<!-- never closed <a href="/x">')).toEqual({ urls: [], ids: [] });
    // A regular expression that backtracks exponentially would not return from this before the test times out.
    expect(read(`<div ${'a'.repeat(50_000)} <a href="/after">`)).toEqual(htmlparser2Read(`<div ${'a'.repeat(50_000)} <a href="/after">`));
  });

  it("reads the links and ids of the HTML an interactive component is given in its props, as the page's own", () => {
    const props = JSON.stringify({ title: 'More', children: { 'docgen:html': '<p id="inside"><a href="/docs/hidden">Hidden</a></p>' }, list: [{ 'docgen:html': '<img src="/img/a.png"/>' }] });
    const html = `<h2 id="outside">Out</h2><docgen-island data-island="src/components/Reveal.tsx#default" data-props="${props.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"><button>More</button></docgen-island><a href="/docs/after">After</a>`;
    const links = readPageLinks(html);
    expect(links.urls).toEqual(['/docs/hidden', '/img/a.png', '/docs/after']);
    expect([...links.ids]).toEqual(['outside', 'inside']);
  });
});
