// `npm run bench`: measures how fast this machine runs docgen's heaviest
// libraries (the floor issue 9 names); builds the project's site, the real
// devdocs corpus and synthetic sites of 1,000 and 10,000 pages; times `docgen
// serve` and loads it with autocannon; measures what a reader downloads in
// Chromium. Prints a table and writes bench/results/latest.json.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, totalmem, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BuildTimingsReport } from '../src/cli/build.ts';
import { CACHE_FOLDER } from '../src/build/persistent-cache.ts';
import { measureDownloads, type DownloadReport } from './downloads.ts';
import { ISSUE_FLOOR, type LibraryFloor } from './library-floor.ts';
import { measureLoad, type LoadReport } from './load.ts';
import { runMeasured } from './process-stats.ts';
import { measureServe, type ServeTiming } from './serve-timing.ts';
import { writeSyntheticSite } from './synthetic-corpus.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPUS_CONFIG = path.join(ROOT, 'examples/devdocs/site.config.ts');
const CORPUS = path.resolve(ROOT, '../shared/corpus/devdocs');
const WORK = path.join(tmpdir(), 'docgen-bench');
const execFileAsync = promisify(execFile);

interface BuildFigures {
  wallMs: number;
  /** Every run's wall time when the build was measured several times (the other figures are the median run's). */
  runsWallMs?: number[];
  cpuMs: number;
  peakRssBytes: number;
  pages: number;
  pagesPerSecond: number;
  stages: BuildTimingsReport['stages'];
}

/** One `docgen build` in its own process, as a user runs it, into `WORK/<name>/<outFolder>`. */
async function build(name: string, configPath: string, { cache, outFolder = 'out' }: { cache: 'cold' | 'warm' | 'none'; outFolder?: string }): Promise<BuildFigures> {
  const outDir = path.join(WORK, name, outFolder);
  const timings = path.join(WORK, name, `timings-${cache}.json`);
  await mkdir(path.dirname(timings), { recursive: true });
  if (cache === 'cold') await rm(path.join(path.dirname(configPath), CACHE_FOLDER), { recursive: true, force: true });
  const args = ['bin/docgen.js', 'build', '--config', configPath, '--out', outDir, '--timings', timings, ...(cache === 'none' ? ['--no-cache'] : [])];
  const run = await runMeasured(process.execPath, args, { cwd: ROOT });
  if (run.exitCode !== 0) throw new Error(`Building ${name} failed:\n${run.stderr.slice(-3000)}`);
  const report = JSON.parse(await readFile(timings, 'utf8')) as BuildTimingsReport;
  // The process's own figure counts its threads exactly; the sampled one adds Pagefind's process.
  const cpuMs = Math.max(run.cpuMs, report.cpuMs);
  return { wallMs: run.wallMs, cpuMs, peakRssBytes: Math.max(run.peakRssBytes, report.peakRssBytes), pages: report.pages, pagesPerSecond: report.pages / (run.wallMs / 1000), stages: report.stages };
}

/**
 * Times each build of the project site and the corpus is run, the median run
 * (by wall time) reported with the spread: wall times on a shared machine
 * vary by 10 % or more from one run to the next.
 */
const RUNS = 3;

/**
 * `runs` builds one after the other; the figures of the median one, with every run's wall time.
 *
 * Each cold run builds into an empty folder, as a first build does, rather
 * than replacing the output of the run before it, which deleted thousands of
 * files just before the next run was measured. On this machine's file system
 * (ext4 without a journal) making a file passes over every inode of its block
 * group freed in the last few minutes. Replacing, the corpus's cold runs took
 * 7.65–8.56 s (median 8.30 s, 13.4 s of CPU), the first the fastest; each into
 * an empty folder, 8.02–8.04 s (12.8 s of CPU), with half as much time in
 * that kernel path (perf). The last cold run builds into the folder that the
 * runs with nothing changed then build again, as they need its files.
 */
async function medianBuild(name: string, configPath: string, { cache }: { cache: 'cold' | 'warm' }, runs = RUNS): Promise<BuildFigures> {
  const figures: BuildFigures[] = [];
  for (let run = 1; run <= runs; run++) {
    const outFolder = cache === 'cold' && run < runs ? `out-cold-run-${run}` : 'out';
    figures.push(await build(name, configPath, { cache, outFolder }));
  }
  const median = [...figures].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(runs / 2)]!;
  return { ...median, runsWallMs: figures.map((run) => run.wallMs) };
}

/** The parts of a run that build sites (`npm run bench <part>…` runs only those named). */
const BUILDING_PARTS = ['project', 'corpus', 'synthetic', 'serve', 'load'];

/**
 * The libraries' floor on the corpus, in a process of its own (see
 * library-floor.ts). A plain child process, not runMeasured: the floor times
 * itself, and sampling /proc every 25 ms would take CPU from what it times.
 */
