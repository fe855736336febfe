import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSourceFile } from '../../src/content/front-matter.ts';
import { AssetRegistry } from '../../src/markdown/assets.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../src/markdown/compile.ts';
import { getCodeHighlighter, type CodeHighlighter } from '../../src/markdown/highlighter.ts';
import { ImportLoader } from '../../src/markdown/imports/import-loader.ts';
import { ImportResolver } from '../../src/markdown/imports/import-resolver.ts';
import { needsMdx, preprocessMarkdown } from '../../src/markdown/preprocess.ts';
import { SiteModuleLoader } from '../../src/markdown/site-modules.ts';
import { createReporter } from '../../src/shared/logger.ts';
import { createImportableModules, createProvidedComponents } from '../../src/theme/content/registry.ts';
import { CONTENT_SITE } from '../helpers/content-site.ts';

// The MDX 1 rewrites (src/markdown/mdx-compat/) leave code and JavaScript as written.

const FIXTURE = fileURLToPath(new URL('../fixtures/unit/mdx-compat/', import.meta.url));
const SITE = path.join(FIXTURE, 'site');
const CONTENT = path.join(FIXTURE, 'content');
const DOCS = path.join(CONTENT, 'docs');

let highlighter: CodeHighlighter;
let compile: MarkdownCompiler;
let modules: SiteModuleLoader;

beforeAll(async () => {
  highlighter = await getCodeHighlighter({ light: 'github-light', dark: 'dracula' });
  const registry = createImportableModules();
  const resolver = new ImportResolver({ registry: Object.keys(registry), aliases: { '@site/src/components': path.join(SITE, 'components'), '@data': path.join(SITE, 'data') }, folders: {}, siteDir: SITE, contentDir: CONTENT });
  compile = createMarkdownCompiler({ imports: new ImportLoader(resolver, registry, 'throw'), providedComponents: createProvidedComponents() });
  modules = new SiteModuleLoader(resolver, AssetRegistry.fileUrls('/'));
});

async function render(name: string, text: string) {
  const reporter = createReporter();
  const result = await compile({
    file: parseSourceFile(path.join(DOCS, name), text),
    resolveMarkdownLink: () => undefined,
    onBrokenMarkdownLinks: 'warn',
    resolveStaticFile: () => undefined,
    assets: new AssetRegistry(),
    siteDir: SITE,
    loadSiteModule: (module) => modules.load(module),
    dependencies: new Set(),
    highlighter,
    baseUrl: '/',
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    site: CONTENT_SITE,
    reporter,
  });
  return { ...result, reporter };
}

/** The text of a page's code blocks, without the highlighter's markup. */
const codeText = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<').replace(/&#x27;/g, "'").replace(/&quot;|&#x22;/g, '"');

