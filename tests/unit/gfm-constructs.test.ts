import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ListItem, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { gfmConstructsIn, remarkGfmConstructs } from '../../src/markdown/plugins/gfm.ts';
import { walkTree } from '../../src/markdown/walk-tree.ts';
import { PROJECT_ROOT } from '../helpers/build.ts';

// docgen parses each text with only the GFM constructs it can hold. The
// reference is remark-gfm with all of them: every tree must be the same,
// positions included.

const withAllOfGfm = unified().use(remarkParse).use(remarkGfm).freeze();

function parsedByDocgen(text: string): Root {
  return unified().use(remarkParse).use(remarkGfmConstructs, gfmConstructsIn(text)).parse(text);
}

function nodeTypes(tree: Root): Set<string> {
  const types = new Set<string>();
  walkTree(tree, (node) => {
    types.add(node.type);
  });
  return types;
}

/** Each construct where it is hardest to see, with the node it makes. */
const CONSTRUCTS: [string, string, string][] = [
  ['a table with pipes', 'Name | Type\n--- | ---\nid | int\n', 'table'],
  ['a one-column table aligned left, without a pipe', 'Name\n:---\nid\n', 'table'],
  ['a one-column table aligned right, without a pipe', 'Name\n---:\nid\n', 'table'],
  ['strikethrough with one tilde', 'It was ~wrong~ right.\n', 'delete'],
  ['strikethrough with two tildes', 'It was ~~wrong~~ right.\n', 'delete'],
  ['a footnote', 'See the note.[^1]\n\n[^1]: The note.\n', 'footnoteReference'],
  ['task items, checked in either case and unchecked with a tab', '- [ ] one\n- [x] two\n- [X] three\n- [\t] four\n', 'listItem'],
  ['an email address', 'Write to admin@example.com today.\n', 'link'],
  ['a www link in capitals', 'Visit WWW.example.com now.\n', 'link'],
  ['a protocol link in capitals', 'Visit HTTPS://example.com/path now.\n', 'link'],
  ['email addresses after mailto: and xmpp:', 'Write to mailto:admin@example.com or xmpp:admin@example.com/home.\n', 'link'],
  ['a link whose text is a URL', '[https://example.com](https://example.com) and [a name](http://example.com)\n', 'link'],
  // micromark leaves these to the transform after parsing, which finds them in the text.
  ['an email address after an unbalanced bracket', '[open admin@example.com\n', 'link'],
  ['a www link after an unbalanced bracket', '[open www.example.com\n', 'link'],
  ['a URL after an unbalanced bracket', '[open http://example.com\n', 'link'],
  ['a URL only in a link destination', 'See [the site](https://example.com/page), or *www.example.com* in emphasis.\n', 'link'],
];

/** Texts that look like those constructs but are none of them. */
const LOOKALIKES = ['Name\n---\nid\n', 'A range, 1 - 2: near a colon.\n', 'Not a footnote [1] nor a task [y].\n', 'Approx. 5 km at www example.\n', 'http:/ not a link, mailto: nobody\n', '- [link] in a list\n'];

describe('GFM with only the constructs a text can hold', () => {
  it.each(CONSTRUCTS)('parses %s as remark-gfm does', (_name, text, type) => {
    const reference = withAllOfGfm.parse(text);
    expect(nodeTypes(reference)).toContain(type);
    expect(parsedByDocgen(text)).toEqual(reference);
  });

  it('marks the task items as remark-gfm does', () => {
    const text = CONSTRUCTS.find(([name]) => name.startsWith('task items'))![1];
    const checked: (boolean | null | undefined)[] = [];
    walkTree<ListItem>(parsedByDocgen(text), 'listItem', (item) => {
      checked.push(item.checked);
    });
    expect(checked).toEqual([false, true, true, false]);
  });

  it.each(LOOKALIKES.map((text) => [text]))('parses the look-alike %j as remark-gfm does, without those constructs', (text) => {
    expect(parsedByDocgen(text)).toEqual(withAllOfGfm.parse(text));
    expect(gfmConstructsIn(text)).toBe(0);
  });

  it('parses plain text without any construct', () => {
    expect(gfmConstructsIn('# A heading\n\nA paragraph with `code` and a [link](./other.md).\n')).toBe(0);
  });

  it('parses every fourth Markdown file of the devdocs corpus to the same tree as remark-gfm', () => {
    const corpus = path.resolve(PROJECT_ROOT, '../shared/corpus/devdocs');
    const files = readdirSync(corpus, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md') && !file.includes('node_modules'))
      .sort()
      .filter((_file, index) => index % 4 === 0);
    expect(files.length).toBeGreaterThan(150);
    const constructSets = new Set<number>();
    for (const file of files) {
      const text = readFileSync(path.join(corpus, file), 'utf8');
      constructSets.add(gfmConstructsIn(text));
      expect(parsedByDocgen(text), file).toEqual(withAllOfGfm.parse(text));
    }
    // The sample holds texts with and without the rarer constructs.
    expect(constructSets.size).toBeGreaterThan(5);
  });
});
