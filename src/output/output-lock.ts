// One docgen process at a time writes an output folder. Two builds into one
// folder (a build in each of two terminals, CI steps run in parallel) each
// swapped in their own pending output: the second swap found the folder gone
// under it and failed, or took files from an output the first was removing.
// A build waits for the build before it. `docgen serve` writes its folder for
// as long as it runs, so nothing can wait for it: a build or a second serve
// finding one there stops with a line saying why. (Both wait for the lock of
// a process that was killed.) The holder's kind is written beside the lock.
//
// proper-lockfile's lock is a folder beside the output whose time the holder
// keeps fresh: one left by a process killed with SIGKILL (Ctrl-C and a crash
// remove theirs) is taken over once that time is STALE_SECONDS old. Unlike a lock
// that names a process, it holds across containers that share the folder.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lockfile from 'proper-lockfile';
import { outputFailure } from './output-failure.ts';

/** How old a lock is when taken for that of a process that was killed. */
export const STALE_SECONDS = 20;
const STALE_MS = STALE_SECONDS * 1000;

/** How often its holder refreshes the lock's time: a lock unchanged for twice as long is a killed process's. */
const UPDATE_MS = 2000;

/** How often a process that waits tries the lock again. */
const RETRY_MS = 250;

/** Releases the lock (at once if it was lost meanwhile). */
export type ReleaseOutput = () => Promise<void>;

/** What holds an output folder's lock: a build, which ends, or a serve, which writes until it is stopped. */
export type OutputWriter = 'build' | 'serve';

/** The lock of `outDir`: a folder beside it, where the pending outputs are made too. */
export function outputLockPath(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.lock`);
}

/** The file beside the lock that names a serve holding it (not in the lock's folder, which is removed as an empty one). */
const holderPath = (lockPath: string) => `${lockPath}.holder`;

/**
 * Takes the lock on `outDir` for `writer`. While another process holds it,
 * a build waits for a build (`onWaiting` is called once); a lock held by a
 * serve, or any lock a serve finds, is waited for only if its holder was
 * killed: one that is kept fresh rejects with a BusyOutputError naming it.
 */
export async function lockOutput(outDir: string, { writer, onWaiting }: { writer: OutputWriter; onWaiting: (holder: OutputWriter) => void }): Promise<ReleaseOutput> {
  const lockPath = outputLockPath(outDir);
  let waiting = false;
  /** The lock's time when this process first found it held, and when that was. */
  let found: { mtimeMs: number; at: number } | undefined;
  for (;;) {
    try {
      const release = await lockfile.lock(outDir, {
        lockfilePath: lockPath,
        realpath: false,
        stale: STALE_MS,
        update: UPDATE_MS,
        // Lost only when this process's event loop stood still for STALE_MS (or the lock was removed by hand): the build goes on as builds did before there was a lock.
        onCompromised: () => process.stderr.write(`warning: docgen's lock on ${outDir} was lost; another build may write it at the same time.\n`),
      });
      // Only a serve is named, and a build removes the name a serve stopped by a signal left.
      const holder = holderPath(lockPath);
      await (writer === 'serve' ? writeFile(holder, writer) : rm(holder, { force: true }));
      return () => rm(holder, { force: true }).then(() => release()).catch(() => {});
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      // The output's parent folder is made, as a build makes it, and the lock tried again.
      if (code === 'ENOENT') {
        await mkdir(path.dirname(outDir), { recursive: true }).catch((failure: unknown) => Promise.reject(outputFailure(failure, 'make the output folder', outDir)));
        continue;
      }
      if (code !== 'ELOCKED') throw outputFailure(error, 'make the output folder', outDir);
    }
    // A lock with no name beside it is a build's (or a serve's that has not yet written it: the next try reads it again).
    const holder: OutputWriter = (await readFile(holderPath(lockPath), 'utf8').catch(() => '')) === 'serve' ? 'serve' : 'build';
    if (writer === 'serve' || holder === 'serve') {
      // Gone meanwhile (released): tried again at once.
      const mtimeMs = await stat(lockPath).then((stats) => stats.mtimeMs, () => undefined);
      if (mtimeMs === undefined) continue;
      found ??= { mtimeMs, at: Date.now() };
      if (mtimeMs !== found.mtimeMs) throw new BusyOutputError(outDir, holder);
      if (Date.now() - found.at < 2 * UPDATE_MS) {
        await sleep(RETRY_MS);
        continue;
      }
    }
    if (!waiting) onWaiting(holder);
    waiting = true;
    await sleep(RETRY_MS);
  }
}

/** Another docgen process writes the output folder. */
export class BusyOutputError extends Error {
  constructor(
    readonly outDir: string,
    readonly holder: OutputWriter,
  ) {
    super(`A docgen ${holder} is writing ${outDir}.`);
  }
}
