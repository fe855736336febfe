import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions, type Loader, type Message, type Metafile, type Plugin } from 'esbuild';
import escapeRegExp from 'lodash-es/escapeRegExp.js';
import { minify } from 'terser';
import { BuildError, type SourceLocation } from '../shared/errors.ts';
import { startCompiledWorker } from '../shared/compiled-worker.ts';
import { DOCGEN_ROOT } from '../shared/docgen-source.ts';
import type { ClientAssets } from '../render/document.ts';
import type { ClientModulesBundle } from './client-modules.ts';
import { mirroredStyles } from './rtl-styles.ts';

const SOURCE_ROOT = path.join(DOCGEN_ROOT, 'src');

export interface BundledFile {
  /** Path relative to the output folder. */
  path: string;
  contents: Uint8Array;
}

/** The browser JavaScript: docgen's own code, the same for every site with the same base URL. */
export interface ClientScripts {
  files: BundledFile[];
  scripts: string[];
  /** Modules the entry scripts import statically: preloaded so they do not wait for the entry. */
  modulePreloads: string[];
  /** Output files only the Mermaid island loads: a site without diagrams leaves them out of the offline precache. */
  diagramFiles: string[];
  /** The URL of the module that hydrates the site's interactive components, and gives their code React (see site-islands.ts). */
  islandsRuntime: string;
}

/** The stylesheet: the theme's, then the site's own. */
export interface ClientStyles {
  files: BundledFile[];
  styles: string[];
}

export interface ClientBundle {
  assets: ClientAssets;
  files: BundledFile[];
  diagramFiles: string[];
  /** See ClientScripts. */
  islandsRuntime: string;
}

const ENTRY = path.join(SOURCE_ROOT, 'client/entry.tsx');
/** The module that hydrates the site's interactive components: loaded on demand, its URL is what their code imports React from. */
const ISLANDS_RUNTIME = path.join(SOURCE_ROOT, 'client/site-components/hydrate.ts');
/** The module that draws Mermaid's diagrams, with the library: what it alone loads is the diagrams' code. */
const DIAGRAMS = path.join(SOURCE_ROOT, 'client/islands/mermaid-draw.ts');
const THEME_CSS = path.join(SOURCE_ROOT, 'theme/css/index.css');
const STYLES_ENTRY = 'styles.css';

/** Where docgen's own code is: the scripts are made from these files alone. */
const DOCGEN_CODE = [SOURCE_ROOT, path.join(DOCGEN_ROOT, 'node_modules')].map((folder) => folder + path.sep);

const STYLESHEET_FILES = ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.woff2', '.woff', '.ttf', '.otf', '.eot'];

/**
 * Options of both bundles: minified, under content-hashed names in the
 * output's assets folder. esbuild's names depend on the paths of the inputs
 * from its working folder: docgen's folder, not the process's, keeps them the
 * same wherever a build runs (the scripts are kept and shared across sites).
 */
export const sharedOptions = (baseUrl: string) =>
  ({
    absWorkingDir: DOCGEN_ROOT,
    bundle: true,
    minify: true,
    // The browsers supported: the stylesheet keeps the prefixed properties they need (-webkit-backdrop-filter).
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    metafile: true as const,
    write: false as const,
    outdir: 'assets',
    entryNames: '[ext]/[name].[hash]',
    assetNames: 'media/[name].[hash]',
    // Fonts and images a stylesheet points at (the theme's, or a site's `@font-face` and backgrounds; KaTeX's fonts) are copied in under hashed names.
    loader: Object.fromEntries(STYLESHEET_FILES.map((extension) => [extension, 'file' as const])),
    publicPath: `${baseUrl}assets`,
    legalComments: 'none',
    logLevel: 'silent',
  }) satisfies BuildOptions;

/** esbuild's first error as an author's error, naming the file and line. */
export function asBuildError(error: { errors?: Message[] }): never {
  const first = error.errors?.[0];
  if (!first) throw error;
  const location = first.location;
  // esbuild names a file (in its default namespace, '') relative to its working folder, docgen's; the report names it from the author's.
  const file = location ? (location.namespace === '' || location.namespace === 'file' ? path.resolve(DOCGEN_ROOT, location.file) : location.file) : undefined;
  throw new BuildError(`Could not bundle the site's scripts and styles: ${first.text}`, { file, line: location?.line });
}

/** An output's path under the output folder, from esbuild's path of it (absolute, or relative to its working folder). */
export const outputPath = (file: string) => path.relative(DOCGEN_ROOT, path.resolve(DOCGEN_ROOT, file)).split(path.sep).join('/');

/** The outputs of `entry` (a path relative to docgen's folder, or `namespace:path`); chunks loaded with import() have an entryPoint too. */
export const outputsOf = (metafile: Metafile, entry: string) => Object.entries(metafile.outputs).filter(([, output]) => output.entryPoint === entry);

