import path from 'node:path';
import { existsSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { buildSite } from '../build/build-site.ts';
import { BuildCache, CACHE_FOLDER } from '../build/persistent-cache.ts';
import type { PageUpdater } from '../build/page-update.ts';
import type { SearchIndexUpdate } from '../build/search-index-update.ts';
import { configPathOf, loadConfig, outputFolderToRead, type LoadedConfig } from '../config/load-config.ts';
import { createReporter } from '../shared/logger.ts';
import { readOutputLinkRules } from '../output/output-link-rules.ts';
import { startStaticServer, type BuildFailure, type PreviewSource, type StaticServer } from '../server/static-server.ts';
import { PoolClosedError } from '../build/compile-pool.ts';
import type { PagePreview } from '../build/page-preview.ts';
import { collectBuildError, isAuthorError, type BuildError } from '../shared/errors.ts';
import { ISLANDS_MANIFEST } from '../shared/site-islands.ts';
import { lockOutput, type ReleaseOutput } from '../output/output-lock.ts';
import { isWithin } from '../shared/path-within.ts';
import { createProgress } from './progress.ts';
import { authorErrorLines, lockWaitLine, printBuildFailure, printError, printedError, printWarnings } from './report.ts';
import { watchForHangs } from './hang-watch.ts';
import { onStraySiteErrors } from './stray-errors.ts';
import { watchSite } from './site-watcher.ts';
import { unreadBelow, WatchedChanges } from './watched-changes.ts';

export interface ServeCommandOptions {
  config: string;
  out?: string;
  port: number;
  host: string;
  watch: boolean;
  /** `--poll`: check files for changes, every so many milliseconds (true: the default interval). */
  poll?: true | number;
  /** `--locale`: the locale to build and serve, below its base URL (`/fr/`); the default one without. */
  locale?: string;
}

// Short: editors save in one or two events a few milliseconds apart.
const REBUILD_DEBOUNCE_MS = 20;

/**
 * How much longer a save that left a file empty waits for the rest of it (see
 * WatchedChanges.hasEmptiedFile), and a new name for the report of the old
 * one's removal, which chokidar holds back 100 ms (hasAddedPath); a file
 * emptied on purpose, or made anew, is acted on then.
 */
const SETTLING_WAIT_MS = 150;

/** How often serve looks for a file it watches that is gone, or one the config names that is not there yet (a stylesheet). */
const AWAITED_CHECK_MS = 500;

/**
 * How long after the last page rewritten on its own the search index is made
 * again: Pagefind indexes every page, seconds of work on a large site, which
 * an author saving every few seconds need not wait for or pay each time.
 */
const REINDEX_QUIET_MS = 1000;

/**
 * Where serve writes its development build unless given --out: in the site's
 * cache folder, not the config's output folder. It has drafts, no offline app
 * and no analytics; written over build/, it replaced a production build that
 * was then deployed or checked as it was, and a `docgen build` run beside
 * serve pulled the folder from under it.
 */
function developmentOutput(configFile: string): string {
  return path.join(path.dirname(configPathOf(configFile, process.cwd())), CACHE_FOLDER, 'serve-build');
}

/**
 * Builds (with drafts), serves, rebuilds on change and reloads open pages; a
 * failed build is shown over them until a good one. With --no-watch it only serves.
 */
export async function serveCommand(options: ServeCommandOptions): Promise<number> {
  if (!options.watch) {
    const root = await outputFolderToRead(options.out, options.config).catch(printedError);
    if (root === undefined) return 1;
    if (!existsSync(root)) {
      process.stderr.write(`error: ${root} does not exist. Run "docgen build" first or pass --out <dir>.\n`);
      return 1;
    }
    // Served where its pages' own links point, whatever the config says now.
    const { baseUrl } = await readOutputLinkRules(root);
    const server = await listen(root, baseUrl, options, false);
    if (!server) return 1;
    process.stdout.write(`Serving ${root} at ${listeningUrl(server.server, baseUrl)}\n`);
    return new Promise(() => {}); // serve until interrupted
  }

  // The first build replaces the output folder (with --out, a production build/ among others) with a
  // development one, so a port that cannot be had must stop serve before it: the port is held while the build starts.
  const reservation = await reservePort(options);
  if (!reservation) return 1;
  const unlock = await lockServedFolder(options);
  if (!unlock) {
    reservation.close();
    return 1;
  }
  // The site's code failing where nothing awaits it (a timer a component's module starts) is told, and serving goes on: the next save may mend it.
  onStraySiteErrors((error) => printError(error));
  // A page whose code never ends would take the server down without a word: the watch names it.
  watchForHangs();

  let cache: BuildCache | undefined;
  let pageUpdater: PageUpdater | undefined;
  /** The last whole build's search index, made after the reload (see search-index-update.ts). */
  let searchIndexUpdate: SearchIndexUpdate | undefined;
  /**
   * What follows a save once open pages have reloaded: after a whole build,
   * its search index, then saving the cache; after pages rewritten on their
   * own, the index again. The next page update need not wait for it; the
   * next whole build, which reads and changes both, does.
   */
  let afterBuild: Promise<void> = Promise.resolve();
  let reindexTimer: NodeJS.Timeout | undefined;
  /** Watches what a config loaded since the start names (its files, a stylesheet), once the watcher is there: the first build's are watched from the start. */
  let watchConfigTargets: (loaded: LoadedConfig) => void = () => {};
  /**
   * The files builds read besides the config and the pages (a sidebars
   * module's imports, the modules and data pages import) and the files a
   * failed build's errors name: those outside the folders watched are
   * watched too, once the watcher is there. Until then, they are kept here.
   */
  const inputsBeforeWatching = new Set<string>();
  let watchInputs: (files: string[]) => void = (files) => {
    for (const file of files) inputsBeforeWatching.add(file);
  };
  /** The config's warnings last shown. */
  let configWarningsShown = '';
  /** A whole build; `loaded` is there whenever the config itself could be loaded. */
  const build = async (onPreview?: (preview: PagePreview, loaded: LoadedConfig) => void): Promise<{ loaded?: LoadedConfig; failure?: BuildFailure }> => {
    const reporter = createReporter();
    const progress = createProgress();
    // The build makes its own index.
    clearTimeout(reindexTimer);
    await afterBuild;
    const started = performance.now();
    // Its compile worker is the next build's, if that build can take it over (a worker's start spared, and a page that never ends stopped there).
    const compilePool = pageUpdater?.handOver();
    pageUpdater = undefined;
    let loaded: LoadedConfig | undefined;
    try {
      loaded = await loadConfig(options.config, process.cwd(), options.out ?? developmentOutput(options.config), { locale: options.locale, localizePath: true });
      // What reading the config has to say, once: again only if an edit of it changes that.
      const configWarnings = loaded.configWarnings.join('\n');
      if (configWarnings !== configWarningsShown) for (const warning of loaded.configWarnings) reporter.warn(warning, { file: loaded.configPath });
      configWarningsShown = configWarnings;
      watchConfigTargets(loaded);
      // From disk on start, so a restart reuses the last session's pages; kept in memory after that.
      cache ??= await BuildCache.load(loaded, 'serve');
      const config = loaded;
      const result = await buildSite(loaded, { onInputs: (files) => watchInputs(files), reporter, includeDrafts: true, onProgress: progress.update, cache, serviceWorker: false, analytics: false, pageUpdates: true, ...(compilePool ? { compilePool } : {}), deferSearchIndex: true, onPreview: onPreview && ((preview) => onPreview(preview, config)) });
      progress.finish();
      printWarnings(reporter.warnings);
      process.stdout.write(`Built ${result.pageCount} pages in ${((performance.now() - started) / 1000).toFixed(2)} s (Markdown and MDX files: ${cache.compiled.stats.misses} compiled, ${cache.compiled.stats.hits} unchanged)\n`);
      pageUpdater = result.pageUpdater;
      searchIndexUpdate = result.searchIndexUpdate;
      return { loaded };
    } catch (error) {
      await compilePool?.close();
      progress.finish();
      printWarnings(reporter.warnings);
      printBuildFailure(error);
      // The file to fix may be one no folder watched holds (a module a sidebars file imports, say).
      watchInputs(filesNamedBy(error));
      return { loaded, failure: failureOf(error) };
    }
  };

  /**
   * One saved doc whose text alone changed is rewritten on its own, and one
   * saved unchanged is left alone ('none': open pages need no reload);
   * anything else rebuilds the site.
   */
  const update = async (changes: Map<string, string>): Promise<'none' | 'page' | 'site' | BuildFailure> => {
    const [[file, event]] = [...changes];
    if (changes.size === 1 && event === 'change' && pageUpdater) {
      const started = performance.now();
      const reporter = createReporter();
      // A page that fails to compile or render is left to the whole build below, which reports it with the rest.
      const outcome = await pageUpdater.update(file!, reporter).catch(() => ({ page: 'site' }) as const);
      if (outcome.page === 'unchanged') {
        process.stdout.write(`Unchanged: ${outcome.route} (saved with the text it shows)\n`);
        return 'none';
      }
      if (outcome.page === 'rewritten') {
        printWarnings(reporter.warnings);
        process.stdout.write(`Updated ${outcome.route} in ${(performance.now() - started).toFixed(0)} ms\n`);
        return 'page';
      }
      if (outcome.page === 'stopped') {
        printBuildFailure(outcome.error);
        return failureOf(outcome.error);
      }
    }
    return (await build()).failure ?? 'site';
  };

  // Pages are answered as soon as they can be made one by one; the rest of the first build goes on behind them.
  let offerPreview: (offered: { preview: PagePreview; loaded: LoadedConfig }) => void = () => {};
  const previewOffered = new Promise<{ preview: PagePreview; loaded: LoadedConfig }>((resolve) => (offerPreview = resolve));
  const firstBuild = build((preview, loaded) => offerPreview({ preview, loaded }));
  const early = await Promise.race([previewOffered, firstBuild.then(() => undefined)]);
  const first = early ? undefined : await firstBuild;
  const loaded = early?.loaded ?? first?.loaded;
  await new Promise((resolve) => reservation.close(resolve));
  // Without a config there is nothing to serve or watch; a content error is shown in the browser instead.
  if (!loaded) return 1;
  const server = await listen(loaded.outDir, loaded.config.baseUrl, options, true);
  if (!server) return 1;
  if (early) server.setPreview(previewSource(early.preview));
  if (first?.failure) server.buildFailed(first.failure);

  let timer: NodeJS.Timeout | undefined;
  const watched = new WatchedChanges();
  let running: Promise<void> = Promise.resolve();
  // Each task reports its own failure, so one that throws neither stops the tasks after it nor the server.
  const queue = (task: () => Promise<void>) => (running = running.then(task).catch((error: unknown) => printError(error)));
  /** Writes a search index over the output's. One that cannot be made is reported; the earlier one stays, and the next save tries again. */
  const writeSearchIndex = async (makeUpdate: () => SearchIndexUpdate | undefined) => {
    const started = performance.now();
    try {
      if (await makeUpdate()?.write()) process.stdout.write(`Search index updated in ${((performance.now() - started) / 1000).toFixed(2)} s\n`);
    } catch (error) {
      printError(error);
    }
  };
  /** Once a whole build has succeeded and open pages reload: its search index, then the cache, in the background. */
  const finishBuild = () => {
    const update = searchIndexUpdate;
    searchIndexUpdate = undefined;
    afterBuild = afterBuild.then(async () => {
      await writeSearchIndex(() => update);
      await cache?.save().catch((error: unknown) => printError(error));
    });
  };
  /**
   * Once pages rewritten on their own have been left alone for a moment: the
   * search index with their new text, after whatever follows the last build.
   * Through the queue, so a whole build queued meanwhile waits for it.
   */
  const reindexSoon = () => {
    clearTimeout(reindexTimer);
    reindexTimer = setTimeout(() => {
      queue(async () => {
        const updater = pageUpdater;
        afterBuild = afterBuild.then(() => writeSearchIndex(() => updater?.searchIndexUpdate()));
      });
    }, REINDEX_QUIET_MS);
  };
  const contentFolders = [loaded.contentDir, ...contentFoldersOutside(loaded)];
  // What exists is watched from the start; what the config names but is not there yet (the site's src/, say), once it is.
  const targets = watchTargets(loaded);
  const watchedTargets = new Set(targets.filter((target) => existsSync(target)));
  for (const file of inputsBeforeWatching) if (isUnwatchedFile(file, watchedTargets)) watchedTargets.add(file);
  const awaitedTargets = new Set(targets.filter((target) => !watchedTargets.has(target)));
  /** Watches the targets awaited that exist now: looked for at each change seen, each whole build and every AWAITED_CHECK_MS. */
  const watchTargetsMade = (): string[] => {
    const made = [...awaitedTargets].filter((target) => existsSync(target));
    for (const target of made) {
      awaitedTargets.delete(target);
      watchedTargets.add(target);
    }
    if (made.length > 0) watcher.add(made);
    return made;
  };
  /** Whether the batch due has already waited for an emptied file's rest or a removal's report. */
  let waitedToSettle = false;
  const onWatched = (event: string, file: string) => {
    watchTargetsMade();
    const changed = path.resolve(file);
    // A file watched by name (the config, a file it imports, a stylesheet) that is deleted is not reported again by
    // chokidar when it is back, whose watch of it ends with it: awaited instead, as one not there yet is.
    if (event === 'unlink' && watchedTargets.delete(changed)) {
      awaitedTargets.add(changed);
      watcher.remove([changed]);
    }
    watched.record(changed, event);
    waitedToSettle = false;
    clearTimeout(timer);
    timer = setTimeout(function takeBatch() {
      if (!waitedToSettle && (watched.hasEmptiedFile() || watched.hasAddedPath())) {
        waitedToSettle = true;
        timer = setTimeout(takeBatch, SETTLING_WAIT_MS);
        return;
      }
      const changes = watched.take();
      if (changes.size === 0) return;
      queue(async () => {
        process.stdout.write(`Changed: ${[...changes.keys()].map((changed) => path.relative(process.cwd(), changed)).join(', ')}\n`);
        const outcome = await update(changes);
        if (outcome === 'none') return;
        if (typeof outcome === 'object') {
          server.buildFailed(outcome);
          return;
        }
        server.reload();
        // After a whole build only: the cache keeps the pages that build used.
        if (outcome === 'site') finishBuild();
        else reindexSoon();
      });
    }, REBUILD_DEBOUNCE_MS);
  };
  const watcher = watchSite([...watchedTargets], {
    poll: options.poll,
    ignored: unreadBelow([...contentFolders, ...loaded.staticDirs], [loaded.outDir]),
    onChange: onWatched,
  });
  // What the watcher cannot report, as it watches no folder they are in: one of them made, or back.
  setInterval(() => {
    for (const made of watchTargetsMade()) onWatched('add', made);
  }, AWAITED_CHECK_MS).unref();
  // A config edited to import another file, or to name a stylesheet: its edits rebuild too.
  watchConfigTargets = (next) => {
    for (const target of watchTargets(next)) if (!watchedTargets.has(target)) awaitedTargets.add(target);
    watchTargetsMade();
  };
  watchInputs = (files) => {
    const unwatched = files.filter((file) => !awaitedTargets.has(file) && isUnwatchedFile(file, watchedTargets));
    if (unwatched.length === 0) return;
    for (const file of unwatched) awaitedTargets.add(file);
    watchTargetsMade();
  };
  // Ready only once the watcher is: an edit saved before then would be missed.
  await watcher.ready;
  if (early) {
    process.stdout.write(`Serving at ${listeningUrl(server.server, loaded.config.baseUrl)} (${watcher.describing()}; the first build goes on, and pages it has not reached are made when opened)\n`);
    // Edits wait in the queue behind the first build.
    queue(async () => {
      const { failure } = await firstBuild;
      server.setPreview(undefined);
      if (!failure) {
        // A page opened meanwhile could not run the site's interactive components, whose code the build bundles last.
        if (existsSync(path.join(loaded.outDir, ISLANDS_MANIFEST))) server.reload();
        return finishBuild();
      }
      server.buildFailed(failure);
      process.stdout.write('The first build failed: fix the errors above. Pages show them until a save fixes them.\n');
    });
  } else {
    process.stdout.write(`Serving at ${listeningUrl(server.server, loaded.config.baseUrl)} (${watcher.describing()}${first?.failure ? '; the build failed, fix the errors above' : ''})\n`);
    if (!first?.failure) finishBuild();
  }
  // Stopping (Ctrl+C) lets the search index and cache writes in progress finish, so the next start finds them.
  // The lock goes with the name of its holder beside it, which the lock's own removal at exit would leave.
  const stop = () => void afterBuild.finally(unlock).finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise(() => {}); // serve until interrupted
}

/**
 * What docgen serve watches: the content folders, the static folder, the
 * config's files, its stylesheets, client modules and sidebars files, the site's src/ (where
 * Docusaurus sites keep the components their pages import, @site/src/…) and
 * i18n/<locale>/ (a code.json made while serve runs is read by the next
 * build). One that does not exist yet is watched once it does.
 */
function watchTargets(loaded: LoadedConfig): string[] {
  const { config, siteDir } = loaded;
  const siteFiles = [...config.customCss, ...config.clientModules].map((file) => path.resolve(siteDir, file));
  // A docs set's sidebars file may be outside the content folder too (a Docusaurus site keeps its sidebars.js beside the config).
  const sidebarsFiles = config.docs.flatMap((docs) => (typeof docs.sidebarPath === 'string' ? [path.resolve(loaded.contentDir, docs.sidebarPath)] : []));
  return [...new Set([loaded.contentDir, ...contentFoldersOutside(loaded), ...loaded.staticDirs, ...loaded.configFiles, path.join(siteDir, 'src'), loaded.localeDir, ...siteFiles, ...sidebarsFiles])];
}

/** Whether `file` is a file that exists and is neither watched by name nor in a folder watched. (A missing import's folder is left out: watching it would mean all below it.) */
function isUnwatchedFile(file: string, watched: Set<string>): boolean {
  for (const target of watched) if (isWithin(target, file)) return false;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The files a failed build's errors name. */
function filesNamedBy(error: unknown): string[] {
  const errors: BuildError[] = [];
  if (isAuthorError(error)) collectBuildError(error, errors);
  return errors.flatMap((each) => (each.location.file ? [path.resolve(each.location.file)] : []));
}

/**
 * The docs sets', blogs' and pages' folders that the config puts outside the
 * content folder (each is a path from it, which may lead anywhere): watched as
 * the content folder is.
 */
function contentFoldersOutside({ config, contentDir }: LoadedConfig): string[] {
  const pages = Array.isArray(config.pagesDir) ? config.pagesDir : [config.pagesDir];
  const folders = [...config.docs.map((docs) => docs.path), ...config.blogs.map((blog) => blog.path), ...pages].map((folder) => path.resolve(contentDir, folder));
  return [...new Set(folders)].filter((folder) => !isWithin(contentDir, folder));
}

/** The server, or undefined once the reason it could not listen is printed. */
async function listen(root: string, baseUrl: string, options: ServeCommandOptions, liveReload: boolean): Promise<StaticServer | undefined> {
  try {
    return await startStaticServer({ root, baseUrl, port: options.port, host: options.host, liveReload });
  } catch (error) {
    reportListenError(error, options);
    return undefined;
  }
}

/**
 * A bare socket listening where the server will, or undefined once the reason
 * it cannot is printed. Closed just before the server listens, it keeps
 * another program from taking the port meanwhile.
 */
async function reservePort(options: ServeCommandOptions): Promise<ReturnType<typeof createServer> | undefined> {
  // Nothing is answered yet: a connection meanwhile (an open page's reload channel retrying) is cut, as
  // an open one would keep the reservation from closing.
  const reservation = createServer((socket) => socket.destroy());
  try {
    await new Promise<void>((resolve, reject) => {
      reservation.once('error', reject);
      reservation.listen(options.port, options.host, resolve);
    });
    return reservation;
  } catch (error) {
    reportListenError(error, options);
    return undefined;
  }
}

/**
 * Serve writes its output folder for as long as it runs, rebuilding it on
 * each save: a second serve of the site (on another port), or a build with
 * the same --out, would swap it under this one. Neither can wait for it, so
 * they stop with a line saying why, as this one does when it finds another
 * writing the folder, unless that one was killed (its serve restarted). The
 * lock is released as the process exits.
 */
async function lockServedFolder(options: ServeCommandOptions): Promise<ReleaseOutput | undefined> {
  const folder = path.resolve(options.out ?? developmentOutput(options.config));
  try {
    return await lockOutput(folder, {
      writer: 'serve',
      onWaiting: (holder) => process.stderr.write(lockWaitLine(folder, 'serve', holder)),
    });
  } catch (error) {
    printBuildFailure(error);
    return undefined;
  }
}

/** One line for the reasons an author can fix; anything else is docgen's to report with its stack. */
function reportListenError(error: unknown, options: ServeCommandOptions): void {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') process.stderr.write(`error: port ${options.port} on ${options.host} is in use. Stop what uses it or pass another --port.\n`);
  else if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') process.stderr.write(`error: this machine has no interface "${options.host}" to listen on (--host).\n`);
  else if (code === 'EACCES') process.stderr.write(`error: not allowed to listen on port ${options.port}. Pass a port above 1023 with --port.\n`);
  else throw error;
}

/** The site's home page at the address actually bound, which is what a reader types (and what tests check the default host by). */
function listeningUrl(server: Server, baseUrl: string): string {
  const address = server.address();
  if (!address || typeof address === 'string') return String(address);
  // Listening on every interface (--host 0.0.0.0): that address is no place a browser can open; this machine's name is.
  const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}${baseUrl}`;
}

/** The preview as the server asks it: a page that fails to compile is shown as a failed build; once the build has ended, the output answers. */
function previewSource(preview: PagePreview): PreviewSource {
  return {
    async find(urlPath) {
      try {
        return await preview.find(urlPath);
      } catch (error) {
        if (error instanceof PoolClosedError) return undefined;
        if (isAuthorError(error)) return { failure: failureOf(error) };
        throw error;
      }
    },
  };
}

/** A failed build as open pages are told of it: the `file:line: message` lines the terminal shows. */
function failureOf(error: unknown): BuildFailure {
  return { messages: authorErrorLines(error) ?? [`docgen crashed (a bug in docgen, please report it; the stack is in the terminal): ${error instanceof Error ? error.message : String(error)}`] };
}
