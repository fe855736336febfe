import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../shared/ts-worker.ts';
import { PageCompiler, type CompileEnvironment, type CompileJob, type CompileOutcome } from './page-compiler.ts';

/** Below this many pages, starting workers (each loads shiki) costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 60;

/**
 * Jobs go out in groups: the copies of one doc in several versions are
 * compiled by the same worker, one after the other, so the code blocks they
 * share are highlighted once (the highlighter remembers its last results).
 */
export interface CompilePool {
  run(group: CompileJob[]): Promise<CompileOutcome[]>;
  close(): Promise<void>;
}

/** Compiles Markdown on worker threads when the site is big enough and the machine has cores to spare. */
export async function createCompilePool(environment: CompileEnvironment, pageCount: number): Promise<CompilePool> {
  const size = Math.min(availableParallelism(), 8);
  if (pageCount < MIN_PAGES_FOR_WORKERS || size < 2) {
    // Made on first use: a rebuild that reuses every page needs no highlighter.
    let compiler: Promise<PageCompiler> | undefined;
    return {
      async run(group) {
        compiler ??= PageCompiler.create(environment);
        const outcomes: CompileOutcome[] = [];
        for (const job of group) outcomes.push(await (await compiler).run(job));
        return outcomes;
      },
      close: async () => {},
    };
  }

  const workers = await Promise.all(Array.from({ length: size }, () => startWorker(environment)));
  const idle = [...workers];
  const waiting: ((worker: Worker) => void)[] = [];
  const acquire = () => new Promise<Worker>((resolve) => (idle.length ? resolve(idle.pop()!) : waiting.push(resolve)));
  const release = (worker: Worker) => (waiting.length ? waiting.shift()!(worker) : idle.push(worker));
  let nextId = 0;

  return {
    async run(group) {
      const worker = await acquire();
      const id = nextId++;
      try {
        return await new Promise<CompileOutcome[]>((resolve, reject) => {
          const onMessage = (message: { id: number; outcomes?: CompileOutcome[]; crash?: string }) => {
            if (message.id !== id) return;
            worker.off('message', onMessage);
            if (message.crash) reject(new Error(`Compiling ${group.map((job) => job.file.path).join(', ')} crashed docgen:\n${message.crash}`));
            else resolve(message.outcomes!);
          };
          worker.on('message', onMessage);
          worker.postMessage({ id, group });
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
    const worker = startTypeScriptWorker(new URL('./compile-worker.ts', import.meta.url), { environment });
    worker.once('error', reject);
    worker.once('message', (message: { ready?: boolean }) => {
      if (message.ready) {
        worker.off('error', reject);
        resolve(worker);
      }
    });
  });
}
