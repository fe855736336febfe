// Worker thread: compiles the groups of pages sent by the pool with its own highlighter.
import { parentPort, workerData } from 'node:worker_threads';
import type { CompileEnvironment, CompileJob } from './compile-job.ts';
import { PageCompiler } from './page-compiler.ts';

const compiler = await PageCompiler.create((workerData as { environment: CompileEnvironment }).environment);

parentPort!.on('message', async ({ id, group }: { id: number; group: CompileJob[] }) => {
  try {
    parentPort!.postMessage({ id, outcomes: await compiler.runGroup(group) });
  } catch (error) {
    parentPort!.postMessage({ id, crash: (error as Error).stack ?? String(error) });
  }
});
parentPort!.postMessage({ ready: true });