async function libraryFloor(): Promise<LibraryFloor> {
  try {
    const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/library-floor.ts'), CORPUS], { cwd: ROOT });
    return JSON.parse(stdout) as LibraryFloor;
  } catch (error) {
    throw new Error(`Measuring the libraries' floor failed:\n${String((error as { stderr?: string }).stderr ?? error).slice(-3000)}`);
  }
}

/**
 * The floor measured at the start of a run, then by two processes at once
 * (how much of a second core the machine really gives: on one of this
 * workplace's machines each of two took about 40 % longer than one alone), and
 * again at the end (its machines drift by 10 % or more within minutes).
 */
interface FloorRuns {
  start: LibraryFloor;
  twoAtOnce: [LibraryFloor, LibraryFloor];
  end?: LibraryFloor;
}

const floorMs = (floor: LibraryFloor) => floor.parseMs + floor.highlightMs;

function floorLines({ start, twoAtOnce, end }: FloorRuns): string[] {
  const ratios = (floor: LibraryFloor) => `× ${(floor.parseMs / ISSUE_FLOOR.parseMs).toFixed(2)} and × ${(floor.highlightMs / ISSUE_FLOOR.highlightMs).toFixed(2)}`;
  const figures = (floor: LibraryFloor) => `remark-parse + remark-gfm ${seconds(floor.parseMs)}, shiki ${seconds(floor.highlightMs)} (${ratios(floor)})`;
  // Work done per second by both against one alone: 2 where the cores do not slow each other.
  const cores = twoAtOnce.reduce((sum, floor) => sum + floorMs(start) / floorMs(floor), 0);
  return [
    `library floor (devdocs corpus, one thread: remark-parse + remark-gfm over ${start.files} files, shiki in one theme over ${start.codeBlocks} code blocks; issue 9's machine: ${seconds(ISSUE_FLOOR.parseMs)} and ${seconds(ISSUE_FLOOR.highlightMs)})`,
    `  at the start: ${figures(start)}`,
    `  two at once:  ${twoAtOnce.map(figures).join('; ')}: the two cores do ${cores.toFixed(2)} times the work of one`,
    ...(end ? [`  at the end:   ${figures(end)}`] : []),
  ];
}

/** A doc of a generated site to edit: the first Markdown file in path order, partials aside. */
async function firstDoc(dir: string): Promise<string> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.md') && !file.split(path.sep).some((part) => part.startsWith('_'))).sort();
  if (!files[0]) throw new Error(`No doc to edit in ${dir}`);
  return path.join(dir, files[0]);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function buildRow(label: string, figures: BuildFigures): string[] {
  const runs = figures.runsWallMs ?? [figures.wallMs];
  const spread = runs.length > 1 ? `${runs.length}: ${(Math.min(...runs) / 1000).toFixed(2)}–${seconds(Math.max(...runs))}` : '1';
  return [label, seconds(figures.wallMs), spread, seconds(figures.cpuMs), megabytes(figures.peakRssBytes), String(figures.pages), figures.pagesPerSecond.toFixed(0)];
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_cell, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row, index) => `${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')}${index === 0 ? `\n${widths.map((width) => '-'.repeat(width)).join('  ')}` : ''}`).join('\n');
}

function stageTable(builds: Record<string, BuildFigures>): string {
  const names = Object.keys(builds);
  const stages = Object.keys(Object.values(builds)[0]!.stages) as (keyof BuildFigures['stages'])[];
  return table([['stage (wall, overlapping)', ...names], ...stages.map((stage) => [stage, ...names.map((name) => seconds(builds[name]!.stages[stage]))])]);
}

function downloadTable(label: string, report: DownloadReport): string {
  const row = (name: string, figures: { jsRaw: number; jsGzip: number; cssRaw: number; cssGzip: number; otherRaw: number; otherGzip: number; requests: number }) => [name, kilobytes(figures.jsRaw), kilobytes(figures.jsGzip), kilobytes(figures.cssRaw), kilobytes(figures.cssGzip), kilobytes(figures.otherRaw), kilobytes(figures.otherGzip), String(figures.requests)];
  return `${label}\n${table([
    ['download', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'other raw', 'other gzip', 'requests'],
    row('home, first load', report.home),
    row('deep doc, first load', report.deepDoc),
    row('client navigation', report.navigation),
    row('search, first query', report.search.firstQuery),
  ])}
  deep doc HTML ${kilobytes(report.deepDoc.htmlRaw)} (${kilobytes(report.deepDoc.htmlGzip)} gzip); navigation target's HTML ${kilobytes(report.navigation.targetHtmlRaw)} (${kilobytes(report.navigation.targetHtmlGzip)} gzip), its data chunk as fetched on the click ${kilobytes(report.navigation.targetChunkRaw)} (${kilobytes(report.navigation.targetChunkGzip)} gzip; the rest are prefetches the new page starts)
  render-blocking scripts: home ${report.home.renderBlockingScripts}, deep doc ${report.deepDoc.renderBlockingScripts}
  search index on disk ${megabytes(report.search.indexBytesOnDisk)} in ${report.search.indexFiles} files; "${report.search.query}" found ${report.search.results} pages`;
}

