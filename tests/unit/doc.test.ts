import escapeRegExp from 'lodash-es/escapeRegExp.js';
import { describe, expect, it } from 'vitest';
import { createDoc, type DocContext } from '../../src/content/doc.ts';
import { parseSourceFile } from '../../src/content/front-matter.ts';
import { stripNumberPrefix } from '../../src/content/number-prefix.ts';
import { BuildError, BuildErrors } from '../../src/shared/errors.ts';

const ROOT = '/virtual/site/docs';
const CURRENT: DocContext = { pluginId: 'default', versionName: 'current', versionPath: '/docs', tagsPath: '/docs/tags', stripPrefix: stripNumberPrefix };

function doc(relativePath: string, text = 'Some text.\n', context: DocContext = CURRENT) {
  return createDoc(parseSourceFile(`${ROOT}/${relativePath}`, text), relativePath, context);
}

function withFrontMatter(fields: string, body = 'Some text.\n'): string {
  return `---\n${fields}\n---\n${body}`;
}

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('doc ids and number prefixes (facts A2, A3)', () => {
  it('strips a number prefix from the file name and uses it as the sidebar position', () => {
    const d = doc('01-foo.md');
    expect(d.id).toBe('foo');
    expect(d.sidebarPosition).toBe(1);
    expect(d.slug).toBe('/foo');
    expect(d.permalink).toBe('/docs/foo');
  });

  it('strips prefixes from folder segments for the id and the slug, keeping the raw folder name', () => {
    const d = doc('01-apis/02-core/03-dml.md');
    expect(d.id).toBe('apis/core/dml');
    expect(d.permalink).toBe('/docs/apis/core/dml');
    expect(d.sourceDirName).toBe('01-apis/02-core');
    expect(d.sidebarPosition).toBe(3);
  });

  it.each([
    ['releases/4.1.md', 'releases/4.1'],
    ['2021-11-notes.md', '2021-11-notes'],
    ['7.0-x.md', '7.0-x'],
  ])('%s keeps its name: id %s, no position', (file, id) => {
    const d = doc(file);
    expect(d.id).toBe(id);
    expect(d.permalink).toBe(`/docs/${id}`);
    expect(d.sidebarPosition).toBeUndefined();
  });

  it('front matter sidebar_position beats the number prefix', () => {
    expect(doc('05-x.md', withFrontMatter('sidebar_position: 2')).sidebarPosition).toBe(2);
  });

  it('parse_number_prefixes: false keeps the prefix in the id and gives no position', () => {
    const d = doc('01-tools/01-foo.md', withFrontMatter('parse_number_prefixes: false'));
    expect(d.id).toBe('01-tools/01-foo');
    expect(d.permalink).toBe('/docs/01-tools/01-foo');
    expect(d.sidebarPosition).toBeUndefined();
  });

  it('id is the file name without its extension, with the folder path in front', () => {
    expect(doc('intro.md').id).toBe('intro');
    expect(doc('guides/setup/install.mdx').id).toBe('guides/setup/install');
  });

  it('front matter id replaces the file name part of the id and changes the URL', () => {
    const root = doc('intro.md', withFrontMatter('id: introduction'));
    expect(root.id).toBe('introduction');
    expect(root.slug).toBe('/introduction');
    expect(root.permalink).toBe('/docs/introduction');

    const nested = doc('01-guides/start.md', withFrontMatter('id: begin'));
    expect(nested.id).toBe('guides/begin');
    expect(nested.permalink).toBe('/docs/guides/begin');
  });

  it('an id containing "/" is a BuildError naming the file', () => {
    const error = catchError(() => doc('guides/a.md', withFrontMatter('id: some/thing')));
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).message).toContain('some/thing');
    expect((error as BuildError).location.file).toBe(`${ROOT}/guides/a.md`);
  });

  it('the id has no version prefix, whatever the version', () => {
    const d = doc('guides/a.md', 'Text', { pluginId: 'default', versionName: '4.1', versionPath: '/docs/4.1', tagsPath: '/docs/4.1/tags', stripPrefix: stripNumberPrefix });
    expect(d.id).toBe('guides/a');
    expect(d.versionName).toBe('4.1');
    expect(d.pluginId).toBe('default');
  });
});

