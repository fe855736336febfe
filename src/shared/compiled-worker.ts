// Worker threads run docgen's TypeScript as plain JavaScript: one file per
// worker entry, bundled by esbuild and kept in node_modules/.cache/docgen.
// Registering tsx in a worker costs a loader thread of its own and sends every
// import, of packages too, through it: the compiler took about twice as long
// to import that way, on each worker of every build. It is still the way when
// the bundle cannot be written (docgen installed where it may not write): the
// bundle must sit inside docgen's node_modules, for its imports of packages.
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { build } from 'esbuild';
import { DOCGEN_ROOT, docgenCodeFingerprint } from './docgen-source.ts';

const BUNDLE_FOLDER = path.join(DOCGEN_ROOT, 'node_modules/.cache/docgen/workers');

// The worker turns on source maps first, so that a crash names docgen's own files and lines.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
process.setSourceMapsEnabled(true);
(async () => {
  if (workerData.docgenModule.tsx) (await import(workerData.docgenModule.tsx.api)).register({ tsconfig: workerData.docgenModule.tsx.tsconfig });
  await import(workerData.docgenModule.url);
})();
`;

/** What a worker imports: a bundle, or (through tsx) docgen's TypeScript itself. */
interface WorkerModule {
  url: string;
  tsx?: { api: string; tsconfig: string };
}

const modules = new Map<string, Promise<WorkerModule>>();

/**
 * A worker thread running docgen's module `entry` (a path under `src/`),
 * which reads `data` from workerData. Its bundle is made when docgen's code
 * has changed since the last one, once per process and entry, in
 * `bundleFolder` (node_modules/.cache/docgen/workers; tests give another).
 */
export async function startCompiledWorker(entry: string, data: Record<string, unknown>, { bundleFolder = BUNDLE_FOLDER, resourceLimits }: { bundleFolder?: string; resourceLimits?: ResourceLimits } = {}): Promise<Worker> {
  const key = `${bundleFolder}\0${entry}`;
  let module = modules.get(key);
  if (!module) {
    module = workerModule(entry, bundleFolder);
    modules.set(key, module);
    module.catch(() => modules.delete(key));
  }
  return new Worker(BOOTSTRAP, { eval: true, resourceLimits, workerData: { ...data, docgenModule: await module } });
}

/** The worker once it has posted `{ ready: true }` (its module loaded); rejected if it fails before. */
export function untilReady(worker: Worker): Promise<Worker> {
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message: { ready?: boolean }) => {
      if (message.ready) {
        worker.off('error', reject);
        resolve(worker);
      }
    });
  });
}

async function workerModule(entry: string, folder: string): Promise<WorkerModule> {
  const bundle = await bundleEntry(entry, folder);
  if (bundle) return { url: pathToFileURL(bundle).href };
  return {
    url: pathToFileURL(path.join(DOCGEN_ROOT, 'src', entry)).href,
    tsx: { api: import.meta.resolve('tsx/esm/api'), tsconfig: path.join(DOCGEN_ROOT, 'tsconfig.json') },
  };
}

/** The bundle's path, or undefined when it cannot be written. */
async function bundleEntry(entry: string, folder: string): Promise<string | undefined> {
  const name = path.basename(entry).replace(/\.tsx?$/, '');
  const file = path.join(folder, `${name}-${docgenCodeFingerprint().slice(0, 16)}.mjs`);
  const existing = await readdir(folder).catch(() => [] as string[]);
  if (existing.includes(path.basename(file))) return file;

  const { outputFiles } = await build({
    entryPoints: [path.join(DOCGEN_ROOT, 'src', entry)],
    outfile: file,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages are bundled too: a worker then starts in about 0.3 s instead
    // of 0.45 s, most of which was finding and loading their hundreds of
    // files. Left out: React, which site components compiled in the worker
    // import and must share; esbuild, which finds its binary from its own
    // folder; shiki's grammars, themes and WebAssembly, loaded only when used.
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', '@shikijs/langs/*', '@shikijs/themes/*', 'shiki/wasm'],
    // CommonJS packages inside (yaml) require Node's modules at run time.
    banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
    tsconfig: path.join(DOCGEN_ROOT, 'tsconfig.json'),
    sourcemap: 'linked',
    // As tsx does: function and class names survive, as error messages and stacks show them.
    keepNames: true,
    logLevel: 'silent',
  });
  try {
    await mkdir(folder, { recursive: true });
    // Each file is written beside its final name and renamed (the map first), so another process never imports half a bundle.
    for (const output of outputFiles.sort((a, b) => Number(a.path === file) - Number(b.path === file))) {
      const temporary = `${output.path}.${process.pid}.tmp`;
      await writeFile(temporary, output.contents);
      await rename(temporary, output.path);
    }
  } catch {
    // Not writable (a read-only install, a full disk): the worker runs the TypeScript through tsx instead.
    return undefined;
  }
  // Bundles of earlier versions of docgen's code are of no further use.
  for (const old of existing.filter((other) => other.startsWith(`${name}-`) && !other.startsWith(path.basename(file)))) {
    await rm(path.join(folder, old), { force: true });
  }
  return file;
}
