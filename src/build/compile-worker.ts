// Worker thread: compiles pages sent by the pool with its own highlighter.
import { parentPort, workerData } from 'node:worker_threads';
import { PageCompiler, type CompileEnvironment, type CompileJob } from './page-compiler.ts';

const compiler = await PageCompiler.create((workerData as { environment: CompileEnvironment }).environment);

parentPort!.on('message', async ({ id, job }: { id: number; job: CompileJob }) => {
  try {
    parentPort!.postMessage({ id, outcome: await compiler.run(job) });
  } catch (error) {
    parentPort!.postMessage({ id, crash: (error as Error).stack ?? String(error) });
  }
});
parentPort!.postMessage({ ready: true });
