// The browser's code of the site's interactive components (see
// shared/site-islands.ts): the modules the build's pages show as islands,
// bundled together by esbuild (code they share in chunks of its own), and the
// list of them (ISLANDS_MANIFEST) the browser finds each one's code in. They
// get React from the client's islands runtime, the very React the shell runs,
// and Docusaurus's modules that make sense in the browser in versions of
// their own, built from the same components the build renders them with.
import { readFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { build, type Message, type Plugin } from 'esbuild';
import type { ImportOptions } from '../build/import-options.ts';
import { ImportResolver, resolveFile } from '../markdown/imports/import-resolver.ts';
import type { SiteTranslations } from '../i18n/translate.ts';
import { DOCGEN_ROOT } from '../shared/docgen-source.ts';
import { ISLAND_DOCUSAURUS_MODULES, ISLANDS_MANIFEST } from '../shared/site-islands.ts';
import { siteFiles, type AssetUrl } from '../shared/site-files.ts';
import type { ContentSite } from '../theme/content/content-context.ts';
import { svgTree, type SvgNode } from '../theme/content/svg-component.ts';
import { BuildError } from '../shared/errors.ts';
import type { BundledFile } from './client-bundle.ts';

const SOURCE_ROOT = path.join(DOCGEN_ROOT, 'src');
const CONTENT_THEME = path.join(SOURCE_ROOT, 'theme/content');
/** The build's context of content components, which the browser's versions read from a module of the site's values instead. */
const CONTENT_CONTEXT = path.join(CONTENT_THEME, 'content-context.ts');

const REACT_NAMESPACE = 'docgen-island-react';
const DOCUSAURUS_NAMESPACE = 'docgen-island-docusaurus';

/** React's modules, each as the runtime exports it. */
const REACT_MODULES: Record<string, string> = { react: 'React', 'react-dom': 'ReactDOM', 'react-dom/client': 'ReactDOMClient', 'react/jsx-runtime': 'JSXRuntime' };

/** Docusaurus's modules in the browser: the components the build renders with, or (for running in the browser alone) their browser versions. */
const DOCUSAURUS_MODULES: Record<(typeof ISLAND_DOCUSAURUS_MODULES)[number], string> = {
  '@docusaurus/Link': `export { ContentLink as default } from ${JSON.stringify(path.join(CONTENT_THEME, 'ContentLink.tsx'))};`,
  '@docusaurus/Head': 'export default function Head() { return null; }',
  '@docusaurus/Translate': `export { Translate as default, translate } from ${JSON.stringify(path.join(CONTENT_THEME, 'ContentTranslate.tsx'))};`,
  '@docusaurus/useBaseUrl': `export { useBaseUrl as default, useBaseUrlUtils } from ${JSON.stringify(path.join(CONTENT_THEME, 'docusaurus-hooks.ts'))};`,
  '@docusaurus/useDocusaurusContext': `export { useDocusaurusContext as default } from ${JSON.stringify(path.join(CONTENT_THEME, 'docusaurus-hooks.ts'))};`,
  '@docusaurus/BrowserOnly': `export { BrowserOnly as default } from ${JSON.stringify(path.join(SOURCE_ROOT, 'client/site-components/browser-only.ts'))};`,
  '@docusaurus/useIsBrowser': `export { useIsBrowser as default } from ${JSON.stringify(path.join(SOURCE_ROOT, 'client/site-components/browser-only.ts'))};`,
  '@docusaurus/ExecutionEnvironment': `export { ExecutionEnvironment as default } from ${JSON.stringify(path.join(SOURCE_ROOT, 'client/site-components/browser-only.ts'))};`,
  '@docusaurus/theme-common': `export { useColorMode, useWindowSize, usePluralForm } from ${JSON.stringify(path.join(SOURCE_ROOT, 'client/site-components/theme-common.ts'))};`,
  '@docusaurus/Interpolate': `export { Interpolate as default, interpolate } from ${JSON.stringify(path.join(CONTENT_THEME, 'Interpolate.tsx'))};`,
  '@docusaurus/ErrorBoundary': `export { ContentErrorBoundary as default } from ${JSON.stringify(path.join(CONTENT_THEME, 'ContentErrorBoundary.tsx'))};`,
  '@docusaurus/useBrokenLinks': `export { useBrokenLinks as default } from ${JSON.stringify(path.join(CONTENT_THEME, 'docusaurus-hooks.ts'))};`,
  '@docusaurus/router': `export { useLocation, useHistory } from ${JSON.stringify(path.join(SOURCE_ROOT, 'client/site-components/router.ts'))};`,
  '@docusaurus/constants': 'export const DEFAULT_PLUGIN_ID = "default";',
};

const require = createRequire(import.meta.url);

/** A module of React's, as the names of the runtime's export of it. */
function reactModule(specifier: string, runtime: string): string {
  const exported = REACT_MODULES[specifier]!;
  const names = Object.keys(require(specifier) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  return [`import { ${exported} as module } from ${JSON.stringify(runtime)};`, 'export default module;', `export const { ${names.join(', ')} } = module;`].join('\n');
}

/** The browser's version of svgComponent (theme/content/svg-component.ts): the same element, with the props given over it and a `title` first. */
function svgModule(tree: SvgNode): string {
  return [
    "import { cloneElement, createElement } from 'react';",
    'const make = (node) => (typeof node === "string" ? node : createElement(node.type, node.props, ...node.children.map(make)));',
    `const element = make(${JSON.stringify(tree)});`,
    'export default function Svg({ title, ...props }) {',
    '  return title === undefined ? cloneElement(element, props) : cloneElement(element, props, createElement("title", null, title), element.props.children);',
    '}',
    'export { Svg as ReactComponent };',
  ].join('\n');
}

export interface SiteIslandsOptions {
  /** The islands' modules, by their ids (their paths from the site's folder). */
  modules: string[];
  siteDir: string;
  contentDir: string;
  baseUrl: string;
  /** The client's islands runtime (see client-bundle.ts). */
  runtime: string;
  imports: ImportOptions;
  /** What the components see of the config, and the site's translations. */
  site: ContentSite;
  translations?: SiteTranslations;
  assetUrl: AssetUrl;
}

export interface SiteIslandsBundle {
  files: BundledFile[];
  /** The module each island's code is in, by its id. */
  manifest: Record<string, string>;
}

/** The islands' browser code and its list, as files of the output (the list included). */
export async function bundleSiteIslands(options: SiteIslandsOptions): Promise<SiteIslandsBundle> {
  const entries = options.modules.map((id) => path.resolve(options.siteDir, id));
  const result = await build({
    absWorkingDir: options.siteDir,
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    write: false,
    outdir: 'assets',
    entryNames: 'js/islands/[name].[hash]',
    chunkNames: 'js/islands/chunk.[hash]',
    // Only the scripts: the components' stylesheets are in the head of each page that shows them.
    // A .js file may hold JSX, as Docusaurus's components do (its template's src/components/*.js).
    loader: { '.css': 'empty', '.js': 'jsx' },
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [islandModules(options), siteFiles(options.assetUrl, [])],
  }).catch((error: { errors?: Message[] }) => {
    const first = error.errors?.[0];
    if (!first) throw error;
    // esbuild names files from its working folder, the site's.
    const location = first.location ? { file: path.resolve(options.siteDir, first.location.file), line: first.location.line, column: first.location.column + 1 } : undefined;
    const missing = /^Could not resolve "(?:node:)?([^"/]+)[^"]*"/.exec(first.text)?.[1];
    // esbuild's note on a module of Node's speaks of its own options, not of the component.
    const why = missing && builtinModules.includes(missing) ? `it imports Node's "${missing}", which the browser does not have: leave that work to a component rendered once (one without state or event handlers), or to the page, which can pass its result as a prop` : first.text;
    throw new BuildError(`A component the browser runs could not be bundled for it: ${why}.`, location);
  });
  /** A path from the site's folder (esbuild's working folder), with forward slashes: an island module's id, or an output file's path in the output folder. */
  const fromSite = (file: string) => path.relative(options.siteDir, path.resolve(options.siteDir, file)).split(path.sep).join('/');
  const manifest: Record<string, string> = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const id = output.entryPoint && fromSite(output.entryPoint);
    if (id && options.modules.includes(id)) manifest[id] = `${options.baseUrl}${fromSite(file)}`;
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  const files = result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => ({ path: fromSite(file.path), contents: file.contents }));
  files.push({ path: ISLANDS_MANIFEST, contents: new TextEncoder().encode(JSON.stringify(sorted)) });
  return { files, manifest: sorted };
}

