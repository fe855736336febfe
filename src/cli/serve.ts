import path from 'node:path';
import { existsSync } from 'node:fs';
import { watch } from 'chokidar';
import { buildSite } from '../build/build-site.ts';
import { BuildCache } from '../build/persistent-cache.ts';
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

const REBUILD_DEBOUNCE_MS = 100;

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

  const cache = BuildCache.inMemory();
  const build = async () => {
    const reporter = createReporter();
    const progress = createProgress();
    const started = performance.now();
    try {
      const loaded = await loadConfig(options.config, process.cwd(), options.out);
      const result = await buildSite(loaded, { reporter, includeDrafts: true, onProgress: progress.update, cache, serviceWorker: false });
      progress.finish();
      printWarnings(reporter.warnings);
      process.stdout.write(`Built ${result.pageCount} pages in ${((performance.now() - started) / 1000).toFixed(2)} s (${cache.compiled.stats.misses} compiled, ${cache.compiled.stats.hits} unchanged)\n`);
      return loaded;
    } catch (error) {
      progress.finish();
      printWarnings(reporter.warnings);
      printError(error);
      return undefined;
    }
  };

  const loaded = await build();
  if (!loaded) return 1;
  const server = await startStaticServer({ root: loaded.outDir, port: options.port, host: options.host, liveReload: true });
  const address = server.server.address();
  process.stdout.write(`Serving at http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}/ (watching for changes)\n`);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const watcher = watch([loaded.contentDir, loaded.staticDir, loaded.configPath].filter((target) => existsSync(target)), { ignoreInitial: true });
  watcher.on('all', (_event, file) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(async () => {
        process.stdout.write(`Changed: ${path.relative(process.cwd(), file)}\n`);
        if (await build()) server.reload();
      });
    }, REBUILD_DEBOUNCE_MS);
  });
  return new Promise(() => {}); // serve until interrupted
}
