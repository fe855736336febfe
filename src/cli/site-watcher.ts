// The watcher behind `docgen serve`: the system's reports of saves, or checks
// of the files themselves with --poll (watch-options.ts). When the system
// runs out of watches part way through (every inotify watch in use, as with a
// large checkout open in an IDE that watches it too), the folders left would
// never rebuild, and which saves reach the preview would depend on the order
// the folders were read in. The watcher starts again checking every file
// instead, as --poll would, and the warning says which limit to raise.
import { watch, type FSWatcher } from 'chokidar';
import { createWatchErrorReporter, isWatchLimit, watchLimitMessage } from './watch-errors.ts';
import { DEFAULT_POLL_MS, watching, watchOptions } from './watch-options.ts';

export interface SiteWatcherOptions {
  /** `--poll`'s value (true without a number); undefined to be told of saves by the system. */
  poll: true | number | undefined;
  ignored: (file: string) => boolean;
  /** chokidar's event ('add', 'change', 'unlink', …) and the file's path. */
  onChange: (event: string, file: string) => void;
  /** Where warnings go. */
  stream?: NodeJS.WritableStream;
}

export interface SiteWatcher {
  /** Settles once the files have been read: saves from then on are seen. */
  readonly ready: Promise<void>;
  /** Watches more files (a config's new imports). */
  add(files: string[]): void;
  /** Stops watching files (deleted ones, awaited again by name). */
  remove(files: string[]): void;
  /** How it looks for changes now, for the line that says where serve serves. */
  describing(): string;
}

export function watchSite(targets: string[], options: SiteWatcherOptions): SiteWatcher {
  const stream = options.stream ?? process.stderr;
  const reportError = createWatchErrorReporter(stream);
  const watchedTargets = [...targets];
  let poll = options.poll;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const start = (): FSWatcher => {
    const started = watch(watchedTargets, watchOptions(poll, options.ignored));
    started.on('all', options.onChange);
    started.on('error', (error: unknown) => {
      if (started === current) onError(error as NodeJS.ErrnoException);
    });
    started.once('ready', () => {
      if (started === current) markReady();
    });
    return started;
  };
  const onError = (error: NodeJS.ErrnoException) => {
    if (poll !== undefined || !isWatchLimit(error)) return reportError(error);
    poll = true;
    stream.write(`warning: ${watchLimitMessage(error, DEFAULT_POLL_MS)}\n`);
    const abandoned = current;
    current = start();
    // Its watches are given back, for the other programs at the same limit.
    void abandoned.close();
  };
  let current: FSWatcher = start();

  return {
    ready,
    add(files) {
      watchedTargets.push(...files);
      current.add(files);
    },
    remove(files) {
      for (const file of files) if (watchedTargets.includes(file)) watchedTargets.splice(watchedTargets.indexOf(file), 1);
      current.unwatch(files);
    },
    describing: () => watching(poll),
  };
}
