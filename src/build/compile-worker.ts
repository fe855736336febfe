// Worker thread: compiles the groups of pages sent by the pool with its own highlighter.
import { parentPort, workerData } from 'node:worker_threads';
import type { CompileEnvironment, CompileJob } from './compile-job.ts';
import { PageCompiler } from './page-compiler.ts';

const compiler = await PageCompiler.create((workerData as { environment: CompileEnvironment }).environment);

async function answer({ id, group }: { id: number; group: CompileJob[] }): Promise<void> {
  try {
    parentPort!.postMessage({ id, outcomes: await compiler.runGroup(group) });
  } catch (error) {
    parentPort!.postMessage({ id, crash: (error as Error).stack ?? String(error) });
  }
}

// The pool sends the next group before this one is done: groups are compiled
// one after the other, never interleaved (a group's copies share a parse).
let queue = Promise.resolve();
parentPort!.on('message', (message: { id: number; group: CompileJob[] }) => {
  queue = queue.then(() => answer(message));
});
parentPort!.postMessage({ ready: true });