/** React from the runtime; Docusaurus's modules in their browser versions; the site's aliases and `@site/…`, as its pages have them. */
function islandModules(options: SiteIslandsOptions): Plugin {
  // The mapping the site's pages and build-time modules resolve with (mdx.aliases, `@site/…`).
  const resolver = new ImportResolver({ registry: [], aliases: options.imports.aliases, folders: options.imports.folders, siteDir: options.siteDir, contentDir: options.contentDir });
  const contextModule = [
    ...(options.translations ? [`import { setActiveTranslations } from ${JSON.stringify(path.join(SOURCE_ROOT, 'i18n/translate.ts'))};`, `setActiveTranslations(${JSON.stringify(options.translations)});`] : []),
    "import { createContext } from 'react';",
    `const site = ${JSON.stringify(options.site)};`,
    // What the browser versions read of it: the site, and where <Head> and warnings go (nowhere, and the console).
    'const context = { site, baseUrl: site.baseUrl, heads: [], warn: (message) => console.warn(message) };',
    'export const ContentContext = createContext(context);',
    'export function useContentContext() { return context; }',
  ].join('\n');
  return {
    name: 'docgen-site-islands',
    setup(build) {
      // The runtime is the client's own, already in the page.
      build.onResolve({ filter: /^\// }, (args) => (args.path === options.runtime ? { path: args.path, external: true } : undefined));
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path in REACT_MODULES) return { path: args.path, namespace: REACT_NAMESPACE };
        if (args.path in DOCUSAURUS_MODULES) return { path: args.path, namespace: DOCUSAURUS_NAMESPACE };
        if (/^@(theme|docusaurus|generated)\//.test(args.path) || /^docgen(\/|$)/.test(args.path)) {
          return { errors: [{ text: `"${args.path}" exists only in the build: a component the browser runs may import ${ISLAND_DOCUSAURUS_MODULES.join(', ')}.` }] };
        }
        const base = resolver.toPath(args.path, args.importer);
        if (!base) return undefined;
        const file = resolveFile(base);
        return file ? { path: file } : { errors: [{ text: `Cannot resolve "${args.path}": nothing exists at ${base}.` }] };
      });
      // The content components' context, as the browser has it.
      build.onResolve({ filter: /content-context(\.ts)?$/ }, (args) => {
        const file = path.resolve(args.resolveDir, args.path.endsWith('.ts') ? args.path : `${args.path}.ts`);
        return file === CONTENT_CONTEXT ? { path: 'content-context', namespace: DOCUSAURUS_NAMESPACE } : undefined;
      });
      // An imported SVG as the component the build renders it with, its elements made in the browser from the build's reading of the file.
      build.onLoad({ filter: /\.svg$/i }, async (args) => ({ contents: svgModule(svgTree(await readFile(args.path, 'utf8'), args.path)), loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: REACT_NAMESPACE }, (args) => ({ contents: reactModule(args.path, options.runtime), loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: DOCUSAURUS_NAMESPACE }, (args) => ({
        contents: args.path === 'content-context' ? contextModule : DOCUSAURUS_MODULES[args.path as keyof typeof DOCUSAURUS_MODULES],
        loader: 'js',
        resolveDir: SOURCE_ROOT,
      }));
    },
  };
}
