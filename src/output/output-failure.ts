import { BuildError } from '../shared/errors.ts';

/** Failures of the file system that the author can mend, by their code: what each means for the output. */
const OUTPUT_FAILURES: Record<string, string> = {
  ENOTDIR: 'a part of its path is a file, not a folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the disk',
  EDQUOT: 'the disk quota is used up',
  ENAMETOOLONG: 'the path is too long',
};

/** `error` as an author's error naming `file`, when it is one of OUTPUT_FAILURES; otherwise as it is (a docgen bug). */
export function outputFailure(error: unknown, what: string, file: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reason = code === undefined ? undefined : OUTPUT_FAILURES[code];
  return reason ? new BuildError(`Could not ${what}: ${reason} (${code}).`, { file }) : error;
}
