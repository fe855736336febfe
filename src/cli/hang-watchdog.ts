// Worker thread: watches the main thread's heartbeat (hang-watch.ts). When it
// has not moved for the time limit, the main thread is running one task that
// does not end. Through an inspector session (whose messages V8 takes between
// the thread's instructions), the watchdog pauses it, takes its stack, names
// the site's innermost frame as an author's error (or, when the loop is
// elsewhere, the frames it is in), and ends the process with exit code 1.
import { writeSync } from 'node:fs';
import inspector from 'node:inspector';
import { workerData } from 'node:worker_threads';
import { BuildError } from '../shared/errors.ts';
import { unmappedSiteFrame, type StackFrame } from '../shared/site-frames.ts';
import { mdxFileOf } from '../markdown/mdx-error-position.ts';
import { authorErrorLines } from './report.ts';
import { HEARTBEAT_MS } from '../shared/time-limit.ts';

const { beat, limitSeconds } = workerData as { beat: SharedArrayBuffer; limitSeconds: number };
const heartbeat = new Int32Array(beat);
// Twice a beat: a beat is never missed.
const CHECK_MS = HEARTBEAT_MS / 2;

// Opened only once the main thread is stuck (the connection is made between its instructions, as
// the messages are): an open session would have Node end every exit with "Waiting for the debugger
// to disconnect...".
const session = new inspector.Session();
const post = <T>(method: string, params?: object) =>
  new Promise<T>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))));

interface PausedFrame {
  functionName: string;
  location: { scriptId: string; lineNumber: number; columnNumber?: number };
}

/** The main thread's stack, innermost frame first, with each frame's script. */
async function mainThreadStack(): Promise<StackFrame[]> {
  session.connectToMainThread();
  const scripts = new Map<string, string>();
  session.on('Debugger.scriptParsed', ({ params }: { params: { scriptId: string; url: string } }) => scripts.set(params.scriptId, params.url));
  // Enabling reports every script already loaded, before it answers.
  await post('Debugger.enable');
  const paused = new Promise<PausedFrame[]>((resolve) => session.once('Debugger.paused', ({ params }: { params: { callFrames: PausedFrame[] } }) => resolve(params.callFrames)));
  await post('Debugger.pause');
  return (await paused).map(({ functionName, location }) => ({
    name: functionName || undefined,
    location: scripts.get(location.scriptId) ?? '',
    line: location.lineNumber + 1,
    column: (location.columnNumber ?? 0) + 1,
  }));
}

function report(stack: StackFrame[]): string {
  const stuck = `ran for more than ${limitSeconds} s without a pause, so docgen stopped`;
  const error = authorErrorOf(stack, stuck);
  if (error) return `error: ${authorErrorLines(error)![0]}\n`;
  const frames = stack.slice(0, 8).map(({ name = '(anonymous)', location, line, column }) => `    at ${name} (${location.startsWith('data:') ? 'data:…' : location}:${line}:${column})`);
  // Not the site's own files: a package it uses (a plugin from npm), or docgen itself.
  return `error: docgen's main thread ${stuck}, in:\n${frames.join('\n')}\nIf these are docgen's own files, this is a bug in docgen: please report it.\n`;
}

/** The author's error at the innermost place of the site's own in the stack: an MDX page, or one of its modules. */
function authorErrorOf(stack: StackFrame[], stuck: string): BuildError | undefined {
  const siteFrames = stack.map(unmappedSiteFrame);
  const siteIndex = siteFrames.findIndex((frame) => frame !== undefined);
  const pageIndex = stack.findIndex((frame) => mdxFileOf(frame.location) !== undefined);
  // An MDX page's own code (an expression in it), nearer than any of the site's modules: its line is
  // known only by compiling the page again with a source map, so the page alone is named.
  if (pageIndex !== -1 && (siteIndex === -1 || pageIndex < siteIndex)) {
    return new BuildError(`${pageIndex === 0 ? "This page's code" : "What this page's code calls"} ${stuck}: it may loop forever.`, { file: mdxFileOf(stack[pageIndex]!.location) });
  }
  if (siteIndex === -1) return undefined;
  const site = siteFrames[siteIndex]!;
  // Where the site's code calls into a package that loops, the call is the place to name.
  const own = siteIndex === 0;
  const what = site.name === '(anonymous)' ? (own ? 'This code' : 'What this code calls') : own ? `The function ${site.name}` : `What ${site.name} calls here`;
  return new BuildError(`${what} ${stuck}: it may loop forever.`, { file: site.file, line: site.line, column: site.column });
}

async function stopMainThread(): Promise<void> {
  let message: string;
  try {
    message = report(await mainThreadStack());
  } catch (error) {
    message = `docgen's main thread ran for more than ${limitSeconds} s without a pause, and where could not be found (${String(error)}); docgen stopped.\n`;
  }
  writeSync(2, message);
  await post('Debugger.resume').catch(() => {});
  await post('Debugger.disable').catch(() => {});
  // Run on the main thread in the middle of its task, as the pause was, so the exit code is 1. Its
  // standard error is closed first: with this session open, Node would end it with "Waiting for
  // the debugger to disconnect...", which no debugger of the author's would answer.
  // (process.getBuiltinModule came in Node 20.16: before it, the line shows.)
  session.post('Runtime.evaluate', { expression: "process.getBuiltinModule?.('node:fs').closeSync(2); process.exit(1)" });
}

let last = Atomics.load(heartbeat, 0);
let still = 0;
let stopping = false;
// Never cleared: the session's answers come to this thread's event loop, which this timer keeps alive.
setInterval(() => {
  if (stopping) return;
  const now = Atomics.load(heartbeat, 0);
  if (now !== last) {
    last = now;
    still = 0;
    return;
  }
  // Counted in checks, not in time: a process suspended and resumed has not hung.
  if (++still * CHECK_MS < limitSeconds * 1000) return;
  stopping = true;
  void stopMainThread();
}, CHECK_MS);
