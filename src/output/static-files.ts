import { existsSync, lstatSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from '../shared/errors.ts';
import { isHiddenName } from '../shared/hidden-names.ts';
import type { AtomicOutput } from './atomic-output.ts';
import { outputFailure } from './output-failure.ts';

/**
 * Copies the static folder as it is into the output, files with their own
 * times: an unchanged file then keeps its offline precache revision, which
 * is known by size and time, instead of being read and hashed by every build.
 * Hidden files are left out; anything that is neither a file, a folder nor a
 * link (a named pipe, a socket) is an error naming it, as it cannot be served.
 * Each file copied is recorded in the output with its size and time (its
 * precache revision is known by them, see service-worker.ts).
 */
export async function copyStatic(staticDir: string, output: AtomicOutput): Promise<void> {
  if (!existsSync(staticDir)) return;
  const copied = (source: string) => {
    if (isHiddenName(path.basename(source))) return false;
    const entry = lstatSync(source);
    if (!entry.isFile() && !entry.isDirectory() && !entry.isSymbolicLink()) {
      throw new BuildError('This is neither a file nor a folder (a named pipe, a socket or a device), so it cannot be published: move it out of the static folder.', { file: source });
    }
    if (entry.isFile()) output.recordCopied(path.relative(staticDir, source), { size: entry.size, mtimeMs: entry.mtimeMs });
    return true;
  };
  await cp(staticDir, output.tempDir, { recursive: true, preserveTimestamps: true, filter: copied }).catch((error: unknown) => {
    throw outputFailure(error, 'copy the static folder into the output folder', staticDir);
  });
}