describe('slugs and permalinks (facts A4)', () => {
  it('an absolute front matter slug is used as is, relative to the version path', () => {
    const d = doc('guides/deep/page.md', withFrontMatter('slug: /custom/path'));
    expect(d.slug).toBe('/custom/path');
    expect(d.permalink).toBe('/docs/custom/path');
    expect(d.id).toBe('guides/deep/page');
  });

  it('a relative slug is resolved against the folder (prefixes stripped)', () => {
    expect(doc('guides/deep/page.md', withFrontMatter('slug: other')).permalink).toBe('/docs/guides/deep/other');
    expect(doc('01-guides/page.md', withFrontMatter('slug: renamed')).permalink).toBe('/docs/guides/renamed');
    expect(doc('guides/deep/page.md', withFrontMatter('slug: ../up')).permalink).toBe('/docs/guides/up');
    expect(doc('page.md', withFrontMatter('slug: top')).permalink).toBe('/docs/top');
  });

  it('front matter slug beats front matter id for the URL', () => {
    const d = doc('guides/page.md', withFrontMatter('id: other-id\nslug: /exact'));
    expect(d.id).toBe('guides/other-id');
    expect(d.permalink).toBe('/docs/exact');
  });

  it.each(['index.md', 'README.md', 'readme.mdx', 'Index.md'])('guides/%s is the category index: slug /guides/, permalink without trailing slash', (name) => {
    const d = doc(`guides/${name}`);
    expect(d.isCategoryIndex).toBe(true);
    expect(d.slug).toBe('/guides/');
    expect(d.permalink).toBe('/docs/guides');
    expect(d.id).toBe(`guides/${name.replace(/\.mdx?$/, '')}`);
  });

  it('foo/foo.md is the index of foo/ (case-insensitive, prefixes stripped)', () => {
    const d = doc('a/02-foo/foo.md');
    expect(d.isCategoryIndex).toBe(true);
    expect(d.slug).toBe('/a/foo/');
    expect(d.permalink).toBe('/docs/a/foo');
    expect(doc('Guides/guides.md').isCategoryIndex).toBe(true);
  });

  it('foo.md beside a foo/ folder is not an index', () => {
    const root = doc('foo.md');
    expect(root.isCategoryIndex).toBe(false);
    expect(root.slug).toBe('/foo');
    const nested = doc('a/foo.md');
    expect(nested.isCategoryIndex).toBe(false);
    expect(nested.slug).toBe('/a/foo');
    expect(nested.permalink).toBe('/docs/a/foo');
  });

  it('the root index has slug / and the version path as permalink', () => {
    const d = doc('index.md');
    expect(d.slug).toBe('/');
    expect(d.permalink).toBe('/docs');
    expect(doc('README.md', 'x', { pluginId: 'general', versionName: 'current', versionPath: '/general', tagsPath: '/general/tags', stripPrefix: stripNumberPrefix }).permalink).toBe('/general');
  });

  it('the permalink joins the version path', () => {
    const context: DocContext = { pluginId: 'default', versionName: '4.1', versionPath: '/docs/4.1', tagsPath: '/docs/4.1/tags', stripPrefix: stripNumberPrefix };
    expect(doc('guides/a.md', 'x', context).permalink).toBe('/docs/4.1/guides/a');
    expect(doc('guides/index.md', 'x', context).permalink).toBe('/docs/4.1/guides');
    expect(doc('index.md', 'x', context).permalink).toBe('/docs/4.1');
    expect(doc('x.md', withFrontMatter('slug: /'), context).permalink).toBe('/docs/4.1');
  });

  it('an index doc with front matter id still uses the folder slug', () => {
    const d = doc('guides/index.md', withFrontMatter('id: overview'));
    expect(d.id).toBe('guides/overview');
    expect(d.permalink).toBe('/docs/guides');
  });
});

