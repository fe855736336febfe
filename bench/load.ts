// `npm run bench load`: `docgen serve --no-watch` on a built output folder under
// load from autocannon, over the requests a reader's browser makes: pages, a
// script, a data chunk and a missing page, compressed as browsers ask.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { routeChunkUrl } from '../src/shared/route-chunks.ts';

export interface LoadOptions {
  /** A doc of the site; its data chunk is requested too. */
  docRoute: string;
  connections: number;
  durationSeconds: number;
}

export interface LoadReport {
  outDir: string;
  connections: number;
  durationSeconds: number;
  /** The paths requested, each connection going through them in turn. */
  paths: string[];
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  throughputBytesPerSecond: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  /** Responses other than 2xx and 3xx, by status code (the missing page's 404s are expected). */
  otherStatuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

const DEFAULTS: LoadOptions = { docRoute: '/docs/apis/core/dml', connections: 10, durationSeconds: 10 };
const MISSING = '/no-such-page';
// As Chromium sends it, so responses are compressed as they are for a reader.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Starts the server on a free loopback port; resolves to its origin once it listens. */
function startServer(projectRoot: string, outDir: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['bin/docgen.js', 'serve', '--no-watch', '--out', outDir, '--port', '0', '--host', '127.0.0.1'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      const origin = /Serving .* at (http:\/\/[^/\s]+)/.exec(output)?.[1];
      if (origin) resolve({ origin, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`docgen serve --no-watch exited with code ${code}:\n${output}`)));
  });
}

/** The request mix: the home page, a doc, the doc's data chunk, the client's largest script and a missing page, each checked before the run. */
async function requestMix(origin: string, docRoute: string): Promise<string[]> {
  const home = await (await fetch(`${origin}/`)).text();
  // The entry script is a few bytes that import the rest: the request worth timing is the chunk holding the client's code.
  const scripts = await Promise.all([...home.matchAll(/<(?:script[^>]+src|link rel="modulepreload" href)="(\/[^"]+\.js)"/g)].map(async ([, url]) => ({ url: url!, bytes: (await (await fetch(`${origin}${url}`)).arrayBuffer()).byteLength })));
  const script = scripts.sort((a, b) => b.bytes - a.bytes)[0]?.url;
  if (!script) throw new Error('The home page names no script to request');
  const paths = ['/', docRoute, routeChunkUrl('/', docRoute), script, MISSING];
  for (const requestPath of paths) {
    const { status } = await fetch(`${origin}${requestPath}`);
    if (status !== (requestPath === MISSING ? 404 : 200)) throw new Error(`${requestPath} answered ${status} before the load run`);
  }
  return paths;
}

/** Runs the load and reports its figures; throws if any request failed, timed out or got a 5xx. */
export async function measureLoad(projectRoot: string, outDir: string, options: Partial<LoadOptions> = {}): Promise<LoadReport> {
  const { docRoute, connections, durationSeconds } = { ...DEFAULTS, ...options };
  const server = await startServer(projectRoot, outDir);
  try {
    const paths = await requestMix(server.origin, docRoute);
    const result = await autocannon({
      url: server.origin,
      connections,
      duration: durationSeconds,
      headers: BROWSER_HEADERS,
      requests: paths.map((requestPath) => ({ method: 'GET' as const, path: requestPath })),
    });
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]));
    const report: LoadReport = {
      outDir,
      connections,
      durationSeconds,
      paths,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      throughputBytesPerSecond: result.throughput.average,
      statuses,
      otherStatuses: Object.fromEntries(Object.entries(statuses).filter(([status]) => !/^[23]/.test(status))),
      errors: result.errors,
      timeouts: result.timeouts,
    };
    const serverErrors = Object.entries(statuses).filter(([status]) => status.startsWith('5')).reduce((sum, [, count]) => sum + count, 0);
    if (report.errors > 0 || report.timeouts > 0 || serverErrors > 0) {
      throw new Error(`The load run had ${report.errors} errors, ${report.timeouts} timeouts and ${serverErrors} server errors (5xx):\n${JSON.stringify(report, null, 2)}`);
    }
    return report;
  } finally {
    await server.stop();
  }
}
