import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startCompiledWorker } from '../shared/compiled-worker.ts';
import type { CompileEnvironment, CompileJob, CompileOutcome } from './compile-job.ts';
import type { PageCompiler } from './page-compiler.ts';

/** Below this many pages, starting workers (each loads shiki) costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 60;

/**
 * Jobs go out in groups: the copies of one doc in several versions are
 * compiled by the same worker, one after the other, so the code blocks they
 * share are highlighted once (the highlighter remembers its last results).
 */
export interface CompilePool {
  /** Compiles a group; an urgent one (a page a reader is waiting for) goes before every group still waiting. */
  run(group: CompileJob[], options?: { urgent?: boolean }): Promise<CompileOutcome[]>;
  /** Ends the workers; groups still waiting or running are rejected with PoolClosedError. */
  close(): Promise<void>;
}

export class PoolClosedError extends Error {
  constructor() {
    super('The compile pool is closed.');
  }
}

/** Compiles Markdown on worker threads when the site is big enough and the machine has cores to spare. */
export async function createCompilePool(environment: CompileEnvironment, pageCount: number): Promise<CompilePool> {
  const size = Math.min(availableParallelism(), 8);
  if (pageCount < MIN_PAGES_FOR_WORKERS || size < 2) {
    // Made on first use: a rebuild that reuses every page needs no highlighter.
    let compiler: Promise<PageCompiler> | undefined;
    let closed = false;
    return {
      async run(group) {
        if (closed) throw new PoolClosedError();
        // Loaded on first use: with workers, the main thread never needs the compiler's modules.
        compiler ??= import('./page-compiler.ts').then(({ PageCompiler }) => PageCompiler.create(environment));
        return (await compiler).runGroup(group);
      },
      close: async () => {
        closed = true;
      },
    };
  }

  const workers = await Promise.all(Array.from({ length: size }, () => startWorker(environment)));
  const idle = [...workers];
  type Waiter = { resolve: (worker: Worker) => void; reject: (error: Error) => void };
  const waiting: Waiter[] = [];
  let closed = false;
  const acquire = (urgent: boolean) =>
    new Promise<Worker>((resolve, reject) => {
      if (closed) reject(new PoolClosedError());
      else if (idle.length) resolve(idle.pop()!);
      else if (urgent) waiting.unshift({ resolve, reject });
      else waiting.push({ resolve, reject });
    });
  const release = (worker: Worker) => (waiting.length ? waiting.shift()!.resolve(worker) : idle.push(worker));
  let nextId = 0;

  return {
    async run(group, options) {
      const worker = await acquire(options?.urgent ?? false);
      const id = nextId++;
      try {
        return await new Promise<CompileOutcome[]>((resolve, reject) => {
          const onMessage = (message: { id: number; outcomes?: CompileOutcome[]; crash?: string }) => {
            if (message.id !== id) return;
            worker.off('message', onMessage).off('exit', onExit);
            if (message.crash) reject(new Error(`Compiling ${group.map((job) => job.file.path).join(', ')} crashed docgen:\n${message.crash}`));
            else resolve(message.outcomes!);
          };
          const onExit = (code: number) => reject(closed ? new PoolClosedError() : new Error(`A compile worker stopped (exit code ${code}) while compiling ${group.map((job) => job.file.path).join(', ')}.`));
          worker.on('message', onMessage).once('exit', onExit);
          worker.postMessage({ id, group });
        });
      } finally {
        release(worker);
      }
    },
    async close() {
      closed = true;
      for (const waiter of waiting.splice(0)) waiter.reject(new PoolClosedError());
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

async function startWorker(environment: CompileEnvironment): Promise<Worker> {
  const worker = await startCompiledWorker('build/compile-worker.ts', { environment });
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
