// Pagefind's library runs the indexer as a program of its own, started on the
// first request after a close, and never notices that program ending: a
// request it had sent is then never answered. Killed while it wrote the
// corpus's index (as the kernel does to a process when memory runs out), the
// build waited for ever; with nothing else left to wait on, Node ended it
// with exit code 13 and no message, and `docgen serve` waited without end,
// every later whole build behind it. The library does not say which process
// it started, so its start is caught on Node's child_process channel while
// it is asked to create an index, and every request races the program's end.
import type { ChildProcess } from 'node:child_process';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import * as pagefind from 'pagefind';
import { BuildError } from '../shared/errors.ts';

/** The indexer program the library started last: its end (a rejection saying how it ended), and whether docgen closed it. */
let program: { process: ChildProcess; end: Promise<never>; closed: boolean } | undefined;

/**
 * The index writers using the program now. The library has one program for
 * the whole process, and its close fails every request still waiting: with
 * two builds at once in one process (a program building two sites, or tests),
 * the first to finish failed the other's index ("Pagefind backend closed").
 * The last writer to finish closes it.
 */
let writers = 0;

/** A writer starts using the indexer program; it calls closePagefind once done. */
export function openPagefind(): void {
  writers += 1;
}

/**
 * pagefind.createIndex, noting the indexer program when the library starts
 * one for it; answered as untilAnswered answers.
 */
export function createPagefindIndex(config: Parameters<typeof pagefind.createIndex>[0]): ReturnType<typeof pagefind.createIndex> {
  if (closing) return closing.then(() => createPagefindIndex(config));
  const noteProgram = (message: unknown) => {
    const started = (message as { process: ChildProcess }).process;
    program = { process: started, end: endOf(started), closed: false };
    endedWithDocgen(started);
  };
  // The library starts its program synchronously within the call, so no other process is caught.
  subscribe('child_process', noteProgram);
  try {
    return answerOf(pagefind.createIndex(config));
  } finally {
    unsubscribe('child_process', noteProgram);
  }
}

/**
 * How long a failed request waits to learn whether the program has ended: the
 * library fails its requests once it cannot write to the program (EPIPE),
 * which Node may tell before the program's end, the better message.
 */
const END_KNOWN_MS = 1000;

/**
 * A request to the indexer (made by `ask`), or a BuildError once its program
 * has ended without answering. Once docgen has begun closing the program, the
 * request is not sent: written to the program docgen has killed, it failed
 * with EPIPE, which the library prints with its stack ("Service stopped …")
 * among the build's messages, as a page whose index document was ready just
 * after a failed build's close once did in CI.
 */
export function untilAnswered<T>(ask: () => Promise<T>): Promise<T> {
  if (program?.closed) return Promise.reject(new Error('The search indexer was closed.'));
  return answerOf(ask());
}

/** The request's answer, or a BuildError once the program it was sent to has ended without answering. */
function answerOf<T>(request: Promise<T>): Promise<T> {
  const asked = program;
  if (!asked) return request;
  return Promise.race([request, asked.end]).catch((error: unknown) => {
    // Requests left when docgen closes the program (a build that failed) fail at once, as the library fails them.
    if (asked.closed) throw error;
    return Promise.race([asked.end, new Promise<never>((_answered, reject) => setTimeout(() => reject(error), END_KNOWN_MS))]);
  });
}

/** A writer is done with the indexer program: the last one closes it, and its requests still waiting fail. */
export async function closePagefind(): Promise<void> {
  writers = Math.max(0, writers - 1);
  if (writers > 0) return;
  closing = (async () => {
    if (program) {
      program.closed = true;
      await endedBeforeClose(program.process);
    }
    await pagefind.close();
  })();
  try {
    await closing;
  } finally {
    closing = undefined;
  }
}

/**
 * The close under way, if any. An index created meanwhile (the next build
 * of `docgen serve`, after one that failed) waits for it: the library would
 * otherwise ask the program being ended, and fail.
 */
let closing: Promise<void> | undefined;

/**
 * The library's close stops reading the program's answers before it ends
 * the program, which, answering a request still waiting (a build that failed
 * while pages were being indexed), printed a Rust panic ("Broken pipe") among
 * docgen's messages: the program is ended first, and its end awaited.
 */
async function endedBeforeClose(started: ChildProcess): Promise<void> {
  // Not running (ended, or never started): nothing to wait for.
  if (started.exitCode !== null || started.signalCode !== null) return;
  await requestsWritten(started);
  if (!started.kill('SIGKILL')) return;
  await new Promise<void>((resolve) => {
    // A timer keeps Node running until the end comes, not the process's handle, which the library
    // unreferences whenever an answer leaves no request waiting: waiting on that handle alone, a
    // build once ended with exit code 13 in CI. Nor does the wait outlast a program that will not end.
    const waited = setTimeout(resolve, PROGRAM_END_WAIT_MS);
    started.once('exit', () => {
      clearTimeout(waited);
      resolve();
    });
  });
}

/** How long closing waits for the killed program's end (it comes within milliseconds), or for its requests to be written. */
const PROGRAM_END_WAIT_MS = 2000;

/**
 * Waits until the requests sent are written to the program, not longer than
 * PROGRAM_END_WAIT_MS: a large page still being written when the program was
 * killed failed with EPIPE, which the library prints with its stack.
 */
async function requestsWritten(started: ChildProcess): Promise<void> {
  const input = started.stdin;
  // Looked at, not waited on with 'drain': a stream emits that only after a write that filled its buffer,
  // and a smaller request held up by a full pipe would have kept the close waiting for the whole limit.
  const deadline = Date.now() + PROGRAM_END_WAIT_MS;
  while (input && !input.destroyed && input.writableLength > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, WRITTEN_CHECK_MS));
}

/** How often closing looks whether the requests sent have been written. */
const WRITTEN_CHECK_MS = 5;

/**
 * Ends the program when docgen exits while it runs (a build that stops on an
 * error, or on code that never ends): left behind, it went on until its next
 * answer found no one to read it, and printed a Rust panic ("Broken pipe")
 * under docgen's last message.
 */
function endedWithDocgen(started: ChildProcess): void {
  const end = () => started.kill();
  process.once('exit', end);
  started.once('exit', () => process.off('exit', end));
}

function endOf(program: ChildProcess): Promise<never> {
  const end = new Promise<never>((_answered, reject) => {
    program.once('exit', (code, signal) => reject(new BuildError(`The search indexer (Pagefind's program) stopped ${signal ? `on ${signal}` : `with exit code ${code}`} before the index was made. Build again; if it stops again, a message from Pagefind above may say why.`)));
    program.once('error', (error) => reject(new BuildError(`The search indexer (Pagefind's program) could not run: ${error.message}`)));
  });
  // Raced by the requests waiting on the program, when there are any: its end after a close is no failure.
  end.catch(() => {});
  return end;
}
