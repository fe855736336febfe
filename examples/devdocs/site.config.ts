import { fileURLToPath } from 'node:url';
import { defineConfig } from 'docgen';
import moodleSite from '../../site.config.ts';

const corpus = '../../../shared/corpus/devdocs';
const components = '../../content/components/devdocs';

// Builds the original Moodle devdocs content (January 2023), read in place
// from the shared corpus with the Moodle site's own shell. The corpus left out
// the original site's React code, so its imports are mapped to our own
// components; its examples that were left out (PHP files) show a notice.
export default defineConfig({
  ...moodleSite,
  favicon: 'img/favicon.ico',
  contentDir: corpus,
  staticDir: `${corpus}/static`,
  // The corpus's own page folder holds only a demo page; the home and versions
  // pages of the site's shell are ours (their code was not in the corpus).
  // Our folder has a demo page at the same address: the corpus's, last, is the
  // one built (with a warning naming both).
  pagesDir: [fileURLToPath(new URL('../../content/pages/index.tsx', import.meta.url)).replace(/index\.tsx$/, ''), 'src/pages'],
  docs: [
    { ...moodleSite.docs[0]!, sidebarPath: 'sidebars.docs.json' },
    { ...moodleSite.docs[1]!, sidebarPath: 'sidebars.general.json' },
  ],
  navbar: { ...moodleSite.navbar, logo: { src: 'img/Moodle.svg', alt: '', height: 35, width: 138 } },
  // The corpus's own web-app manifest and icons (its static folder), with the
  // head tags its Docusaurus config gave them (pwaHead), in place of ours.
  headTags: [
    { tagName: 'link', attributes: { rel: 'icon', href: '/img/icons/orange_m.svg' } },
    { tagName: 'link', attributes: { rel: 'manifest', href: '/manifest.json' } },
    { tagName: 'meta', attributes: { name: 'apple-mobile-web-app-capable', content: 'yes' } },
    { tagName: 'meta', attributes: { name: 'apple-mobile-web-app-status-bar-style', content: '#000' } },
    { tagName: 'link', attributes: { rel: 'apple-touch-icon', href: '/img/icons/maskable_icon.png' } },
    { tagName: 'link', attributes: { rel: 'mask-icon', href: '/img/icons/maskable_icon.png', color: 'rgb(208, 99, 0)' } },
    { tagName: 'meta', attributes: { name: 'msapplication-TileImage', content: '/img/icons/maskable_icon.png' } },
    { tagName: 'meta', attributes: { name: 'msapplication-TileColor', content: '#000' } },
  ],
  manifest: undefined,
  // The snapshot has one plain link to a page it does not contain
  // (general/releases/2.2.md:47); it is reported, and the corpus test asserts
  // that it is the only one. Docusaurus 2.2 did not check anchors at all, so
  // the corpus's broken anchors are reported, not fatal.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  customCss: [`${components}/devdocs.css`],
  mdx: {
    aliases: {
      '@site/src/components': components,
      '@site/src/moodleBridge': `${components}/moodle-bridge.tsx`,
      '@site/src': `${components}/projects.ts`,
      '@site/data': `${corpus}/data`,
      'react-player/lazy': `${components}/VideoPlayer.tsx`,
    },
    folders: {
      // The description partials of the standard plugin files, without the index module that made them components.
      '**/apis/_files': { module: `${components}/plugin-files.tsx`, factory: 'createPluginFileComponents' },
      '**/_utils': { module: `${components}/ComponentFileSummary.tsx` },
    },
    onMissingImport: 'warn',
  },
});
