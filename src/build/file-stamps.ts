// What the compile cache records of each file a page was made from besides
// its own text (images, imported modules and data, the folders a missing
// import would appear in), and how it tells that such a file is unchanged.
// A file's time alone answers most checks with one stat, but a time says
// nothing of the content: a fresh checkout, a restored CI cache or a copy
// gives every file a new time, and each page with an image or an import
// would compile again. So a file whose time differs is read and its content
// compared, as webpack's cache compares a timestamp, then a hash.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { contentHash, hashOf } from '../shared/hash-of.ts';

/** A file's time when a page was compiled from it, and its content's hash. */
export interface FileStamp {
  /** NaN when the file changed after the build began (see `stampOf`): the next build reads it again. */
  mtimeMs: number;
  hash: string;
}

/** A file's content hash (contentHash), with the size and time it had when read. */
export interface HashedFile {
  file: string;
  size: number;
  mtimeMs: number;
  hash: string;
}

/** Hashes known in this thread, while a file keeps its size and time (serve checks the same files at every build). */
const known = new Map<string, Omit<HashedFile, 'file'>>();

/** Hashes a compile worker made of the images and files it read, which this thread need not read again. */
export function rememberHashes(files: HashedFile[]): void {
  for (const { file, ...hashed } of files) known.set(file, hashed);
}

/**
 * The file's stamp for a page compiled in a build that began at `buildStart`.
 * A file changed since then may have changed after the worker read it (an
 * author's save while the page compiled): its stamp matches no file, so the
 * next build compiles the page again rather than keep what the worker read.
 * (Workers read files once the content is loaded, long enough after the start
 * for a file system that stamps times a scheduler tick late.)
 */
export function stampOf(file: string, buildStart: number): FileStamp {
  const { size, mtimeMs, isDirectory } = statOf(file);
  if (mtimeMs >= buildStart) return { mtimeMs: Number.NaN, hash: '' };
  return { mtimeMs, hash: currentHash(file, size, mtimeMs, isDirectory) };
}

/**
 * Whether the file is as the stamp recorded. A file with a new time and the
 * same content is unchanged, and the stamp takes the new time, so that the
 * next check needs only the stat again. A file that is gone has changed.
 */
export function isUnchanged(file: string, stamp: FileStamp): boolean {
  let stats: ReturnType<typeof statOf>;
  try {
    stats = statOf(file);
  } catch {
    return false;
  }
  if (stats.mtimeMs === stamp.mtimeMs) return true;
  if (stamp.hash === '' || currentHash(file, stats.size, stats.mtimeMs, stats.isDirectory) !== stamp.hash) return false;
  stamp.mtimeMs = stats.mtimeMs;
  return true;
}

function statOf(file: string): { size: number; mtimeMs: number; isDirectory: boolean } {
  const stats = statSync(file);
  return { size: stats.size, mtimeMs: stats.mtimeMs, isDirectory: stats.isDirectory() };
}

/** A file's content hash, or a folder's names' (a missing import's folder changes when a file is made in it). */
function currentHash(file: string, size: number, mtimeMs: number, isDirectory: boolean): string {
  const memo = known.get(file);
  if (memo && memo.size === size && memo.mtimeMs === mtimeMs) return memo.hash;
  const digest = isDirectory ? hashOf(...readdirSync(file).sort()) : contentHash(readFileSync(file));
  known.set(file, { size, mtimeMs, hash: digest });
  return digest;
}
