// Runs a command and measures it as the machine sees it: wall time, and the
// peak memory and CPU time of the whole process tree (docgen, its worker
// threads, and the Pagefind process it starts), sampled from /proc.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessStats {
  exitCode: number;
  wallMs: number;
  /** The largest total resident memory of the process and its children seen at one sample. */
  peakRssBytes: number;
  /** User and system time of the process tree, as last sampled for each process. */
  cpuMs: number;
  stdout: string;
  stderr: string;
}

const SAMPLE_MS = 25;
const CLOCK_TICKS_PER_SECOND = 100;
const PAGE_SIZE = 4096;

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

function tree(pid: number): number[] {
  return [pid, ...children(pid).flatMap(tree)];
}

/** Resident bytes and CPU milliseconds of one process, or undefined once it has gone. */
function sample(pid: number): { rss: number; cpuMs: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rssPages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return { rss: rssPages * PAGE_SIZE, cpuMs: (ticks * 1000) / CLOCK_TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

export function runMeasured(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<ProcessStats> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, CI: '1', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    let peakRssBytes = 0;
    const cpuByPid = new Map<number, number>();
    const timer = setInterval(() => {
      if (child.pid === undefined) return;
      let rss = 0;
      for (const pid of tree(child.pid)) {
        const now = sample(pid);
        if (!now) continue;
        rss += now.rss;
        cpuByPid.set(pid, now.cpuMs);
      }
      peakRssBytes = Math.max(peakRssBytes, rss);
    }, SAMPLE_MS);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(timer);
      const cpuMs = [...cpuByPid.values()].reduce((sum, value) => sum + value, 0);
      resolve({ exitCode: code ?? 1, wallMs: performance.now() - started, peakRssBytes, cpuMs, stdout, stderr });
    });
  });
}
