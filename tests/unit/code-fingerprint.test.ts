import { mkdir, writeFile } from 'node:fs/promises';
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
    // Another folder is another fingerprint.
    expect(codeFingerprint(await sourcesFolder('export const a = 2; // edited\n'))).not.toBe(first);
  });
});
