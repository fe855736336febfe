import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crawlMarkdown } from '../../src/content/crawl.ts';
import { BuildErrors } from '../../src/shared/errors.ts';
import { build, PROJECT_ROOT, tempDir } from '../helpers/build.ts';

const CORPUS = path.resolve(PROJECT_ROOT, '../shared/corpus/devdocs');
const IMPORT_LINE = /^import\s/m;

/**
 * The real Moodle devdocs, read in place. Pages that import site code
 * (@site/src/components…) cannot build yet; everything else must.
 */
describe('building the real devdocs corpus', () => {
  it('compiles and renders every page that imports no code, with file:line errors for the rest', async () => {
    expect(existsSync(CORPUS), `the corpus is read in place from ${CORPUS}`).toBe(true);
    const outDir = path.join(await tempDir('corpus'), 'out');
    const failure = await build(path.join(PROJECT_ROOT, 'examples/moodle-devdocs/site.config.ts'), outDir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildErrors);
    const errors = (failure as BuildErrors).errors;

    const failedFiles = new Set(errors.map((error) => error.location.file));
    for (const error of errors) {
      expect(error.location.file, error.message).toMatch(/\.mdx?$/);
      expect(error.location.line, `${error.location.file}: ${error.message}`).toBeGreaterThan(0);
    }
    // Every failing page is one that imports something.
    for (const file of failedFiles) {
      expect(IMPORT_LINE.test(await readFile(file!, 'utf8')), `${file} fails but imports nothing`).toBe(true);
    }
    // And most pages build: all 782 files minus partials and the failures.
    const pages = (await Promise.all(['docs', 'general', 'versioned_docs/version-4.1'].map((dir) => crawlMarkdown(path.join(CORPUS, dir))))).flat();
    expect(pages.length).toBeGreaterThan(690);
    expect(failedFiles.size).toBeLessThan(pages.length / 5);
  });
});
