// The site's own modules are bundled by esbuild and run from the bundle's
// code: each file keeps its own import.meta, errors name the file, line and
// column, docgen's modules are the build's own, and a fresh load runs again.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as docgen from '../../src/index.ts';
import { BuildError } from '../../src/shared/errors.ts';
import { importSiteModule } from '../../src/shared/site-import.ts';
import * as theme from '../../src/theme/content/index.ts';
import { tempDir } from '../helpers/build.ts';

async function files(entries: Record<string, string>): Promise<string> {
  const dir = await tempDir('site-import');
  for (const [name, text] of Object.entries(entries)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

async function errorOf(promise: Promise<unknown>): Promise<BuildError> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(BuildError);
  return error as BuildError;
}

describe('importing a site module', () => {
  it('gives each of its files its own import.meta, not the bundle’s', async () => {
    const dir = await files({
      'config/site.config.ts': "import { shared } from '../shared/base.ts';\nexport const own = import.meta.url;\nexport const beside = new URL('./pages/', import.meta.url).href;\nexport { shared };\n",
      'shared/base.ts': 'export const shared = { url: import.meta.url, dirname: import.meta.dirname, filename: import.meta.filename };\n',
    });
    const { exports, inputs } = await importSiteModule(path.join(dir, 'config/site.config.ts'));
    expect(exports.own).toBe(pathToFileURL(path.join(dir, 'config/site.config.ts')).href);
    expect(exports.beside).toBe(pathToFileURL(path.join(dir, 'config/pages/')).href);
    expect(exports.shared).toEqual({ url: pathToFileURL(path.join(dir, 'shared/base.ts')).href, dirname: path.join(dir, 'shared'), filename: path.join(dir, 'shared/base.ts') });
    expect(inputs.sort()).toEqual([path.join(dir, 'config/site.config.ts'), path.join(dir, 'shared/base.ts')]);
  });

  it('hands it docgen’s own modules, the very objects the build runs', async () => {
    const dir = await files({
      'page.tsx': "import { defineConfig, useSite } from 'docgen';\nimport { Tabs } from 'docgen/theme';\nexport default function Page() { return <p>{typeof Tabs}</p>; }\nexport { defineConfig, useSite, Tabs };\n",
    });
    const { exports } = await importSiteModule(path.join(dir, 'page.tsx'));
    expect(exports.defineConfig).toBe(docgen.defineConfig);
    expect(exports.useSite).toBe(docgen.useSite);
    expect(exports.Tabs).toBe(theme.Tabs);
    expect(typeof exports.default).toBe('function');
  });

  it('runs the module again at each load, its code unchanged', async () => {
    const dir = await files({ 'counted.ts': "const key = Symbol.for('docgen.test.runs');\nconst runs = ((globalThis as Record<symbol, number>)[key] ?? 0) + 1;\n(globalThis as Record<symbol, number>)[key] = runs;\nexport default runs;\n" });
    const file = path.join(dir, 'counted.ts');
    const first = (await importSiteModule(file)).exports.default as number;
    expect((await importSiteModule(file)).exports.default).toBe(first + 1);
    expect((await importSiteModule(file)).exports.default).toBe(first + 2);
  });

  it('sees an edited import at the next load', async () => {
    const dir = await files({ 'entry.ts': "export { value } from './data.ts';\n", 'data.ts': 'export const value = 1;\n' });
    expect((await importSiteModule(path.join(dir, 'entry.ts'))).exports.value).toBe(1);
    await writeFile(path.join(dir, 'data.ts'), 'export const value = 2;\n');
    expect((await importSiteModule(path.join(dir, 'entry.ts'))).exports.value).toBe(2);
  });

  it('reports a syntax error at its file, line and column (from 1), also on the first line of a module using import.meta', async () => {
    const dir = await files({
      'entry.ts': "import './broken.ts';\nexport const a = 1;\n",
      'broken.ts': 'export const here = import.meta.url;;; const = 2;\n',
    });
    const error = await errorOf(importSiteModule(path.join(dir, 'entry.ts')));
    expect(error.message).toBe('Expected identifier but found "="');
    expect(error.location).toEqual({ file: path.join(dir, 'broken.ts'), line: 1, column: 'export const here = import.meta.url;;; const '.length + 1 });
  });

  it('reports a module that throws as it runs where it threw, and one that imports what does not exist at the import', async () => {
    const dir = await files({ 'throws.ts': "throw new Error('no database here');\n", 'missing.ts': "export { x } from './nowhere.ts';\n" });
    const thrown = await errorOf(importSiteModule(path.join(dir, 'throws.ts')));
    expect(thrown.message).toBe('no database here');
    // Where it threw, through the source map inside the module's data: URL.
    expect(thrown.location).toEqual({ file: path.join(dir, 'throws.ts'), line: 1, column: 7 });
    const missing = await errorOf(importSiteModule(path.join(dir, 'missing.ts')));
    expect(missing.message).toContain('Could not resolve "./nowhere.ts"');
    expect(missing.location).toMatchObject({ file: path.join(dir, 'missing.ts'), line: 1 });
  });
});
