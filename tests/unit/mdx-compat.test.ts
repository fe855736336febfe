import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { parseSourceFile } from '../../src/content/front-matter.ts';
import { AssetRegistry } from '../../src/markdown/assets.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../src/markdown/compile.ts';
import { getCodeHighlighter, type CodeHighlighter } from '../../src/markdown/highlighter.ts';
import { ImportLoader } from '../../src/markdown/imports/import-loader.ts';
import { ImportResolver } from '../../src/markdown/imports/import-resolver.ts';
import { needsMdx, preprocessMarkdown } from '../../src/markdown/preprocess.ts';
import { readsDollarSyntax } from '../../src/markdown/plugin-syntax.ts';
import { SiteModuleLoader } from '../../src/markdown/site-modules.ts';
import { BuildError } from '../../src/shared/errors.ts';
import { createReporter } from '../../src/shared/logger.ts';
import { createImportableModules, createProvidedComponents } from '../../src/theme/content/registry.ts';
import { CONTENT_SITE } from '../helpers/content-site.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/unit/mdx-compat/', import.meta.url));
const SITE = path.join(FIXTURE, 'site');
const CONTENT = path.join(FIXTURE, 'content');
const DOCS = path.join(CONTENT, 'docs');

let highlighter: CodeHighlighter;
const compilers: Record<'throw' | 'warn', { compile: MarkdownCompiler; modules: SiteModuleLoader }> = {} as never;

beforeAll(async () => {
  highlighter = await getCodeHighlighter({ light: 'github-light', dark: 'dracula' });
  const registry = createImportableModules();
  const resolver = new ImportResolver({
    registry: Object.keys(registry),
    aliases: { '@site/src/components': path.join(SITE, 'components'), '@data': path.join(SITE, 'data') },
    folders: {
      '**/apis/_files': { module: path.join(SITE, 'components/summaries.tsx'), factory: 'fromPartials' },
      '**/_utils': { module: path.join(SITE, 'components/Util.tsx') },
    },
    siteDir: SITE,
    contentDir: CONTENT,
  });
  for (const policy of ['throw', 'warn'] as const) {
    compilers[policy] = {
      compile: createMarkdownCompiler({ imports: new ImportLoader(resolver, registry, policy), providedComponents: createProvidedComponents() }),
      modules: new SiteModuleLoader(resolver, AssetRegistry.fileUrls('/')),
    };
  }
});

