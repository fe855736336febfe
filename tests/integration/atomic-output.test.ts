import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildErrors } from '../../src/shared/errors.ts';
import { build, copyFixture, listFiles } from '../helpers/build.ts';

describe('atomic output', () => {
  const copies: string[] = [];
  const copy = async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    return site;
  };
  afterAll(() => Promise.all(copies.map((site) => rm(site, { recursive: true, force: true }))));

  it('leaves the previous output untouched when a build fails', async () => {
    const site = await copy();
    const outDir = path.join(site, 'out');
    await build(path.join(site, 'site.config.ts'), outDir);
    const before = await listFiles(outDir);
    const indexBefore = await readFile(path.join(outDir, 'index.html'), 'utf8');

    // Break one page: malformed YAML in its front matter.
    await writeFile(path.join(site, 'content/docs/01-apis/core/lock.md'), '---\ntitle: [unclosed\n---\n# Locks\n');
    await writeFile(path.join(site, 'content/pages/hello.md'), '# Changed\n');
    const failure = await build(path.join(site, 'site.config.ts'), outDir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildErrors);
    const [error] = (failure as BuildErrors).errors;
    expect(error!.location.file).toBe(path.join(site, 'content/docs/01-apis/core/lock.md'));
    expect(error!.location.line).toBe(2);

    expect(await listFiles(outDir)).toEqual(before);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe(indexBefore);
    expect(await readFile(path.join(outDir, 'hello.html'), 'utf8')).toContain('Hello page');
    // No temporary folders are left behind.
    expect((await readdir(site)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('replaces the output when the next build succeeds', async () => {
    const site = await copy();
    const outDir = path.join(site, 'out');
    await build(path.join(site, 'site.config.ts'), outDir);
    await writeFile(path.join(site, 'content/pages/hello.md'), '# Greetings page\n');
    await build(path.join(site, 'site.config.ts'), outDir);
    expect(await readFile(path.join(outDir, 'hello.html'), 'utf8')).toContain('Greetings page');
    expect(existsSync(path.join(outDir, 'docs.html'))).toBe(true);
  });
});
