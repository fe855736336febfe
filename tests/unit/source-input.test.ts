// The checks that stand between an author's file and the parsers: encoding,
// binary content, size, nesting depth, and where a value sits in a file that
// was parsed without positions.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/build.ts';
import { lineOfKeyPath, lineOfValue } from '../../src/content/source-line.ts';
import { decodeSourceText, MAX_SOURCE_BYTES, readSourceText } from '../../src/content/source-text.ts';
import type { SourceFile } from '../../src/content/types.ts';
import { assertNestingWithinLimit, MAX_NESTING_DEPTH } from '../../src/markdown/nesting-limit.ts';
import { BuildError } from '../../src/shared/errors.ts';

function caught(action: () => unknown): BuildError {
  try {
    action();
  } catch (error) {
    if (error instanceof BuildError) return error;
    throw error;
  }
  throw new Error('expected a BuildError');
}

const source = (body: string, bodyStartLine = 1): SourceFile => ({ path: '/site/docs/page.md', frontMatter: {}, body, bodyStartLine, frontMatterLines: {} });

describe('decoding a source file', () => {
  it('returns UTF-8 text without its byte-order mark, a U+FFFD in the text included', () => {
    expect(decodeSourceText('a.md', Buffer.from('\uFEFF# Café \uFFFD\n'))).toBe('# Café \uFFFD\n');
  });

  it('names the line, column and byte of the first invalid UTF-8 sequence, after a real U+FFFD', () => {
    const bytes = Buffer.concat([Buffer.from('# Title \uFFFD\n\nna'), Buffer.from([0xef]), Buffer.from('ve\n')]);
    const error = caught(() => decodeSourceText('a.md', bytes));
    expect(error.location).toEqual({ file: 'a.md', line: 3, column: 3 });
    expect(error.message).toContain('byte 0xEF');
  });

  it('refuses binary data and UTF-16, which would otherwise become garbage pages', () => {
    expect(caught(() => decodeSourceText('a.md', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]))).message).toContain('binary file');
    expect(caught(() => decodeSourceText('a.md', Buffer.from('\uFEFF# Title', 'utf16le'))).message).toContain('UTF-16');
  });

  it('refuses a file over the size limit before reading it', async () => {
    const file = path.join(await tempDir('source'), 'big.md');
    await writeFile(file, Buffer.alloc(MAX_SOURCE_BYTES + 1, 'a'));
    const error = caught(() => readSourceText(file));
    expect(error).toBeInstanceOf(BuildError);
    expect(error.message).toMatch(/This file is 2\.0 MB; docgen reads pages of up to 2\.0 MB/);
    await writeFile(file, Buffer.alloc(MAX_SOURCE_BYTES, 'a'));
    expect(readSourceText(file).length).toBe(MAX_SOURCE_BYTES);
  });
});

describe('the nesting limit before parsing', () => {
  it('allows the limit and refuses one level more, at the line in the file', () => {
    expect(() => assertNestingWithinLimit(source(`${'- '.repeat(MAX_NESTING_DEPTH)}item\n`))).not.toThrow();
    const error = caught(() => assertNestingWithinLimit(source(`Intro\n\n${'> '.repeat(MAX_NESTING_DEPTH + 1)}quote\n`, 4)));
    expect(error.location.line).toBe(6);
    expect(error.message).toContain(`nested ${MAX_NESTING_DEPTH + 1} levels deep`);
  });

  it('counts ordered markers and indentation, and not thematic breaks or ordinary long lines', () => {
    expect(() => assertNestingWithinLimit(source(`${'1. '.repeat(MAX_NESTING_DEPTH + 1)}item\n`))).toThrow(BuildError);
    expect(() => assertNestingWithinLimit(source(`${' '.repeat(MAX_NESTING_DEPTH * 2 + 2)}- item\n`))).toThrow(/more than 100 levels/);
    expect(() => assertNestingWithinLimit(source(`${'* '.repeat(300)}\n${'word '.repeat(500)}\n${' '.repeat(400)}code\n`))).not.toThrow();
  });
});

describe('finding a value in a parsed file', () => {
  it('finds a quoted value, a bare YAML value and a path of keys', async () => {
    const dir = await tempDir('lines');
    const json = path.join(dir, 'sidebars.json');
    await writeFile(json, '{\n  "docs": [\n    "intro",\n    "guides/missing"\n  ]\n}\n');
    expect(lineOfValue(json, 'guides/missing')).toBe(4);
    const yaml = path.join(dir, 'sidebars.yml');
    await writeFile(yaml, 'docs:\n  - intro\n  - guides/missing\n');
    expect(lineOfValue(yaml, 'guides/missing')).toBe(3);
    expect(lineOfValue(yaml, 'absent')).toBeUndefined();
    const config = path.join(dir, 'site.config.ts');
    await writeFile(config, "export default {\n  title: 'Site',\n  docs: [\n    { id: 'default',\n      path: 3 },\n  ],\n  path: 'x',\n};\n");
    expect(lineOfKeyPath(config, ['docs', 0, 'path'])).toBe(5);
    expect(lineOfKeyPath(config, ['title'])).toBe(2);
    expect(lineOfKeyPath(config, ['navbar', 'items'])).toBeUndefined();
  });

  it("finds a key in a list's element by its index, and in one object given for a list", async () => {
    const dir = await tempDir('lines');
    const config = path.join(dir, 'site.config.ts');
    await writeFile(
      config,
      [
        'export default {',
        '  blog: [',
        "    { path: 'news', tags: ['a', 'b'], /* a comment, ] */ title: 'x, y' },",
        '    // The second blog',
        '    {',
        "      id: 'changelog',",
        "      path: 'changelog',",
        '    },',
        '  ],',
        "  docs: { path: 'docs' },",
        "  routeBasePath: 'later',",
        '};',
        '',
      ].join('\n'),
    );
    expect(lineOfKeyPath(config, ['blog', 0, 'path'])).toBe(3);
    expect(lineOfKeyPath(config, ['blog', 1, 'path'])).toBe(7);
    expect(lineOfKeyPath(config, ['blog', 1])).toBe(5);
    // Not in that element, though a later one has the key: not found, rather than the wrong line.
    expect(lineOfKeyPath(config, ['blog', 1, 'routeBasePath'])).toBeUndefined();
    expect(lineOfKeyPath(config, ['blog', 2])).toBeUndefined();
    expect(lineOfKeyPath(config, ['docs', 0, 'path'])).toBe(10);
  });
});
