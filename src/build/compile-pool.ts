import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { PageCompiler, type CompileEnvironment, type CompileJob, type CompileOutcome } from './page-compiler.ts';

// Workers do not inherit the main thread's tsx registration on Node 20, so a
// small script registers it before loading the TypeScript worker module.
const WORKER_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.entry); });
`;

/** Below this many pages, starting workers (each loads shiki) costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 60;

export interface CompilePool {
  run(job: CompileJob): Promise<CompileOutcome>;
  close(): Promise<void>;
}

/** Compiles Markdown on worker threads when the site is big enough and the machine has cores to spare. */
export async function createCompilePool(environment: CompileEnvironment, pageCount: number): Promise<CompilePool> {
  const size = Math.min(availableParallelism(), 8);
  if (pageCount < MIN_PAGES_FOR_WORKERS || size < 2) {
    const compiler = await PageCompiler.create(environment);
    return { run: (job) => compiler.run(job), close: async () => {} };
  }

  const workers = await Promise.all(Array.from({ length: size }, () => startWorker(environment)));
  const idle = [...workers];
  const waiting: ((worker: Worker) => void)[] = [];
  const acquire = () => new Promise<Worker>((resolve) => (idle.length ? resolve(idle.pop()!) : waiting.push(resolve)));
  const release = (worker: Worker) => (waiting.length ? waiting.shift()!(worker) : idle.push(worker));
  let nextId = 0;

  return {
    async run(job) {
      const worker = await acquire();
      const id = nextId++;
      try {
        return await new Promise<CompileOutcome>((resolve, reject) => {
          const onMessage = (message: { id: number; outcome?: CompileOutcome; crash?: string }) => {
            if (message.id !== id) return;
            worker.off('message', onMessage);
            if (message.crash) reject(new Error(`Compiling ${job.file.path} crashed docgen:\n${message.crash}`));
            else resolve(message.outcome!);
          };
          worker.on('message', onMessage);
          worker.postMessage({ id, job });
        });
      } finally {
        release(worker);
      }
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

function startWorker(environment: CompileEnvironment): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: { environment, entry: new URL('./compile-worker.ts', import.meta.url).href } });
    worker.once('error', reject);
    worker.once('message', (message: { ready?: boolean }) => {
      if (message.ready) {
        worker.off('error', reject);
        resolve(worker);
      }
    });
  });
}
