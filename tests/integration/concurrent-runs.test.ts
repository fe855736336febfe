// docgen run beside itself, as authors and CI run it: a build started while
// another writes the same output folder, and a second `docgen serve` of a site.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, PROJECT_ROOT, tempDir } from '../helpers/build.ts';
import { fileHashes, runDocgen } from '../helpers/cli.ts';
import { startServe, stop, until, type ServeProcess } from '../helpers/serve-process.ts';

describe('docgen run twice at once', () => {
  const copies: string[] = [];
  const serves: ServeProcess[] = [];
  afterAll(async () => {
    await Promise.all(serves.map((serve) => stop(serve.child)));
    await Promise.all(copies.map((site) => rm(site, { recursive: true, force: true })));
  });

  it('a build started while another writes the output folder waits for it, then replaces the output whole; the cache gives what a build without it gives', async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    const config = path.join(site, 'site.config.ts');
    const outDir = path.join(site, 'out');
    const args = ['build', '--config', config, '--out', outDir];
    const first = startBuild(args);
    // The first build is writing once its pending output is there beside the folder: it is stopped there while the second starts.
    await until(() => readdirSync(site).some((name) => name.startsWith('.out.tmp-')) || first.exited(), 'the first build to write its output', 120_000);
    const second = await startWhileStopped(first, () => startBuild(args));
    expect(second.output()).toContain(`Waiting for another docgen build of ${path.relative(PROJECT_ROOT, outDir)} to finish`);
    expect(await first.code, first.output()).toBe(0);
    expect(await second.code, second.output()).toBe(0);
    // Nothing of either build is left beside the output: no pending folder, no replaced output, no lock.
    expect((await readdir(site)).filter((name) => name.startsWith('.out'))).toEqual([]);

    // The builds left a cache that the next build uses to make exactly what a build without one makes.
    expect((await runDocgen(args)).code).toBe(0);
    const clean = path.join(await tempDir('concurrent-clean'), 'out');
    expect((await runDocgen(['build', '--config', config, '--out', clean, '--no-cache'])).code).toBe(0);
    expect(await fileHashes(outDir)).toEqual(await fileHashes(clean));
  });

  it('a second docgen serve of a site, on another port, stops with a line saying why, and the first goes on serving', async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    const serve = await startServe(site, { defaultOutput: true });
    serves.push(serve);
    const second = await runDocgen(['serve', '--port', '0', '--config', path.join(site, 'site.config.ts')], { timeoutMs: 60_000 });
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toBe(`error: a docgen serve is writing ${path.relative(PROJECT_ROOT, path.join(site, '.docgen-cache/serve-build'))}. Stop it, or give this one another --out.`);
    expect((await fetch(`${serve.origin}/`)).status).toBe(200);
    expect(existsSync(path.join(site, '.docgen-cache/serve-build/index.html'))).toBe(true);
    // Stopped, the first leaves neither its lock nor the name of its holder.
    await stop(serve.child);
    expect((await readdir(path.join(site, '.docgen-cache'))).filter((name) => name.includes('.lock'))).toEqual([]);
  });

  it('a build into the folder a docgen serve writes stops with a line saying why, rather than wait for a serve that does not end', async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    const serve = await startServe(site, { defaultOutput: true });
    serves.push(serve);
    const folder = path.join(site, '.docgen-cache/serve-build');
    const build = await runDocgen(['build', '--config', path.join(site, 'site.config.ts'), '--out', folder], { timeoutMs: 60_000 });
    expect(build.code).toBe(1);
    expect(build.stderr.trim()).toBe(`error: a docgen serve is writing ${path.relative(PROJECT_ROOT, folder)}. Stop it, or give this one another --out.`);
    expect((await fetch(`${serve.origin}/`)).status).toBe(200);
    // Its development build is still there: the build wrote nothing beside it.
    expect(existsSync(path.join(folder, 'index.html'))).toBe(true);
    expect((await readdir(path.dirname(folder))).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });
  it('a docgen serve killed outright (kill -9) leaves its lock, which the serve started again waits for and takes over', async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    const killed = await startServe(site, { defaultOutput: true });
    killed.child.kill('SIGKILL');
    await new Promise((resolve) => killed.child.once('exit', resolve));
    const again = await startServe(site, { defaultOutput: true });
    serves.push(again);
    expect(again.output()).toContain(`Waiting for the lock on ${path.relative(PROJECT_ROOT, path.join(site, '.docgen-cache/serve-build'))} that a docgen serve which was killed left`);
    expect((await fetch(`${again.origin}/`)).status).toBe(200);
  });
  // Two CI jobs in containers that share the workspace: each build sees the other's pending folder named by a process id it cannot
  // see, which is what a build stopped with Ctrl-C leaves. Each build here runs in a process-id namespace of its own (Linux, as root).
  it.skipIf(!canUnshare())('a build whose process ids the other cannot see (another container) neither removes its pending output nor writes at the same time', async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    const config = path.join(site, 'site.config.ts');
    const outDir = path.join(site, 'out');
    const args = ['build', '--config', config, '--out', outDir, '--no-cache'];
    // `true & wait` once and twice: the builds get the ids 3 and 4, the other's never running in each namespace.
    const inNamespace = (earlier: number) => ['unshare', '--pid', '--fork', '--mount-proc', 'sh', '-c', `${'true & wait; '.repeat(earlier)}"$@"; exit $?`, 'sh', process.execPath];
    const first = startBuild(args, inNamespace(1));
    // Stopped once it has written files into its pending output.
    const pendingFiles = () => readdirSync(site).filter((name) => name.startsWith('.out.tmp-')).flatMap((name) => readdirSync(path.join(site, name)));
    await until(() => pendingFiles().length > 0 || first.exited(), 'the first build to write its output', 120_000);
    const second = await startWhileStopped(first, () => startBuild(args, inNamespace(2)));
    expect(await first.code, first.output()).toBe(0);
    expect(await second.code, second.output()).toBe(0);
    expect((await readdir(site)).filter((name) => name.startsWith('.out'))).toEqual([]);
    const clean = path.join(await tempDir('concurrent-clean'), 'out');
    expect((await runDocgen(['build', '--config', config, '--out', clean, '--no-cache'])).code).toBe(0);
    expect(await fileHashes(outDir)).toEqual(await fileHashes(clean));
  });
});

type BuildProcess = ReturnType<typeof startBuild>;

/** Starts a second build while the first is stopped (SIGSTOP to its process group), until the second waits for it or ends. */
async function startWhileStopped(first: BuildProcess, start: () => BuildProcess): Promise<BuildProcess> {
  process.kill(-first.child.pid!, 'SIGSTOP');
  try {
    const second = start();
    await until(() => second.output().includes('Waiting for another docgen build') || second.exited(), 'the second build to wait or end', 120_000);
    return second;
  } finally {
    process.kill(-first.child.pid!, 'SIGCONT');
  }
}

/** `docgen build` in a process of its own (in a group of its own, run by `runner` if given, Node by default), whose output can be read as it runs. */
function startBuild(args: string[], [command, ...runner]: string[] = [process.execPath]): { child: ChildProcess; output: () => string; exited: () => boolean; code: Promise<number | null> } {
  const child = spawn(command!, [...runner, path.join(PROJECT_ROOT, 'bin/docgen.js'), ...args], { cwd: PROJECT_ROOT, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const code = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, output: () => output, exited: () => child.exitCode !== null, code };
}

/** Whether this process may run a command in a process-id namespace of its own. */
function canUnshare(): boolean {
  return spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;
}
