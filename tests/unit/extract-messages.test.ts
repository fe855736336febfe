// What docgen write-translations reads as a declared message, and what not.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractMessages, messagesInSource } from '../../src/i18n/extract-messages.ts';
import { createReporter } from '../../src/shared/logger.ts';

describe('messagesInSource', () => {
  it('reads translate() calls with literal text, in any order of their properties and any quotes', () => {
    const source = [
      "const a = translate({ id: 'site.a', message: 'Open {name}' }, { name });",
      'const b = translatePlural({ message: "One page|{count} pages", id: "site.b", description: "Pages found" }, count);',
      "const c = translate({\n  id: 'site.c',\n  message: `It\\'s here`,\n});",
      "const d = translate({ message: 'No id here' });",
    ].join('\n');
    expect(messagesInSource(source)).toEqual([
      ['site.a', { message: 'Open {name}' }],
      ['site.b', { message: 'One page|{count} pages', description: 'Pages found' }],
      ['site.c', { message: "It's here" }],
      ['No id here', { message: 'No id here' }],
    ]);
  });

  it('reads <Translate> elements whose text is literal', () => {
    const source = '<p><Translate id="site.welcome" description="The welcome">Welcome aboard</Translate> <Translate id={"site.x"}>Hi</Translate></p>';
    expect(messagesInSource(source)).toEqual([
      ['site.welcome', { message: 'Welcome aboard', description: 'The welcome' }],
      ['site.x', { message: 'Hi' }],
    ]);
  });

  it("reads a <Translate>'s text given as a string literal in braces, and attributes holding '>' or elements", () => {
    const source = [
      '<>',
      "<Translate id=\"tr.count\" values={{ n: 3 }}>{'There are {n} apples'}</Translate>",
      "<Translate id=\"tr.link\" values={{ link: <Link to=\"/docs\">docs</Link> }}>{\"Read the {link} first\"}</Translate>",
      '<Translate id="c.d" description="has > in it">Greater</Translate>',
      // Docusaurus's own example: a <Translate> among another's values.
      '<Translate id="home.visit" description="The visit line" values={{ blogLink: (<Link to="/blog"><Translate id="home.visit.link" description="The link">blog</Translate></Link>) }}>',
      "  {'You can also visit my {blogLink}'}",
      '</Translate>',
      // Not literal text: an expression, or a template literal with a placeholder.
      '<Translate id="no.expression">{label}</Translate> <Translate id="no.template">{`Hi ${name}`}</Translate>',
      '</>',
    ].join('\n');
    expect(messagesInSource(source)).toEqual([
      ['tr.count', { message: 'There are {n} apples' }],
      ['tr.link', { message: 'Read the {link} first' }],
      ['c.d', { message: 'Greater', description: 'has > in it' }],
      ['home.visit', { message: 'You can also visit my {blogLink}', description: 'The visit line' }],
      ['home.visit.link', { message: 'blog', description: 'The link' }],
    ]);
  });

  it("reads what a parser reads: apostrophes in JSX text, TypeScript's syntax", () => {
    const source = [
      'type Props = { count: number };',
      'export function Notice<T extends Props>({ count }: T): JSX.Element {',
      "  const greeting = (count as number) > 1 ? translate({ id: 'ts.many', message: 'Many' }) : '';",
      '  return (',
      '    <p title="a > b">',
      "      <Translate id=\"jsx.apostrophe\" values={{ who: <b>Don't panic</b> }}>{'Remember: {who}'}</Translate>",
      "      It's fine. <Translate id='jsx.after' description=\"Comes after it's text\">Still read</Translate>",
      '    </p>',
      '  );',
      '}',
    ].join('\n');
    expect(messagesInSource(source, 'Notice.tsx')).toEqual([
      ['ts.many', { message: 'Many' }],
      ['jsx.apostrophe', { message: 'Remember: {who}' }],
      ['jsx.after', { message: 'Still read', description: "Comes after it's text" }],
    ]);
  });

  it('throws the parser\'s error with its line for a file that is not valid code', () => {
    expect(() => messagesInSource('const a = translate({ id: "x", message: "y" };\n', 'broken.js')).toThrow(/\(1:\d+\)/);
  });

  it('leaves out examples in comments and calls whose text is not literal', () => {
    const source = [
      "/** Call it as translate({ id: 'in.a.comment', message: 'No' }). */",
      "// translate({ id: 'in.a.line.comment', message: 'No' })",
      "const label = translate({ id: 'site.dynamic', message: text });",
      "const spread = translate({ ...declaration, id: 'site.spread', message: 'No' });",
      "const template = translate({ id: 'site.template', message: `Hello ${name}` });",
      "const url = 'https://example.test'; const ok = translate({ id: 'site.ok', message: 'Yes' });",
    ].join('\n');
    expect(messagesInSource(source)).toEqual([['site.ok', { message: 'Yes' }]]);
  });

  it("reads an MDX page's <Translate> elements, and warns of a file it cannot parse at its line, reading the others", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'docgen-messages-'));
    try {
      await writeFile(path.join(folder, 'page.mdx'), "# Page\n\nIt's <Translate id=\"mdx.inline\" description=\"Said in MDX\">fine here</Translate> and more.\n");
      await writeFile(path.join(folder, 'broken.ts'), "export const x = translate({ id: 'bad', message: 'x' };\n");
      await writeFile(path.join(folder, 'plain.ts'), 'export const nothing = 1;\n');
      const reporter = createReporter();
      expect([...(await extractMessages([folder], reporter))]).toEqual([['mdx.inline', { message: 'fine here', description: 'Said in MDX' }]]);
      expect(reporter.warnings).toEqual([{ message: expect.stringMatching(/^Its messages to translate were not read: it could not be parsed \(Unexpected token/), location: { file: path.join(folder, 'broken.ts'), line: 1, column: 55 } }]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