describe('title, description, draft (facts A4, A5)', () => {
  it('front matter title wins over the H1', () => {
    expect(doc('a.md', withFrontMatter('title: From front matter', '# From heading\n\nText')).title).toBe('From front matter');
  });

  it('else the first # H1, with backticks around the whole title and a trailing {#id} removed', () => {
    expect(doc('a.md', '# Plain title\n\nText').title).toBe('Plain title');
    expect(doc('a.md', '# `get_string()`\n\nText').title).toBe('get_string()');
    expect(doc('a.md', '# Title with id {#custom-id}\n\nText').title).toBe('Title with id');
    expect(doc('a.md', withFrontMatter('description: d', '\n\n# After blank lines\n')).title).toBe('After blank lines');
  });

  it('imports before the H1 are skipped; a setext H1 counts', () => {
    expect(doc('a.mdx', "import Tabs from '@theme/Tabs';\n\n# After import\n").title).toBe('After import');
    expect(doc('a.mdx', "import {\n  Lang,\n  Version,\n} from './_parts';\nimport Tabs from '@theme/Tabs';\n\n# Plugin files\n").title).toBe('Plugin files');
    expect(doc('a.mdx', "import Tabs from '@theme/Tabs';\n# Right under it\n").title).toBe('Right under it');
    // A comment above it, which the page does not show, as the page's compile passes it over.
    expect(doc('a.md', '<!-- markdownlint-disable MD041 -->\n# Getting started\n\nText.\n').title).toBe('Getting started');
    expect(doc('a.mdx', "import Tabs from '@theme/Tabs';\n\n{/* a note to editors */}\n\n# Getting started\n").title).toBe('Getting started');
    expect(doc('a.md', 'Setext title\n============\n\nText').title).toBe('Setext title');
  });

  it('else the base id (prefix stripped, front matter id used)', () => {
    expect(doc('03-setup.md', 'Just text.\n\n# Late heading').title).toBe('setup');
    expect(doc('guides/b.md', '## Only an h2\n').title).toBe('b');
    expect(doc('guides/b.md', withFrontMatter('id: custom')).title).toBe('custom');
  });

  it('description comes from front matter', () => {
    expect(doc('a.md', withFrontMatter('description: Given description', '# T\n\nFirst line.')).description).toBe('Given description');
  });

  it('else the first text line, with Markdown removed, skipping the H1, imports, code and admonition fences', () => {
    expect(doc('a.md', '# Title\n\nThis has **bold**, `code` and [a link](other.md).\n\nSecond paragraph.').description).toBe('This has bold, code and a link.');
    expect(doc('a.mdx', "import X from '@theme/Tabs';\n\n```php\n$code = 1;\n```\n\n:::note\n\nInside the note.\n\n:::\n").description).toBe('Inside the note.');
    expect(doc('a.md', '# Only a title\n').description).toBe('');
    // A statement over several lines is skipped to the blank line after it, not only its first line.
    expect(doc('a.mdx', "import {\n    Lang,\n    CodeBlock,\n} from '../_utils';\nexport const x = {\n  y: 1,\n};\n\nBlocks show content beside the page.\n").description).toBe('Blocks show content beside the page.');
  });

  it('a setext title at the start is not the description; after an import it is, as Docusaurus reads it', () => {
    expect(doc('a.md', 'Setext title\n============\n\nFirst words.\n').description).toBe('First words.');
    // Footnotes: the reference leaves nothing, a definition line no excerpt.
    expect(doc('a.md', '# T\n\n[^1]: A note.\n\nPerform CRUD[^1] operations.\n').description).toBe('Perform CRUD operations.');
    expect(doc('a.mdx', "import X from '@theme/Tabs';\n\nSetext title\n===\n\nFirst words.\n").description).toBe('Setext title');
  });

  it('draft: true marks the doc as a draft; default is false', () => {
    expect(doc('a.md', withFrontMatter('draft: true')).draft).toBe(true);
    expect(doc('a.md').draft).toBe(false);
  });

  it('tags are turned into labelled permalinks under the version tags path', () => {
    const d = doc('a.md', withFrontMatter('tags:\n  - Release notes\n  - PHPUnit'));
    expect(d.tags).toEqual([
      { label: 'Release notes', permalink: '/docs/tags/release-notes' },
      { label: 'PHPUnit', permalink: '/docs/tags/php-unit' },
    ]);
  });

  it('unknown front matter keys are kept', () => {
    expect(doc('a.md', withFrontMatter('moodleVersion: 4.1\nunlisted: true')).frontMatter).toMatchObject({ moodleVersion: 4.1, unlisted: true });
  });
});

