import { Worker } from 'node:worker_threads';

// Workers do not inherit the main thread's tsx registration on Node 20, so a
// small script registers it before loading the TypeScript worker module.
const WORKER_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.entry); });
`;

/** A worker thread running the TypeScript module `entry` (a file URL), which reads `data` from workerData. */
export function startTypeScriptWorker(entry: URL, data: Record<string, unknown>): Worker {
  return new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: { ...data, entry: entry.href } });
}
