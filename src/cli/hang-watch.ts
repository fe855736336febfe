// A task of the main thread that never ends (a component that loops forever,
// in a React page, a theme component or a page compiled here rather than on a
// worker) would hang docgen without a word, and `docgen serve` with it. A
// thread of its own watches a heartbeat that the main thread's event loop
// keeps; when the beat stops for the time limit (time-limit.ts), it names the
// site's file and line the main thread is stuck in and ends the process
// (hang-watchdog.ts).
import inspector from 'node:inspector';
import type { Worker } from 'node:worker_threads';
import { startCompiledWorker } from '../shared/compiled-worker.ts';
import { HEARTBEAT_MS, timeLimitSeconds } from '../shared/time-limit.ts';

let watching: { worker: Promise<Worker>; beating: NodeJS.Timeout } | undefined;

/** Starts the watch, once per process. */
export function watchForHangs(): void {
  // An author's debugger pauses the thread at its breakpoints: that is no hang.
  if (watching || inspector.url() !== undefined) return;
  const beat = new Int32Array(new SharedArrayBuffer(4));
  const beating = setInterval(() => Atomics.add(beat, 0, 1), HEARTBEAT_MS);
  beating.unref();
  const worker = startCompiledWorker('cli/hang-watchdog.ts', { beat: beat.buffer, limitSeconds: timeLimitSeconds() });
  // The watch never keeps the process alive.
  worker.then((started) => started.unref(), () => {});
  watching = { worker, beating };
}

/** Ends the watch: a build run in a process that goes on (a test's) leaves no thread behind. */
export async function stopWatchingForHangs(): Promise<void> {
  if (!watching) return;
  const { worker, beating } = watching;
  watching = undefined;
  clearInterval(beating);
  // Referenced again while it ends, so that Node waits for that rather than leave the wait unsettled.
  await worker.then(
    (started) => {
      started.ref();
      return started.terminate();
    },
    () => {},
  );
}