/** The browser JavaScript, split so that code only some pages or actions need (image zoom, the search modal) loads on demand. */
export async function bundleScripts(baseUrl: string): Promise<ClientScripts> {
  const result = await build({
    ...sharedOptions(baseUrl),
    entryPoints: { main: ENTRY },
    format: 'esm',
    platform: 'browser',
    splitting: true,
    chunkNames: 'js/chunk.[hash]',
    jsx: 'automatic',
    // The browsers targeted run the modern build, a third smaller than the ES5 one the package points to.
    alias: { 'workbox-window': 'workbox-window/build/workbox-window.prod.mjs' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [firstLoadInOneChunk()],
  }).catch(asBuildError);
  const outside = Object.keys(result.metafile.inputs).map((input) => path.resolve(DOCGEN_ROOT, input)).filter((file) => !DOCGEN_CODE.some((folder) => file.startsWith(folder)));
  // The scripts are kept once per version of docgen's code (client-bundle-cache.ts), which holds only if they are made of nothing else.
  if (outside.length > 0) throw new Error(`The client's scripts import files outside docgen's code: ${outside.join(', ')}`);
  const entryPoint = (file: string) => path.relative(DOCGEN_ROOT, file).split(path.sep).join('/');
  const entries = outputsOf(result.metafile, entryPoint(ENTRY));
  const url = (file: string) => `${baseUrl}${outputPath(file)}`;
  const diagramFiles = filesOnlyReachedThrough(result.metafile.outputs, entries.map(([file]) => file), outputsOf(result.metafile, entryPoint(DIAGRAMS)).map(([file]) => file)).map(outputPath);
  const files = result.outputFiles.map((file) => ({ path: outputPath(file.path), contents: file.contents }));
  const [[islandsRuntime] = []] = outputsOf(result.metafile, entryPoint(ISLANDS_RUNTIME));
  if (!islandsRuntime) throw new Error("The client's scripts have no module for the site's interactive components.");
  return {
    files: await minifyAgain(files, new Set(diagramFiles)),
    scripts: entries.map(([file]) => url(file)),
    modulePreloads: [...new Set(entries.flatMap(([, output]) => output.imports.filter((imported) => imported.kind === 'import-statement' && !imported.external).map((imported) => url(imported.path))))],
    diagramFiles,
    islandsRuntime: url(islandsRuntime),
  };
}

/**
 * terser's passes that leave the first load's shared chunk smaller once
 * gzipped (measured one by one and together, 2 Dec 2026: 87,468 bytes with
 * names alone, 87,125 with these). Its default set made it larger (87,967 on
 * 1 Dec): `sequences` joins statements with commas and `reduce_funcs` copies
 * functions into their callers, both longer for gzip, so neither is here.
 */
const COMPRESS_PASSES = ['join_vars', 'collapse_vars', 'conditionals', 'evaluate', 'unused', 'dead_code', 'reduce_vars', 'inline', 'if_return', 'properties', 'loops', 'switches'] as const;

/**
 * esbuild's minified scripts made smaller again by terser: its mangler hands
 * out the shortest names to the most used and reuses the same names from one
 * function to the next, which gzip compresses better (the shared chunk went
 * from 88,987 to 87,782 bytes gzip on 1 Dec), and COMPRESS_PASSES. It takes
 * about two seconds, once per version of docgen's code (the scripts are
 * kept). Mermaid's files, which only pages with a diagram load, are left as
 * esbuild made them: three quarters of the bytes, and ten seconds more. A
 * module's exports keep esbuild's names, which the other chunks import; each
 * file keeps its name, as the same file from esbuild always becomes the same
 * file.
 */
async function minifyAgain(files: BundledFile[], skipped: Set<string>): Promise<BundledFile[]> {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const compress = { defaults: false, ...Object.fromEntries(COMPRESS_PASSES.map((pass) => [pass, true])) };
  return Promise.all(
    files.map(async (file) => {
      if (!file.path.endsWith('.js') || skipped.has(file.path)) return file;
      const { code } = await minify(decoder.decode(file.contents), { module: true, compress, mangle: true, format: { comments: false } });
      return code === undefined ? file : { path: file.path, contents: encoder.encode(code) };
    }),
  );
}

/** `import('./…')`: how docgen's client code loads its own modules on demand. */
const LAZY_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/**
 * Puts all the code of the first load in one chunk. esbuild gives the code
 * the entry shares with modules loaded by import() chunks of their own, one
 * for each set of modules that reach it: the first load fetched the entry and
 * six such chunks, each compressed on its own. docgen's own modules loaded by
 * import() (the search modal and page, the service worker's registration) are
 * only ever loaded after the entry has run, so each of them importing the
 * entry costs nothing when it runs, and makes everything the entry reaches
 * shared by the same modules: one chunk. The first load went from 7 files
 * and 89,828 bytes gzip to 3 files and 87,599 (the third is esbuild's
 * helpers, which the libraries loaded on demand share). Libraries' files are
 * left as they are: appending the import to mermaid's shook its tree less well
 * (66 KB more). The lazy modules are found in the source of the modules
 * importing them, rather than by a resolve hook, which would cross to
 * JavaScript for every one of mermaid's thousands of imports (0.4 s more).
 */
function firstLoadInOneChunk(): Plugin {
  const loaders: Record<string, Loader> = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.jsx': 'jsx' };
  const lazy = new Set<string>();
  return {
    name: 'docgen-first-load-in-one-chunk',
    setup(build) {
      // esbuild loads a module only after the module importing it, so the lazy ones are known by then.
      build.onLoad({ filter: new RegExp(`^${escapeRegExp(SOURCE_ROOT + path.sep)}.*\\.[jt]sx?$`) }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        for (const [, specifier] of source.matchAll(LAZY_IMPORT)) lazy.add(path.resolve(path.dirname(args.path), specifier!));
        const contents = lazy.has(args.path) ? `${source}\nimport ${JSON.stringify(ENTRY)};\n` : source;
        return { contents, loader: loaders[path.extname(args.path)] };
      });
    },
  };
}