async function main(): Promise<void> {
  const only = new Set(process.argv.slice(2));
  const wanted = (part: string) => only.size === 0 || only.has(part);
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), cpuModel: cpus()[0]?.model ?? 'unknown', memoryBytes: totalmem(), node: process.version, platform: `${process.platform} ${process.arch}` },
  };
  const builds: Record<string, BuildFigures> = {};

  // First, on a machine that has done nothing else yet: what the build times are measured against.
  let floor: FloorRuns | undefined;
  if (wanted('floor')) {
    if (!existsSync(CORPUS)) throw new Error(`${CORPUS} is missing`);
    log('Measuring the libraries\' floor on the corpus (one process, then two at once)…');
    const start = await libraryFloor();
    floor = { start, twoAtOnce: await Promise.all([libraryFloor(), libraryFloor()]) };
  }

  // The first build after docgen's code changes also compiles that code and
  // bundles the client's scripts (once per version, into
  // node_modules/.cache/docgen): one build before the measured ones keeps
  // that out of whichever comes first.
  if (BUILDING_PARTS.some(wanted)) {
    log('Preparing docgen (one build of the project site, not measured)…');
    await build('preparation', path.join(ROOT, 'site.config.ts'), { cache: 'none' });
  }

  if (wanted('project')) {
    log(`Building the project site (cold, then again with nothing changed; ${RUNS} times each)…`);
    builds['project cold'] = await medianBuild('project', path.join(ROOT, 'site.config.ts'), { cache: 'cold' });
    builds['project warm'] = await medianBuild('project', path.join(ROOT, 'site.config.ts'), { cache: 'warm' });
  }
  if (wanted('corpus')) {
    if (!existsSync(CORPUS_CONFIG)) throw new Error(`${CORPUS_CONFIG} is missing`);
    log(`Building the devdocs corpus (cold, then again with nothing changed; ${RUNS} times each)…`);
    builds['corpus cold'] = await medianBuild('corpus', CORPUS_CONFIG, { cache: 'cold' });
    builds['corpus warm'] = await medianBuild('corpus', CORPUS_CONFIG, { cache: 'warm' });
  }
  if (wanted('synthetic')) {
    for (const pages of [1000, 10000]) {
      log(`Generating and building a synthetic site of ${pages} pages…`);
      const { configPath } = await writeSyntheticSite(path.join(WORK, `synthetic-${pages}`, 'site'), { pages });
      builds[`synthetic ${pages}`] = await build(`synthetic-${pages}`, configPath, { cache: 'none' });
    }
    const small = builds['synthetic 1000']!;
    const large = builds['synthetic 10000']!;
    results.syntheticGrowth = { msPerPage1000: small.wallMs / small.pages, msPerPage10000: large.wallMs / large.pages, ratio: large.wallMs / large.pages / (small.wallMs / small.pages) };
  }
  results.builds = builds;

  let serve: Record<string, ServeTiming> | undefined;
  if (wanted('serve')) {
    serve = {};
    log('Timing docgen serve on the corpus (start) and on a synthetic site (start and edits)…');
    // First start without a cache, then a restart, which reads the cache the first one saved.
    await rm(path.join(path.dirname(CORPUS_CONFIG), CACHE_FOLDER, 'serve.v8'), { force: true });
    serve['corpus, first start'] = await measureServe(ROOT, CORPUS_CONFIG, path.join(WORK, 'serve-corpus'), '/docs/apis/core/dml', '', 0);
    serve['corpus, restart'] = await measureServe(ROOT, CORPUS_CONFIG, path.join(WORK, 'serve-corpus'), '/docs/apis/core/dml', '', 0);
    const site = path.join(WORK, 'serve-synthetic', 'site');
    const { configPath } = await writeSyntheticSite(site, { pages: 1000 });
    serve['synthetic 1000'] = await measureServe(ROOT, configPath, path.join(WORK, 'serve-synthetic', 'out'), '/', await firstDoc(path.join(site, 'content/docs')), 5, path.join(site, 'content/docs/added-by-the-benchmark.md'));
    results.serve = serve;
  }

  const downloads: Record<string, DownloadReport> = {};
  if (wanted('downloads')) {
    log('Measuring downloads in Chromium…');
    if (builds['corpus warm'] || existsSync(path.join(WORK, 'corpus/out'))) {
      downloads.corpus = await measureDownloads(path.join(WORK, 'corpus/out'), { deepDoc: '/docs/apis/core/dml', navigateFrom: '/docs/apis/core/dml', navigateTo: '/docs/apis/core/lock', query: 'get_records' });
    }
    if (builds['project warm']) {
      downloads.project = await measureDownloads(path.join(WORK, 'project/out'), { deepDoc: '/docs/apis/core/dml', navigateFrom: '/docs/apis/core/dml', navigateTo: '/docs/apis/core/lock', query: 'get_records' });
    }
    results.downloads = downloads;
  }

  let load: LoadReport | undefined;
  if (wanted('load')) {
    // On an output this invocation built already, else on the project's site built for it.
    const built = builds['corpus warm'] ? 'corpus' : builds['project warm'] ? 'project' : undefined;
    if (!built) {
      log('Building the project site to serve under load…');
      await build('load', path.join(ROOT, 'site.config.ts'), { cache: 'none' });
    }
    log('Loading docgen serve --no-watch with autocannon…');
    load = await measureLoad(ROOT, path.join(WORK, built ?? 'load', 'out'));
    results.load = load;
  }

  // Again at the end, when the run measured more than the floor: how far the machine drifted meanwhile.
  if (floor && [...BUILDING_PARTS, 'downloads'].some(wanted)) {
    log('Measuring the libraries\' floor again…');
    floor.end = await libraryFloor();
  }
  if (floor) results.libraryFloor = { ...floor, issueMachine: ISSUE_FLOOR };

  const out: string[] = [];
  out.push(`docgen benchmark, ${(results.machine as { cpus: number }).cpus} cores (${(results.machine as { cpuModel: string }).cpuModel}), ${megabytes(totalmem())}, Node ${process.version}`);
  if (floor) out.push(...floorLines(floor));
  if (Object.keys(builds).length > 0) {
    out.push('', table([['build', 'wall', 'runs (wall)', 'CPU', 'peak RSS', 'pages', 'pages/s'], ...Object.entries(builds).map(([name, figures]) => buildRow(name, figures))]));
    if (Object.values(builds).some((figures) => (figures.runsWallMs?.length ?? 1) > 1)) out.push('(a build run several times shows its median run)');
    out.push('', stageTable(builds));
  }
  if (results.syntheticGrowth) {
    const growth = results.syntheticGrowth as { msPerPage1000: number; msPerPage10000: number; ratio: number };
    out.push('', `time per page: ${growth.msPerPage1000.toFixed(2)} ms at 1,000 pages, ${growth.msPerPage10000.toFixed(2)} ms at 10,000 (× ${growth.ratio.toFixed(2)})`);
  }
  if (serve) {
    for (const [name, timing] of Object.entries(serve)) {
      out.push(`docgen serve, ${name}: ready in ${seconds(timing.readyMs)}, first page ${timing.firstPageMs.toFixed(0)} ms after, whole first build ${seconds(timing.builtMs)}${timing.rebuildMs.length ? `; save → reload message ${timing.rebuildMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}` : ''}${timing.newDoc ? `; a new doc saved → reload message ${timing.newDoc.reloadMs.toFixed(0)} ms, → its search index ${seconds(timing.newDoc.indexedMs)}` : ''}`);
    }
  }
  if (load) {
    const statuses = Object.entries(load.statuses).map(([status, count]) => `${status}: ${count}`).join(', ');
    out.push('', `docgen serve --no-watch under load (${path.basename(path.dirname(load.outDir))} output, ${load.connections} connections, ${load.durationSeconds} s, ${load.paths.join(' ')}): ${Math.round(load.requestsPerSecond)} requests/s; latency p50 ${load.latencyMs.p50} ms, p90 ${load.latencyMs.p90} ms, p99 ${load.latencyMs.p99} ms, max ${load.latencyMs.max} ms; ${(load.throughputBytesPerSecond / 1024 / 1024).toFixed(1)} MB/s; ${load.requests} responses (${statuses}); ${load.errors} errors, ${load.timeouts} timeouts`);
  }
  for (const [name, report] of Object.entries(downloads)) out.push('', downloadTable(`Downloads, ${name} (/docs/apis/core/dml; navigation to /docs/apis/core/lock)`, report));
  process.stdout.write(`${out.join('\n')}\n`);

  const file = path.join(ROOT, 'bench/results', only.size === 0 ? 'latest.json' : `partial-${[...only].join('-')}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  process.stderr.write(`Wrote ${path.relative(process.cwd(), file)}\n`);
}

try {
  await main();
} finally {
  // The sites it generated and the outputs it built (1.5 GB after a full run): the figures are in the results.
  await rm(WORK, { recursive: true, force: true });
}
