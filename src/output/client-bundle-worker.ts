// Worker thread: bundles the client's scripts and exits. esbuild's service
// process lives as long as the thread that started it, and it keeps the
// memory of the whole module graph (Mermaid's included); ending the thread
// ends the service, so a build does not carry that memory through its
// Markdown stage.
import { parentPort, workerData } from 'node:worker_threads';
import { stopEsbuildService } from '../shared/esbuild-service.ts';
import { BuildError } from '../shared/errors.ts';
import { bundleScripts } from './client-bundle.ts';

const { baseUrl } = workerData as { baseUrl: string };
let reply;
try {
  reply = { scripts: await bundleScripts(baseUrl) };
} catch (error) {
  reply = error instanceof BuildError ? { error: { message: error.message, location: error.location } } : { crash: (error as Error).stack ?? String(error) };
}
// Before the reply, on which the thread is terminated: a service whose exit is not read stays a zombie.
await stopEsbuildService();
parentPort!.postMessage(reply);