async function render(name: string, text: string, policy: 'throw' | 'warn' = 'throw') {
  const file = path.join(DOCS, name);
  const reporter = createReporter();
  const { compile, modules } = compilers[policy];
  const result = await compile({
    file: parseSourceFile(file, text),
    resolveMarkdownLink: (target, from) => (path.resolve(path.dirname(from), target) === path.join(DOCS, 'guide/intro.md') ? '/docs/guide/intro' : undefined),
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

async function renderError(name: string, text: string): Promise<BuildError> {
  const error = await render(name, text).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BuildError);
  return error as BuildError;
}

describe('import mapping: aliases, folders, partials and the registry', () => {
  it('an aliased barrel gives site components, which read data through the same aliases and share docgen/theme', async () => {
    const { html } = await render(
      'alias.mdx',
      "import { Badge, CodeBlock } from '@site/src/components';\n\n<Badge label=\"LMS\" />\n\n<CodeBlock language=\"php\">{'echo 1;'}</CodeBlock>\n",
    );
    expect(html).toContain('<span class="fixture-badge">LMS (Moodle LMS)</span>');
    // The barrel's CodeBlock is docgen's: highlighted at build time with the page's highlighter.
    expect(html).toMatch(/class="[^"]*language-php[^"]*"/);
    expect(html).toContain('shiki');
  });

  it('a folder matched by mdx.folders is answered by its module, built from the folder partials', async () => {
    const { html, links } = await render('folder.md', "import { WidgetPHP, partialNames } from '../docs/apis/_files';\n\n<WidgetPHP />\n\n{partialNames.join(',')}\n");
    expect(html).toContain('<section class="fixture-summary"><h4>widget.php</h4>');
    // The partial is compiled as MDX: its comment is gone, its Markdown rendered, its link resolved from its own folder.
    expect(html).toContain('The widget file holds <strong>the widget class</strong>');
    expect(html).toContain('href="/docs/guide/intro"');
    expect(html).not.toContain('a partial written');
    expect(html).toContain('notes,widget-php');
    // The partial's links are checked against the partial's own file.
    expect(links).toContainEqual(expect.objectContaining({ url: '/docs/guide/intro', file: path.join(DOCS, 'apis/_files/widget-php.mdx') }));
  });

  it('a folder without a factory is answered by the module itself, even when the folder does not exist', async () => {
    const { html } = await render('utils.md', "import { Util } from './_utils';\n\n<Util />\n");
    expect(html).toContain('<em class="fixture-util">from the utils module</em>');
  });

  it('a Markdown partial imported by path (with or without extension) renders as a component', async () => {
    const { html } = await render('partial.md', "import Part from './_examples/part';\nimport Again from './_examples/part.md';\n\n<Part />\n\n<Again />\n");
    expect(html.match(/A partial paragraph with <code>code<\/code>\./g)).toHaveLength(2);
  });

  it("a partial's named exports and its headings (`toc`) can be imported beside its content, as from any MDX module", async () => {
    const { html } = await render('exports.mdx', "import Release, { release, Badge, toc as releaseToc } from './_examples/release.mdx';\n\n# Upgrading\n\n<Badge>Moodle {release}</Badge>\n\n<Release />\n\nSections: {releaseToc.map((heading) => `${heading.id}@${heading.level}`).join(', ')}\n");
    expect(html).toContain('<strong class="release-badge">Moodle 4.1</strong>');
    expect(html).toContain('Back up the database before you upgrade to Moodle 4.1.');
    expect(html).toContain('Sections: upgrade-steps@2, check-the-plugins@3');
  });

  it('an import of a name a partial does not export is an error listing those it does', async () => {
    const error = await renderError('exports.mdx', "import { version } from './_examples/release.mdx';\n\n{version}\n");
    expect(error.location).toMatchObject({ file: path.join(DOCS, 'exports.mdx'), line: 1 });
    expect(error.message).toBe('"./_examples/release.mdx" has no export named "version" (it has: release, Badge, toc, default).');
  });

  it('a missing file is an error by default, naming the file and the import line, and saying how to build anyway', async () => {
    const error = await renderError('missing.md', "# Page\n\nimport Code from '!!raw-loader!./_examples/gone.php';\n\n<div>{Code}</div>\n");
    expect(error.location).toMatchObject({ file: path.join(DOCS, 'missing.md'), line: 3 });
    expect(error.message).toContain('_examples/gone.php does not exist');
    expect(error.message).toContain("mdx.onMissingImport to 'warn'");
  });

  it("with onMissingImport 'warn', a missing file is a warning and a visible notice where it is used", async () => {
    const { html, reporter } = await render(
      'missing.md',
      "import Code from '!!raw-loader!./_examples/gone.php';\nimport { Widget } from './_files/widget';\nimport CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"php\">{Code}</CodeBlock>\n\n<Widget example={Code} />\n",
      'warn',
    );
    expect(reporter.warnings.map((warning) => warning.location?.line)).toEqual([1, 2]);
    expect(reporter.warnings[0]!.message).toContain('gone.php does not exist');
    expect(html.match(/class="docgen-missing-import"/g)).toHaveLength(2);
    expect(html).toContain('<code>./_examples/gone.php</code>');
    expect(html).toContain('<code>./_files/widget</code>');
  });

  it('a package that is neither registered nor aliased is always an error, with what to do', async () => {
    const error = await renderError('package.mdx', "import Player from 'react-player/lazy';\n\n<Player />\n");
    expect(error.location.line).toBe(1);
    expect(error.message).toMatch(/react-player\/lazy.*mdx\.aliases/);
  });

  it('@docusaurus/Link comes from the registry and prefixes site paths with the base URL', async () => {
    const { html } = await render('link.mdx', "import Link from '@docusaurus/Link';\n\n<Link to=\"/docs/guide/intro\">Intro</Link> and <Link to=\"https://moodle.org\">Moodle</Link>\n");
    expect(html).toContain('<a href="/docs/guide/intro">Intro</a>');
    expect(html).toMatch(/<a href="https:\/\/moodle\.org" target="_blank" rel="noopener noreferrer">Moodle<\/a>/);
  });

  it('frontMatter is in scope, as Docusaurus gives it', async () => {
    const { html } = await render('fm.mdx', '---\nmoodleVersion: 4.1.2\n---\n\nimport { Badge } from \'@site/src/components\';\n\n<Badge label={frontMatter.moodleVersion} />\n');
    expect(html).toContain('4.1.2 (Moodle LMS)');
  });
});

describe('MDX 1 content compiled by MDX 3', () => {
  it('imports and consts written inside JSX are hoisted, and a bare const becomes a declaration', async () => {
    const { html } = await render(
      'nested.md',
      "import { Badge } from '@site/src/components';\n\n<details>\n<summary>Example</summary>\n<div>\n\nimport Sample from '!!raw-loader!./_examples/sample.php';\nconst Props = {\n    label: 'nested',\n};\n\n<div>{Sample.trim().split('\\n')[1]} <Badge {...Props} /></div>\n\n</div>\n</details>\n",
    );
    expect(html).toMatch(/<div>echo &#x27;hello&#x27;; ?<span class="fixture-badge">nested \(Moodle LMS\)<\/span><\/div>/);
  });

  it('a JSX line right after an import still renders', async () => {
    const { html } = await render('tight.md', "<!-- lint: off -->\n\nimport { Badge } from '@site/src/components';\n<Badge label=\"tight\" />\n");
    expect(html).toContain('tight (Moodle LMS)');
    const { html: afterText } = await render('tight-text.md', "Intro.\n\nimport { Badge } from '@site/src/components';\n<Badge label=\"after text\" />\n");
    expect(afterText).toContain('<p>Intro.</p>');
    expect(afterText).toContain('after text (Moodle LMS)');
    // Under a line with text between tags, MDX reads the next line as more of that text: an import moved up there was not one.
    const { html: afterInlineJsx } = await render('tight-inline-jsx.mdx', "<b>Note</b>\n\nimport { Badge } from '@site/src/components';\n<Badge label=\"after a tag\" />\n");
    expect(afterInlineJsx).toContain('<b>Note</b>');
    expect(afterInlineJsx).not.toContain('import {');
    expect(afterInlineJsx).toContain('after a tag (Moodle LMS)');
  });

  it('imports with a JSX line right under them keep every later line where the author wrote it, for errors', async () => {
    const source = "import Tabs from '@theme/Tabs';\nimport { Badge } from '@site/src/components';\n<Badge label=\"tight\" />\n\n![diagram](./missing.png)\n";
    expect(preprocessMarkdown(source, { mdx: true }).split('\n')).toHaveLength(source.split('\n').length);
    const error = await renderError('tight-imports.mdx', source);
    expect(error.message).toMatch(/^Image "\.\/missing\.png" was not found/);
    expect(error.location.line).toBe(5);
  });

  it('// comments between the attributes of a multi-line tag are dropped', async () => {
    const { html } = await render('comment.md', "import { Badge } from '@site/src/components';\n\n<Badge\n    // the label\n    label=\"commented\"\n/>\n");
    expect(html).toContain('commented (Moodle LMS)');
  });

  it('Markdown written in a JSX prop value is rendered and reaches the component as that prop', async () => {
    const { html } = await render(
      'prop-markdown.mdx',
      "import { Card } from '@site/src/components/Card';\n\n<Card\n  title=\"Card\"\n  body={\n<div>\n\nSome _emphasis_ and a list:\n\n- one\n- two\n\n:::note\n\nInside.\n\n:::\n\n</div>\n  }\n/>\n",
    );
    expect(html).toContain('<div class="fixture-card"><strong>Card</strong><div class="fixture-card-body"><div><p>Some <em>emphasis</em> and a list:</p>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('admonition-note');
  });

  it('stray braces, lone < and autolinks in prose stay text, as MDX 1 showed them', async () => {
    const { html } = await render(
      'prose.mdx',
      'Templates include {{> path/to/template }}.\n\n- Remove <code>{$a->firstname}</code> now.\n- The {course_sections} table.\n- Upgrade from <=4.0.2 and a < b.\n\nSee <https://moodle.org/> or <dev@moodle.org>.\n',
    );
    expect(html).toContain('Templates include {{&gt; path/to/template }}.');
    expect(html).toContain('<code>{$a-&gt;firstname}</code>');
    expect(html).toContain('The {course_sections} table.');
    expect(html).toContain('Upgrade from &lt;=4.0.2 and a &lt; b.');
    expect(html).toContain('<a href="https://moodle.org/" target="_blank" rel="noopener noreferrer">https://moodle.org/</a>');
    expect(html).toContain('<a href="mailto:dev@moodle.org">dev@moodle.org</a>');
  });

  it('a < escaped by the author stays one <, as MDX reads the escape; an escaped backslash before it does not escape it', async () => {
    const { html } = await render('escaped-less-than.mdx', 'a \\< b and 1 \\<= 2, but C:\\\\< 3.\n');
    expect(html).toContain('<p>a &lt; b and 1 &lt;= 2, but C:\\&lt; 3.</p>');
  });

  it('a one-line <details><summary> followed by Markdown is a details block', async () => {
    const { html } = await render('details.mdx', 'Text.\n\n<details><summary>The policy</summary>\n\n```txt\nbody\n```\n\n</details>\n');
    expect(html).toMatch(/<details class="details"><summary>The policy<\/summary><div class="details__content">.*body/s);
  });

  it('the rewrites keep every line where it was, so errors point at the author’s line', () => {
    const source = "<!-- intro -->\n\nimport X from './x';\n<Badge\n    // note\n    a=\"1\"\n/>\n\n<details><summary>S</summary>\n\nA {stray} brace and <= 2.\n";
    const rewritten = preprocessMarkdown(source, { mdx: true });
    expect(rewritten.split('\n')).toHaveLength(source.split('\n').length);
    expect(rewritten.split('\n')[10]).toBe('A \\{stray\\} brace and &lt;= 2.');
  });

  it('an HTML comment becomes an MDX one, over several lines too, and a --> outside one (a diagram\'s arrow) stays as written', () => {
    const source = '<!-- a note\nover two lines --> Text.\n\n<Mermaid value={`graph TD;\n  A-->B;`} />\n\nOne <!-- inline --> and --> after.\n';
    expect(preprocessMarkdown(source, { mdx: true }).split('\n')).toEqual(['{/* a note', 'over two lines */} Text.', '', '<Mermaid value={`graph TD;', '    A-->B;`} />', '', 'One {/* inline */} and --> after.', '']);
  });

  it('code, inline code, declared names and real expressions are left alone', () => {
    const source = "export const name = 'x';\n\nUse `{a}` and `<= 1`, {name} and {[1, 2].join('-')}.\n\n```js\nif (a <= b) { c(); }\n```\n";
    expect(preprocessMarkdown(source, { mdx: true })).toBe(source);
  });

  it("with a site's math plugin, inline math and math blocks keep TeX's braces and <, and the prose around them is still rewritten", () => {
    const source = 'Euler: $e^{i\\pi} < 1$, a {stray} brace, and $$\\frac{a}{b}$$.\n\n$$\n\\begin{cases} a < b \\\\ {c} \\end{cases}\n$$\n\nPrice \\$5 and {more}.\n';
    const lines = preprocessMarkdown(source, { mdx: true, math: true }).split('\n');
    expect(lines[0]).toBe('Euler: $e^{i\\pi} < 1$, a \\{stray\\} brace, and $$\\frac{a}{b}$$.');
    expect(lines.slice(2, 5)).toEqual(['$$', '\\begin{cases} a < b \\\\ {c} \\end{cases}', '$$']);
    // An escaped dollar starts no math.
    expect(lines[6]).toBe('Price \\$5 and \\{more\\}.');
    // Without one, a dollar is only text: its braces are MDX 1 leftovers as anywhere else.
    expect(preprocessMarkdown(source, { mdx: true }).split('\n')[0]).toBe('Euler: $e^\\{i\\pi\\} &lt; 1$, a \\{stray\\} brace, and $$\\frac\\{a\\}\\{b\\}$$.');
    // Inline math over a line break keeps its braces on both lines; a lone dollar in the paragraph after opens none.
    const over = 'Let $F(x)=\n\\int_{a}^{x} f(t)\\,dt$ be {it}.\n\nIt costs $5\nfor {two}.\n';
    expect(preprocessMarkdown(over, { mdx: true, math: true }).split('\n')).toEqual(['Let $F(x)=', '\\int_{a}^{x} f(t)\\,dt$ be \\{it\\}.', '', 'It costs $5', 'for \\{two\\}.', '']);
  });

  it("a Markdown page's HTML with literal JSX attribute values gets the attributes React renders for them, as MDX 1 gave it", async () => {
    const { html } = await render(
      'columns.md',
      "<div class=\"row\">\n<div class=\"col\" style={{maxWidth: 300, lineHeight: 1.5, 'marginTop': '-2px'}} title={'a \"quoted\" title'} hidden={false} data-n={-3} open={true} tabIndex={-1}>\n\nA **column**, with `<b style={{x: 1}}>` in code and <abbr title=\"x={y}\" data-flag={true}>markup</abbr>.\n</div>\n</div>\n\n```html\n<p style={{color: 'red'}}></p>\n```\n",
    );
    expect(html).toContain('<div class="col" style="max-width:300px;line-height:1.5;margin-top:-2px" title="a &#x22;quoted&#x22; title" data-n="-3" open tabindex="-1">');
    expect(html).toContain('<code>&#x3C;b style={{x: 1}}></code> in code and <abbr title="x={y}" data-flag="true">markup</abbr>');
    expect(html).toContain('{{color:</span>');
    expect(html).not.toContain('}}=""');
  });

  it('a Markdown page whose tags have JSX attribute values that are not literals is compiled as MDX', () => {
    expect(needsMdx('a.md', '<div style={{maxWidth: 300}}>\n\nText.\n</div>\n')).toBe(false);
    expect(needsMdx('a.md', '<span title={frontMatter.title}>Title</span>\n')).toBe(true);
    expect(needsMdx('a.md', '<span data-items={[1, 2]}>Two</span>\n')).toBe(true);
    // React takes no string for style: MDX's React names the page that gives one.
    expect(needsMdx('a.md', "<p style={'color: red'}>Red</p>\n")).toBe(true);
    expect(needsMdx('a.md', 'Write `<span title={frontMatter.title}>` to show it.\n')).toBe(false);
    expect(needsMdx('a.md', '<abbr title="a={b}">quoted</abbr>\n')).toBe(false);
  });

  it('math syntax is found in the micromark extensions the plugins register', () => {
    expect(readsDollarSyntax([remarkMath])).toBe(true);
    expect(readsDollarSyntax([remarkGfm])).toBe(false);
    expect(readsDollarSyntax([])).toBe(false);
  });

  it("the page's leading title is in scope as contentTitle, as Docusaurus's MDX loader exports it; a page's own contentTitle wins", async () => {
    const { html } = await render('content-title.mdx', '---\ntitle: Front matter title\n---\n\n# Heading `title` {#top}\n\nThis page is {contentTitle}.\n');
    expect(html).toContain('<p>This page is Heading `title`.</p>');
    const own = await render('own-content-title.mdx', "export const contentTitle = 'Mine';\n\n# Heading\n\nThis page is {contentTitle}.\n");
    expect(own.html).toContain('<p>This page is Mine.</p>');
  });

  it("a page's own stylesheet import works as under Docusaurus: a CSS module's class names, and a plain stylesheet's rules, in the page's styles", async () => {
    const { html, head } = await render('own-styles.mdx', "import callout from './styles/callout.module.css';\nimport './styles/plain.css';\n\n<div className={callout.notice}>Read this first.</div>\n");
    const className = /<div class="([^"]+)">Read this first.<\/div>/.exec(html)?.[1];
    expect(className).toMatch(/notice/);
    const headText = JSON.stringify(head);
    expect(headText).toContain(`.${className}{border-left:4px solid teal}`);
    expect(headText).toContain('.plain-rule{margin-top:2rem}');
  });

  it('text on its own lines in a JSX element, with no blank line around it, is the element\'s text as MDX 1 read it; with blank lines it is a paragraph', async () => {
    const { html } = await render(
      'jsx-text.mdx',
      '<table>\n  <tbody>\n    <tr>\n      <th scope="row">\n        Current stables\n      </th>\n    </tr>\n  </tbody>\n</table>\n\n<details>\n  <summary>\n    Toggle me!\n  </summary>\n  <div>\n\n    Hidden **text**\n\n  </div>\n</details>\n\n> <div>\n>   Quoted\n> </div>\n',
    );
    expect(html).toContain('<th scope="row">Current stables</th>');
    expect(html).toMatch(/<summary>Toggle me!<\/summary>/);
    expect(html).toContain('<p>Hidden <strong>text</strong></p>');
    expect(html).toMatch(/<blockquote>\s*<div>Quoted<\/div>\s*<\/blockquote>/);
  });
});

describe('Mermaid', () => {
  it('a mermaid fence becomes a diagram container whose source is the fallback', async () => {
    const { html } = await render('diagram.md', '```mermaid\nsequenceDiagram\n    A->>B: Hello\n```\n');
    expect(html).toContain('<div class="docusaurus-mermaid-container docgen-mermaid"><pre class="mermaid-source"><code class="language-mermaid">sequenceDiagram');
    expect(html).toContain('A->>B: Hello');
  });
});

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

  it('<!--> and <!---> are empty HTML comments, as HTML reads them, not the start of one that hides what follows', async () => {
    const { html } = await render('comment-abrupt.mdx', 'Before.\n\n<!-->\n\nShown one.\n\n<!--->\n\nShown two. <!-- hidden -->\n');
    expect(html).toMatch(/<p>Before.<\/p>\s*<p>Shown one.<\/p>\s*<p>Shown two. <\/p>/);
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

  it("a JavaScript expression over lines is JavaScript: a Tabs' values={[…]} with an item per line, and a < in text's {…}", async () => {
    const { html: tabs } = await render(
      'tabs-values.mdx',
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs\n  defaultValue=\"apple\"\n  values={[\n    { label: 'Apple < Pear', value: 'apple' },\n    { label: 'Orange', value: 'orange' },\n  ]}>\n  <TabItem value=\"apple\">An apple.</TabItem>\n  <TabItem value=\"orange\">An orange.</TabItem>\n</Tabs>\n",
    );
    expect([...tabs.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((match) => match[1])).toEqual(['Apple &lt; Pear', 'Orange']);
    const source = "export const items = [{ n: 1 }, { n: 9 }];\n\nSmall: {items.filter((item) =>\n  item.n < 5\n).length} of {items.length}, and a < b.\n\nNot JavaScript { here\nbut a < b }.\n";
    const lines = preprocessMarkdown(source, { mdx: true }).split('\n');
    // The lines after an expression's first are two spaces further in, which MDX 3 takes off (see the template literal test).
    expect(lines.slice(2, 5)).toEqual(['Small: {items.filter((item) =>', '    item.n < 5', '  ).length} of {items.length}, and a &lt; b.']);
    expect(lines[7]).toBe('but a &lt; b }.');
    const { html } = await render('expression-lines.mdx', source.slice(0, source.indexOf('\n\nNot')));
    expect(html).toContain('<p>Small: 1 of 2, and a &lt; b.</p>');
  });

  it("a CodeBlock's template literal keeps its code's indentation, blank lines and all, as MDX 1 kept it (MDX 3 takes two columns off each line after the first)", async () => {
    const { html } = await render(
      'template-indent.mdx',
      "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"js\">\n{`function a() {\n  return 1;\n}\n\nfunction b() {\n    if (x) {}\n\treturn 2;\n}`}\n</CodeBlock>\n\n<CodeBlock language=\"js\" title={\n  'one.js'\n} children={`x(\n  1);`} />\n",
    );
    expect(codeText(html)).toContain('function a() {\n  return 1;\n}\n\nfunction b() {\n    if (x) {}\n\treturn 2;\n}');
    expect(codeText(html)).toContain('x(\n  1);');
    expect(html).toContain('one.js');
  });

  it("a brace in a JavaScript string ends no expression ({'a } b'}); an apostrophe in prose opens no string", async () => {
    const source = "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"text\">{'close } brace'}</CodeBlock>\n\nInline {'a } b'} and {\"x{\"}, but {don't} and {it's {a} b}.\n";
    const { html } = await render('string-braces.mdx', source);
    expect(codeText(html)).toContain('close } brace');
    expect(html).toContain('<p>Inline a } b and x{, but {don&#x27;t} and {it&#x27;s {a} b}.</p>');
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

  it('indented code right under a heading or a thematic break is code, as it may follow them without a blank line', async () => {
    const source = '## Example\n    :::note My title\n    <span style={{color: "red"}}>Red</span>\n\n***\n    :::tip Two\n\nText.\n';
    expect(needsMdx('under-heading.md', source)).toBe(false);
    expect(preprocessMarkdown(source, { mdx: false })).toBe(source);
    const { html } = await render('under-heading.md', source);
    expect(codeText(html)).toContain(':::note My title\n<span style={{color: "red"}}>Red</span>');
    expect(codeText(html)).toContain(':::tip Two');
    // A paragraph's line goes on with it: an indented line under it is the paragraph's.
    expect(preprocessMarkdown('Text\n    :::note Title\n', { mdx: false })).toBe('Text\n    :::note[Title]\n');
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
