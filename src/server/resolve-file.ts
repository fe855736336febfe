import { realpathSync } from 'node:fs';
import path from 'node:path';
import { requestFileCandidates } from '../content/url.ts';
import { isFile } from '../shared/file-kind.ts';
import { isWithin } from '../shared/path-within.ts';

/**
 * The file a static host would answer with (see requestFileCandidates). The
 * build's link check asks it too. The server refuses traversal attempts before
 * calling it (see parseRequestTarget); the root check here is the second line
 * of defence, and it is made on the file's real path: a link in an output
 * folder made elsewhere must not serve what it points to outside it.
 */
export function resolveRequestFile(root: string, urlPath: string): string | undefined {
  const candidates = requestFileCandidates(urlPath)?.map((candidate) => path.join(root, candidate));
  const file = candidates?.find((candidate) => candidate.startsWith(root + path.sep) && isFile(candidate));
  return file !== undefined && isRealFileWithin(root, file) ? file : undefined;
}

/** The last output folder asked about and its real path, found once: a server asks about one folder, a build about its own (replaced in place when its output is swapped in, never moved). */
let realRoot: { root: string; real: string } | undefined;

function isRealFileWithin(root: string, file: string): boolean {
  try {
    if (realRoot?.root !== root) realRoot = { root, real: realpathSync.native(root) };
    return isWithin(realRoot.real, realpathSync.native(file));
  } catch {
    // Removed since it was found (a build swapping its output in): not there.
    return false;
  }
}
