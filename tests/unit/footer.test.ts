// The site's footer: columns of links under their titles, or Docusaurus's
// simple footer (links without columns, which the config makes one column
// without a title), its links on one line.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteData } from '../../src/shared/page-data.ts';
import { SiteContext } from '../../src/theme/context.tsx';
import { Footer } from '../../src/theme/layout/Footer.tsx';

const SITE = {
  buildId: 'test',
  title: 'Footer Site',
  baseUrl: '/',
  url: 'https://example.test',
  locale: { code: 'en-AU', label: 'English', htmlLang: 'en-AU', direction: 'ltr', baseUrl: '/' },
} as SiteData;

const footerOf = (columns: NonNullable<SiteData['footer']>['columns']) =>
  renderToStaticMarkup(createElement(SiteContext.Provider, { value: { ...SITE, footer: { style: 'dark', columns } } }, createElement(Footer)));

describe('the footer', () => {
  it('shows each column under its title', () => {
    const html = footerOf([{ title: 'Docs', items: [{ label: 'Guides', href: '/docs' }] }, { title: 'Community', items: [{ label: 'Forums', href: 'https://moodle.org/forums' }] }]);
    expect(html.match(/<div class="col footer__col">/g)).toHaveLength(2);
    expect(html).toContain('<div class="footer__title">Docs</div>');
    expect(html).toContain('<div class="footer__title">Community</div>');
    expect(html).not.toContain('footer__col--simple');
  });

  it('shows the links of a column without a title on one line, with no empty title', () => {
    const html = footerOf([{ title: '', items: [{ label: 'Guides', href: '/docs' }, { label: 'Forums', href: 'https://moodle.org/forums' }] }]);
    expect(html).toContain('<div class="col footer__col footer__col--simple"><ul class="footer__items clean-list">');
    expect(html).not.toContain('footer__title');
    expect(html.match(/class="footer__item"/g)).toHaveLength(2);
  });
});
