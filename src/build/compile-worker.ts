// Worker thread: compiles the groups of pages sent by the pool. Its code
// blocks are left for the highlighting thread (see deferred-code.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { CompileEnvironment, CompileJob } from './compile-job.ts';
import { PageCompiler } from './page-compiler.ts';
import { setActiveTranslations } from '../i18n/translate.ts';
import { stopEsbuildService } from '../shared/esbuild-service.ts';

/** A group from the pool; an urgent one (a page a reader is waiting for) goes before those already queued. */
export interface CompileRequest {
  id: number;
  group: CompileJob[];
  urgent: boolean;
}

/** Tells the worker that the groups from now on are of another build of the site (docgen serve keeps its worker from one build to the next). */
export interface NewEnvironment {
  environment: CompileEnvironment;
}

const { environment, codeMarker } = workerData as { environment: CompileEnvironment; codeMarker: string };

/** A compiler for the build's environment: nothing of the last build's (its site modules, its plugins) is kept. */
function compilerFor(environment: CompileEnvironment): Promise<PageCompiler> {
  // Admonitions' titles and code blocks' buttons in the site's language.
  setActiveTranslations(environment.translations);
  const compiler = PageCompiler.create(environment, { codeMarker });
  compiler.catch(() => {}); // a failure is each group's to report
  return compiler;
}

let compiler = compilerFor(environment);
await compiler;

async function answer({ id, group }: CompileRequest): Promise<void> {
  // The pool times each group from here: one that never ends is stopped (compile-pool.ts).
  parentPort!.postMessage({ started: id });
  try {
    parentPort!.postMessage({ id, outcomes: await (await compiler).runGroup(group) });
  } catch (error) {
    parentPort!.postMessage({ id, crash: (error as Error).stack ?? String(error) });
  }
}

// The pool sends groups ahead, so that this thread goes on at once while the
// main thread is busy. They are compiled one after the other, never
// interleaved (a group's copies share a parse).
const queue: CompileRequest[] = [];
let compiling = false;

/** Lets the messages that have arrived in (an urgent group) reach the queue: compiling a group seldom waits for anything but promises. */
const messagesIn = () => new Promise((resolve) => setImmediate(resolve));

async function compileQueued(): Promise<void> {
  compiling = true;
  for (let request = queue.shift(); request; await messagesIn(), request = queue.shift()) await answer(request);
  compiling = false;
}

/** The pool is done with this thread (endWorker): its esbuild service, which site modules started, ends with it. */
async function end(): Promise<never> {
  await stopEsbuildService();
  process.exit(0);
}

parentPort!.on('message', (request: CompileRequest | NewEnvironment | { end: true }) => {
  if ('end' in request) return void end();
  // Taken at once, not queued behind groups: it comes between builds, when none is left (an urgent group would pass it in the queue).
  if ('environment' in request) return void (compiler = compilerFor(request.environment));
  if (request.urgent) queue.unshift(request);
  else queue.push(request);
  if (!compiling) void compileQueued();
});
parentPort!.postMessage({ ready: true });
