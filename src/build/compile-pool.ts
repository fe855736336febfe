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
  /**
   * From now on the pool compiles a page at a time (docgen serve's page
   * updates): it keeps one worker, with its highlighter loaded, and ends the
   * others; without workers, it loads the compiler ahead of the first page.
   */
  keepOneReady(): Promise<void>;
  /** Ends the workers; groups still waiting or running are rejected with PoolClosedError. */
  close(): Promise<void>;
  /** Worker threads running: none when pages compile on the main thread. */
  readonly threads: number;
}

export class PoolClosedError extends Error {
  constructor() {
    super('The compile pool is closed.');
  }
}

/**
 * Worker threads for this machine: one core is left to the main thread, which
 * renders, indexes and writes pages while they compile. Compiling in a thread
 * also keeps V8's optimising compiler and garbage collector busy on other
 * threads: on two cores, a second worker made the devdocs build no faster
 * (19.7 s either way, the median of four) and cost 5 s more CPU and 260 MB.
 */
function defaultWorkerCount(): number {
  return Math.min(availableParallelism() - 1, 8);
}

/** Compiles Markdown on worker threads when the site is big enough and the machine has cores to spare. */
export async function createCompilePool(environment: CompileEnvironment, pageCount: number, { workers: size = defaultWorkerCount() }: { workers?: number } = {}): Promise<CompilePool> {
  if (pageCount < MIN_PAGES_FOR_WORKERS || size < 1) {
    // Made on first use: a rebuild that reuses every page needs no highlighter.
    let compiler: Promise<PageCompiler> | undefined;
    let closed = false;
    // Loaded on first use: with workers, the main thread never needs the compiler's modules.
    const load = () => (compiler ??= import('./page-compiler.ts').then(({ PageCompiler }) => PageCompiler.create(environment)));
    return {
      async run(group) {
        if (closed) throw new PoolClosedError();
        return (await load()).runGroup(group);
      },
      async keepOneReady() {
        // Not awaited: the build that asks is done, and a failure shows on the first page compiled.
        load().catch(() => {});
      },
      close: async () => {
        closed = true;
      },
      threads: 0,
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
  /** Workers to end as they finish, once the pool is down to one (keepOneReady). */
  let surplus = 0;
  const retire = (worker: Worker) => {
    workers.splice(workers.indexOf(worker), 1);
    return worker.terminate();
  };
  const release = (worker: Worker) => {
    if (surplus > 0) {
      surplus--;
      void retire(worker);
    } else if (waiting.length) waiting.shift()!.resolve(worker);
    else idle.push(worker);
  };
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
    async keepOneReady() {
      // Idle workers end now; busy ones when they finish what they compile.
      surplus = workers.length - 1;
      const ending: Promise<number>[] = [];
      while (surplus > 0 && idle.length > 0) {
        surplus--;
        ending.push(retire(idle.pop()!));
      }
      await Promise.all(ending);
    },
    get threads() {
      return workers.length;
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
