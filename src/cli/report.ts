import path from 'node:path';
import { BuildError, BuildErrors, formatBuildError, formatLocation } from '../shared/errors.ts';
import type { Warning } from '../shared/logger.ts';
import { BusyOutputError, STALE_SECONDS, type OutputWriter } from '../output/output-lock.ts';

export function relativeToCwd(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') && path.isAbsolute(file) && relative.split(path.sep).filter((part) => part === '..').length > 3 ? file : relative;
}

export function printWarnings(warnings: Warning[], stream = process.stderr): void {
  for (const warning of warnings) {
    const where = warning.location?.file ? `${formatLocation({ ...warning.location, file: relativeToCwd(warning.location.file) })}: ` : '';
    stream.write(`warning: ${where}${warning.message}\n`);
  }
}

/** An author error's `file:line: message` lines, as the terminal and docgen serve's overlay show them; undefined for a docgen bug. */
export function authorErrorLines(error: unknown): string[] | undefined {
  if (error instanceof BuildErrors) return error.errors.map((item) => formatBuildError(item, relativeToCwd));
  if (error instanceof BuildError) return [formatBuildError(error, relativeToCwd)];
  return undefined;
}

/** Author errors are printed as `file:line: message`; anything else is a docgen bug and keeps its stack. */
/** printError for a promise's `.catch`, where nothing is left to do but end: the command then exits with code 1. */
export function printedError(error: unknown): undefined {
  printError(error);
  return undefined;
}

export function printError(error: unknown, stream = process.stderr): void {
  const lines = authorErrorLines(error);
  if (lines) {
    for (const line of lines) stream.write(`error: ${line}\n`);
    if (error instanceof BuildErrors) stream.write(`Build failed: ${lines.length} error${lines.length === 1 ? '' : 's'}.\n`);
  } else {
    stream.write(`docgen crashed; this is a bug in docgen, please report it:\n${(error as Error)?.stack ?? String(error)}\n`);
  }
}

/**
 * A build's failure: its errors, then a last line saying it failed and how
 * many there were, one error or several; or the one line for an output folder
 * another docgen process is writing, which this one cannot wait for.
 */
export function printBuildFailure(error: unknown, stream = process.stderr): void {
  if (error instanceof BusyOutputError) {
    const { outDir, holder } = error;
    stream.write(`error: a docgen ${holder} is writing ${relativeToCwd(outDir) || '.'}. ${holder === 'serve' ? 'Stop it' : 'Wait for it to end'}, or give this one another --out.\n`);
  } else printError(error instanceof BuildError ? new BuildErrors([error]) : error, stream);
}

/** What a process waiting for an output folder's lock says: another build to finish, or a killed process's lock to go stale. */
export function lockWaitLine(outDir: string, waiter: OutputWriter, holder: OutputWriter): string {
  const folder = relativeToCwd(outDir) || '.';
  return waiter === 'build' && holder === 'build'
    ? `Waiting for another docgen build of ${folder} to finish (the lock of one that was killed is taken over after ${STALE_SECONDS} s)…\n`
    : `Waiting for the lock on ${folder} that a docgen ${holder} which was killed left (taken over after ${STALE_SECONDS} s)…\n`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
