// Measures `docgen serve`: the time until it serves, and the time from saving
// an edited doc to the reload message that open pages receive.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { RELOAD_PATH } from '../src/server/static-server.ts';

export interface ServeTiming {
  readyMs: number;
  /** Save → reload message, for each edit. */
  rebuildMs: number[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`docgen serve did not print ${pattern} within ${timeoutMs} ms:\n${seen}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      seen += chunk;
      if (pattern.test(seen)) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`docgen serve exited with code ${code}:\n${seen}`)));
  });
}

/** Listens to the live-reload stream as an open page does; resolves on each message. */
function reloadStream(port: number): Promise<{ next: () => Promise<void>; close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: RELOAD_PATH }, (response: IncomingMessage) => {
      let waiter: (() => void) | undefined;
      response.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('data:')) waiter?.();
      });
      resolve({ next: () => new Promise((done) => (waiter = done)), close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

/**
 * Starts `docgen serve` on `configPath`, waits until it serves, then appends a
 * paragraph to `editFile` `edits` times, timing each save → reload message.
 */
export async function measureServe(projectRoot: string, configPath: string, outDir: string, editFile: string, edits = 3): Promise<ServeTiming> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['bin/docgen.js', 'serve', '--config', configPath, '--out', outDir, '--port', String(port)], { cwd: projectRoot, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    await waitForOutput(child, /Serving at/, 300_000);
    const readyMs = performance.now() - started;
    const stream = await reloadStream(port);
    const rebuildMs: number[] = [];
    try {
      for (let edit = 1; edit <= edits; edit++) {
        const reloaded = stream.next();
        const saved = performance.now();
        await appendFile(editFile, `\nAn edit made by the benchmark, number ${edit}.\n`);
        await reloaded;
        rebuildMs.push(performance.now() - saved);
        // Let the watcher settle before the next edit.
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    } finally {
      stream.close();
    }
    return { readyMs, rebuildMs };
  } finally {
    // It finishes writing its cache before exiting; the next start may read it.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
