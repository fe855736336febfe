import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import escapeRegExp from 'lodash-es/escapeRegExp.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startCompiledWorker } from '../../src/shared/compiled-worker.ts';
import { DOCGEN_ROOT, docgenCodeFingerprint } from '../../src/shared/docgen-source.ts';
import { tempDir } from '../helpers/build.ts';

const CODE_PARENT = path.join(DOCGEN_ROOT, 'node_modules/.cache/docgen');

function firstError(worker: Awaited<ReturnType<typeof startCompiledWorker>>): Promise<Error> {
  return new Promise((resolve) => {
    worker.once('error', (error: Error) => {
      resolve(error);
      void worker.terminate();
    });
  });
}

describe('worker threads started from docgen’s compiled code', () => {
  it('run the entry from the compiled code in node_modules/.cache, and a crash names the TypeScript file and line', async () => {
    // No code themes: creating the page compiler fails inside the worker.
    const error = await firstError(await startCompiledWorker('build/compile-worker.ts', { environment: { imports: {} } }));
    expect(error.message).toContain("reading 'light'");
    expect(error.stack).toMatch(new RegExp(`${escapeRegExp(path.join(DOCGEN_ROOT, 'src/markdown/highlighter.ts'))}:\\d+:\\d+`));
    expect(error.stack).not.toContain('.mjs');
    const current = path.join(CODE_PARENT, `code-${docgenCodeFingerprint().slice(0, 16)}`);
    expect(existsSync(path.join(current, 'build/compile-worker.mjs'))).toBe(true);
    expect((await readdir(CODE_PARENT)).some((name) => name.endsWith(`.${process.pid}.tmp`))).toBe(false);
  });

  it('start together without tripping over the one folder of code they share, which replaces code no process has used for a day, and beyond the three used last', async () => {
    // Inside docgen's node_modules, as the code must be, to find its packages.
    const parent = path.join(DOCGEN_ROOT, 'node_modules/.cache', `docgen-test-${process.pid}`);
    onTestFinished(() => rm(parent, { recursive: true, force: true }));
    const aged = async (name: string, hours: number) => {
      await mkdir(path.join(parent, name), { recursive: true });
      const time = new Date(Date.now() - hours * 3_600_000);
      await utimes(path.join(parent, name), time, time);
    };
    await aged('code-0000000000000000', 25);
    await aged('code-1111111111111111', 2);
    await aged('code-3333333333333333', 1);
    await aged('code-4444444444444444', 0.5);
    await aged('code-5555555555555555', 0.2);
    await aged('code-2222222222222222.123.tmp', 1);
    await aged('workers', 0);
    await aged('client', 0);

    const started = await Promise.all([1, 2, 3].map(() => startCompiledWorker('build/compile-worker.ts', { environment: { imports: {} } }, { codeParent: parent })));
    const errors = await Promise.all(started.map(firstError));
    for (const error of errors) expect(error.message).toContain("reading 'light'");
    const kept = ['code-3333333333333333', 'code-4444444444444444', 'code-5555555555555555'];
    const folders = await readdir(parent);
    const current = folders.filter((name) => !kept.includes(name));
    expect(folders).toEqual(expect.arrayContaining(kept));
    expect(current).toHaveLength(1);
    expect(current[0]).toMatch(/^code-[0-9a-f]{16}$/);
    for (const entry of ['cli/index.mjs', 'index.mjs', 'theme/content/index.mjs', 'build/compile-worker.mjs', 'build/highlight-worker.mjs', 'output/client-bundle-worker.mjs']) {
      expect(existsSync(path.join(parent, current[0]!, entry)), entry).toBe(true);
    }
  });

  it('run docgen’s TypeScript through tsx when the bundle cannot be written, as from a read-only install', async () => {
    // A folder inside a file: no one, root included, can make it.
    const blocker = path.join(await tempDir('unwritable-bundles'), 'a-file');
    await writeFile(blocker, '');
    const worker = await startCompiledWorker('build/compile-worker.ts', { environment: { imports: {} } }, { codeParent: path.join(blocker, 'docgen') });
    const error = await firstError(worker);
    expect(error.message).toContain("reading 'light'");
    expect(error.stack).toMatch(new RegExp(`${escapeRegExp(path.join(DOCGEN_ROOT, 'src/markdown/highlighter.ts'))}:\\d+:\\d+`));
  });
});
