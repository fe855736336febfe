import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link } from '../../src/theme/Link.tsx';

const html = (href: string, baseUrl = '/devdocs/', trailingSlash = false) => renderToStaticMarkup(createElement(Link, { href, rules: { baseUrl, trailingSlash } }, 'x'));

describe("the theme's Link (navbar, footer, sidebar and content's <Link>)", () => {
  it('makes a pathname:// link the site path it names, with the base, in a new tab and left out of the link check', () => {
    expect(html('pathname:///files/manual.pdf')).toBe('<a href="/devdocs/files/manual.pdf" target="_blank" rel="noopener noreferrer" data-nobrokenlinkcheck="">x</a>');
    expect(html('pathname:///api/index.html', '/')).toBe('<a href="/api/index.html" target="_blank" rel="noopener noreferrer" data-nobrokenlinkcheck="">x</a>');
  });

  it('leaves other sites’ links and site paths as they were', () => {
    expect(html('https://moodle.org/')).toBe('<a href="https://moodle.org/" target="_blank" rel="noopener noreferrer">x</a>');
    expect(html('mailto:dev@example.test')).toBe('<a href="mailto:dev@example.test">x</a>');
    expect(html('/devdocs/docs/apis/')).toBe('<a href="/devdocs/docs/apis">x</a>');
  });

  it('writes a path of the site with a trailing slash on a trailingSlash:true site, but not a file, a fragment or another site', () => {
    expect(html('/devdocs/docs/apis', '/devdocs/', true)).toBe('<a href="/devdocs/docs/apis/">x</a>');
    expect(html('/devdocs/docs/apis?tab=1#usage', '/devdocs/', true)).toBe('<a href="/devdocs/docs/apis/?tab=1#usage">x</a>');
    expect(html('/devdocs/docs/apis/', '/devdocs/', true)).toBe('<a href="/devdocs/docs/apis/">x</a>');
    expect(html('/devdocs', '/devdocs/', true)).toBe('<a href="/devdocs/">x</a>');
    expect(html('/devdocs/img/logo.svg', '/devdocs/', true)).toBe('<a href="/devdocs/img/logo.svg">x</a>');
    expect(html('#usage', '/devdocs/', true)).toBe('<a href="#usage">x</a>');
    expect(html('https://moodle.org/docs', '/devdocs/', true)).toBe('<a href="https://moodle.org/docs" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
