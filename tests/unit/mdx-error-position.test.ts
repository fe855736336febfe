import type { SourceMapPayload } from 'node:module';
import { compile, run } from '@mdx-js/mdx';
import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { SourceMapGenerator } from 'source-map';
import { describe, expect, it } from 'vitest';
import { compiledFrameOf, originalPosition, sourceUrlComment } from '../../src/markdown/mdx-error-position.ts';

/** Compiles and renders `text` as docgen does, named by `sourceUrlComment`; the error it throws and the compile's source map. */
async function failure(file: string, text: string): Promise<{ error: unknown; map: SourceMapPayload }> {
  const compiled = await compile({ value: text, path: file }, { outputFormat: 'function-body', SourceMapGenerator });
  try {
    const { default: Content } = await run(`${String(compiled)}\n${sourceUrlComment(file)}`, { ...runtime, baseUrl: import.meta.url });
    renderToStaticMarkup(createElement(Content as ComponentType));
  } catch (error) {
    return { error, map: compiled.map as SourceMapPayload };
  }
  throw new Error('The page rendered');
}

describe('where an error thrown by an MDX file’s compiled code was made', () => {
  it('names the file, even with spaces in its path, and finds the expression’s line and column', async () => {
    const file = '/site/content/docs/my guides/enrol.mdx';
    const { error, map } = await failure(file, '# Enrolment\n\nSome text.\n\n<div title={course.fullname}>Course</div>\n');
    const frame = compiledFrameOf(error);
    expect(frame?.file).toBe(file);
    expect(originalPosition(map, frame!)).toEqual({ line: 5, column: 13 });
  });

  it('finds an export that throws as the code runs, before anything renders', async () => {
    const file = '/site/content/docs/limits.mdx';
    const { error, map } = await failure(file, '# Limits\n\nexport const limits = {};\n\nexport const largest = limits.upload.max;\n');
    expect(originalPosition(map, compiledFrameOf(error)!)).toEqual({ line: 5, column: 38 });
  });

  it('finds nothing in an error thrown elsewhere', () => {
    expect(compiledFrameOf(new Error('thrown by docgen'))).toBeUndefined();
    expect(compiledFrameOf('not an error')).toBeUndefined();
  });
});