/**
 * The stylesheet: the site's own stylesheets (customCss, absolute paths)
 * come after the theme's in the same file, so they can override it; all of
 * it mirrored for a locale written right to left. A few tens of
 * milliseconds: it is made by every build.
 */
export async function bundleStyles(baseUrl: string, customCss: string[] = [], direction: 'ltr' | 'rtl' = 'ltr'): Promise<ClientStyles> {
  const plugins = [stylesEntry(customCss), ...(direction === 'rtl' ? [mirroredStyles()] : [])];
  const result = await build({ ...sharedOptions(baseUrl), plugins, entryPoints: { styles: 'docgen-styles' } }).catch(asBuildError);
  return {
    files: result.outputFiles.map((file) => ({ path: outputPath(file.path), contents: file.contents })),
    styles: outputsOf(result.metafile, `docgen-styles:${STYLES_ENTRY}`).map(([file]) => `${baseUrl}${outputPath(file)}`),
  };
}

/** The scripts and the stylesheet together, as a page links them, with the site's client modules after docgen's own. */
export function clientBundle(scripts: ClientScripts, styles: ClientStyles, siteModules?: ClientModulesBundle): ClientBundle {
  return {
    files: [...scripts.files, ...styles.files, ...(siteModules?.files ?? [])],
    diagramFiles: scripts.diagramFiles,
    islandsRuntime: scripts.islandsRuntime,
    assets: { scripts: [...scripts.scripts, ...(siteModules?.scripts ?? [])], modulePreloads: scripts.modulePreloads, styles: [...styles.styles, ...(siteModules?.styles ?? [])] },
  };
}

/**
 * The stylesheet entry: the theme's, then the site's own, as one CSS file
 * that imports them in order (CSS allows `@import` only at the top).
 */
function stylesEntry(files: string[]): Plugin {
  return {
    name: 'docgen-styles',
    setup(build) {
      build.onResolve({ filter: /^docgen-styles$/ }, () => ({ path: STYLES_ENTRY, namespace: 'docgen-styles' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-styles' }, () => ({
        contents: [THEME_CSS, ...files].map((file) => `@import ${JSON.stringify(file)};`).join('\n'),
        loader: 'css',
        resolveDir: SOURCE_ROOT,
      }));
    },
  };
}

/**
 * The output files reached only through `roots`: those chunks and everything
 * they import, statically or on demand (Mermaid loads KaTeX and each kind of
 * diagram with import()), less anything the client's entry reaches without
 * them.
 */
function filesOnlyReachedThrough(outputs: Metafile['outputs'], entries: string[], roots: string[]): string[] {
  const reach = (starts: string[], skip: Set<string>) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || skip.has(file) || !outputs[file]) return;
      seen.add(file);
      for (const imported of outputs[file]!.imports) visit(imported.path);
    };
    starts.forEach(visit);
    return seen;
  };
  const throughLibrary = reach(roots, new Set());
  const elsewhere = reach(entries, new Set(roots));
  return [...throughLibrary].filter((file) => !elsewhere.has(file));
}

/** bundleScripts on a thread of its own, so that esbuild's service, and the memory of Mermaid's module graph, end with it. */
export async function bundleScriptsInWorker(baseUrl: string): Promise<ClientScripts> {
  const worker = await startCompiledWorker('output/client-bundle-worker.ts', { baseUrl });
  return new Promise((resolve, reject) => {
    type Reply = { scripts?: ClientScripts; error?: { message: string; location: SourceLocation }; crash?: string };
    worker.once('message', (reply: Reply) => {
      if (reply.scripts) resolve(reply.scripts);
      else if (reply.error) reject(new BuildError(reply.error.message, reply.error.location));
      else reject(new Error(`Bundling the client crashed docgen:\n${reply.crash}`));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The client bundle's worker stopped (exit code ${code}) before it answered.`)));
  });
}
