import { existsSync } from 'node:fs';
import path from 'node:path';
import { outputFolderToRead } from '../config/load-config.ts';
import { crawlOutput, type CrawlReport, type PageReport } from '../links/crawl-output.ts';
import { BuildError } from '../shared/errors.ts';
import { fileKind } from '../shared/file-kind.ts';
import { printError, printedError, relativeToCwd } from './report.ts';

export interface CheckLinksCommandOptions {
  /** The built output folder; the config's output folder (see outputFolderToRead) when not given. */
  dir?: string;
  config?: string;
  external: boolean;
  json: boolean;
  concurrency: number;
  timeout: number;
}

function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-AU')} ${word}${count === 1 ? '' : 's'}`;
}

function printPages(title: string, pages: PageReport[], stream: NodeJS.WriteStream): void {
  const count = pages.reduce((sum, page) => sum + page.broken.length, 0);
  stream.write(`\n${title}: ${plural(count, 'broken link')} on ${plural(pages.length, 'page')}\n`);
  for (const page of pages) {
    stream.write(`\n${page.page}\n`);
    for (const target of page.broken) stream.write(`  ${String(target.status || '---').padEnd(4)} ${target.url}\n`);
  }
}

function printReport(report: CrawlReport, seconds: string): void {
  process.stdout.write(`Checked ${plural(report.pages, 'page')} and ${plural(report.linksChecked, 'link')} in ${seconds} s\n`);
  if (report.internal.length > 0) printPages('Internal', report.internal, process.stdout);
  if (report.external.length > 0) printPages('External (reported only)', report.external, process.stdout);
  if (report.internal.length === 0) process.stdout.write('No broken internal links.\n');
}

const MINIMUM_EXTERNAL_TIMEOUT = 5_000;

/** `docgen check-links [dir]`: exit code 1 when any link to the site itself is broken. */
export async function checkLinksCommand(options: CheckLinksCommandOptions): Promise<number> {
  const dir = await outputFolderToRead(options.dir, options.config).catch(printedError);
  if (dir === undefined) return 1;
  if (!existsSync(path.join(dir, 'index.html'))) {
    // A mistake in the command, not a docgen bug: printed as `error: …`, without a stack.
    const named = relativeToCwd(dir) || '.';
    const kind = fileKind(dir);
    const problem = kind === undefined ? `${named} does not exist` : kind === 'folder' ? `${named} holds no built site (no index.html)` : `${named} is a file, not a built site's folder`;
    printError(new BuildError(`${problem}. Run "docgen build" first, or name the output folder.`));
    return 1;
  }
  if (options.external && options.timeout < MINIMUM_EXTERNAL_TIMEOUT) {
    printError(new BuildError(`--timeout ${options.timeout} is too short: with --external it also limits the site's own pages, which a busy machine may take seconds to answer. Give at least ${MINIMUM_EXTERNAL_TIMEOUT} ms.`));
    return 1;
  }
  const started = performance.now();
  try {
    const report = await crawlOutput(dir, options);
    if (options.json) process.stdout.write(`${JSON.stringify({ passed: report.internal.length === 0, ...report }, null, 2)}\n`);
    else printReport(report, ((performance.now() - started) / 1000).toFixed(2));
    return report.internal.length === 0 ? 0 : 1;
  } catch (error) {
    printError(error);
    return 1;
  }
}
