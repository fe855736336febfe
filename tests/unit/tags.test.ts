import { describe, expect, it } from 'vitest';
import { createDoc } from '../../src/content/doc.ts';
import { parseSourceFile } from '../../src/content/front-matter.ts';
import { stripNumberPrefix } from '../../src/content/number-prefix.ts';
import { buildTagPages, groupTagsByLetter } from '../../src/content/tags.ts';
import { frontMatterTags } from '../../src/content/tags-file.ts';
import type { Doc, TagPage } from '../../src/content/types.ts';

describe('frontMatterTags (facts A10)', () => {
  it.each([
    ['Release notes', '/general/tags/release-notes'],
    ['Moodle 2.7', '/general/tags/moodle-2-7'],
    ['PHPUnit', '/general/tags/php-unit'],
    ['JavaScript', '/general/tags/java-script'],
    ['GitHub', '/general/tags/git-hub'],
    ['Coding_guidelines', '/general/tags/coding-guidelines'],
    ['  Web services  ', '/general/tags/web-services'],
  ])('%s → %s', (label, permalink) => {
    expect(frontMatterTags([label], undefined, '/general/tags').tags).toEqual([{ label, permalink }]);
  });

  it('removes duplicates by permalink, keeping the first label', () => {
    expect(frontMatterTags(['Coding guidelines', 'Coding_guidelines', 'coding-guidelines', 'Other'], undefined, '/docs/tags').tags).toEqual([
      { label: 'Coding guidelines', permalink: '/docs/tags/coding-guidelines' },
      { label: 'Other', permalink: '/docs/tags/other' },
    ]);
  });

  it('an object tag keeps its label and gets its permalink under the tags path', () => {
    expect(frontMatterTags([{ label: 'Custom', permalink: '/my-custom' }], undefined, '/docs/4.1/tags').tags).toEqual([{ label: 'Custom', permalink: '/docs/4.1/tags/my-custom' }]);
  });

  it('uses the version tags path', () => {
    expect(frontMatterTags(['API'], undefined, '/docs/4.1/tags').tags).toEqual([{ label: 'API', permalink: '/docs/4.1/tags/api' }]);
  });
});

function makeDoc(name: string, title: string, tags: string[], description = `About ${title}.`): Doc {
  const text = `---\ntitle: ${title}\ndescription: ${description}\ntags: [${tags.join(', ')}]\n---\nBody.\n`;
  return createDoc(parseSourceFile(`/virtual/docs/${name}.md`, text), `${name}.md`, {
    pluginId: 'default',
    versionName: 'current',
    versionPath: '/docs',
    tagsPath: '/docs/tags',
    stripPrefix: stripNumberPrefix,
  });
}

describe('buildTagPages', () => {
  const docs = [
    makeDoc('zulu', 'Zulu page', ['Coding_guidelines', 'beta']),
    makeDoc('alpha', 'Alpha page', ['Coding guidelines']),
    makeDoc('mike', 'mike page', ['Coding guidelines', 'Alpha tag']),
    makeDoc('none', 'Untagged', []),
  ];

  it('one page per permalink; the first label seen wins', () => {
    const pages = buildTagPages(docs);
    const coding = pages.find((page) => page.permalink === '/docs/tags/coding-guidelines')!;
    expect(coding.label).toBe('Coding_guidelines');
    expect(pages).toHaveLength(3);
  });

  it('pages are sorted by label and their docs by title (localeCompare)', () => {
    const pages = buildTagPages(docs);
    expect(pages.map((page) => page.label)).toEqual(['Alpha tag', 'beta', 'Coding_guidelines']);
    const coding = pages.find((page) => page.permalink === '/docs/tags/coding-guidelines')!;
    expect(coding.docs.map((doc) => doc.title)).toEqual(['Alpha page', 'mike page', 'Zulu page']);
    expect(coding.docs[0]).toEqual({ title: 'Alpha page', description: 'About Alpha page.', permalink: '/docs/alpha' });
  });

  it('no tags, no pages', () => {
    expect(buildTagPages([makeDoc('none', 'Untagged', [])])).toEqual([]);
  });
});

describe('groupTagsByLetter', () => {
  const tag = (label: string): TagPage => ({ label, permalink: `/docs/tags/${label.toLowerCase()}`, docs: [] });

  it('groups by the upper-cased first character, letters and tags sorted with localeCompare', () => {
    const groups = groupTagsByLetter([tag('cherry'), tag('beta'), tag('api'), tag('Alpha'), tag('Banana')]);
    expect(groups.map(([letter, tags]) => [letter, tags.map((t) => t.label)])).toEqual([
      ['A', ['Alpha', 'api']],
      ['B', ['Banana', 'beta']],
      ['C', ['cherry']],
    ]);
  });

  it('an empty list gives no groups', () => {
    expect(groupTagsByLetter([])).toEqual([]);
  });
});
