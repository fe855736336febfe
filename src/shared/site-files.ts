// Files the site's components use as Docusaurus's webpack lets them: a file
// a stylesheet points at (`url(./hero.png)`, in a CSS module the component
// imports), and an image, font or media file imported into JavaScript
// (`import logo from './logo.png'`, `require('@site/static/img/x.png').default`),
// which gives its URL. Each is published with the pages that show the
// component, under the content-hashed name the page's other files get. An
// SVG imported into JavaScript is a React component, as SVGR makes it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** The URL a file is published at, or undefined if there is no such file. */
export type AssetUrl = (file: string) => string | undefined;

/** A URL that names no file of the site: another site's, a data: URL, a path from the site's root, or a fragment (an SVG filter). */
const NOT_A_FILE = /^(?:[a-z][a-z\d+.-]*:|\/|#)/i;

/** What Docusaurus's webpack gives a URL for when JavaScript imports it. */
const URL_FILE = /\.(?:png|jpe?g|gif|webp|avif|ico|bmp|woff2?|ttf|otf|eot|mp4|avi|mov|mkv|mpe?g|vob|wmv|m4v|webm|ogv|mp3|m4a|aac|oga|flac|wav|ogg|pdf|docx?|xlsx?|zip|rar)$/i;

/** What esbuild loads as it is: JavaScript, TypeScript, JSON, stylesheets and text. */
const MODULE_FILE = /\.(?:[cm]?[jt]sx?|json|css|txt|svg)$/i;

/** Whether a site's module may import the file: one esbuild loads, or one it gives a URL for, as Docusaurus's webpack does. */
export function isImportableFile(file: string): boolean {
  return MODULE_FILE.test(file) || URL_FILE.test(file);
}

/** The shared module (see site-import.ts) whose svgComponent makes an SVG a component. */
export const SVG_MODULE = 'docgen/svg';

export function siteFiles(assetUrl: AssetUrl, found: string[]): Plugin {
  const publish = (file: string) => {
    const url = assetUrl(file);
    if (url) found.push(file);
    return url;
  };
  return {
    name: 'docgen-site-files',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'url-token') return undefined;
        if (NOT_A_FILE.test(args.path)) return { path: args.path, external: true };
        const file = path.resolve(args.resolveDir, decodeURI(args.path.replace(/[?#].*$/, '')));
        const url = publish(file);
        if (!url) return { errors: [{ text: `Cannot find "${args.path}", which this stylesheet points at: nothing exists at ${file}.` }] };
        return { path: url, external: true };
      });
      build.onLoad({ filter: URL_FILE }, (args) => {
        const url = publish(args.path);
        if (!url) return { errors: [{ text: `Cannot read ${args.path}.` }] };
        return { contents: `export default ${JSON.stringify(url)};`, loader: 'js' };
      });
      build.onLoad({ filter: /\.svg$/i }, async (args) => ({
        contents: [
          `import { svgComponent } from ${JSON.stringify(SVG_MODULE)};`,
          `const Svg = svgComponent(${JSON.stringify(await readFile(args.path, 'utf8'))}, ${JSON.stringify(args.path)});`,
          'export default Svg;',
          'export { Svg as ReactComponent };',
        ].join('\n'),
        loader: 'js',
      }));
    },
  };
}
