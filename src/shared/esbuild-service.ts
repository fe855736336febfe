// esbuild runs as a service process, started by the first call on each
// thread. A worker thread that is terminated leaves its service's exit
// unread (libuv reads a child's exit on the loop of the thread that started
// it), so the process stays a zombie until docgen exits: one for each failed
// build in docgen serve. A worker that is ending stops its service and waits
// here until its exit has been read.
import { readFileSync } from 'node:fs';
import { stop } from 'esbuild';

/** The processes this thread started that have not been reaped (Linux), or undefined where the system does not say. */
function childrenOfThisThread(): string | undefined {
  try {
    // Read on the calling thread (a sync call), so thread-self is this worker's.
    return readFileSync('/proc/thread-self/children', 'utf8').trim();
  } catch {
    return undefined;
  }
}

const REAP_WAIT_MS = 1000;

/** Stops this thread's esbuild service, if it started one, and resolves once its exit has been read (on Linux; elsewhere after a short pause). */
export async function stopEsbuildService(): Promise<void> {
  await stop();
  const started = performance.now();
  // Each pause lets the loop run, which is where the exit is read.
  do await new Promise((resolve) => setTimeout(resolve, 1));
  while (childrenOfThisThread() && performance.now() - started < REAP_WAIT_MS);
}
