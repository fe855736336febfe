import { defineConfig } from 'docgen';

// Builds the original Moodle devdocs content (January 2023), read in place
// from the shared corpus, to measure Docusaurus compatibility.
export default defineConfig({
  title: 'Moodle Developer Resources',
  tagline: 'Nurturing Moodle Developers',
  url: 'https://moodledev.io',
  baseUrl: '/',
  favicon: 'img/favicon.ico',
  contentDir: '../../../shared/corpus/devdocs',
  staticDir: '../../../shared/corpus/devdocs/static',
  pagesDir: 'src/pages',
  outDir: 'build',
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      sidebarPath: 'sidebars.docs.json',
      lastVersion: 'current',
      versions: { current: { label: 'master', banner: 'none' }, '4.1': { banner: 'none' } },
    },
    { id: 'general', path: 'general', routeBasePath: 'general', sidebarPath: 'sidebars.general.json' },
  ],
  navbar: {
    logo: { src: 'img/Moodle.svg', alt: '', height: 35, width: 138 },
    items: [
      { to: '/docs', label: 'Guides', position: 'left' },
      { to: '/general/community/contribute', label: 'Community', position: 'left' },
      { to: '/general/development/gettingstarted', label: 'Coding', position: 'left' },
      { to: '/general/development/process', label: 'Process', position: 'left' },
      {
        type: 'docsVersionDropdown',
        position: 'right',
        dropdownActiveClassDisabled: true,
        dropdownItemsAfter: [
          { href: 'https://docs.moodle.org/dev/', label: 'Legacy documentation' },
          { to: '/versions', label: 'All versions' },
        ],
      },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      { title: 'Moodle', items: [{ label: 'Release notes', to: '/general/releases' }, { label: 'Projects', to: '/general/projects' }] },
      { title: 'Docs', items: [{ label: 'Developer docs', to: '/general/documentation' }, { label: 'User docs', href: 'https://docs.moodle.org/' }, { label: 'Legacy docs', href: 'https://docs.moodle.org/dev/' }] },
      { title: 'Community', items: [{ label: 'Code of conduct', to: 'general/documentation/code-of-conduct' }, { label: 'General Developer Forum', href: 'https://moodle.org/mod/forum/view.php?id=55' }, { label: 'Twitter', href: 'https://twitter.com/moodle' }] },
      { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/moodle' }] },
    ],
    copyright: 'Copyright © 2022 Moodle Pty Ltd.',
  },
  docsSidebar: { hideable: true, autoCollapseCategories: true },
});
