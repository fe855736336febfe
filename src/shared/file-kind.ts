import { statSync } from 'node:fs';

/**
 * What is at `file`, following links, in one stat: undefined when nothing
 * is, including when a part of its path is a file or the name is too long
 * for the file system (neither is an error to the callers, which are asking
 * whether something is there).
 */
export function fileKind(file: string): 'file' | 'folder' | 'other' | undefined {
  let entry;
  try {
    entry = statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
  if (!entry) return undefined;
  return entry.isFile() ? 'file' : entry.isDirectory() ? 'folder' : 'other';
}

/** Is there a regular file at `file`? */
export function isFile(file: string): boolean {
  return fileKind(file) === 'file';
}
