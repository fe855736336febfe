import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaceFile } from '../../src/shared/replace-file.ts';
import { tempDir } from '../helpers/build.ts';

describe('replaceFile', () => {
  it('writes one file many times at once in one process, as compile workers write a shared module, leaving it whole and no temporary file', async () => {
    const folder = await tempDir('replace');
    const file = path.join(folder, 'module.mjs');
    const versions = Array.from({ length: 20 }, (_, index) => `export const version = ${index};\n`.repeat(2000));
    await Promise.all(versions.map((text) => replaceFile(file, text)));
    expect(versions).toContain(await readFile(file, 'utf8'));
    expect(await readdir(folder)).toEqual(['module.mjs']);
  });
});
