import { defineConfig } from 'docgen';
import moodleSite from '../../site.config.ts';

// Builds the original Moodle devdocs content (January 2023), read in place
// from the shared corpus with the Moodle site's own shell, to measure
// Docusaurus compatibility. Only the content locations differ.
export default defineConfig({
  ...moodleSite,
  favicon: 'img/favicon.ico',
  contentDir: '../../../shared/corpus/devdocs',
  staticDir: '../../../shared/corpus/devdocs/static',
  pagesDir: 'src/pages',
  docs: [
    { ...moodleSite.docs[0]!, sidebarPath: 'sidebars.docs.json' },
    { ...moodleSite.docs[1]!, sidebarPath: 'sidebars.general.json' },
  ],
  navbar: { ...moodleSite.navbar, logo: { src: 'img/Moodle.svg', alt: '', height: 35, width: 138 } },
  headTags: [],
  manifest: undefined,
});