describe('front matter errors (facts A5)', () => {
  it('the body start line counts the front matter lines', () => {
    const source = parseSourceFile('/x/a.md', '---\ntitle: T\nid: a\n---\nFirst body line\n');
    expect(source.bodyStartLine).toBe(5);
    expect(source.body).toBe('First body line\n');
    expect(source.frontMatterLines).toEqual({ title: 2, id: 3 });
  });

  it('malformed YAML is a BuildError at the line of the problem', () => {
    // line 1 '---', line 2 title, line 3 the bad mapping
    const error = catchError(() => parseSourceFile('/x/bad.md', '---\ntitle: Fine\ndescription: a: b\n---\nBody\n'));
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).location).toMatchObject({ file: '/x/bad.md', line: 3 });
  });

  it('a quote never closed is reported at the line where it opens, not at the end of the front matter', () => {
    for (const quote of ['"', "'"]) {
      const error = catchError(() => parseSourceFile('/x/quote.md', `---\nslug: /\ntitle: ${quote}Welcome aboard\ntags: [a, b]\nid: q\n---\nBody\n`));
      expect(error).toBeInstanceOf(BuildError);
      expect((error as BuildError).message).toContain(`Missing closing ${quote}quote`);
      expect((error as BuildError).location).toMatchObject({ file: '/x/quote.md', line: 3 });
    }
  });

  it('a duplicate key is reported at the line of the second occurrence', () => {
    const error = catchError(() => parseSourceFile('/x/dup.md', '---\ntitle: Fine\nid: x\nslug: /s\nid: y\n---\nBody\n'));
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).location).toMatchObject({ file: '/x/dup.md', line: 5 });
  });

  it('aliases that expand to far more data than the text holds (a "billion laughs") are an error at the key that expands, not a crash', () => {
    const levels = ['a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let level = 1; level < 10; level++) {
      const [previous, name] = [String.fromCharCode(96 + level), String.fromCharCode(97 + level)];
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
    }
    const error = catchError(() => parseSourceFile('/x/bomb.md', `---\ntitle: Bomb\n${levels.join('\n')}\n---\nBody\n`));
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).message).toMatch(/^Malformed front matter: its aliases expand to far more data than it holds/);
    // The first key whose own value the yaml library refuses: `d` (9⁴ values), after the fence, the title, `a`, `b` and `c`.
    expect((error as BuildError).location).toMatchObject({ file: '/x/bomb.md', line: 6 });
  });

  it('unclosed front matter is a BuildError', () => {
    expect(() => parseSourceFile('/x/open.md', '---\ntitle: T\n\nBody\n')).toThrow(BuildError);
  });

  it('a value of the wrong type is a BuildError naming the key and its line', () => {
    const error = catchError(() => doc('a.md', withFrontMatter('title: Fine\ndescription: ok\nsidebar_position: abc')));
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).message).toContain('sidebar_position');
    expect((error as BuildError).location).toMatchObject({ file: `${ROOT}/a.md`, line: 4 });
  });

  it('other typed keys are checked too, every wrong one reported at its line, as Docusaurus lists them all', () => {
    const error = catchError(() => doc('a.md', withFrontMatter('hide_title: yes please\ntags: Release notes')));
    expect(error).toBeInstanceOf(BuildErrors);
    expect((error as BuildErrors).errors.map((each) => [each.message.slice(0, each.message.indexOf(':')), each.location.line])).toEqual([
      ['Invalid front matter "hide_title"', 2],
      ['Invalid front matter "tags"', 3],
    ]);
    const toc = catchError(() => doc('a.md', withFrontMatter('toc_min_heading_level: 7')));
    expect((toc as BuildError).message).toContain('toc_min_heading_level');
    expect((toc as BuildError).location.line).toBe(2);
  });
});

describe('front matter values converted as Docusaurus converts them', () => {
  it('a number where text is expected is that text: titles, labels, slugs, ids, tags and keywords', () => {
    const d = doc('a.md', withFrontMatter('id: 404\ntitle: 2023\nsidebar_label: 4.1\nslug: 2023\ndescription: 2023\npagination_label: 7\ntags: [2023]\nkeywords: [2023]'));
    expect(d).toMatchObject({ id: '404', title: '2023', permalink: '/docs/2023', description: '2023' });
    expect(d.frontMatter).toMatchObject({ sidebar_label: '4.1', pagination_label: '7', keywords: ['2023'] });
    expect(d.tags.map((tag) => tag.label)).toEqual(['2023']);
  });

  it('a number or a yes/no written as text is that number or yes/no', () => {
    const d = doc('a.md', withFrontMatter('sidebar_position: "2"\nhide_title: "true"\ndraft: "False"\ntoc_max_heading_level: "4"'));
    expect(d.sidebarPosition).toBe(2);
    expect(d.frontMatter).toMatchObject({ hide_title: true, draft: false, toc_max_heading_level: 4 });
  });

  it('text that is no number stays wrong where a number is expected, and a number stays wrong where a yes/no is', () => {
    expect(catchError(() => doc('a.md', withFrontMatter('sidebar_position: "2nd"')))).toBeInstanceOf(BuildError);
    expect(catchError(() => doc('a.md', withFrontMatter('hide_title: 1')))).toBeInstanceOf(BuildError);
  });
});

