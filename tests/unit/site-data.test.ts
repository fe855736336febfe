import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, validateConfig } from '../../src/config/load-config.ts';
import type { SiteConfigInput } from '../../src/config/schema.ts';
import { loadContent } from '../../src/content/load-content.ts';
import type { SiteContent } from '../../src/content/types.ts';
import { buildSiteData } from '../../src/render/site-data.ts';
import { BuildError } from '../../src/shared/errors.ts';
import { createReporter } from '../../src/shared/logger.ts';
import type { PageData } from '../../src/shared/page-data.ts';
import { App } from '../../src/theme/App.tsx';
import { SearchResultsPage } from '../../src/theme/search/SearchResultsPage.tsx';
import { BlogPage } from '../../src/theme/blog/BlogPages.tsx';
import { FIXTURES, PROJECT_ROOT } from '../helpers/build.ts';

const base: SiteConfigInput = {
  title: 'Mini Site',
  url: 'https://example.test',
  docs: [
    { id: 'default', path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars/docs.json', lastVersion: 'current' },
    { id: 'general', path: 'general', routeBasePath: 'general' },
  ],
  navbar: { items: [] },
};

describe('config-driven shell', () => {
  let content: SiteContent;
  beforeAll(async () => {
    const loaded = await loadConfig(path.join(FIXTURES, 'mini-site/site.config.ts'), PROJECT_ROOT);
    content = await loadContent(loaded, { includeDrafts: false, reporter: createReporter() });
  });

  const siteWith = (config: Partial<SiteConfigInput>) => buildSiteData(validateConfig({ ...base, ...config }, 'site.config.ts'), content, 'site.config.ts');

  it('resolves every navbar item kind', () => {
    const site = siteWith({
      navbar: {
        items: [
          { to: '/docs', label: 'Docs' },
          { type: 'dropdown', label: 'More', items: [{ to: 'general', label: 'General' }, { href: 'https://moodle.org', label: 'Moodle' }] },
          { type: 'localeDropdown', position: 'right' },
          { type: 'search', position: 'right' },
          { type: 'html', value: '<b>beta</b>' },
          { type: 'doc', docId: 'apis/core/lock' },
          { type: 'docSidebar', sidebarId: 'docs', label: 'Guide' },
          { type: 'docsVersion', label: 'Latest docs' },
          { type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }] },
        ],
      },
    });
    expect(site.navbar.items.map((item) => item.kind)).toEqual(['link', 'dropdown', 'localeDropdown', 'search', 'html', 'link', 'link', 'docsVersion', 'docsVersionDropdown']);
    expect(site.navbar.items[1]).toMatchObject({ items: [{ kind: 'link', href: '/general' }, { kind: 'link', href: 'https://moodle.org' }] });
    expect(site.navbar.items[5]).toMatchObject({ label: 'Locks', href: '/docs/apis/core/lock' });
    expect(site.navbar.items[6]).toMatchObject({ label: 'Guide', href: '/docs' });
  });

  it('fails on an unknown navbar item type, doc id or sidebar, naming it', () => {
    expect(() => validateConfig({ ...base, navbar: { items: [{ type: 'fancy', label: 'x' }] } }, 'site.config.ts')).toThrow(/Unknown navbar item type "fancy"/);
    expect(() => siteWith({ navbar: { items: [{ type: 'doc', docId: 'no/such/doc' }] } })).toThrow(BuildError);
    expect(() => siteWith({ navbar: { items: [{ type: 'doc', docId: 'no/such/doc' }] } })).toThrow(/"no\/such\/doc"/);
    expect(() => siteWith({ navbar: { items: [{ type: 'docSidebar', sidebarId: 'missing' }] } })).toThrow(/sidebar "missing"/);
  });

  it("gives a link's attributes (target, rel, title, aria-*, data-*) to its <a>, in the navbar, its dropdowns and the footer, as Docusaurus does", () => {
    const site = siteWith({
      navbar: {
        items: [
          { to: '/docs', label: 'Guides', target: '_self', 'aria-label': 'All guides' },
          { href: 'https://github.com/moodle/devdocs', label: 'GitHub', position: 'right', rel: 'me', 'data-kind': 'repository' },
          { type: 'dropdown', label: 'More', 'aria-label': 'More sites', items: [{ href: 'https://moodle.org', label: 'Moodle', title: 'The Moodle community' }] },
          { type: 'doc', docId: 'apis/core/lock', 'data-track': 'locks' },
        ],
      },
      footer: { links: [{ title: 'Docs', items: [{ label: 'Locks', to: '/docs/apis/core/lock', 'data-track': 'footer-locks' }] }] },
    });
    const page: PageData = { kind: 'search', path: '/search', title: 'Search', description: '', showTitle: false };
    const html = renderToString(createElement(App, { site, page, contentHtml: '', SearchPage: SearchResultsPage, BlogPage }));
    expect(html).toContain('<a href="/docs" class="navbar__item navbar__link" target="_self" aria-label="All guides">Guides</a>');
    // The config's rel replaces the one external links get, as in Docusaurus.
    expect(html).toMatch(/<a href="https:\/\/github\.com\/moodle\/devdocs" target="_blank" rel="me" class="navbar__item navbar__link" data-kind="repository">GitHub<svg/);
    expect(html).toContain('<a aria-label="More sites" href="#" class="navbar__link"');
    expect(html).toMatch(/<a href="https:\/\/moodle\.org" target="_blank" rel="noopener noreferrer" class="dropdown__link" title="The Moodle community">Moodle<\/a>/);
    expect(html).toContain('<a href="/docs/apis/core/lock" class="navbar__item navbar__link" data-track="locks">Locks</a>');
    expect(html).toContain('<a href="/docs/apis/core/lock" class="footer__link-item" data-track="footer-locks">Locks</a>');
  });

  it('marks a navbar link active on the pages below its activeBasePath, or those its activeBaseRegex matches, not only below its own target', () => {
    const site = siteWith({
      navbar: {
        items: [
          { to: '/docs/apis/core/lock', label: 'APIs', activeBasePath: 'docs/apis' },
          { to: '/general', label: 'General', activeBaseRegex: '^/docs/apis/core/' },
          { to: '/docs/apis/subsystems', label: 'Subsystems', activeBasePath: '/docs/apis/subsystems' },
        ],
      },
    });
    const page: PageData = { kind: 'search', path: '/docs/apis/core/dml', title: 'DML', description: '', showTitle: false };
    const html = renderToString(createElement(App, { site, page, contentHtml: '', SearchPage: SearchResultsPage, BlogPage }));
    const classOf = (label: string) => new RegExp(`class="([^"]*)"[^>]*>${label}<`).exec(html)?.[1];
    expect(classOf('APIs')).toContain('navbar__link--active');
    expect(classOf('General')).toContain('navbar__link--active');
    expect(classOf('Subsystems')).not.toContain('navbar__link--active');
  });

  it("leads a doc or docs sidebar item to the version being read, active on its sidebar's pages, as Docusaurus does", () => {
    const site = siteWith({ navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Start' }, { type: 'docSidebar', sidebarId: 'docs', label: 'Guide' }, { to: '/general', label: 'General' }] } });
    const docPage = (path: string, versionName: string): PageData => ({
      kind: 'doc',
      path,
      title: 'Doc',
      description: '',
      showTitle: false,
      docs: { pluginId: 'default', versionName, versionLabel: versionName, showVersionBadge: false, sidebarName: 'docs', breadcrumbs: [], toc: [], tocMin: 2, tocMax: 3, hideTableOfContents: true, tags: [], versionLinks: {} },
    });
    const render = (page: PageData) => renderToString(createElement(App, { site, page, contentHtml: '', SearchPage: SearchResultsPage, BlogPage }));
    const linkTo = (html: string, label: string) => new RegExp(`<a href="([^"]*)" class="([^"]*)"[^>]*>${label}<`).exec(html)?.slice(1);
    // On a page of version 1.0, below another doc than the items' own: 1.0's intro (its slug is the version's root) and the first doc of 1.0's sidebar.
    const old = render(docPage('/docs/1.0/other', '1.0'));
    expect(linkTo(old, 'Start')).toEqual(['/docs/1.0', 'navbar__item navbar__link navbar__link--active']);
    expect(linkTo(old, 'Guide')).toEqual(['/docs/1.0', 'navbar__item navbar__link navbar__link--active']);
    // On a page of the latest version (a doc of the same sidebar), the latest's targets.
    const latest = render(docPage('/docs/guides/writing', 'current'));
    expect(linkTo(latest, 'Start')).toEqual(['/docs', 'navbar__item navbar__link navbar__link--active']);
    expect(linkTo(latest, 'Guide')).toEqual(['/docs', 'navbar__item navbar__link navbar__link--active']);
    // Elsewhere: the latest's, not active.
    const search = render({ kind: 'search', path: '/search', title: 'Search', description: '', showTitle: false });
    expect(linkTo(search, 'Start')).toEqual(['/docs', 'navbar__item navbar__link']);
    expect(linkTo(search, 'Guide')).toEqual(['/docs', 'navbar__item navbar__link']);
  });

  it('renders the announcement bar with its colours and a close button', () => {
    const site = siteWith({ announcementBar: { id: 'release-4-2', content: 'Moodle 4.2 is out', backgroundColor: '#fafbfc', textColor: '#091E42', isCloseable: true } });
    const page: PageData = { kind: 'search', path: '/search', title: 'Search', description: '', showTitle: false };
    const html = renderToString(createElement(App, { site, page, contentHtml: '', SearchPage: SearchResultsPage, BlogPage }));
    expect(html).toMatch(/<div class="announcementBar" role="banner" style="background-color:#fafbfc;color:#091E42">/);
    expect(html).toContain('Moodle 4.2 is out');
    expect(html).toContain('aria-label="Close"');
  });

  it("renders the footer's logo above the copyright, linked when it has an href, with its dark mode's image, below the base URL", () => {
    const site = buildSiteData(validateConfig({ ...base, baseUrl: '/sub/', footer: { logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Moodle', width: 160, href: 'https://moodle.org', target: '_self' }, copyright: 'Copyright 2022' } }, 'site.config.ts'), content, 'site.config.ts');
    const page: PageData = { kind: 'search', path: '/sub/search', title: 'Search', description: '', showTitle: false };
    const html = renderToString(createElement(App, { site, page, contentHtml: '', SearchPage: SearchResultsPage, BlogPage }));
    expect(html).toContain(
      '<div class="footer__bottom text--center"><div class="margin-bottom--sm"><a href="https://moodle.org" target="_self" rel="noopener noreferrer" class="footerLogoLink"><img src="/sub/img/logo.svg" alt="Moodle" width="160" class="footer__logo themedImage themedImage--light"/><img src="/sub/img/logo-dark.svg" alt="Moodle" width="160" class="footer__logo themedImage themedImage--dark"/></a></div><div class="footer__copyright">Copyright 2022</div></div>',
    );
  });

  it('renders footer columns with external link icons and the copyright', () => {
    const site = siteWith({ footer: { style: 'dark', links: [{ title: 'Community', items: [{ label: 'Code of conduct', to: 'general/documentation/code-of-conduct' }, { label: 'Forum', href: 'https://moodle.org/mod/forum/view.php?id=55' }] }], copyright: 'Copyright © 2022 Moodle Pty Ltd.' } });
    const page: PageData = { kind: 'search', path: '/search', title: 'Search', description: '', showTitle: false };
    const html = renderToString(createElement(App, { site, page, contentHtml: '', SearchPage: SearchResultsPage, BlogPage }));
    expect(html).toContain('<a href="/general/documentation/code-of-conduct" class="footer__link-item">Code of conduct</a>');
    expect(html).toMatch(/href="https:\/\/moodle\.org\/mod\/forum\/view\.php\?id=55" target="_blank" rel="noopener noreferrer" class="footer__link-item">Forum<svg/);
    expect(html).toContain('Copyright © 2022 Moodle Pty Ltd.');
  });
});
