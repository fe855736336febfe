// Worker threads run docgen's compiled code (compiled-code.ts), or its
// TypeScript through tsx where that code cannot be written.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { compiledCode, compiledEntry, type CodeEntry } from './compiled-code.ts';
import { DOCGEN_ROOT } from './docgen-source.ts';

// The worker turns on source maps first, so that a crash names docgen's own files and lines.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
process.setSourceMapsEnabled(true);
(async () => {
  if (workerData.docgenModule.tsx) (await import(workerData.docgenModule.tsx.api)).register({ tsconfig: workerData.docgenModule.tsx.tsconfig });
  await import(workerData.docgenModule.url);
})();
`;

const END_GRACE_MS = 2000;

/** What a worker imports: compiled code, or (through tsx) docgen's TypeScript itself. */
interface WorkerModule {
  url: string;
  tsx?: { api: string; tsconfig: string };
}

/**
 * A worker thread running docgen's module `entry` (a path under `src/`),
 * which reads `data` from workerData. `codeParent` is where the compiled
 * code is kept (tests give another).
 */
export async function startCompiledWorker(entry: CodeEntry, data: Record<string, unknown>, { codeParent, resourceLimits }: { codeParent?: string; resourceLimits?: ResourceLimits } = {}): Promise<Worker> {
  return new Worker(BOOTSTRAP, { eval: true, resourceLimits, workerData: { ...data, docgenModule: await workerModule(entry, codeParent) } });
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

/** Asks a worker that ends on `{ end: true }` to do so (it stops its esbuild service first: see esbuild-service.ts), and terminates it if it has not in `graceMs`, as one stuck in a loop cannot. */
export async function endWorker(worker: Worker, graceMs = END_GRACE_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise((resolve) => {
      worker.once('exit', resolve);
      worker.postMessage({ end: true });
    }),
    new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
  ]);
  clearTimeout(timer);
  await worker.terminate();
}

async function workerModule(entry: CodeEntry, codeParent: string | undefined): Promise<WorkerModule> {
  const folder = await compiledCode(codeParent);
  if (folder) return { url: compiledEntry(folder, entry) };
  return {
    url: pathToFileURL(path.join(DOCGEN_ROOT, 'src', entry)).href,
    tsx: { api: import.meta.resolve('tsx/esm/api'), tsconfig: path.join(DOCGEN_ROOT, 'tsconfig.json') },
  };
}
