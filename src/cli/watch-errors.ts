// What `docgen serve` says when the system will not let it watch a folder.
// On Linux each watched folder takes one of the user's inotify watches; a
// large checkout open in an IDE (which watches it too) can use them all, and
// chokidar then reports ENOSPC for every folder left. Unheard, that error
// ended serve with a stack trace. Serve keeps serving instead, and says once
// which limit to raise: the folders it did watch still rebuild on a save.
import { relativeToCwd } from './report.ts';

/** The advice for a limit the author can raise, by the code the system gives. */
const LIMIT_ADVICE: Record<string, string> = {
  ENOSPC: "this system's limit on watched files and folders is reached (fs.inotify.max_user_watches). Raise it, for example with `sudo sysctl fs.inotify.max_user_watches=524288`, and restart docgen serve, or restart it with --poll to check files for changes instead",
  EMFILE: "this system's limit on open files or file watchers is reached (`ulimit -n`, or fs.inotify.max_user_instances on Linux). Raise it, or close programs that watch many files, and restart docgen serve, or restart it with --poll to check files for changes instead",
};

/** The warning for a folder (or file) the watcher could not watch. */
export function watchErrorMessage(error: NodeJS.ErrnoException): string {
  const where = error.path ? relativeToCwd(error.path) : 'a folder';
  const advice = (error.code && LIMIT_ADVICE[error.code]) ?? error.message;
  return `cannot watch ${where} for changes: ${advice}. Until then, saves there, and anywhere else that cannot be watched, do not rebuild the site.`;
}

/**
 * For the watcher's `error` event: prints each kind of failure once, as the
 * limit fails every folder after the first in the same way.
 */
export function createWatchErrorReporter(stream: NodeJS.WritableStream = process.stderr): (error: unknown) => void {
  const reported = new Set<string>();
  return (error) => {
    const failure = error as NodeJS.ErrnoException;
    const kind = failure.code ?? failure.message;
    if (reported.has(kind)) return;
    reported.add(kind);
    stream.write(`warning: ${watchErrorMessage(failure)}\n`);
  };
}
