// One docgen process at a time writes an output folder. Two builds into one
// folder (a build in each of two terminals, CI steps run in parallel) each
// swapped in their own pending output: the second swap found the folder gone
// under it and failed, or took files from an output the first was removing.
// A build waits for the one before it; `docgen serve`, which writes its
// folder for as long as it runs, cannot wait, and stops with a line saying why.
//
// proper-lockfile's lock is a folder beside the output whose time the holder
// keeps fresh: one left by a process killed with SIGKILL (Ctrl-C and a crash
// remove theirs) is taken over once that time is STALE_SECONDS old. Unlike a lock
// that names a process, it holds across containers that share the folder.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lockfile from 'proper-lockfile';
import { outputFailure } from './output-failure.ts';

/** How old a lock is when taken for that of a process that was killed; its holder refreshes it four times as often. */
export const STALE_SECONDS = 20;
const STALE_MS = STALE_SECONDS * 1000;

/** How often a build that waits tries the lock again. */
const RETRY_MS = 250;

/** Releases the lock (at once if it was lost meanwhile). */
export type ReleaseOutput = () => Promise<void>;

/** The lock of `outDir`: a folder beside it, where the pending outputs are made too. */
export function outputLockPath(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.lock`);
}

/**
 * Takes the lock on `outDir`. While another process holds it, `onBusy` is
 * called once: it returns 'wait' to wait for it, or 'stop' to give up, which
 * rejects with a BusyOutputError.
 */
export async function lockOutput(outDir: string, onBusy: () => 'wait' | 'stop'): Promise<ReleaseOutput> {
  const lockPath = outputLockPath(outDir);
  let told = false;
  for (;;) {
    try {
      const release = await lockfile.lock(outDir, {
        lockfilePath: lockPath,
        realpath: false,
        stale: STALE_MS,
        update: STALE_MS / 4,
        // Lost only when this process's event loop stood still for STALE_MS (or the lock was removed by hand): the build goes on as builds did before there was a lock.
        onCompromised: () => process.stderr.write(`warning: docgen's lock on ${outDir} was lost; another build may write it at the same time.\n`),
      });
      return () => release().catch(() => {});
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      // The output's parent folder is made, as a build makes it, and the lock tried again.
      if (code === 'ENOENT') {
        await mkdir(path.dirname(outDir), { recursive: true }).catch((failure: unknown) => Promise.reject(outputFailure(failure, 'make the output folder', outDir)));
        continue;
      }
      if (code !== 'ELOCKED') throw outputFailure(error, 'make the output folder', outDir);
      if (!told && onBusy() === 'stop') throw new BusyOutputError(outDir);
      told = true;
      await sleep(RETRY_MS);
    }
  }
}

/** Another docgen process writes the output folder. */
export class BusyOutputError extends Error {
  constructor(readonly outDir: string) {
    super(`Another docgen process is writing ${outDir}.`);
  }
}
