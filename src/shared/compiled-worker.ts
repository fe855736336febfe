// Worker threads run docgen's TypeScript as plain JavaScript: one file per
// worker entry, bundled by esbuild and kept in node_modules/.cache/docgen.
// Registering tsx in a worker costs a loader thread of its own and sends every
// import, of packages too, through it: the compiler took about twice as long
// to import that way, on each worker of every build.
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { DOCGEN_ROOT, docgenCodeFingerprint } from './docgen-source.ts';

const BUNDLE_FOLDER = path.join(DOCGEN_ROOT, 'node_modules/.cache/docgen/workers');

// The worker turns on source maps first, so that a crash names docgen's own files and lines.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
process.setSourceMapsEnabled(true);
import(workerData.bundle);
`;

const bundles = new Map<string, Promise<string>>();

/**
 * A worker thread running docgen's module `entry` (a path under `src/`),
 * which reads `data` from workerData. Its bundle is made when docgen's code
 * has changed since the last one, once per process and entry.
 */
export async function startCompiledWorker(entry: string, data: Record<string, unknown>): Promise<Worker> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = bundleEntry(entry);
    bundles.set(entry, bundle);
    bundle.catch(() => bundles.delete(entry));
  }
  return new Worker(BOOTSTRAP, { eval: true, workerData: { ...data, bundle: pathToFileURL(await bundle).href } });
}

async function bundleEntry(entry: string): Promise<string> {
  const name = path.basename(entry).replace(/\.tsx?$/, '');
  const file = path.join(BUNDLE_FOLDER, `${name}-${docgenCodeFingerprint().slice(0, 16)}.mjs`);
  const existing = await readdir(BUNDLE_FOLDER).catch(() => [] as string[]);
  if (existing.includes(path.basename(file))) return file;

  const { outputFiles } = await build({
    entryPoints: [path.join(DOCGEN_ROOT, 'src', entry)],
    outfile: file,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages load from node_modules as they do on the main thread; only docgen's own modules are bundled.
    packages: 'external',
    tsconfig: path.join(DOCGEN_ROOT, 'tsconfig.json'),
    sourcemap: 'linked',
    // As tsx does: function and class names survive, as error messages and stacks show them.
    keepNames: true,
    logLevel: 'silent',
  });
  await mkdir(BUNDLE_FOLDER, { recursive: true });
  // Each file is written beside its final name and renamed (the map first), so another process never imports half a bundle.
  for (const output of outputFiles.sort((a, b) => Number(a.path === file) - Number(b.path === file))) {
    const temporary = `${output.path}.${process.pid}.tmp`;
    await writeFile(temporary, output.contents);
    await rename(temporary, output.path);
  }
  // Bundles of earlier versions of docgen's code are of no further use.
  for (const old of existing.filter((other) => other.startsWith(`${name}-`) && !other.startsWith(path.basename(file)))) {
    await rm(path.join(BUNDLE_FOLDER, old), { force: true });
  }
  return file;
}
