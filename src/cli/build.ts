import { buildSite } from '../build/build-site.ts';
import { loadConfig, type LoadedConfig } from '../config/load-config.ts';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildCache } from '../build/persistent-cache.ts';
import { StageTimer, type StageTimings } from '../build/stage-timer.ts';
import { createReporter } from '../shared/logger.ts';
import { fileKind } from '../shared/file-kind.ts';
import { createProgress } from './progress.ts';
import { formatBytes, lockWaitLine, printBuildFailure, printError, printWarnings, relativeToCwd } from './report.ts';
import { stopWatchingForHangs, watchForHangs } from './hang-watch.ts';
import { onStraySiteErrors } from './stray-errors.ts';
import { lockOutput, type ReleaseOutput } from '../output/output-lock.ts';

export interface BuildCommandOptions {
  config: string;
  out?: string;
  /** False with `--no-cache`: neither read nor write the build cache. */
  cache?: boolean;
  /** Writes the time of each stage, CPU time and peak memory as JSON to this file (for the benchmark). */
  timings?: string;
  /** Build this locale alone, at the site's base URL and in the output folder itself (else every locale of the config). */
  locale?: string;
}

/** What `--timings` writes. CPU time and peak RSS are the process's, worker threads included. */
export interface BuildTimingsReport {
  pages: number;
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
  stages: StageTimings;
}

/**
 * `docgen build`: exit code 0 on success, 1 when the content has errors.
 * Every locale of the config is built, as Docusaurus builds them: the default
 * one first, into the output folder, then each other one below its own folder
 * and base URL (`build/fr`, `/fr/`), stopping at the first that fails.
 */
export async function buildCommand(options: BuildCommandOptions): Promise<number> {
  // Before building, not after a build of minutes whose figures would be lost.
  const timingsProblem = options.timings === undefined ? undefined : unwritableFileProblem(path.resolve(options.timings));
  if (timingsProblem) {
    process.stderr.write(`error: --timings ${options.timings}: ${timingsProblem}\n`);
    return 1;
  }
  const started = performance.now();
  const reporter = createReporter();
  const timer = new StageTimer();
  let pages = 0;
  /** Each warning is printed once: before the line of the locale whose build gave it, or before the error. */
  let printed = 0;
  const printNewWarnings = () => {
    printWarnings(reporter.warnings.slice(printed));
    printed = reporter.warnings.length;
  };
  // The site's code failing where nothing awaits it fails the build, told at its place.
  const stopCatching = onStraySiteErrors((error) => {
    printNewWarnings();
    printError(error);
    process.exit(1);
  });
  watchForHangs();
  let unlock: ReleaseOutput | undefined;
  try {
    const first = await timer.span('config', () => loadConfig(options.config, process.cwd(), options.out, options.locale === undefined ? { localizePath: true } : { locale: options.locale }));
    // Held until every locale's output and cache are written: a build started meanwhile then finds both as this one left them (see output-lock.ts).
    unlock = await lockOutput(first.outDir, {
      writer: 'build',
      onWaiting: (holder) => process.stderr.write(lockWaitLine(first.outDir, 'build', holder)),
    });
    for (const warning of first.configWarnings) reporter.warn(warning, { file: first.configPath });
    const { i18n } = first.config;
    const others = options.locale === undefined ? i18n.locales.filter((code) => code !== i18n.defaultLocale) : [];
    const several = others.length > 0;
    for (const locale of [undefined, ...others]) {
      const loaded = locale === undefined ? first : await timer.span('config', () => loadConfig(options.config, process.cwd(), options.out, { locale, localizePath: true }));
      // The default locale's output holds the others' folders (named by their codes): its build keeps them for theirs to replace.
      const keptFolders = locale === undefined ? others : [];
      // The first locale's line counts the config's warnings too.
      const countFrom = locale === undefined ? 0 : reporter.warnings.length;
      pages += await buildLocale(loaded, { cache: options.cache !== false, timer, reporter, keptFolders, label: several ? loaded.config.i18n.currentLocale : undefined, printNewWarnings, countFrom });
    }
    if (options.timings) {
      try {
        await writeTimings(options.timings, pages, started, timer);
      } catch (error) {
        process.stderr.write(`error: --timings ${options.timings}: the timings could not be written (${(error as Error).message}).\n`);
        return 1;
      }
    }
    return 0;
  } catch (error) {
    printNewWarnings();
    printBuildFailure(error);
    return 1;
  } finally {
    await unlock?.();
    stopCatching();
    await stopWatchingForHangs();
  }
}

/** One locale's build, with its own cache, and its line saying what it wrote. */
async function buildLocale(
  loaded: LoadedConfig,
  options: { cache: boolean; timer: StageTimer; reporter: ReturnType<typeof createReporter>; keptFolders: string[]; label: string | undefined; printNewWarnings: () => void; countFrom: number },
): Promise<number> {
  const started = performance.now();
  const { timer, reporter } = options;
  const progress = createProgress();
  try {
    const cache = options.cache ? await timer.step('content', () => BuildCache.load(loaded)) : undefined;
    const result = await buildSite(loaded, { reporter, onProgress: progress.update, timer, cache, keptFolders: options.keptFolders });
    // The output replaced is removed on libuv's threads while the cache is saved on this one.
    await timer.step('write', () => Promise.all([cache?.save().catch((error: unknown) => warnCacheUnsaved(error, reporter)), result.replacedRemoved]));
    progress.finish();
    options.printNewWarnings();
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const size = formatBytes(result.outputBytes);
    const precache = result.precache ? `, offline precache ${result.precache.files} files (${formatBytes(result.precache.bytes)})` : '';
    const warnings = reporter.warnings.length - options.countFrom;
    const locale = options.label ? ` (${options.label})` : '';
    process.stdout.write(`Built ${result.pageCount} pages${locale} in ${seconds} s → ${relativeToCwd(result.outDir) || '.'} (${size})${precache}${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}\n`);
    return result.pageCount;
  } finally {
    progress.finish();
  }
}

/**
 * The output is in place once the cache is saved: a cache that cannot be
 * written (a read-only checkout, a full disk) costs the next build its
 * speed, not this build its success.
 */
function warnCacheUnsaved(error: unknown, reporter: ReturnType<typeof createReporter>): void {
  const { code, path: where } = error as NodeJS.ErrnoException;
  if (!code) throw error;
  reporter.warn(`The build cache could not be written (${code}${where ? ` at ${where}` : ''}): the next build starts without it. --no-cache builds without one.`);
}

/** Why a file cannot be written at `file` (a folder there, or no folder to hold it), if it cannot. */
function unwritableFileProblem(file: string): string | undefined {
  if (fileKind(file) === 'folder') return 'it is a folder; name a file.';
  const folder = path.dirname(file);
  if (fileKind(folder) !== 'folder') return `there is no folder ${folder} to write it in.`;
  return undefined;
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
