// Worker thread: bundles the client and exits. esbuild's service process lives
// as long as the thread that started it, and it keeps the memory of the whole
// module graph (Mermaid's included); ending the thread ends the service, so a
// build does not carry that memory through its Markdown stage.
import { parentPort, workerData } from 'node:worker_threads';
import { BuildError } from '../shared/errors.ts';
import { bundleClient } from './client-bundle.ts';

const { baseUrl, customCss } = workerData as { baseUrl: string; customCss: string[] };
try {
  parentPort!.postMessage({ bundle: await bundleClient(baseUrl, customCss) });
} catch (error) {
  if (error instanceof BuildError) parentPort!.postMessage({ error: { message: error.message, location: error.location } });
  else parentPort!.postMessage({ crash: (error as Error).stack ?? String(error) });
}
