import { buildSite } from '../build/build-site.ts';
import { loadConfig } from '../config/load-config.ts';
import { writeFile } from 'node:fs/promises';
import { BuildCache } from '../build/persistent-cache.ts';
import { StageTimer, type StageTimings } from '../build/stage-timer.ts';
import { createReporter } from '../shared/logger.ts';
import { createProgress } from './progress.ts';
import { formatBytes, printError, printWarnings, relativeToCwd } from './report.ts';

export interface BuildCommandOptions {
  config: string;
  out?: string;
  /** False with `--no-cache`: neither read nor write the build cache. */
  cache?: boolean;
  /** Writes the time of each stage, CPU time and peak memory as JSON to this file (for the benchmark). */
  timings?: string;
}

/** What `--timings` writes. CPU time and peak RSS are the process's, worker threads included. */
export interface BuildTimingsReport {
  pages: number;
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
  stages: StageTimings;
}

/** `docgen build`: exit code 0 on success, 1 when the content has errors. */
export async function buildCommand(options: BuildCommandOptions): Promise<number> {
  const started = performance.now();
  const reporter = createReporter();
  const progress = createProgress();
  const timer = new StageTimer();
  try {
    const loaded = await timer.span('config', () => loadConfig(options.config, process.cwd(), options.out));
    for (const warning of loaded.configWarnings) reporter.warn(warning, { file: loaded.configPath });
    const cache = options.cache === false ? undefined : await timer.step('content', () => BuildCache.load(loaded));
    const result = await buildSite(loaded, { reporter, onProgress: progress.update, timer, cache });
    // The output replaced is removed on libuv's threads while the cache is saved on this one.
    await timer.step('write', () => Promise.all([cache?.save(), result.replacedRemoved]));
    progress.finish();
    printWarnings(reporter.warnings);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const size = formatBytes(result.outputBytes);
    const precache = result.precache ? `, offline precache ${result.precache.files} files (${formatBytes(result.precache.bytes)})` : '';
    if (options.timings) await writeTimings(options.timings, result.pageCount, started, timer);
    process.stdout.write(`Built ${result.pageCount} pages in ${seconds} s → ${relativeToCwd(result.outDir) || '.'} (${size})${precache}${reporter.warnings.length ? `, ${reporter.warnings.length} warning${reporter.warnings.length === 1 ? '' : 's'}` : ''}\n`);
    return 0;
  } catch (error) {
    progress.finish();
    printWarnings(reporter.warnings);
    printError(error);
    return 1;
  }
}

async function writeTimings(file: string, pages: number, started: number, timer: StageTimer): Promise<void> {
  const cpu = process.cpuUsage();
  const report: BuildTimingsReport = {
    pages,
    wallMs: performance.now() - started,
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    stages: timer.timings(),
  };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}
