import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { endWorker, startCompiledWorker, untilReady } from '../shared/compiled-worker.ts';
import { strayErrorOf } from '../shared/stray-error.ts';
import { timeLimitSeconds } from '../shared/time-limit.ts';
import type { CompileEnvironment, CompileJob, CompileOutcome } from './compile-job.ts';
import type { CompileRequest, NewEnvironment } from './compile-worker.ts';
import { HighlightThread } from './highlight-thread.ts';
import type { PageCompiler } from './page-compiler.ts';

/** Below this many pages, starting workers (each loads the compiler) costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 60;

/**
 * Groups a worker holds at once: the one it compiles and those waiting in its
 * queue, so that it goes on at once instead of waiting for the main thread,
 * busy rendering, to take its answers and send more. With two, the worker was
 * idle a quarter of the devdocs build (then highlighted on the main thread);
 * with eight the build took 13.4 s instead of 14.6 s (three alternating runs).
 * An urgent group is sent at once and goes to the front of the worker's
 * queue, so a reader's page waits for one group at most.
 */
const GROUPS_PER_WORKER = 8;

/**
 * A compile worker's young generation, where V8 puts new objects: twice the
 * default, 48 MB. A page's syntax trees live until its HTML is made, so a
 * small young generation copies them again and again, and the worker spent
 * 1.5 s in some 450 of those collections on the devdocs corpus. With 96 MB the
 * corpus builds in 15.5 s instead of 17 s (three alternating runs each), for
 * about 30 MB more at the peak; 192 MB gained nothing more.
 */
const YOUNG_GENERATION_MB = 96;

/** The outcome of each page of a group whose worker was stopped for taking too long. */
function overtimeOutcomes(group: CompileJob[], limitSeconds: number): CompileOutcome[] {
  const message = `Compiling this page took more than ${limitSeconds} s, so docgen stopped it: a component it renders, or a remark or rehype plugin, may loop forever.`;
  return group.map((job) => ({ ok: false, errors: [{ message, location: { file: job.file.path } }], warnings: [], stopped: true }));
}

/**
 * Jobs go out in groups: the copies of one doc in several versions are
 * compiled together and their code highlighted one after the other, so the
 * blocks they share are highlighted once (the highlighter remembers its last
 * results).
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
  /**
   * docgen serve's next whole build: the worker kept compiles for
   * `environment` from now on, its next group included. False when this pool
   * cannot (it has no worker, or highlights with other code themes).
   */
  renew(environment: CompileEnvironment): boolean;
  /** Ends the workers; groups still waiting or running are rejected with PoolClosedError. */
  close(): Promise<void>;
  /** Worker threads running or starting: none when pages compile on the main thread. */
  readonly threads: number;
}

export class PoolClosedError extends Error {
  constructor() {
    super('The compile pool is closed.');
  }
}

/** Every worker has stopped (each stop has already failed the groups it held): nothing is left to compile on. */
class AllWorkersStoppedError extends Error {
  constructor() {
    super('Every compile worker stopped.');
  }
}

/**
 * Worker threads for this machine: one core is left to the main thread, which
 * renders, indexes and writes pages while they compile. Compiling in a thread
 * also keeps V8's optimising compiler and garbage collector busy on other
 * threads: on two cores, a second worker made the devdocs build no faster
 * (19.7 s either way, the median of four) and cost 5 s more CPU and 260 MB.
 * Measured again on 27 Nov, it made the corpus's build about a tenth faster
 * in a quiet hour (less, and not every time, when started only once a core
 * sat idle), but took its peak memory past issue 9's 600 MB (bench/NOTES.md).
 */
function defaultWorkerCount(): number {
  return Math.min(availableParallelism() - 1, 8);
}

export interface CompilePoolOptions {
  workers?: number;
  /**
   * Never compile on the main thread (docgen serve): there a page whose code
   * never ends cannot be stopped, and the process must end (see
   * cli/hang-watch.ts), while a worker is stopped and replaced. One worker at
   * least, however few the pages; with none to compile, it starts behind the
   * build, which need not wait for it.
   */
  offMainThread?: boolean;
  /** The last build's pool (docgen serve's), taken over when it has the workers this build needs, or else closed. */
  previous?: CompilePool;
}

