import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { listFiles, PROJECT_ROOT } from './build.ts';

const run = promisify(execFile);
const BIN = path.join(PROJECT_ROOT, 'bin/docgen.js');

export interface CliRun {
  /** The exit code; null when the process was killed (a timeout). */
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd?: string;
  /** Kills the process after this long. */
  timeoutMs?: number;
  /** Node's heap limit for the process, in megabytes. */
  maxHeapMb?: number;
  /** Environment variables besides the test's own. */
  env?: Record<string, string>;
}

/** Runs `docgen` as an author does (CI=1: no progress bars), and answers with its exit code and output, whether it failed or not. */
export async function runDocgen(args: string[], { cwd = PROJECT_ROOT, timeoutMs, maxHeapMb, env: extra }: CliOptions = {}): Promise<CliRun> {
  const env = { ...process.env, CI: '1', NODE_ENV: '', ...(maxHeapMb && { NODE_OPTIONS: `--max-old-space-size=${maxHeapMb}` }), ...extra };
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { cwd, env, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number | null; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** Every file under `dir` with a hash of its bytes. */
export async function fileHashes(dir: string): Promise<Record<string, string>> {
  const files = await listFiles(dir);
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, createHash('sha256').update(await readFile(path.join(dir, file))).digest('hex')] as const)));
}
