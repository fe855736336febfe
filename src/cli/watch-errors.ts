// What `docgen serve` says when the system will not let it watch a folder.
// On Linux each watched folder takes one of the user's inotify watches; a
// large checkout open in an IDE (which watches it too) can use them all, and
// chokidar then reports ENOSPC for every folder left. Unheard, that error
// ended serve with a stack trace, and a serve that kept going without it
// rebuilt on saves in some folders and not others. At a limit, serve checks
// the files itself instead (site-watcher.ts) and says once which limit to
// raise to stop that; any other failure is reported once per kind.
import { relativeToCwd } from './report.ts';

/** A limit the author can raise, by the code the system gives when it is reached. */
interface WatchLimit {
  reached: string;
  raise: string;
}

const WATCH_LIMITS: Record<string, WatchLimit> = {
  ENOSPC: {
    reached: "this system's limit on watched files and folders is reached (fs.inotify.max_user_watches)",
    raise: 'raise the limit, for example with `sudo sysctl fs.inotify.max_user_watches=524288`, and restart docgen serve',
  },
  EMFILE: {
    reached: "this system's limit on open files or file watchers is reached (`ulimit -n`, or fs.inotify.max_user_instances on Linux)",
    raise: 'raise the limit, or close programs that watch many files, and restart docgen serve',
  },
};

/** Whether the failure is a limit that checking the files (polling) does not run into. */
export function isWatchLimit(error: NodeJS.ErrnoException): boolean {
  return error.code !== undefined && error.code in WATCH_LIMITS;
}

/** The warning for a limit reached, once serve checks the files every `intervalMs` instead. */
export function watchLimitMessage(error: NodeJS.ErrnoException, intervalMs: number): string {
  const limit = WATCH_LIMITS[error.code ?? ''];
  if (!limit) throw new Error(`not a watch limit: ${error.code ?? error.message}`);
  return `cannot watch ${where(error)} for changes: ${limit.reached}. docgen serve checks the files for changes every ${intervalMs} ms instead, as with --poll, which costs a little processor time while idle; to be told of saves again, ${limit.raise}.`;
}

/** The warning for any other folder (or file) the watcher could not watch. */
export function watchErrorMessage(error: NodeJS.ErrnoException): string {
  return `cannot watch ${where(error)} for changes: ${error.message}. Saves there, and anywhere else that cannot be watched, do not rebuild the site; docgen serve --poll checks the files for changes instead.`;
}

/** Prints each kind of failure once, as one cause usually fails every folder after the first in the same way. */
export function createWatchErrorReporter(stream: NodeJS.WritableStream = process.stderr): (error: NodeJS.ErrnoException) => void {
  const reported = new Set<string>();
  return (error) => {
    const kind = error.code ?? error.message;
    if (reported.has(kind)) return;
    reported.add(kind);
    stream.write(`warning: ${watchErrorMessage(error)}\n`);
  };
}

function where(error: NodeJS.ErrnoException): string {
  return error.path ? relativeToCwd(error.path) : 'a folder';
}
