// Errors that the site's code throws where no step of the build waits for
// them (see stray-error.ts), on this thread. Node would end the process with
// its own report, leave a half-written output folder and, in `docgen serve`,
// take the server down. One thrown from the site's own files is an author's
// error, told at its place; any other is docgen's and ends the process as a
// crash, as before. (A compile worker's is its group's failure, compile-pool.ts.)
import type { BuildError } from '../shared/errors.ts';
import { strayErrorOf } from '../shared/stray-error.ts';
import { printError } from './report.ts';

/** Hands the site's stray errors to `report` until the returned function is called. */
export function onStraySiteErrors(report: (error: BuildError) => void): () => void {
  const handle = (error: unknown) => {
    const stray = strayErrorOf(error);
    if (!stray) {
      printError(error);
      process.exit(1);
    }
    report(stray);
  };
  process.on('uncaughtException', handle);
  process.on('unhandledRejection', handle);
  return () => {
    process.off('uncaughtException', handle);
    process.off('unhandledRejection', handle);
  };
}
