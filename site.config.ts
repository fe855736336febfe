import { defineConfig } from 'docgen';

// The Moodle developer documentation site.
export default defineConfig({
  title: 'Moodle Developer Resources',
  tagline: 'Nurturing Moodle Developers',
  url: 'https://moodledev.io',
  baseUrl: '/',
  trailingSlash: false,
  // Our own content: every link and anchor must resolve.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  favicon: 'img/favicon.svg',
  organizationName: 'moodle',
  projectName: 'devdocs',
  // The site's Google Analytics property, in the builds Netlify deploys to
  // moodledev.io only (CONTEXT is Netlify's): not in deploy previews, as the
  // Docusaurus site had it, nor in local builds, whose readers are authors.
  ...(process.env.CONTEXT === 'production' ? { gtag: { trackingID: 'G-L9EE8RW5B1' } } : {}),
  contentDir: 'content',
  staticDir: 'static',
  outDir: 'build',
  pagesDir: 'pages',
  i18n: {
    defaultLocale: 'en-AU',
    locales: ['en-AU'],
    localeConfigs: {
      'en-AU': { label: 'English (Australia)', direction: 'ltr', htmlLang: 'en-AU', calendar: 'gregory', path: 'en-AU' },
    },
  },
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      sidebarPath: 'sidebars/docs.json',
      lastVersion: 'current',
      versions: {
        current: { label: 'master', banner: 'none' },
        '4.1': { banner: 'none' },
      },
      // Versioned docs edit their own versioned_docs file.
      editUrl: 'https://github.com/moodle/devdocs/edit/main/',
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
    },
    {
      id: 'general',
      path: 'general',
      routeBasePath: 'general',
      sidebarPath: 'sidebars/general.ts',
      editUrl: 'https://github.com/moodle/devdocs/edit/main/',
      editCurrentVersion: true,
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
    },
  ],
  navbar: {
    title: '',
    logo: { src: 'img/moodle-dev-logo.svg', srcDark: 'img/moodle-dev-logo-dark.svg', alt: '', height: 35, width: 138 },
    items: [
      { to: '/docs', label: 'Guides', position: 'left' },
      { to: '/general/community/contribute', label: 'Community', position: 'left' },
      { to: '/general/development/gettingstarted', label: 'Coding', position: 'left' },
      { to: '/general/development/process', label: 'Process', position: 'left' },
      {
        type: 'docsVersionDropdown',
        position: 'right',
        dropdownActiveClassDisabled: true,
        // As the Moodle site's own dropdown: on the docs of the versioned set only (facts D1).
        docsPagesOnly: true,
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
      {
        title: 'Moodle',
        items: [
          { label: 'Release notes', to: '/general/releases' },
          { label: 'Projects', to: '/general/projects' },
        ],
      },
      {
        title: 'Docs',
        items: [
          { label: 'Developer docs', to: '/general/documentation' },
          { label: 'User docs', href: 'https://docs.moodle.org/' },
          { label: 'Legacy docs', href: 'https://docs.moodle.org/dev/' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Code of conduct', to: 'general/documentation/code-of-conduct' },
          { label: 'General Developer Forum', href: 'https://moodle.org/mod/forum/view.php?id=55' },
          { label: 'Twitter', href: 'https://twitter.com/moodle' },
        ],
      },
      {
        title: 'More',
        items: [{ label: 'GitHub', href: 'https://github.com/moodle' }],
      },
    ],
    copyright: 'Copyright © 2022 Moodle Pty Ltd. Built with docgen.',
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  docsSidebar: { hideable: true, autoCollapseCategories: true },
  docsVersionPersistence: 'localStorage',
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  codeThemes: { light: 'github-light', dark: 'dracula' },
  themeColor: 'rgb(208, 99, 0)',
  headTags: [
    { tagName: 'link', attributes: { rel: 'manifest', href: '/manifest.json' } },
    { tagName: 'link', attributes: { rel: 'apple-touch-icon', href: '/img/icons/apple-touch-icon.png' } },
    { tagName: 'link', attributes: { rel: 'mask-icon', href: '/img/icons/app-icon.svg', color: 'rgb(208, 99, 0)' } },
    { tagName: 'meta', attributes: { name: 'apple-mobile-web-app-capable', content: 'yes' } },
    { tagName: 'meta', attributes: { name: 'apple-mobile-web-app-status-bar-style', content: '#000' } },
    { tagName: 'meta', attributes: { name: 'msapplication-TileImage', content: '/img/icons/app-icon-192.png' } },
    { tagName: 'meta', attributes: { name: 'msapplication-TileColor', content: '#000' } },
  ],
  manifest: {
    name: 'Moodle Developer Resources',
    shortName: 'Moodle Dev',
    themeColor: '#d06300',
    backgroundColor: '#d06300',
    icons: [
      { src: '/img/icons/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/img/icons/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/img/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/img/icons/maskable-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    relatedApplications: [{ platform: 'webapp', url: 'https://moodledev.io/manifest.json' }],
  },
  offline: { enabled: true, activationStrategies: ['appInstalled', 'standalone', 'queryString'], debug: false },
});
