// The stylesheets a site's components import, as a Docusaurus site's do
// (`import styles from './styles.module.css'`, whose class names esbuild makes
// local). A file a stylesheet points at (`url(./hero.png)`) is published with
// the pages that show the component, under the content-hashed name the
// page's other files get; the bundled CSS names it by that URL.
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** The URL a file is published at, or undefined if there is no such file. */
export type AssetUrl = (file: string) => string | undefined;

/** A URL that names no file of the site: another site's, a data: URL, a path from the site's root, or a fragment (an SVG filter). */
const NOT_A_FILE = /^(?:[a-z][a-z\d+.-]*:|\/|#)/i;

export function stylesheetFiles(assetUrl: AssetUrl, found: string[]): Plugin {
  return {
    name: 'docgen-stylesheet-files',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'url-token') return undefined;
        if (NOT_A_FILE.test(args.path)) return { path: args.path, external: true };
        const file = path.resolve(args.resolveDir, decodeURI(args.path.replace(/[?#].*$/, '')));
        const url = assetUrl(file);
        if (!url) return { errors: [{ text: `Cannot find "${args.path}", which this stylesheet points at: nothing exists at ${file}.` }] };
        found.push(file);
        return { path: url, external: true };
      });
    },
  };
}
