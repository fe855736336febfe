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
  const result = await build({
    entryPoints: { main: path.join(SOURCE_ROOT, 'client/entry.tsx'), styles: path.join(SOURCE_ROOT, 'theme/css/index.css') },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    write: false,
    outdir: 'assets',
    entryNames: '[ext]/[name].[hash]',
    assetNames: 'media/[name].[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.svg': 'file', '.woff2': 'file' },
    publicPath: `${baseUrl}assets`,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const files = result.outputFiles.map((file) => ({ path: path.relative(process.cwd(), file.path).split(path.sep).join('/').replace(/^.*?assets\//, 'assets/'), contents: file.contents }));
  const url = (file: BundledFile) => `${baseUrl}${file.path}`;
  return {
    files,
    assets: {
      scripts: files.filter((file) => file.path.endsWith('.js')).map(url),
      styles: files.filter((file) => file.path.endsWith('.css')).map(url),
    },
  };
}
