import path from 'node:path';
import { build, type Message, type Metafile, type Plugin } from 'esbuild';
import { BuildError, type SourceLocation } from '../shared/errors.ts';
import { startCompiledWorker } from '../shared/compiled-worker.ts';
import { DOCGEN_ROOT } from '../shared/docgen-source.ts';
import type { ClientAssets } from '../render/document.ts';

const SOURCE_ROOT = path.join(DOCGEN_ROOT, 'src');

export interface BundledFile {
  /** Path relative to the output folder. */
  path: string;
  contents: Uint8Array;
}

export interface ClientBundle {
  assets: ClientAssets;
  files: BundledFile[];
  /** Output files only the Mermaid island loads: a site without diagrams leaves them out of the offline precache. */
  diagramFiles: string[];
}

const THEME_CSS = path.join(SOURCE_ROOT, 'theme/css/index.css');
const STYLES_ENTRY = 'styles.css';

/**
 * The browser JavaScript and the stylesheet, minified, under content-hashed
 * names. The site's own stylesheets (customCss, absolute paths) come after the
 * theme's in the same file, so they can override it.
 */
export async function bundleClient(baseUrl: string, customCss: string[] = []): Promise<ClientBundle> {
  const entryPoints = { main: path.join(SOURCE_ROOT, 'client/entry.tsx'), styles: 'docgen-styles' };
  const result = await build({
    plugins: [stylesEntry(customCss)],
    entryPoints,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    // Code only some pages or actions need (image zoom, the search modal) goes
    // into chunks loaded on demand, so the JavaScript of a page stays small.
    splitting: true,
    metafile: true,
    write: false,
    outdir: 'assets',
    entryNames: '[ext]/[name].[hash]',
    chunkNames: 'js/chunk.[hash]',
    assetNames: 'media/[name].[hash]',
    jsx: 'automatic',
    // The browsers targeted run the modern build, a third smaller than the ES5 one the package points to.
    alias: { 'workbox-window': 'workbox-window/build/workbox-window.prod.mjs' },
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.svg': 'file', '.woff2': 'file' },
    publicPath: `${baseUrl}assets`,
    legalComments: 'none',
    logLevel: 'silent',
  }).catch((error: { errors?: Message[] }) => {
    const first = error.errors?.[0];
    if (!first) throw error;
    throw new BuildError(`Could not bundle the site's scripts and styles: ${first.text}`, { file: first.location?.file, line: first.location?.line });
  });
  const outputPath = (file: string) => path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/').replace(/^.*?assets\//, 'assets/');
  const files = result.outputFiles.map((file) => ({ path: outputPath(file.path), contents: file.contents }));
  const outputs = Object.entries(result.metafile.outputs);
  // Chunks loaded with import() have an entryPoint too; only the configured entries go in the page.
  const entrySources = new Set([path.relative(process.cwd(), entryPoints.main).split(path.sep).join('/'), `docgen-styles:${STYLES_ENTRY}`]);
  const entries = outputs.filter(([, output]) => output.entryPoint !== undefined && entrySources.has(output.entryPoint));
  const url = (file: string) => `${baseUrl}${outputPath(file)}`;
  return {
    files,
    diagramFiles: filesOnlyReachedThrough(result.metafile.outputs, /(^|\/)node_modules\/mermaid\//).map(outputPath),
    assets: {
      scripts: entries.filter(([file]) => file.endsWith('.js')).map(([file]) => url(file)),
      modulePreloads: [...new Set(entries.flatMap(([, output]) => output.imports.filter((imported) => imported.kind === 'import-statement' && !imported.external).map((imported) => url(imported.path))))],
      styles: entries.filter(([file]) => file.endsWith('.css')).map(([file]) => url(file)),
    },
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
 * The output files reached only through the chunk whose entry point matches
 * `library`: that chunk and its imports, less anything the rest of the
 * bundle also reaches.
 */
function filesOnlyReachedThrough(outputs: Metafile['outputs'], library: RegExp): string[] {
  const roots = Object.keys(outputs).filter((file) => library.test(outputs[file]!.entryPoint ?? ''));
  const reach = (starts: string[], skip: Set<string>) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || skip.has(file) || !outputs[file]) return;
      seen.add(file);
      for (const imported of outputs[file]!.imports) visit(imported.path);
      const css = outputs[file]!.cssBundle;
      if (css) visit(css);
    };
    starts.forEach(visit);
    return seen;
  };
  const throughLibrary = reach(roots, new Set());
  const elsewhere = reach(Object.keys(outputs).filter((file) => outputs[file]!.entryPoint !== undefined && !roots.includes(file)), new Set(roots));
  return [...throughLibrary].filter((file) => !elsewhere.has(file));
}

/** bundleClient on a thread of its own, so that esbuild's service, and its memory, end with it. */
export async function bundleClientInWorker(baseUrl: string, customCss: string[] = []): Promise<ClientBundle> {
  const worker = await startCompiledWorker('output/client-bundle-worker.ts', { baseUrl, customCss });
  return new Promise((resolve, reject) => {
    type Reply = { bundle?: ClientBundle; error?: { message: string; location: SourceLocation }; crash?: string };
    worker.once('message', (reply: Reply) => {
      if (reply.bundle) resolve(reply.bundle);
      else if (reply.error) reject(new BuildError(reply.error.message, reply.error.location));
      else reject(new Error(`Bundling the client crashed docgen:\n${reply.crash}`));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The client bundle's worker stopped (exit code ${code}) before it answered.`)));
  });
}
