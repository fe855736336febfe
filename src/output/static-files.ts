import { existsSync, lstatSync, readlinkSync, realpathSync, statSync, type Stats } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { BuildError, isAuthorError } from '../shared/errors.ts';
import { isHiddenName } from '../shared/hidden-names.ts';
import { isWithin } from '../shared/path-within.ts';
import type { AtomicOutput } from './atomic-output.ts';
import { outputFailure } from './output-failure.ts';

/**
 * Copies the static folders as they are into the output, files with their own
 * times: an unchanged file then keeps its offline precache revision, which
 * is known by size and time, instead of being read and hashed by every build.
 * A file in more than one folder is the first folder's (Docusaurus's
 * `staticDirectories` are listed in order of precedence). Hidden files are
 * left out; anything that is neither a file nor a folder (a named pipe, a
 * socket) is an error naming it, as it cannot be served. A link is copied as
 * what it links to: the output holds no links, which a host (or docgen's
 * server) would follow out of it, and the build's own files, written after
 * these, would be written through to wherever one pointed. Each file
 * copied is recorded in the output with its size and time (its precache
 * revision is known by them, see service-worker.ts).
 */
export async function copyStatic(staticDirs: readonly string[], output: AtomicOutput): Promise<void> {
  const published = new Set<string>();
  for (const staticDir of staticDirs) {
    if (!existsSync(staticDir)) continue;
    const copied = (source: string) => {
      if (isHiddenName(path.basename(source))) return false;
      const entry = linkedEntry(source);
      if (!entry.isFile() && !entry.isDirectory()) {
        throw new BuildError('This is neither a file nor a folder (a named pipe, a socket or a device), so it cannot be published: move it out of the static folder.', { file: source });
      }
      if (entry.isFile()) {
        const name = path.relative(staticDir, source);
        if (published.has(name)) return false;
        published.add(name);
        output.recordCopied(name, { size: entry.size, mtimeMs: entry.mtimeMs });
      }
      return true;
    };
    await cp(staticDir, output.tempDir, { recursive: true, dereference: true, preserveTimestamps: true, filter: copied }).catch((error: unknown) => {
      if (isAuthorError(error)) throw error;
      throw outputFailure(error, 'copy the static folder into the output folder', staticDir);
    });
  }
}

/** What a static file or folder is, following a link to what it names; a link to nothing is an error naming it. */
function linkedEntry(source: string): Stats {
  try {
    const entry = statSync(source);
    // A link to a folder that holds it would be copied into itself without end.
    if (entry.isDirectory() && lstatSync(source).isSymbolicLink() && isWithin(realpathSync(source), realpathSync(path.dirname(source)))) {
      throw Object.assign(new Error('a link to a folder that holds it'), { code: 'ELOOP' });
    }
    return entry;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ELOOP') {
      throw new BuildError(`This link ${code === 'ELOOP' ? 'leads round in a loop' : `leads to nothing (${readlinkSync(source)})`}, so it cannot be published: mend it, or move it out of the static folder.`, { file: source });
    }
    throw error;
  }
}

/** Where a path within the static folders (`img/logo.svg`) may be, in order of precedence: none for a path that leaves them. */
export function staticFileCandidates(staticDirs: readonly string[], name: string): string[] {
  return staticDirs.map((staticDir) => path.join(staticDir, name)).filter((file, index) => file.startsWith(staticDirs[index]! + path.sep));
}

/** The file of the static folders at a path within them, the first folder's; undefined if none has it. */
export function staticFileAt(staticDirs: readonly string[], name: string): string | undefined {
  return staticFileCandidates(staticDirs, name).find((file) => existsSync(file));
}
