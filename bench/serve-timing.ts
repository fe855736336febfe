// Measures `docgen serve`: the time until it serves, the time from saving an
// edited doc to the reload message that open pages receive, and for a new doc
// (a whole build) the time to that message and to its search index.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { RELOAD_PATH } from '../src/server/static-server.ts';

export interface ServeTiming {
  /** Start → "Serving at": pages can be opened. */
  readyMs: number;
  /** Ready → a first page (HTML) answered with 200. */
  firstPageMs: number;
  /** Start → the first whole build finished (search index included). */
  builtMs: number;
  /** Save → reload message, for each edit. */
  rebuildMs: number[];
  /** A new doc saved → the reload message, and → the search index with it written. */
  newDoc?: { reloadMs: number; indexedMs: number };
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

/** Collects a child's output; `waitFor` resolves when a pattern has appeared, earlier output included. */
function outputOf(child: ChildProcess) {
  let seen = '';
  const listeners = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    seen += chunk;
    for (const listener of listeners) listener();
  });
  return {
    /** How much has been printed, for `waitFor` to look only at what follows. */
    get length() {
      return seen.length;
    },
    waitFor(pattern: RegExp, timeoutMs: number, from = 0): Promise<void> {
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
        };
        const check = () => {
          if (!pattern.test(seen.slice(from))) return;
          done();
          resolve();
        };
        const onExit = (code: number | null) => {
          done();
          reject(new Error(`docgen serve exited with code ${code}:\n${seen}`));
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`docgen serve did not print ${pattern} within ${timeoutMs} ms:\n${seen}`));
        }, timeoutMs);
        listeners.add(check);
        child.once('exit', onExit);
        check();
      });
    },
  };
}

/** Time until `pagePath` is answered with 200. */
function timePage(port: number, pagePath: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pagePath }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`docgen serve answered ${pagePath} with ${response.statusCode}`))));
    }).on('error', reject);
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
 * Starts `docgen serve` on `configPath`, waits until it serves, opens
 * `pagePath`, waits for the first build to end, then appends a paragraph to
 * `editFile` `edits` times, timing each save → reload message. With
 * `newDocFile`, then saves a new doc there (and deletes it afterwards).
 */
export async function measureServe(projectRoot: string, configPath: string, outDir: string, pagePath: string, editFile: string, edits = 3, newDocFile?: string): Promise<ServeTiming> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['bin/docgen.js', 'serve', '--config', configPath, '--out', outDir, '--port', String(port)], { cwd: projectRoot, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = outputOf(child);
  try {
    await output.waitFor(/Serving at/, 300_000);
    const readyMs = performance.now() - started;
    const firstPageMs = await timePage(port, pagePath);
    await output.waitFor(/Built \d+ pages/, 300_000);
    const builtMs = performance.now() - started;
    const stream = await reloadStream(port);
    const rebuildMs: number[] = [];
    let newDoc: ServeTiming['newDoc'];
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
      if (newDocFile) newDoc = await timeNewDoc(newDocFile, stream, output);
    } finally {
      stream.close();
      if (newDocFile) await rm(newDocFile, { force: true });
    }
    return { readyMs, firstPageMs, builtMs, rebuildMs, newDoc };
  } finally {
    // It finishes writing its cache before exiting; the next start may read it.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/** Saves a new doc: a whole build, whose search index is written after the reload. */
async function timeNewDoc(file: string, stream: { next: () => Promise<void> }, output: ReturnType<typeof outputOf>): Promise<NonNullable<ServeTiming['newDoc']>> {
  const reloaded = stream.next();
  const from = output.length;
  const saved = performance.now();
  await writeFile(file, '---\ntitle: A doc added by the benchmark\n---\n\nSaved while the site is served, with a word of its own: benchmarkzebra.\n');
  await reloaded;
  const reloadMs = performance.now() - saved;
  await output.waitFor(/Search index updated/, 60_000, from);
  return { reloadMs, indexedMs: performance.now() - saved };
}