describe('invalid slugs (facts A4)', () => {
  it('a file name that gives an invalid URL is a BuildError asking for a slug', () => {
    for (const name of ['guides/what?.md', 'guides/c#.md', 'guides/tab\tname.md']) {
      const error = catchError(() => doc(name));
      expect(error, name).toBeInstanceOf(BuildError);
      expect((error as BuildError).message, name).toMatch(/slug/);
      expect((error as BuildError).location.file, name).toBe(`${ROOT}/${name}`);
    }
  });

  it("a front matter slug that cannot be an address is a BuildError at its line, saying it is the front matter's", () => {
    const error = catchError(() => doc('guides/escape.md', withFrontMatter('slug: /../outside', 'Text.')));
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).message).toBe('The front matter\'s slug "/../outside" makes the address "/../outside", which cannot be one: a URL path holds no white space but spaces, no ?, # or \\, and no . or .. segment.');
    expect((error as BuildError).location.line).toBe(2);
  });

  it('so is one whose escapes decode to a . or .. segment or a slash: its file would be written over another page, or outside the output', () => {
    for (const [slug, problem] of [
      ['/%2e%2e/index', 'it has a . or .. segment (escaped ones count: %2e is a dot)'],
      ['/a/%2E/b', 'it has a . or .. segment (escaped ones count: %2e is a dot)'],
      ['/a%2Fb', 'it has an escaped slash or a backslash'],
      ['/100%', 'it has a malformed percent-escape'],
    ]) {
      const error = catchError(() => doc('guides/escape.md', withFrontMatter(`slug: ${slug}`, 'Text.')));
      expect(error, slug).toBeInstanceOf(BuildError);
      expect((error as BuildError).message, slug).toBe(`The front matter's slug "${slug}" makes the address "${slug}", which cannot be one: ${problem}.`);
      expect((error as BuildError).location.line, slug).toBe(2);
    }
    expect(doc('guides/escaped.md', withFrontMatter('slug: /a%20b/c%2Dd')).permalink).toBe('/docs/a%20b/c%2Dd');
  });

  it("a front matter id that makes a slug that cannot be an address is a BuildError at the id's line, saying it is the id's", () => {
    for (const id of ['..', '%2e%2e', 'what?']) {
      const error = catchError(() => doc('guides/fine.md', withFrontMatter(`title: Fine\nid: "${id}"`, 'Text.')));
      expect(error, id).toBeInstanceOf(BuildError);
      expect((error as BuildError).message, id).toMatch(new RegExp(`^The URL slug "/guides/${escapeRegExp(id)}" made from the front matter's id "${escapeRegExp(id)}" cannot be an address \\(.*\\): change the id, or give a "slug" in the front matter\\.$`));
      expect((error as BuildError).location, id).toEqual({ file: `${ROOT}/guides/fine.md`, line: 3 });
    }
  });

  it('a slug or file name with a part too long for a file name is refused where it is written, not when the page is written', () => {
    const tooLong = 'é'.repeat(126);
    const slugError = catchError(() => doc('guides/fine.md', withFrontMatter(`title: Fine\nslug: /${tooLong}`)));
    expect((slugError as BuildError).message).toMatch(/^The front matter's slug .* which cannot be one: a part of it is longer than 250 bytes, more than a file's name can hold with its extension\.$/);
    expect((slugError as BuildError).location).toEqual({ file: `${ROOT}/guides/fine.md`, line: 3 });
    const nameError = catchError(() => doc(`guides/${'n'.repeat(251)}.md`));
    expect((nameError as BuildError).message).toMatch(/made from the file's name cannot be an address \(a part of it is longer than 250 bytes/);
    // 250 bytes is the longest part a page's `.html` file can be named with.
    expect(doc(`guides/${'n'.repeat(250)}.md`).permalink).toBe(`/docs/guides/${'n'.repeat(250)}`);
  });

  it('a space is allowed, as Docusaurus allows it (the URL has %20 there)', () => {
    expect(doc('guides/my page.md').permalink).toBe('/docs/guides/my page');
  });

  it('the same file with a front matter slug is fine', () => {
    expect(doc('guides/what?.md', withFrontMatter('slug: what')).permalink).toBe('/docs/guides/what');
  });
});