/** Compiles Markdown on worker threads when the site is big enough and the machine has cores to spare. */
export async function createCompilePool(environment: CompileEnvironment, pageCount: number, { workers = defaultWorkerCount(), offMainThread = false, previous }: CompilePoolOptions = {}): Promise<CompilePool> {
  const size = pageCount >= MIN_PAGES_FOR_WORKERS && workers >= 1 ? workers : offMainThread ? 1 : 0;
  if (previous) {
    if (previous.threads === size && size > 0 && previous.renew(environment)) return previous;
    await previous.close();
  }
  if (size === 0) {
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
      renew: () => false,
      close: async () => {
        closed = true;
      },
      threads: 0,
    };
  }

  // The workers leave code blocks to a thread of their own (see deferred-code.ts), which loads its highlighter while they start.
  const codeMarker = `docgen-code-${randomBytes(8).toString('hex')}`;
  const highlighting = HighlightThread.start(environment.codeThemes, codeMarker);
  /** What the workers compile for: a worker started in place of a stopped one is given the latest (see renew). */
  let current = environment;
  highlighting.catch(() => {}); // awaited with the first answer
  // A group that runs past it is stopped with its worker (see time-limit.ts).
  const limitSeconds = timeLimitSeconds();
  /** Groups sent to each running worker and not yet answered. */
  const load = new Map<Worker, number>();
  type Waiter = { resolve: (worker: Worker) => void; reject: (error: Error) => void };
  const waiting: Waiter[] = [];
  let closed = false;
  /** Set by keepOneReady: the worker kept; the others end once they have answered. */
  let kept: Worker | undefined;
  /** Workers starting in place of stopped ones: a group waits for them rather than failing. */
  let replacing = 0;
  const take = (worker: Worker) => {
    load.set(worker, load.get(worker)! + 1);
    return worker;
  };
  /**
   * The least loaded worker that can take another group. An urgent group goes
   * to one even when it is full: the worker puts it at the front of its queue
   * at once. Waiting here for a free place, it would wait for the main thread,
   * busy rendering, to take an answer, while the worker went on through its queue.
   */
  const freeWorker = (urgent: boolean) => {
    let free: Worker | undefined;
    for (const [worker, groups] of load) {
      if ((urgent || groups < GROUPS_PER_WORKER) && (kept === undefined || worker === kept) && (free === undefined || groups < load.get(free)!)) free = worker;
    }
    return free;
  };
  const acquire = (urgent: boolean) =>
    new Promise<Worker>((resolve, reject) => {
      if (closed) return reject(new PoolClosedError());
      const free = freeWorker(urgent);
      if (free) resolve(take(free));
      else if (load.size === 0 && replacing === 0) reject(new AllWorkersStoppedError());
      else waiting.push({ resolve, reject });
    });
  const retire = (worker: Worker) => {
    load.delete(worker);
    return endWorker(worker);
  };
  /** Gives waiting groups to `worker` while it has room. */
  const serveWaiting = (worker: Worker) => {
    while (waiting.length && load.get(worker)! < GROUPS_PER_WORKER) waiting.shift()!.resolve(take(worker));
  };
  const release = (worker: Worker) => {
    if (!load.has(worker)) return; // it stopped
    const groups = load.get(worker)! - 1;
    load.set(worker, groups);
    if (kept !== undefined && worker !== kept) {
      if (groups === 0) void retire(worker);
    } else serveWaiting(worker);
  };
  /** What ended a worker that threw where nothing awaited it (a timer a site's module started): its group's failure says so. */
  const thrown = new Map<Worker, unknown>();
  /** The group each worker is compiling (it says when it starts one), and since when. */
  const running = new Map<Worker, { id: number; since: number }>();
  /** Workers stopped for taking too long, with the group that did. */
  const overtime = new Map<Worker, number>();
  const adopt = (worker: Worker) => {
    load.set(worker, 0);
    // Without a listener, such an error would end the main thread too.
    worker.on('error', (error) => thrown.set(worker, error));
    worker.on('message', (message: { started?: number; id?: number }) => {
      if (message.started !== undefined) running.set(worker, { id: message.started, since: performance.now() });
      // Its answer: the worker is idle until it says it has started another.
      else if (message.id !== undefined && running.get(worker)?.id === message.id) running.delete(worker);
    });
    // A worker that stops (out of memory, say) gets no more groups; when none is left, nothing waits for one.
    worker.once('exit', () => {
      load.delete(worker);
      running.delete(worker);
      if (load.size === 0 && replacing === 0) for (const waiter of waiting.splice(0)) waiter.reject(closed ? new PoolClosedError() : new AllWorkersStoppedError());
    });
  };
  /** Starts a worker behind whatever waits for one (groups wait for it rather than failing); `stopped`, the worker it replaces. */
  const startBehind = (stopped?: Worker) => {
    replacing++;
    startWorker(current, codeMarker).then(
      (started) => {
        replacing--;
        if (closed) return void started.terminate();
        adopt(started);
        if (stopped !== undefined && kept === stopped) kept = started;
        serveWaiting(started);
      },
      (error: unknown) => {
        replacing--;
        for (const waiter of load.size === 0 ? waiting.splice(0) : []) waiter.reject(error instanceof Error ? error : new AllWorkersStoppedError());
      },
    );
  };
  /** Stops a worker whose group has run past the limit; the other groups it held go to the one started in its place. */
  const stopOvertime = (worker: Worker, id: number) => {
    overtime.set(worker, id);
    startBehind(worker);
    load.delete(worker);
    // Busy in a loop, it could not end itself: its esbuild service, if it started one, stays a zombie until docgen exits.
    void worker.terminate();
  };
  const watchdog = setInterval(() => {
    const now = performance.now();
    for (const [worker, { id, since }] of running) if (now - since > limitSeconds * 1000 && !overtime.has(worker)) stopOvertime(worker, id);
  }, Math.min(1000, limitSeconds * 250));
  watchdog.unref();
  if (pageCount === 0) for (let index = 0; index < size; index++) startBehind();
  else for (const worker of await Promise.all(Array.from({ length: size }, () => startWorker(environment, codeMarker)))) adopt(worker);
  let nextId = 0;
  const highlighted = async (outcomes: CompileOutcome[]) => {
    const compiled = outcomes.filter((outcome) => outcome.ok);
    if (compiled.length === 0) return outcomes;
    const filled = await (await highlighting).fill(compiled.map((outcome) => outcome.result.html));
    for (const [index, outcome] of compiled.entries()) outcome.result.html = filled[index]!;
    return outcomes;
  };
  /** Its outcomes; or, when its worker was stopped for another group's time, `undefined`: it is to be sent again. */
  const dispatch = (worker: Worker, group: CompileJob[], urgent: boolean) =>
    new Promise<CompileOutcome[] | undefined>((resolve, reject) => {
      const id = nextId++;
      const onMessage = (message: { id?: number; outcomes?: CompileOutcome[]; crash?: string }) => {
        if (message.id !== id) return;
        worker.off('message', onMessage).off('exit', onExit);
        if (message.crash) reject(new Error(`Compiling ${group.map((job) => job.file.path).join(', ')} crashed docgen:\n${message.crash}`));
        else resolve(message.outcomes!);
      };
      const onExit = (code: number) => {
        worker.off('message', onMessage);
        if (closed) reject(new PoolClosedError());
        else if (overtime.get(worker) === id) resolve(overtimeOutcomes(group, limitSeconds));
        else if (overtime.has(worker)) resolve(undefined);
        else reject(strayErrorOf(thrown.get(worker)) ?? new Error(`A compile worker stopped (exit code ${code}) while compiling ${group.map((job) => job.file.path).join(', ')}.`));
      };
      worker.on('message', onMessage).once('exit', onExit);
      worker.postMessage({ id, group, urgent } satisfies CompileRequest);
    });

  return {
    async run(group, options) {
      const urgent = options?.urgent ?? false;
      for (;;) {
        const worker = await acquire(urgent);
        let outcomes: CompileOutcome[] | undefined;
        try {
          outcomes = await dispatch(worker, group, urgent);
        } finally {
          release(worker);
        }
        // After the worker has its next group: at first the highlighting thread is still loading.
        if (outcomes) return highlighted(outcomes);
      }
    },
    async keepOneReady() {
      // The busiest worker stays; idle ones end now, busy ones when they have answered.
      if (load.size === 0) return; // every worker stopped: run() says so
      kept = [...load].reduce((busiest, entry) => (entry[1] > busiest[1] ? entry : busiest))[0];
      await Promise.all([...load].filter(([worker, groups]) => worker !== kept && groups === 0).map(([worker]) => retire(worker)));
    },
    renew(next) {
      if (closed || load.size === 0 || next.codeThemes.light !== current.codeThemes.light || next.codeThemes.dark !== current.codeThemes.dark) return false;
      current = next;
      for (const worker of load.keys()) worker.postMessage({ environment: next } satisfies NewEnvironment);
      return true;
    },
    get threads() {
      return load.size + replacing;
    },
    async close() {
      closed = true;
      clearInterval(watchdog);
      for (const waiter of waiting.splice(0)) waiter.reject(new PoolClosedError());
      await Promise.all([...[...load.keys()].map((worker) => endWorker(worker)), highlighting.then((thread) => thread.terminate(), () => {})]);
    },
  };
}

async function startWorker(environment: CompileEnvironment, codeMarker: string): Promise<Worker> {
  return untilReady(await startCompiledWorker('build/compile-worker.ts', { environment, codeMarker }, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }));
}
