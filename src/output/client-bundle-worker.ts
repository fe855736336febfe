// Worker thread: bundles the client's scripts and exits. esbuild's service
// process lives as long as the thread that started it, and it keeps the
// memory of the whole module graph (Mermaid's included); ending the thread
// ends the service, so a build does not carry that memory through its
// Markdown stage.
import { parentPort, workerData } from 'node:worker_threads';
import { BuildError } from '../shared/errors.ts';
import { bundleScripts } from './client-bundle.ts';

const { baseUrl } = workerData as { baseUrl: string };
try {
  parentPort!.postMessage({ scripts: await bundleScripts(baseUrl) });
} catch (error) {
  if (error instanceof BuildError) parentPort!.postMessage({ error: { message: error.message, location: error.location } });
  else parentPort!.postMessage({ crash: (error as Error).stack ?? String(error) });
}
