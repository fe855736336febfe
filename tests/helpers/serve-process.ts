// `docgen serve` run as an author runs it, in a process of its own, for the
// tests of what it does on a save.
import { spawn, type ChildProcess } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { RELOAD_PATH } from '../../src/server/static-server.ts';
import { launchChromium } from './browser.ts';
import { copyFixture, PROJECT_ROOT, SITE_COPIES, tempDir } from './build.ts';

export type ServeProcess = Awaited<ReturnType<typeof startServe>>;

/** The serve processes running, whose output a failed test prints: it is what tells why an awaited reload never came. */
const running = new Map<ChildProcess, () => string>();
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const [child, output] of running) process.stderr.write(`docgen serve (exit code ${child.exitCode ?? 'none yet'}) printed:\n${output()}\n`);
  });
});

/** Waits, polling, until `condition` holds. */
export async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  for (let waited = 0; !condition(); waited += 25) {
    if (waited > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let saves = 0;

/**
 * Saves `text` to `file` (in a copy of a fixture site) whole, as an editor
 * that saves safely does: written beside the site and renamed over the file,
 * so the watcher sees one change. Written in place, the file is emptied and
 * then written, and in a busy test run serve at times saw the two apart: it
 * rebuilt twice for one save (two reloads where a test waited for one), the
 * first time from the emptied file. Saves in place are serve-saves' to test.
 */
export function save(file: string, text: string): void {
  if (path.relative(SITE_COPIES, file).startsWith('..')) throw new Error(`save() is for the copies of fixture sites, not ${file}`);
  const written = path.join(SITE_COPIES, `.saving-${process.pid}-${++saves}`);
  writeFileSync(written, text);
  renameSync(written, file);
}

/**
 * `docgen serve` as an author runs it, on a free port; its output is collected
 * for the assertions and for failures. `preload`: a module run first in its
 * process, to stand in for a condition of the machine; `args`: more of serve's
 * options; `env`: more environment, for the preloaded module. Its output
 * goes to a folder of its own, or where serve puts it by default with
 * `defaultOutput`.
 */
export async function startServe(site: string, { preload, args = [], env = {}, defaultOutput = false }: { preload?: string; args?: string[]; env?: Record<string, string>; defaultOutput?: boolean } = {}): Promise<{ child: ChildProcess; origin: string; output: () => string; outDir?: string }> {
  const outDir = defaultOutput ? undefined : path.join(await tempDir('serve'), 'out');
  const out = outDir ? ['--out', outDir] : [];
  const child = spawn(process.execPath, [...(preload ? ['--import', pathToFileURL(preload).href] : []), 'bin/docgen.js', 'serve', '--port', '0', '--config', path.join(site, 'site.config.ts'), ...out, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, CI: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const serve = { child, output: () => output };
  running.set(child, serve.output);
  await until(() => /Serving at http:\/\/\S+/.test(output) || child.exitCode !== null, 'docgen serve to start', 120_000);
  if (child.exitCode !== null) throw new Error(`docgen serve exited with code ${child.exitCode}:\n${output}`);
  return { ...serve, origin: /Serving at (http:\/\/[^/\s]+)/.exec(output)![1]!, ...(outDir ? { outDir } : {}) };
}

/** The HTML `docgen serve` answers for `route`. */
export function pageOf(serve: ServeProcess, route: string): Promise<string> {
  return fetch(`${serve.origin}${route}`).then((response) => response.text());
}

/** The page once it has the text, or as it is after a minute without. */
export async function pageOnceItHas(serve: ServeProcess, route: string, text: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  let html = await pageOf(serve, route);
  while (!html.includes(text) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    html = await pageOf(serve, route);
  }
  return html;
}

export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child) return;
  running.delete(child);
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The live-reload channel as an open page sees it: its events in order, each as `event` and `data`. */
export function subscribe(origin: string): Promise<{ events: { event: string; data: string }[]; close: () => void }> {
  return new Promise((resolve, reject) => {
    const events: { event: string; data: string }[] = [];
    const request = get(`${origin}${RELOAD_PATH}`, (response) => {
      let buffered = '';
      response.on('data', (chunk: Buffer) => {
        buffered += chunk;
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop()!;
        for (const block of blocks) {
          const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          const data = field('data');
          if (data !== undefined) events.push({ event: field('event') ?? 'message', data });
        }
      });
      resolve({ events, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

/**
 * For a describe block: `docgen serve` on a fresh copy of the mini-site, and
 * Chromium, started before its tests and stopped after them.
 */
export function servedMiniSite(): { readonly site: string; readonly serve: ServeProcess; readonly browser: Browser } {
  const started: { site?: string; serve?: ServeProcess; browser?: Browser } = {};
  beforeAll(async () => {
    started.site = await copyFixture('mini-site');
    started.serve = await startServe(started.site);
    started.browser = await launchChromium();
  });
  afterAll(async () => {
    await started.browser?.close();
    await stop(started.serve?.child);
  });
  return {
    get site() {
      return started.site!;
    },
    get serve() {
      return started.serve!;
    },
    get browser() {
      return started.browser!;
    },
  };
}
