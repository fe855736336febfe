// The sitemap and robots.txt, with Docusaurus's sitemap options.
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/load-config.ts';
import { renderRobots, renderSitemap } from '../../src/output/site-files.ts';

const site = (sitemap?: Record<string, unknown>) => validateConfig({ title: 'Mapped', url: 'https://example.test/', baseUrl: '/site/', docs: [{}], ...(sitemap ? { sitemap } : {}) }, '/site/site.config.ts');
const ROUTES = ['/site/', '/site/docs/intro', '/site/docs/tags/api', '/site/docs/tags'];

describe('the sitemap', () => {
  it("gives each page Docusaurus's weekly change and 0.5 priority by default, at sitemap.xml", () => {
    const config = site();
    expect(renderSitemap(config, ROUTES.slice(0, 2))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.test/site/</loc><changefreq>weekly</changefreq><priority>0.5</priority></url><url><loc>https://example.test/site/docs/intro</loc><changefreq>weekly</changefreq><priority>0.5</priority></url></urlset>\n',
    );
    expect(renderRobots(config)).toContain('Sitemap: https://example.test/site/sitemap.xml');
  });

  it('takes the change, the priority (or none of either), the addresses to leave out and its file name', () => {
    const config = site({ changefreq: 'daily', priority: null, ignorePatterns: ['/site/docs/tags/**', '/site/docs/tags'], filename: 'pages.xml' });
    const sitemap = renderSitemap(config, ROUTES);
    expect(sitemap).toContain('<url><loc>https://example.test/site/docs/intro</loc><changefreq>daily</changefreq></url>');
    expect(sitemap).not.toContain('tags');
    expect(sitemap).not.toContain('<priority>');
    expect(renderRobots(config)).toContain('Sitemap: https://example.test/site/pages.xml');
  });

  it("names every locale's sitemap in robots.txt, each below its locale's base URL, in the order of i18n.locales", () => {
    const config = validateConfig({ title: 'Mapped', url: 'https://example.test/', baseUrl: '/site/', docs: [{}], i18n: { defaultLocale: 'en', locales: ['fr', 'en', 'pt-BR'] } }, '/site/site.config.ts');
    expect(renderRobots(config)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.test/site/fr/sitemap.xml\nSitemap: https://example.test/site/sitemap.xml\nSitemap: https://example.test/site/pt-BR/sitemap.xml\n');
  });

  it('refuses a priority past 1 and a file name that is not an XML file', () => {
    expect(() => site({ priority: 2 })).toThrow(/sitemap\.priority/);
    expect(() => site({ filename: '../map.xml' })).toThrow(/sitemap\.filename/);
  });
});
