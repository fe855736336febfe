import { buildSite } from '../build/build-site.ts';
import { loadConfig } from '../config/load-config.ts';
import { createReporter } from '../shared/logger.ts';
import { createProgress } from './progress.ts';
import { folderSize, formatBytes, printError, printWarnings, relativeToCwd } from './report.ts';

export interface BuildCommandOptions {
  config: string;
  out?: string;
}

/** `docgen build`: exit code 0 on success, 1 when the content has errors. */
export async function buildCommand(options: BuildCommandOptions): Promise<number> {
  const started = performance.now();
  const reporter = createReporter();
  const progress = createProgress();
  try {
    const loaded = await loadConfig(options.config, process.cwd(), options.out);
    const result = await buildSite(loaded, { reporter, onProgress: progress.update });
    progress.finish();
    printWarnings(reporter.warnings);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const size = formatBytes(await folderSize(result.outDir));
    const precache = result.precache ? `, offline precache ${result.precache.files} files (${formatBytes(result.precache.bytes)})` : '';
    process.stdout.write(`Built ${result.pageCount} pages in ${seconds} s → ${relativeToCwd(result.outDir) || '.'} (${size})${precache}${reporter.warnings.length ? `, ${reporter.warnings.length} warning${reporter.warnings.length === 1 ? '' : 's'}` : ''}\n`);
    return 0;
  } catch (error) {
    progress.finish();
    printWarnings(reporter.warnings);
    printError(error);
    return 1;
  }
}
