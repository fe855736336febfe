import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeFingerprint } from '../../src/shared/code-fingerprint.js';
import { tempDir } from '../helpers/build.ts';

/** A folder laid out as docgen's is, with one source file. */
async function sourcesFolder(source: string): Promise<string> {
  const root = await tempDir('fingerprint');
  await mkdir(path.join(root, 'src'));
  await writeFile(path.join(root, 'src/index.ts'), source);
  return root;
}

describe('the fingerprint of docgen code', () => {
  it('is made once per process and folder, shared by the launcher copy of its module and the compiled one', async () => {
    const root = await sourcesFolder('export const a = 1;\n');
    const first = codeFingerprint(root);
    // An edit after the code was loaded: the code running is still the code that was loaded.
    await writeFile(path.join(root, 'src/index.ts'), 'export const a = 2; // edited\n');
    // A second copy of the module, as the compiled code bundles its own.
    const copyUrl = `${pathToFileURL(path.resolve(import.meta.dirname, '../../src/shared/code-fingerprint.js')).href}?copy`;
    const copy = (await import(/* @vite-ignore */ copyUrl)) as typeof import('../../src/shared/code-fingerprint.js');
    expect(copy.codeFingerprint).not.toBe(codeFingerprint);
    expect(copy.codeFingerprint(`${root}/`)).toBe(first);
    // Other sources are another fingerprint.
    expect(codeFingerprint(await sourcesFolder('export const a = 2; // edited\n'))).not.toBe(first);
  });

  it('is the same for the same sources in another folder with other times, as a fresh checkout or npm ci in CI gives them', async () => {
    const first = await sourcesFolder('export const b = 1;\n');
    const second = await sourcesFolder('export const b = 1;\n');
    const later = new Date(Date.now() + 3_600_000);
    await utimes(path.join(second, 'src/index.ts'), later, later);
    expect(codeFingerprint(second)).toBe(codeFingerprint(first));
  });

  it('changes with the packages installed where docgen runs, by the state file of the node_modules folder above it', async () => {
    const project = await tempDir('fingerprint-install');
    let installs = 0;
    // Each in a project of its own: the fingerprint is made once per folder and process.
    const installed = async (state: string) => {
      const root = path.join(project, `project-${++installs}`, 'node_modules/docgen');
      await mkdir(path.join(root, 'src'), { recursive: true });
      await writeFile(path.join(root, 'src/index.ts'), 'export const c = 1;\n');
      await writeFile(path.join(root, '../.package-lock.json'), state);
      return codeFingerprint(root);
    };
    const withShiki3 = await installed('{"packages":{"node_modules/shiki":{"version":"3.0.0"}}}');
    expect(await installed('{"packages":{"node_modules/shiki":{"version":"3.1.0"}}}')).not.toBe(withShiki3);
    expect(await installed('{"packages":{"node_modules/shiki":{"version":"3.0.0"}}}')).toBe(withShiki3);
  });
});