describe('MDX 1 rewrites leave code and JavaScript as written', () => {
  it('a const or let line becomes an export only as a statement of an import/export block', async () => {
    const { html: prose } = await render('let-prose.mdx', 'import Tabs from "@theme/Tabs";\n\nSuppose that\nlet n = 5 be an integer.\n');
    expect(prose).toContain('<p>Suppose that\nlet n = 5 be an integer.</p>');
    const { html: template } = await render('let-template.mdx', "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"js\">\n{`let a = 1;\nconst b = 2;`}\n</CodeBlock>\n");
    expect(codeText(template)).toContain('let a = 1;\nconst b = 2;');
    const source = "import X from './x';\nconst a = 1;\nexport const sample = `\nconst b = 2;\n`;\n";
    expect(preprocessMarkdown(source, { mdx: true })).toBe("import X from './x';\nexport const a = 1;\nexport const sample = `\nconst b = 2;\n`;\n");
  });

  it('an HTML comment written in inline code stays as written, and one after it is still an MDX comment', async () => {
    const { html } = await render('comment-code.mdx', 'Write `<!-- note -->` to add an HTML comment. <!-- hidden -->\n');
    expect(html).toContain('<p>Write <code>&lt;!-- note --&gt;</code> to add an HTML comment. </p>');
  });

  it("an HTML comment holding */ (a glob) and the empty comment <!----> become MDX comments that show nothing", async () => {
    const { html } = await render('comment-glob.mdx', 'Before\n\n<!-- TODO: document src/**/*.js -->\n\n<!---->\n\nAfter the empty comment.\n\n## Heading after\n');
    expect(html).toMatch(/<p>Before<\/p>\s*<p>After the empty comment.<\/p>\s*<h2/);
    expect(html).not.toContain('src/');
  });

  it('a // line in a multi-line template literal or expression of a tag is kept; one between its attributes is dropped', async () => {
    const { html } = await render(
      'template-comment.mdx',
      "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock\n  // the language\n  language=\"js\"\n  title={\n    // a comment of the expression\n    'f.js'\n  }\n  children={`function f() {\n// explain\nreturn 1;\n}`} />\n",
    );
    expect(codeText(html)).toContain('function f() {\n// explain\nreturn 1;\n}');
    expect(html).toContain('f.js');
  });

  it('fenced code in a blockquote is code: its braces and < stay as written, and the quote ends it', async () => {
    const source = 'export const x = 1;\n\n> ```js\n> function f() { return 1; }\n> if (a < b) {}\n> ```\n\n> > ~~~\n> > {a} < b\n> {c} < d\n';
    expect(preprocessMarkdown(source, { mdx: true }).split('\n').slice(2)).toEqual(['> ```js', '> function f() { return 1; }', '> if (a < b) {}', '> ```', '', '> > ~~~', '> > {a} < b', '> \\{c\\} &lt; d', '']);
    const { html } = await render('quoted-code.mdx', source);
    expect(codeText(html)).toContain('function f() { return 1; }\nif (a < b) {}');
  });

  it('a < in a JavaScript expression, in text or an attribute, is JavaScript; in JSX text inside one it is still text', async () => {
    const { html } = await render(
      'expression-less-than.mdx',
      "import { Badge } from '@site/src/components';\nexport const n = 3;\n\nCompare: {n < 5 ? 'small' : 'big'} and a < b.\n\n<Badge label={n <= 3 ? 'three' : 'more'} />\n\n<Badge label={<b>1 < 2</b>} />\n",
    );
    expect(html).toContain('<p>Compare: small and a &lt; b.</p>');
    expect(html).toContain('three (Moodle LMS)');
    // JSX text in an expression is not JavaScript: its < is still text.
    expect(html).toContain('<b>1 &lt; 2</b> (Moodle LMS)');
  });

  it("a Markdown page's indented code is code: not rewritten, and no reason to compile the page as MDX", async () => {
    const source = '# Indented\n\nAdmonition syntax:\n\n    :::note My title\n    Body\n    :::\n\n    <div style={{color: "red"}}>Red</div>\n\n    <Tabs groupId={group}>\n    </Tabs>\n';
    expect(needsMdx('indented.md', source)).toBe(false);
    expect(preprocessMarkdown(source, { mdx: false })).toBe(source);
    const { html } = await render('indented.md', source);
    expect(codeText(html)).toContain(':::note My title\nBody\n:::\n\n<div style={{color: "red"}}>Red</div>\n\n<Tabs groupId={group}>\n</Tabs>');
    // In a list, indented lines are an item's content.
    const list = '- An item:\n\n    <div style={{color: "red"}}>Red</div>\n\n    <span title={frontMatter.title}>Title</span>\n';
    expect(needsMdx('list.md', list)).toBe(true);
    expect(preprocessMarkdown(list, { mdx: false }).split('\n')[2]).toBe('    <div style="color:red">Red</div>');
  });

  it("an admonition's title is inline Markdown, links too, and an admonition in a blockquote has its title", async () => {
    for (const name of ['adm.md', 'adm.mdx']) {
      const { html } = await render(
        name,
        ':::note [RFC 1234](https://x.example) applies\n\nbody one\n\n:::\n\n:::info See [the guide](https://y.example)\n\nbody two\n\n:::\n\n:::caution A lone ] or [ stays text\n\nbody\n\n:::\n\n> :::tip Quoted title\n>\n> body three\n>\n> :::\n',
      );
      const headings = [...html.matchAll(/<div class="admonitionHeading"><span class="admonitionIcon">.*?<\/span>(.*?)<\/div>/g)].map((match) => match[1]);
      expect(headings).toEqual([
        '<a href="https://x.example" target="_blank" rel="noopener noreferrer">RFC 1234</a> applies',
        'See <a href="https://y.example" target="_blank" rel="noopener noreferrer">the guide</a>',
        'A lone ] or [ stays text',
        'Quoted title',
      ]);
    }
  });

  it('inline code over a line break or between double backticks keeps its braces and < as written', async () => {
    const source = 'import Tabs from "@theme/Tabs";\n\nCall `get_string(\n{$a} && b)` here, or ``echo `x` {$y}`` there, and {$z}.\n\nA lone ` and {$w}.\n';
    expect(preprocessMarkdown(source, { mdx: true }).split('\n').slice(2)).toEqual(['Call `get_string(', '{$a} && b)` here, or ``echo `x` {$y}`` there, and \\{$z\\}.', '', 'A lone ` and \\{$w\\}.', '']);
    const { html } = await render('spans.mdx', source);
    expect(html).toContain('<p>Call <code>get_string( {$a} &amp;&amp; b)</code> here, or <code>echo `x` {$y}</code> there, and {$z}.</p>');
  });

  it('names a destructuring export declares are expressions in the text, as one declared alone is', async () => {
    const { html } = await render('destructuring.mdx', "export const { major, minor: point, ...rest } = { major: 4, minor: 2, patch: 1 };\nexport const [first, second = 'b'] = ['a'];\n\nVersion {major}.{point}.{rest.patch}, {first}{second}, and {unknown}.\n");
    expect(html).toContain('<p>Version 4.2.1, ab, and {unknown}.</p>');
  });
});
