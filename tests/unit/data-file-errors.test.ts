// The data files an author writes by hand (sidebars, versions.json, translation
// files) are reported at the line of the mistake, not only by file.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSidebarsFile } from '../../src/content/sidebars/load-sidebars-file.ts';
import { normaliseSidebars } from '../../src/content/sidebars/normalise.ts';
import { readVersionNames } from '../../src/content/versions.ts';
import { readAuthorsMap } from '../../src/content/blog/authors.ts';
import { loadCategoryMetadata } from '../../src/content/category-metadata.ts';
import { readTagsFile } from '../../src/content/tags-file.ts';
import { createReporter } from '../../src/shared/logger.ts';
import { readTranslationFile } from '../../src/i18n/translation-files.ts';
import { BuildError } from '../../src/shared/errors.ts';
import { tempDir } from '../helpers/build.ts';
import { parseJsonText } from '../../src/shared/json-text.ts';

async function fileWith(name: string, text: string): Promise<string> {
  const file = path.join(await tempDir('data-file'), name);
  await writeFile(file, text);
  return file;
}

async function errorOf(run: () => unknown): Promise<BuildError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof BuildError) return error;
    throw error;
  }
  throw new Error('no error was thrown');
}

describe('JSON an author wrote', () => {
  it('reads a sidebars or versions file that begins with a byte order mark, as Node reads it for Docusaurus', async () => {
    const sidebars = await fileWith('sidebars.json', '\uFEFF{ "main": ["intro"] }\n');
    expect(await loadSidebarsFile(sidebars)).toEqual({ value: { main: ['intro'] }, files: [sidebars] });
    const versions = await fileWith('versions.json', '\uFEFF["4.1", "4.0"]\n');
    expect(await readVersionNames(path.dirname(versions), 'default')).toEqual(['4.1', '4.0']);
    const mistake = await errorOf(() => parseJsonText('\uFEFF{\n  "a": tru\n}', 'x.json', 'The file'));
    expect(mistake.location).toEqual({ file: 'x.json', line: 2, column: 8 });
  });

  it('names the line and column of the first mistake, even where V8 gives no position', async () => {
    // V8: "Unexpected token '}', "{"a": tru}" is not valid JSON", with no position.
    const bare = await errorOf(() => parseJsonText('{\n  "a": tru\n}', 'x.json', 'The file'));
    expect(bare.location).toEqual({ file: 'x.json', line: 2, column: 8 });
    expect(bare.message).toBe('The file is not valid JSON: something that is not a JSON value (text needs double quotes).');
    const comma = await errorOf(() => parseJsonText('[\n  "a",\n  "b"\n  "c"\n]', 'x.json', 'The file'));
    expect(comma.location).toMatchObject({ line: 4, column: 3 });
    expect(comma.message).toMatch(/a comma is expected/);
    const trailing = await errorOf(() => parseJsonText('{\n  "a": 1,\n}', 'x.json', 'The file'));
    expect(trailing.location).toMatchObject({ line: 3, column: 1 });
    const comment = await errorOf(() => parseJsonText('{\n  // why\n  "a": 1\n}', 'x.json', 'The file'));
    expect(comment.message).toMatch(/JSON has no comments/);
    expect(comment.location).toMatchObject({ line: 2, column: 3 });
  });

  it('a sidebars.json, a versions.json and a translation file report their line', async () => {
    const sidebars = await fileWith('sidebars.json', '{\n  "docs": [\n    "intro",\n    "setup"\n    "usage"\n  ]\n}\n');
    const sidebarsError = await errorOf(() => loadSidebarsFile(sidebars));
    expect(sidebarsError.location).toMatchObject({ file: sidebars, line: 5, column: 5 });
    expect(sidebarsError.message).toMatch(/^The sidebars file is not valid JSON/);

    const versionsFolder = path.dirname(await fileWith('versions.json', '[\n  "4.1",\n  4.0\n]\n'));
    const notNames = await errorOf(() => readVersionNames(versionsFolder, 'default'));
    expect(notNames.message).toMatch(/must be a JSON array of version names/);
    await writeFile(path.join(versionsFolder, 'versions.json'), '[\n  "4.1",\n  "4.0",\n]\n');
    expect((await errorOf(() => readVersionNames(versionsFolder, 'default'))).location).toMatchObject({ line: 4, column: 1 });

    const code = await fileWith('code.json', '{\n  "theme.x": { "message": "Bonjour" },\n  "theme.y": { "message": "Salut }\n}\n');
    const codeError = await errorOf(() => readTranslationFile(code));
    expect(codeError.location).toMatchObject({ file: code, line: 3 });
    expect(codeError.message).toMatch(/^The translations file is not valid JSON/);
  });

  it("a _category_ file, an authors file and a tags file that are not YAML report the line and column, named as what they are", async () => {
    const category = await fileWith('_category_.yml', 'label: Guides\nposition: [1\n');
    const categoryError = await errorOf(() => loadCategoryMetadata(path.dirname(category), createReporter()));
    expect(categoryError.message).toMatch(/^The category file is not valid YAML: /);
    expect(categoryError.location).toMatchObject({ file: category, line: 3 });
    const tags = await fileWith('tags.yml', 'api:\n  label: API\n  description: [Reading, writing\nlater: x\n');
    const tagsError = await errorOf(() => readTagsFile(tags, '/docs/tags'));
    expect(tagsError.message).toMatch(/^The tags file is not valid YAML: /);
    expect(tagsError.location).toMatchObject({ file: tags, line: 4, column: 1 });
    const authors = await fileWith('authors.yml', 'jane:\n  name: Jane\n  title: [Editor, writer\nbob:\n  name: Bob\n');
    const authorsError = await errorOf(() => readAuthorsMap(authors, { authorsPath: '/blog/authors', baseUrl: '/' }));
    expect(authorsError.message).toMatch(/^The authors file is not valid YAML: /);
    expect(authorsError.location).toMatchObject({ file: authors, line: 4, column: 1 });
  });

  it('a quote never closed in a YAML file is reported at the line and column where it opens', async () => {
    const tags = await fileWith('tags.yml', 'api:\n  label: "API\n  description: Reading and writing\nlater:\n  label: Later\n');
    const tagsError = await errorOf(() => readTagsFile(tags, '/docs/tags'));
    expect(tagsError.message).toMatch(/^The tags file is not valid YAML: Missing closing "quote/);
    expect(tagsError.location).toMatchObject({ file: tags, line: 2, column: 10 });
  });

  it('a _category_.json file that is not valid is told in JSON\'s terms, and one with a trailing comma builds, as in Docusaurus', async () => {
    const category = await fileWith('_category_.json', '{\n  "label": "Guides",\n  "position": 2\n  "collapsed": false\n}\n');
    const categoryError = await errorOf(() => loadCategoryMetadata(path.dirname(category), createReporter()));
    expect(categoryError.message).toMatch(/^The category file is not valid JSON: /);
    expect(categoryError.location).toMatchObject({ file: category, line: 4 });
    const trailing = await fileWith('_category_.json', '{\n  "label": "Guides",\n  "position": 2,\n}\n');
    expect((await loadCategoryMetadata(path.dirname(trailing), createReporter())).get('.')).toMatchObject({ label: 'Guides', position: 2 });
    // Joi converts a number or a yes/no written as text, for Docusaurus.
    const quoted = await fileWith('_category_.json', '{ "label": "Guides", "position": "3", "collapsed": "false" }\n');
    expect((await loadCategoryMetadata(path.dirname(quoted), createReporter())).get('.')).toMatchObject({ label: 'Guides', position: 3, collapsed: false });
  });

  it('a YAML sidebars file reports the line of its syntax error', async () => {
    const file = await fileWith('sidebars.yml', 'docs:\n  - intro\n  - [setup\n');
    const error = await errorOf(() => loadSidebarsFile(file));
    expect(error.location.file).toBe(file);
    expect(error.location.line).toBeGreaterThanOrEqual(3);
  });
});

describe('sidebar items', () => {
  const SIDEBARS = `export default {
  docs: [
    'intro',
    {
      type: 'category',
      label: 'Guides',
      items: [
        'guides/first',
        { type: 'doc', label: 'No id' },
        { type: 'page', id: 'guides/second' },
      ],
    },
  ],
  more: [{ type: 'autogenerated', dirName: '/api/' }],
};
`;

  async function normalised(text: string, name = 'sidebars.js') {
    const file = await fileWith(name, text);
    return { file, run: async () => normaliseSidebars((await loadSidebarsFile(file)).value, file) };
  }

  it('an item without its required key is reported at the item', async () => {
    const { file, run } = await normalised(SIDEBARS);
    const error = await errorOf(run);
    expect(error.message).toMatch(/Sidebar item of type "doc" in "docs > Guides" needs a "id"/);
    expect(error.location).toEqual({ file, line: 9 });
  });

  it('an item of an unknown type is reported at its type, with the types there are', async () => {
    const { file, run } = await normalised(SIDEBARS.replace("{ type: 'doc', label: 'No id' },\n", ''));
    const error = await errorOf(run);
    expect(error.message).toBe('Unknown sidebar item type "page" in "docs > Guides": it may be doc, ref, link, html, autogenerated or category.');
    expect(error.location).toEqual({ file, line: 9 });
  });

  it('an autogenerated dirName with slashes is reported at its line', async () => {
    const { file, run } = await normalised(SIDEBARS.replace("{ type: 'doc', label: 'No id' },\n", '').replace("type: 'page'", "type: 'doc'"));
    const error = await errorOf(run);
    expect(error.message).toMatch(/dirName "\/api\/" must not start or end/);
    expect(error.location).toEqual({ file, line: 13 });
  });

  it('in a JSON sidebars file, the element of a list is found by its index', async () => {
    const { file, run } = await normalised('{\n  "docs": [\n    "intro",\n    {\n      "type": "link",\n      "label": "Home"\n    }\n  ]\n}\n', 'sidebars.json');
    const error = await errorOf(run);
    expect(error.message).toMatch(/Sidebar item of type "link" in "docs" needs a "href"/);
    expect(error.location).toEqual({ file, line: 4 });
  });
});
