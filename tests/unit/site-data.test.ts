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

  it('renders the announcement bar with its colours and a close button', () => {
    const site = siteWith({ announcementBar: { id: 'release-4-2', content: 'Moodle 4.2 is out', backgroundColor: '#fafbfc', textColor: '#091E42', isCloseable: true } });
    const page: PageData = { kind: 'search', path: '/search', title: 'Search', description: '', showTitle: false };
    const html = renderToString(createElement(App, { site, page, contentHtml: '', SearchPage: SearchResultsPage }));
    expect(html).toMatch(/<div class="announcementBar" role="banner" style="background-color:#fafbfc;color:#091E42">/);
    expect(html).toContain('Moodle 4.2 is out');
    expect(html).toContain('aria-label="Close"');
  });

  it('renders footer columns with external link icons and the copyright', () => {
    const site = siteWith({ footer: { style: 'dark', links: [{ title: 'Community', items: [{ label: 'Code of conduct', to: 'general/documentation/code-of-conduct' }, { label: 'Forum', href: 'https://moodle.org/mod/forum/view.php?id=55' }] }], copyright: 'Copyright © 2022 Moodle Pty Ltd.' } });
    const page: PageData = { kind: 'search', path: '/search', title: 'Search', description: '', showTitle: false };
    const html = renderToString(createElement(App, { site, page, contentHtml: '', SearchPage: SearchResultsPage }));
    expect(html).toContain('<a href="/general/documentation/code-of-conduct" class="footer__link-item">Code of conduct</a>');
    expect(html).toMatch(/href="https:\/\/moodle\.org\/mod\/forum\/view\.php\?id=55" target="_blank" rel="noopener noreferrer" class="footer__link-item">Forum<svg/);
    expect(html).toContain('Copyright © 2022 Moodle Pty Ltd.');
  });
});
