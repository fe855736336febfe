import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** Makes each temporary name its own: threads of one process (compile workers) may write the same file at once. */
let writes = 0;

/**
 * Writes `file` whole or not at all: to a temporary file beside it, then
 * renamed over it. Another process (a build, a browser reading the page)
 * never gets half of it, and a file the old one shared by a hard link (an
 * earlier output) is left as it was.
 */
export async function replaceFile(file: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${threadId}-${++writes}.tmp`;
  try {
    await writeFile(temporary, contents);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
