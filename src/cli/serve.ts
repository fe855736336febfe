import path from 'node:path';
import { existsSync } from 'node:fs';
import { watch } from 'chokidar';
import { buildSite } from '../build/build-site.ts';
import { BuildCache } from '../build/persistent-cache.ts';
import type { PageUpdater } from '../build/page-update.ts';
import { loadConfig } from '../config/load-config.ts';
import { createReporter } from '../shared/logger.ts';
import { startStaticServer } from '../server/static-server.ts';
import { createProgress } from './progress.ts';
import { printError, printWarnings } from './report.ts';

export interface ServeCommandOptions {
  config: string;
  out?: string;
  port: number;
  host: string;
  watch: boolean;
}

// Short: editors save in one or two events a few milliseconds apart.
const REBUILD_DEBOUNCE_MS = 20;

/** Builds (with drafts), serves, rebuilds on change and reloads open pages. With --no-watch it only serves. */
export async function serveCommand(options: ServeCommandOptions): Promise<number> {
  if (!options.watch) {
    const root = path.resolve(options.out ?? 'build');
    if (!existsSync(root)) {
      process.stderr.write(`error: ${root} does not exist. Run "docgen build" first or pass --out <dir>.\n`);
      return 1;
    }
    const server = await startStaticServer({ root, port: options.port, host: options.host, liveReload: false });
    const address = server.server.address();
    process.stdout.write(`Serving ${root} at http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}/\n`);
    return new Promise(() => {}); // serve until interrupted
  }

  let cache: BuildCache | undefined;
  let pageUpdater: PageUpdater | undefined;
  const build = async () => {
    const reporter = createReporter();
    const progress = createProgress();
    const started = performance.now();
    pageUpdater = undefined;
    try {
      const loaded = await loadConfig(options.config, process.cwd(), options.out);
      // From disk on start, so a restart reuses the last session's pages; kept in memory after that.
      cache ??= await BuildCache.load(loaded, 'serve');
      const result = await buildSite(loaded, { reporter, includeDrafts: true, onProgress: progress.update, cache, serviceWorker: false, pageUpdates: true });
      progress.finish();
      printWarnings(reporter.warnings);
      process.stdout.write(`Built ${result.pageCount} pages in ${((performance.now() - started) / 1000).toFixed(2)} s (${cache.compiled.stats.misses} compiled, ${cache.compiled.stats.hits} unchanged)\n`);
      pageUpdater = result.pageUpdater;
      pageUpdater?.warm();
      return loaded;
    } catch (error) {
      progress.finish();
      printWarnings(reporter.warnings);
      printError(error);
      return undefined;
    }
  };

  /** One saved doc whose text alone changed is rewritten on its own; anything else rebuilds the site. */
  const update = async (changes: Map<string, string>): Promise<'page' | 'site' | undefined> => {
    const [[file, event]] = [...changes];
    if (changes.size === 1 && event === 'change' && pageUpdater) {
      const started = performance.now();
      const reporter = createReporter();
      const outcome = await pageUpdater.update(file!, reporter);
      if (outcome.updated) {
        printWarnings(reporter.warnings);
        process.stdout.write(`Updated ${outcome.route} in ${(performance.now() - started).toFixed(0)} ms\n`);
        return 'page';
      }
    }
    return (await build()) ? 'site' : undefined;
  };

  const loaded = await build();
  if (!loaded) return 1;
  const server = await startStaticServer({ root: loaded.outDir, port: options.port, host: options.host, liveReload: true });

  let timer: NodeJS.Timeout | undefined;
  const pending = new Map<string, string>();
  let running: Promise<unknown> = Promise.resolve();
  let saving: Promise<void> = Promise.resolve();
  const saveCache = () => (saving = cache ? cache.save() : Promise.resolve());
  const watcher = watch([loaded.contentDir, loaded.staticDir, loaded.configPath].filter((target) => existsSync(target)), { ignoreInitial: true });
  watcher.on('all', (event, file) => {
    pending.set(path.resolve(file), event);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changes = new Map(pending);
      pending.clear();
      running = running.then(async () => {
        process.stdout.write(`Changed: ${[...changes.keys()].map((changed) => path.relative(process.cwd(), changed)).join(', ')}\n`);
        const updated = await update(changes);
        if (updated) server.reload();
        // After a whole build only: the cache keeps the pages that build used.
        if (updated === 'site') await saveCache();
      });
    }, REBUILD_DEBOUNCE_MS);
  });
  // Ready only once the watcher is: an edit saved before then would be missed.
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  const address = server.server.address();
  process.stdout.write(`Serving at http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}/ (watching for changes)\n`);
  running = running.then(saveCache);
  // Stopping (Ctrl+C) lets a cache write in progress finish, so the next start finds it.
  const stop = () => void saving.finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise(() => {}); // serve until interrupted
}
