import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import escapeRegExp from 'lodash-es/escapeRegExp.js';
import { describe, expect, it } from 'vitest';
import { startCompiledWorker } from '../../src/shared/compiled-worker.ts';
import { DOCGEN_ROOT } from '../../src/shared/docgen-source.ts';
import { tempDir } from '../helpers/build.ts';

const BUNDLES = path.join(DOCGEN_ROOT, 'node_modules/.cache/docgen/workers');

function firstError(worker: Awaited<ReturnType<typeof startCompiledWorker>>): Promise<Error> {
  return new Promise((resolve) => {
    worker.once('error', (error: Error) => {
      resolve(error);
      void worker.terminate();
    });
  });
}

describe('worker threads started from a bundle of docgen’s code', () => {
  it('run the entry from a bundle in node_modules/.cache, and a crash names the TypeScript file and line', async () => {
    // No code themes: creating the page compiler fails inside the worker.
    const error = await firstError(await startCompiledWorker('build/compile-worker.ts', { environment: { imports: {} } }));
    expect(error.message).toContain("reading 'light'");
    expect(error.stack).toMatch(new RegExp(`${escapeRegExp(path.join(DOCGEN_ROOT, 'src/markdown/highlighter.ts'))}:\\d+:\\d+`));
    expect(error.stack).not.toContain('.mjs');
    const bundles = await readdir(BUNDLES);
    expect(bundles.filter((name) => /^compile-worker-[0-9a-f]{16}\.mjs$/.test(name))).toHaveLength(1);
    expect(bundles.some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('start together without tripping over the one bundle they share', async () => {
    const started = await Promise.all([1, 2, 3].map(() => startCompiledWorker('build/compile-worker.ts', { environment: { imports: {} } })));
    const errors = await Promise.all(started.map(firstError));
    for (const error of errors) expect(error.message).toContain("reading 'light'");
    const bundles = await readdir(BUNDLES);
    expect(bundles.filter((name) => name.startsWith('compile-worker-') && name.endsWith('.mjs'))).toHaveLength(1);
  });

  it('run docgen’s TypeScript through tsx when the bundle cannot be written, as from a read-only install', async () => {
    // A folder inside a file: no one, root included, can make it.
    const blocker = path.join(await tempDir('unwritable-bundles'), 'a-file');
    await writeFile(blocker, '');
    const worker = await startCompiledWorker('build/compile-worker.ts', { environment: { imports: {} } }, { bundleFolder: path.join(blocker, 'workers') });
    const error = await firstError(worker);
    expect(error.message).toContain("reading 'light'");
    expect(error.stack).toMatch(new RegExp(`${escapeRegExp(path.join(DOCGEN_ROOT, 'src/markdown/highlighter.ts'))}:\\d+:\\d+`));
  });
});
