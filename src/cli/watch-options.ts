// How `docgen serve` hears of saves. By default the system reports them
// (inotify on Linux, FSEvents on macOS). Where it cannot, `--poll` has the
// watcher check each file's size and time instead, as Docusaurus's
// `start --poll` does: folders shared into a container or virtual machine
// (Docker Desktop's bind mounts, WSL's /mnt/c, VirtualBox shared folders) and
// network drives never report a save made on the other side, and a system
// out of inotify watches reports none for the folders left.
import type { ChokidarOptions } from 'chokidar';

/** chokidar's own interval for polling, which Docusaurus's `start --poll` also keeps when given no number. */
export const DEFAULT_POLL_MS = 100;

/**
 * Images and other binary files change rarely and are often large: chokidar
 * checks them less often, three times the interval by default, never more
 * often than the text.
 */
const BINARY_POLL_FACTOR = 3;

/** chokidar's options for serve: `poll` is `--poll`'s value (true without a number). */
export function watchOptions(poll: true | number | undefined, ignored: (file: string) => boolean): ChokidarOptions {
  const common = { ignoreInitial: true, ignored };
  if (poll === undefined) return common;
  const interval = pollInterval(poll);
  // chokidar leaves editors' swap and backup files out (`doc.md~`, as Emacs and vim
  // write on a save) only with `atomic`, which it turns off when polling: a
  // save would then rebuild the whole site, where the one page is rewritten.
  return { ...common, usePolling: true, interval, binaryInterval: interval * BINARY_POLL_FACTOR, atomic: true };
}

/** How serve says it looks for changes, in the line that says where it serves. */
export function watching(poll: true | number | undefined): string {
  return poll === undefined ? 'watching for changes' : `checking files for changes every ${pollInterval(poll)} ms`;
}

function pollInterval(poll: true | number): number {
  return poll === true ? DEFAULT_POLL_MS : poll;
}
