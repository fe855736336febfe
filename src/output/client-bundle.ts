import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { ClientAssets } from '../render/document.ts';

const SOURCE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BundledFile {
  /** Path relative to the output folder. */
  path: string;
  contents: Uint8Array;
}

export interface ClientBundle {
  assets: ClientAssets;
  files: BundledFile[];
}

/** The browser JavaScript and the stylesheet, minified, under content-hashed names. */
export async function bundleClient(baseUrl: string): Promise<ClientBundle> {
  const entryPoints = { main: path.join(SOURCE_ROOT, 'client/entry.tsx'), styles: path.join(SOURCE_ROOT, 'theme/css/index.css') };
  const result = await build({
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
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.svg': 'file', '.woff2': 'file' },
    publicPath: `${baseUrl}assets`,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const outputPath = (file: string) => path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/').replace(/^.*?assets\//, 'assets/');
  const files = result.outputFiles.map((file) => ({ path: outputPath(file.path), contents: file.contents }));
  const outputs = Object.entries(result.metafile.outputs);
  // Chunks loaded with import() have an entryPoint too; only the configured entries go in the page.
  const entrySources = new Set(Object.values(entryPoints).map((source) => path.relative(process.cwd(), source).split(path.sep).join('/')));
  const entries = outputs.filter(([, output]) => output.entryPoint !== undefined && entrySources.has(output.entryPoint));
  const url = (file: string) => `${baseUrl}${outputPath(file)}`;
  return {
    files,
    assets: {
      scripts: entries.filter(([file]) => file.endsWith('.js')).map(([file]) => url(file)),
      modulePreloads: [...new Set(entries.flatMap(([, output]) => output.imports.filter((imported) => imported.kind === 'import-statement' && !imported.external).map((imported) => url(imported.path))))],
      styles: entries.filter(([file]) => file.endsWith('.css')).map(([file]) => url(file)),
    },
  };
}
