import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSourceFile } from '../../src/content/front-matter.ts';
import { setAdmonitionScheme } from '../../src/markdown/admonition-types.ts';
import { AssetRegistry } from '../../src/markdown/assets.ts';
import { markTruncation, splitAtTruncation } from '../../src/markdown/blog-truncate.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../src/markdown/compile.ts';
import { mergeHeads } from '../../src/markdown/plugins/head-element.ts';
import { getCodeHighlighter, type CodeHighlighter } from '../../src/markdown/highlighter.ts';
import { SiteModuleLoader } from '../../src/markdown/site-modules.ts';
import type { MarkdownResult } from '../../src/markdown/types.ts';
import { BuildError, BuildErrors } from '../../src/shared/errors.ts';
import { createReporter, type Reporter } from '../../src/shared/logger.ts';
import { ImportLoader } from '../../src/markdown/imports/import-loader.ts';
import { ImportResolver } from '../../src/markdown/imports/import-resolver.ts';
import { createImportableModules, createProvidedComponents } from '../../src/theme/content/registry.ts';
import { CONTENT_SITE } from '../helpers/content-site.ts';
import type { LinkPolicy } from '../../src/config/schema.ts';

const DIR = fileURLToPath(new URL('../fixtures/unit/markdown/', import.meta.url));

let highlighter: CodeHighlighter;
let compile: MarkdownCompiler;
let resolver: ImportResolver;

beforeAll(async () => {
  highlighter = await getCodeHighlighter({ light: 'github-light', dark: 'dracula' });
  const registry = createImportableModules();
  resolver = new ImportResolver({ registry: Object.keys(registry), aliases: {}, folders: {}, siteDir: path.join(DIR, 'site'), contentDir: DIR });
  compile = createMarkdownCompiler({ imports: new ImportLoader(resolver, registry, 'throw'), providedComponents: createProvidedComponents() });
});

interface Rendered extends MarkdownResult {
  reporter: Reporter;
  dependencies: Set<string>;
  assets: AssetRegistry;
  linkTargets: string[];
  file: string;
}

const LINKS: Record<string, string> = {
  './other.md': '/docs/other',
  '../guides/setup.mdx': '/docs/guides/setup',
  'sibling.md': '/docs/folder/sibling',
  './with space.md': '/docs/with space',
};

async function render(name: string, text: string, { links = LINKS, textFollows = false, baseUrl = '/', onBrokenMarkdownLinks = 'warn', trailingSlash = false }: { links?: Record<string, string>; textFollows?: boolean; baseUrl?: string; onBrokenMarkdownLinks?: LinkPolicy; trailingSlash?: boolean } = {}): Promise<Rendered> {
  const file = path.join(DIR, name);
  const reporter = createReporter();
  const assets = new AssetRegistry();
  const linkTargets: string[] = [];
  const dependencies = new Set<string>();
  const siteModules = new SiteModuleLoader(resolver, AssetRegistry.fileUrls('/'));
  const result = await compile({
    file: parseSourceFile(file, text),
    resolveMarkdownLink: (target) => {
      linkTargets.push(target);
      return links[target];
    },
    onBrokenMarkdownLinks,
    resolveStaticFile: (url) => (url === '/img/logo.png' ? path.join(DIR, 'images', 'diagram.png') : undefined),
    assets,
    siteDir: path.join(DIR, 'site'),
    loadSiteModule: (module) => siteModules.load(module),
    dependencies,
    highlighter,
    baseUrl,
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    site: { ...CONTENT_SITE, trailingSlash },
    reporter,
  }, { textFollows });
  return { ...result, reporter, assets, dependencies, linkTargets, file };
}

async function renderError(name: string, text: string): Promise<BuildError> {
  try {
    await render(name, text);
  } catch (error) {
    expect(error).toBeInstanceOf(BuildError);
    return error as BuildError;
  }
  throw new Error('expected a BuildError');
}

/** A page's name and text, and the line and column of its file that its error must name. */
type ErrorAt = [name: string, text: string, line: number, column: number];

async function expectErrorsAt(cases: readonly ErrorAt[]): Promise<void> {
  for (const [name, text, line, column] of cases) {
    const error = await renderError(name, text);
    expect(error.location, name).toMatchObject({ file: path.join(DIR, name), line, column });
  }
}

/** Text content of an HTML fragment, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function count(html: string, needle: string | RegExp): number {
  return typeof needle === 'string' ? html.split(needle).length - 1 : (html.match(new RegExp(needle.source, `${needle.flags.replace('g', '')}g`)) ?? []).length;
}

describe('copies of a text (a doc in several versions)', () => {
  const VERSION_LINKS = Object.fromEntries(Object.entries(LINKS).map(([target, url]) => [target, url.replace('/docs/', '/docs/1.0/')]));

  for (const [kind, name, text] of [
    ['Markdown', 'copy.md', '# Copy\n\nSee [other](./other.md).\n\n:::note\n\nA note.\n\n:::\n\n## Part two\n\n```php\necho 1;\n```\n'],
    ['MDX', 'copy.mdx', "import Tabs from '@theme/Tabs';\n\n# Copy\n\nSee [other](./other.md).\n\n## Part two\n\n<details><summary>More</summary>\n\nHidden [other](./other.md).\n\n</details>\n"],
  ] as const) {
    it(`parses a ${kind} text once and compiles each copy as it would alone, in its own version`, async () => {
      const alone = await render(name, text, { links: VERSION_LINKS });
      const first = await render(name, text, { textFollows: true });
      const second = await render(name, text, { links: VERSION_LINKS });
      // Each copy's links resolve in its own version: the transforms of the first did not change the tree the second got.
      expect(first.html).toContain('href="/docs/other"');
      expect(second.html).toContain('href="/docs/1.0/other"');
      expect({ html: second.html, toc: second.toc, links: second.links }).toEqual({ html: alone.html, toc: alone.toc, links: alone.links });
      expect(second.toc.map((item) => item.id)).toEqual(['part-two']);
    });
  }
});

describe('GFM', () => {
  it('renders tables and strikethrough', async () => {
    const { html } = await render('gfm.md', '| Name | Value |\n|------|-------|\n| one  | ~~old~~ new |\n');
    // Focusable, so that a keyboard can scroll a table wider than the column.
    expect(html).toContain('<table tabindex="0">');
    expect(html).toMatch(/<th>Name<\/th>/);
    expect(html).toMatch(/<td><del>old<\/del> new<\/td>/);
  });

  it("aligns a table's columns with text-align, as an MDX page does, not with the obsolete align attribute; an HTML cell keeps what its author wrote", async () => {
    const table = '| Left | Centre | Right | None |\n| :--- | :---: | ---: | --- |\n| a | b | c | d |\n';
    // Between the cells, the plain Markdown's line breaks.
    const cells = async (name: string, text: string) => (await render(name, text)).html.replaceAll('\n', '');
    const html = await cells('aligned.md', `${table}\n<table><tr><td align="right">raw</td></tr></table>\n`);
    expect(html).toContain('<th style="text-align:left">Left</th><th style="text-align:center">Centre</th><th style="text-align:right">Right</th><th>None</th>');
    expect(html).toContain('<td style="text-align:left">a</td><td style="text-align:center">b</td><td style="text-align:right">c</td><td>d</td>');
    expect(html).toContain('<td align="right">raw</td>');
    // The same cells as the MDX compiler writes them.
    expect(await cells('aligned.mdx', table)).toContain('<th style="text-align:left">Left</th><th style="text-align:center">Centre</th><th style="text-align:right">Right</th><th>None</th>');
  });

  it("makes an HTML table and an MDX page's table focusable too, unless the author set its tabindex", async () => {
    expect((await render('html-table.md', '<table><tr><td>one</td></tr></table>\n\n<table tabindex="-1"><tr><td>two</td></tr></table>\n')).html).toMatch(/<table tabindex="0">.*<table tabindex="-1">/s);
    expect((await render('gfm.mdx', '| Name |\n|------|\n| one |\n')).html).toContain('<table tabindex="0">');
  });

  it('autolinks bare URLs and renders task lists', async () => {
    const { html } = await render('gfm2.md', 'See https://moodle.org now.\n\n- [x] done\n- [ ] todo\n');
    expect(html).toMatch(/<a href="https:\/\/moodle\.org"[^>]*>https:\/\/moodle\.org<\/a>/);
    expect(html).toMatch(/<input type="checkbox"[^>]*checked/);
  });
});

describe('admonitions (facts B1)', () => {
  it.each([
    ['note', 'note', 'alert--secondary'],
    ['tip', 'tip', 'alert--success'],
    ['info', 'info', 'alert--info'],
    ['caution', 'caution', 'alert--warning'],
    ['danger', 'danger', 'alert--danger'],
    ['secondary', 'note', 'alert--secondary'],
    ['important', 'info', 'alert--info'],
    ['success', 'tip', 'alert--success'],
    ['warning', 'danger', 'alert--danger'],
  ])(':::%s renders as %s (%s) with the default title', async (keyword, type, colour) => {
    const { html } = await render('admonition.md', `Before.\n\n:::${keyword}\n\nBody of the box.\n\n:::\n\nAfter.\n`);
    const box = /<div class="([^"]*theme-admonition[^"]*)">([\s\S]*?)<\/div><\/div>/.exec(html);
    expect(box, html).not.toBeNull();
    const classes = box![1]!.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['theme-admonition', `theme-admonition-${keyword}`, 'alert', colour]));
    expect(classes.filter((name) => name.startsWith('alert--'))).toEqual([colour]);
    expect(html).toMatch(new RegExp(`<div class="admonitionHeading">(<[^>]+>)*(</span>)?${type}</div>`));
    expect(html).toContain('<p>Body of the box.</p>');
    expect(html).toContain('<p>After.</p>');
    expect(html).not.toContain(':::');
  });

  describe("in Docusaurus 3's scheme (mdx.admonitions)", () => {
    beforeAll(() => setAdmonitionScheme('docusaurus-3'));
    afterAll(() => setAdmonitionScheme('docusaurus-2'));

    it.each([
      ['warning', 'warning', 'warning', 'alert--warning'],
      ['caution', 'caution', 'caution', 'alert--warning'],
      ['important', 'info', 'important', 'alert--info'],
      ['secondary', 'note', 'secondary', 'alert--secondary'],
      ['success', 'tip', 'success', 'alert--success'],
      ['danger', 'danger', 'danger', 'alert--danger'],
    ])(':::%s is drawn as %s, titled "%s" (%s), in Markdown and as <Admonition>', async (keyword, type, title, colour) => {
      const markdown = (await render('admonition-v3.md', `:::${keyword}\n\nBody.\n\n:::\n`)).html;
      const component = (await render('admonition-v3.mdx', `import Admonition from '@theme/Admonition';\n\n<Admonition type="${keyword}">\n\nBody.\n\n</Admonition>\n`)).html;
      for (const html of [markdown, component]) {
        const classes = /<div class="([^"]*theme-admonition[^"]*)">/.exec(html)![1]!.split(' ');
        expect(classes).toEqual(expect.arrayContaining([`theme-admonition-${keyword}`, `admonition-${type}`, colour]));
        expect(html).toMatch(new RegExp(`<div class="admonitionHeading">(<[^>]+>)*(</span>)?${title}</div>`));
      }
    });
  });

  it.each(['note', 'tip', 'info', 'caution', 'danger', 'secondary', 'important', 'success', 'warning'])(':::%s Title replaces the default title', async (keyword) => {
    const { html } = await render('admonition-title.md', `:::${keyword} My custom title\n\nContent here.\n\n:::\n`);
    expect(html).toMatch(/<div class="admonitionHeading">(<[^>]+>)*(<\/span>)?My custom title<\/div>/);
    expect(html).toContain('<p>Content here.</p>');
    expect(html).toContain(`theme-admonition-${keyword}`);
  });

  it("<Admonition icon> shows the author's icon in place of the type's", async () => {
    const { html } = await render('admonition-icon.mdx', "import Admonition from '@theme/Admonition';\n\n<Admonition type=\"tip\" icon=\"💡\" title=\"Did you know\">Body.</Admonition>\n\n<Admonition type=\"tip\">Plain.</Admonition>\n");
    expect(html).toContain('<div class="admonitionHeading"><span class="admonitionIcon admonitionIcon--own">💡</span>Did you know</div>');
    expect(html).toContain('<div class="admonitionHeading"><span class="admonitionIcon"></span>tip</div>');
  });

  it('a title with Markdown is rendered as Markdown', async () => {
    const { html } = await render('admonition-md-title.md', ':::caution Read **this** first\n\nx\n\n:::\n');
    expect(html).toMatch(/admonitionHeading[^]*Read <strong>this<\/strong> first/);
  });

  it('the block ends at the first later ::: line, content in between is Markdown', async () => {
    const { html } = await render('admonition-body.md', ':::tip\nA [link](https://moodle.org) and `code`.\n:::\n\nOutside.\n');
    expect(html).toMatch(/admonitionContent"><p>A <a href="https:\/\/moodle\.org"[^>]*>link<\/a> and <code>code<\/code>\.<\/p><\/div>/);
    expect(html).toMatch(/<\/div><\/div>\s*<p>Outside\.<\/p>/);
  });

  it('works in MDX files too', async () => {
    const { html } = await render('admonition.mdx', ':::important Heads up\n\nMDX body.\n\n:::\n');
    expect(html).toContain('theme-admonition-important');
    expect(html).toContain('Heads up');
  });

  it.each(['md', 'mdx'])('only the ::: container is a directive: in a .%s file colons elsewhere stay text and the Markdown around them still counts', async (extension) => {
    const source = 'Needs mod/forum:viewdiscussion and :abbr[**bold** text].\n\n::leaf[a *leaf*]\n';
    const { html } = await render(`colons.${extension}`, source);
    expect(html).toContain('<p>Needs mod/forum:viewdiscussion and :abbr[<strong>bold</strong> text].</p>');
    expect(html).toContain('<p>::leaf[a <em>leaf</em>]</p>');
    expect(html).not.toContain('theme-admonition');
  });

  it('an admonition nested in another is a box too', async () => {
    const { html } = await render('nested.md', '::::note\n\nOuter.\n\n:::tip\n\nInner.\n\n:::\n\n::::\n');
    expect(html).toMatch(/theme-admonition-note[^]*Outer\.[^]*theme-admonition-tip[^]*Inner\.<\/p><\/div><\/div><\/div><\/div>/);
  });
});

describe('headings and TOC (facts B3)', () => {
  const source = [
    '# Page title',
    '',
    '## Hello World',
    '',
    '## Hello World',
    '',
    '## Hello World-1',
    '',
    '## API: get_string()',
    '',
    '### Custom text {#my-id}',
    '',
    '#### Level four',
    '',
    ':::note',
    '',
    '## Inside a note',
    '',
    ':::',
    '',
    '## version 4.1',
    '',
  ].join('\n');

  it('ids come from github-slugger, one per document, duplicates numbered', async () => {
    const { html } = await render('headings.md', source);
    expect(html).toMatch(/<h2 id="hello-world"[^>]*>Hello World/);
    expect(html).toMatch(/<h2 id="hello-world-1"[^>]*>Hello World</);
    expect(html).toMatch(/<h2 id="hello-world-1-1"[^>]*>Hello World-1</);
    expect(html).toMatch(/<h2 id="api-get_string"[^>]*>API: get_string\(\)</);
    expect(html).toMatch(/<h2 id="version-41"/);
  });

  it("a heading's HTML tags are no part of its id, in Markdown as in MDX, unless it has nothing else", async () => {
    const source = '## Custom selectors (<tt>... in the "..."</tt>)\n';
    for (const name of ['tags.md', 'tags.mdx']) {
      const { html } = await render(name, source);
      expect(html).toMatch(/<h2 id="custom-selectors--in-the-"[^>]*>Custom selectors \(<tt>/);
    }
    expect((await render('image.md', '## <img src="/img/logo.svg" alt="">\n')).html).toMatch(/<h2 id="img-srcimglogosvg-alt"/);
  });

  it('an explicit {#id} is used verbatim and removed from the text', async () => {
    const { html, toc } = await render('headings.md', source);
    expect(html).toMatch(/<h3 id="my-id"[^>]*>Custom text<a/);
    expect(html).not.toContain('{#');
    expect(toc.find((item) => item.id === 'my-id')).toEqual({ id: 'my-id', value: 'Custom text', level: 3 });
  });

  it('an explicit id is not registered with the slugger', async () => {
    const { html } = await render('explicit.md', '## Setup {#setup}\n\n## Setup\n');
    expect(count(html, 'id="setup"')).toBe(2);
    expect(html).not.toContain('setup-1');
  });

  it('explicit ids work in MDX', async () => {
    const { html, toc } = await render('explicit.mdx', '## Explicit heading {#explicit-id}\n\nText.\n');
    expect(html).toMatch(/<h2 id="explicit-id"[^>]*>Explicit heading<a/);
    expect(toc).toEqual([{ id: 'explicit-id', value: 'Explicit heading', level: 2 }]);
  });

  it("takes Docusaurus 3's id in an MDX comment, {/* #id */}, and leaves a heading's comments out of its text and slug", async () => {
    const { html, toc } = await render('comment-ids.mdx', '## Headings {/* #my-heading-id */}\n\n### Heading ids {/* a note for authors */}\n\nText.\n');
    expect(html).toMatch(/<h2 id="my-heading-id"[^>]*>Headings<a/);
    expect(html).toMatch(/<h3 id="heading-ids"[^>]*>Heading ids<a/);
    expect(toc).toEqual([
      { id: 'my-heading-id', value: 'Headings', level: 2 },
      { id: 'heading-ids', value: 'Heading ids', level: 3 },
    ]);
  });

  it("gives the TOC each heading as HTML, its inline code, emphasis and strong text kept, a link's text, and the rest escaped, as Docusaurus does", async () => {
    const text = "## `install.xml` - *Database* **installation**\n\n## See [the API](./api.md) & <b>friends</b>\n\n## A <span class=\"badge\">new</span> ~~old~~ part\n";
    const values = async (file: string) => (await render(file, text)).toc.map((item) => item.value);
    expect(await values('toc-html.mdx')).toEqual(['<code>install.xml</code> - <em>Database</em> <strong>installation</strong>', 'See the API &amp; <b>friends</b>', 'A <span class="badge">new</span> <del>old</del> part']);
    // Without MDX, HTML written in a heading is text: escaped.
    expect((await values('toc-html.md'))[0]).toBe('<code>install.xml</code> - <em>Database</em> <strong>installation</strong>');
    expect((await values('toc-html.md'))[1]).toBe('See the API &amp; &lt;b&gt;friends&lt;/b&gt;');
  });

  it('h2-h6 get the anchor class and a hash link; h1 has no id', async () => {
    const { html } = await render('headings.md', source);
    expect(html).toMatch(/<h1>Page title<\/h1>/);
    expect(html).toMatch(/<h2 id="hello-world" class="anchor[^"]*">Hello World<a class="hash-link" href="#hello-world"[^>]*title="Direct link to heading"[^>]*>\u200B<\/a><\/h2>/);
    expect(html).toMatch(/<h4 id="level-four" class="anchor/);
  });

  it('the TOC lists level 2+ headings at the top level only, with their levels', async () => {
    const { toc } = await render('headings.md', source);
    expect(toc).toEqual([
      { id: 'hello-world', value: 'Hello World', level: 2 },
      { id: 'hello-world-1', value: 'Hello World', level: 2 },
      { id: 'hello-world-1-1', value: 'Hello World-1', level: 2 },
      { id: 'api-get_string', value: 'API: get_string()', level: 2 },
      { id: 'my-id', value: 'Custom text', level: 3 },
      { id: 'level-four', value: 'Level four', level: 4 },
      { id: 'version-41', value: 'version 4.1', level: 2 },
    ]);
  });

  it('<TOCInline toc={toc} /> lists the page’s headings in its text, at the config’s levels unless told otherwise', async () => {
    const text = (props: string) => `import TOCInline from '@theme/TOCInline';\n\n# Page\n\n<TOCInline toc={toc}${props} />\n\n## Install\n\n### Requirements\n\n#### PHP\n\n## Upgrade\n`;
    const { html } = await render('toc-inline.mdx', text(''));
    const list = (inner: string) => `<div class="tableOfContentsInline"><ul class="table-of-contents">${inner}</ul></div>`;
    expect(html).toContain(list('<li><a href="#install">Install</a><ul><li><a href="#requirements">Requirements</a></li></ul></li><li><a href="#upgrade">Upgrade</a></li>'));
    const deeper = await render('toc-inline-deeper.mdx', text(' minHeadingLevel={3} maxHeadingLevel={4}'));
    expect(deeper.html).toContain(list('<li><a href="#requirements">Requirements</a><ul><li><a href="#php">PHP</a></li></ul></li>'));
  });

  it('a page that declares its own toc keeps it', async () => {
    const { html } = await render('toc-own.mdx', "import TOCInline from '@theme/TOCInline';\n\nexport const toc = [{ id: 'elsewhere', value: 'Elsewhere', level: 2 }];\n\n<TOCInline toc={toc} />\n\n## Here\n");
    expect(html).toContain('<a href="#elsewhere">Elsewhere</a>');
    expect(html).not.toContain('<a href="#here">');
  });

  it('<head> in a page gives the document head its title and tags, in MDX and in Markdown, and leaves the body', async () => {
    const head = '<head>\n  <title>Custom title</title>\n  <meta name="robots" content="noindex" />\n  <link rel="canonical" href="https://moodle.example/a?b=1&c=2" />\n</head>';
    const expected = {
      title: 'Custom title',
      tags: [
        { html: '<meta name="robots" content="noindex" data-docgen-head="">', replaces: 'meta[name="robots"]' },
        { html: '<link rel="canonical" href="https://moodle.example/a?b=1&#x26;c=2" data-docgen-head="">', replaces: 'link[rel="canonical"]' },
      ],
    };
    for (const [name, text] of [
      ['head.mdx', `export const x = 1;\n\n${head}\n\n# Page\n\nText.\n`],
      ['head.md', `Intro.\n\n${head}\n\n# Page\n\nText.\n`],
      // Blank lines split raw HTML into blocks: all of them, to </head>, are the head.
      ['head-split.md', `Intro.\n\n${head.replace(/\n {2}/g, '\n\n')}\n\n# Page\n\nText.\n`],
    ]) {
      const { html, head: written, reporter } = await render(name, text);
      expect(html, name).not.toMatch(/<head|<title|<meta|Custom title/);
      expect(html, name).toContain('<p>Text.</p>');
      expect(reporter.warnings, name).toEqual([]);
      // The same HTML either way, but for how each escapes the ampersand.
      expect({ ...written, tags: written?.tags.map((tag) => ({ ...tag, html: tag.html.replace('&#x26;', '&amp;') })) }, name).toEqual({ ...expected, tags: expected.tags.map((tag) => ({ ...tag, html: tag.html.replace('&#x26;', '&amp;') })) });
    }
  });

  it('several <head>s (a page’s and its partials’) make one: a later title wins, and a later tag replaces an earlier one it replaces', () => {
    const tag = (html: string, replaces?: string) => ({ html, ...(replaces ? { replaces } : {}) });
    const partial = { title: 'Partial', tags: [tag('<meta name="robots" content="index">', 'meta[name="robots"]'), tag('<link rel="alternate" href="/a">')] };
    const page = { tags: [tag('<link rel="alternate" href="/b">'), tag('<meta name="robots" content="noindex">', 'meta[name="robots"]')] };
    expect(mergeHeads([partial, page])).toEqual({ title: 'Partial', tags: [tag('<link rel="alternate" href="/a">'), tag('<link rel="alternate" href="/b">'), tag('<meta name="robots" content="noindex">', 'meta[name="robots"]')] });
    expect(mergeHeads([page, { title: 'Page', tags: [] }])?.title).toBe('Page');
    expect(mergeHeads([])).toBeUndefined();
  });

  it('<head> takes React attribute names, leaves out a charset (the document is UTF-8), and warns of what it cannot write at its line', async () => {
    const text = 'export const image = "x.png";\n\n<head>\n  <meta charSet="utf-8" />\n  <meta httpEquiv="refresh" content="30" />\n  <meta property="og:image" content={image} />\n  <script>alert(1)</script>\n</head>\n\nText.\n';
    const { head, reporter } = await render('head-attributes.mdx', text);
    expect(head).toEqual({ tags: [{ html: '<meta http-equiv="refresh" content="30" data-docgen-head="">', replaces: 'meta[http-equiv="refresh"]' }] });
    expect(reporter.warnings.map((warning) => [warning.message, warning.location?.line])).toEqual([
      ['<meta> in <head> has an attribute written as an expression ({…}), so it is left out: write its values as text.', 6],
      ['<script> in <head> is not supported (only <title>, <meta> and <link> are), so it is left out.', 7],
    ]);
  });

  it('in Markdown, <head> warns of a tag it leaves out at that tag\'s own line, in one block of HTML or several', async () => {
    const script = '<script>alert(1)</script>';
    for (const [name, text, line] of [
      ['head-block.md', `---\ntitle: Head\n---\n\nIntro.\n\n<head>\n  <meta name="robots" content="noindex" />\n  ${script}\n</head>\n\nText.\n`, 9],
      ['head-blocks.md', `Intro.\n\n<head>\n\n  <meta name="robots" content="noindex" />\n\n\n  ${script}\n\n</head>\n\nText.\n`, 8],
    ] as const) {
      const { reporter } = await render(name, text);
      expect(reporter.warnings.map((warning) => [warning.message, warning.location?.line, warning.location?.column]), name).toEqual([['<script> in <head> is not supported (only <title>, <meta> and <link> are), so it is left out.', line, 3]]);
    }
  });

  it("<Head> from @docusaurus/Head sets the document head as <head> does, with expressions too, after the page's own <head>", async () => {
    const text = "import Head from '@docusaurus/Head';\nexport const release = '4.1';\n\n<head>\n  <title>From the page</title>\n  <meta name=\"robots\" content=\"index\" />\n</head>\n\n# Release {release}\n\n<Head>\n  <title>{`Moodle ${release} release`}</title>\n  <meta name=\"robots\" content=\"noindex\" />\n  <meta property=\"og:image\" content={`/img/${release}.png`} />\n  <>\n    <link rel=\"canonical\" href=\"https://moodle.example/r?a=1&b=2\" />\n  </>\n  <script>{'alert(1)'}</script>\n</Head>\n\nText.\n";
    const { html, head, reporter } = await render('head-component.mdx', text);
    expect(html.replace(/\n+/g, '\n')).toBe('<h1>Release 4.1</h1>\n<p>Text.</p>');
    expect(head).toEqual({
      title: 'Moodle 4.1 release',
      tags: [
        { html: '<meta name="robots" content="noindex" data-docgen-head="">', replaces: 'meta[name="robots"]' },
        { html: '<meta property="og:image" content="/img/4.1.png" data-docgen-head="">', replaces: 'meta[property="og:image"]' },
        { html: '<link rel="canonical" href="https://moodle.example/r?a=1&amp;b=2" data-docgen-head="">', replaces: 'link[rel="canonical"]' },
      ],
    });
    expect(reporter.warnings.map((warning) => warning.message)).toEqual(['<script> in <Head> is not supported (only <title>, <meta> and <link> are), so it is left out.']);
  });

  it("a TabItem's attributes go on its tab, with the tab's own classes and workings kept", async () => {
    const text = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n  <TabItem value=\"php\" label=\"PHP\" attributes={{ className: 'php-tab', 'data-lang': 'php', role: 'button' }}>\n\nPHP.\n\n  </TabItem>\n  <TabItem value=\"js\" label=\"JS\">\n\nJS.\n\n  </TabItem>\n</Tabs>\n";
    const { html } = await render('tab-attributes.mdx', text);
    const tabs = html.match(/<li [^>]*>/g)!;
    expect(tabs[0]).toContain('class="tabs__item php-tab tabs__item--active"');
    expect(tabs[0]).toContain('data-lang="php"');
    expect(tabs[0]).toContain('role="tab"');
    expect(tabs[0]).not.toContain('role="button"');
    expect(tabs[1]).toMatch(/^<li role="tab" id="[^"]+" aria-controls="[^"]+" tabindex="-1" aria-selected="false" data-value="js" class="tabs__item">$/);
  });

  it("a truncate marker in the middle of a paragraph gives the excerpt up to it, in MDX and in Markdown, the whole post unchanged", async () => {
    for (const [name, text] of [['inline-truncate.mdx', 'export const x = 1;\n\nIntro **text** {/* truncate */} and the rest.\n'], ['inline-truncate.md', 'Intro **text** <!-- truncate --> and the rest.\n']] as const) {
      const { html } = await render(name, markTruncation(text, name.endsWith('.mdx')));
      const { html: whole, excerptHtml } = splitAtTruncation(html);
      expect(excerptHtml, name).toBe('<p>Intro <strong>text</strong></p>');
      expect(whole, name).toContain('<p>Intro <strong>text</strong>  and the rest.</p>');
    }
  });

  it("an mdx-code-block fence is read as the page's own text, in a .md file too, and one shown inside another fence stays code", async () => {
    const text = "# Wrapped\n\n```mdx-code-block\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n  <TabItem value=\"php\" label=\"PHP\">\n```\n\nPHP **text**.\n\n```mdx-code-block\n  </TabItem>\n</Tabs>\n```\n\n````md\n```mdx-code-block\n<Tabs />\n```\n````\n";
    const { html } = await render('mdx-code-block.md', text);
    expect(html).toMatch(/<li role="tab"[^>]*data-value="php"[^>]*>PHP<\/li>/);
    expect(html).toContain('<p>PHP <strong>text</strong>.</p>');
    expect(html).not.toContain('language-mdx-code-block');
    expect(textOf(html)).toContain('```mdx-code-block\n<Tabs />\n```');
  });

  it('an error inside an unwrapped mdx-code-block is at its own line', async () => {
    const error = await renderError('mdx-code-block-error.mdx', "Text.\n\n```mdx-code-block\n<Nowhere />\n```\n");
    expect(error.location.line).toBe(4);
  });

  it('@docusaurus/Translate gives the message of the default locale, with text or elements for its placeholders', async () => {
    const text = "import Translate, { translate } from '@docusaurus/Translate';\n\n<p><Translate id=\"home.welcome\" description=\"Greeting\" values={{ name: <b>Moodle</b>, count: 3 }}>{'Welcome to {name}: {count} guides, {missing}.'}</Translate></p>\n\n<p title={translate({ id: 'home.title', message: 'Guides for {who}' }, { who: 'developers' })}>Text.</p>\n";
    const { html } = await render('translate.mdx', text);
    expect(html).toContain('<p>Welcome to <b>Moodle</b>: 3 guides, {missing}.</p>');
    expect(html).toContain('<p title="Guides for developers">Text.</p>');
  });

  it('headings inside Tabs and details are not in the TOC', async () => {
    const { toc, html } = await render(
      'toc.mdx',
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n## Outside\n\n<Tabs>\n  <TabItem value=\"a\" label=\"A\">\n\n## In a tab\n\n  </TabItem>\n</Tabs>\n\n<details>\n<summary>More</summary>\n\n## In details\n\n</details>\n",
    );
    expect(toc).toEqual([{ id: 'outside', value: 'Outside', level: 2 }]);
    expect(html).toContain('In a tab');
    expect(html).toContain('In details');
  });

  it('hasTitleHeading is true only when the content starts with # Title', async () => {
    expect((await render('title.md', '# Title\n\nText.\n')).hasTitleHeading).toBe(true);
    expect((await render('title.md', '---\ntitle: T\n---\n\n# Title\n\nText.\n')).hasTitleHeading).toBe(true);
    expect((await render('title.md', 'Text first.\n\n# Title\n')).hasTitleHeading).toBe(false);
    expect((await render('title.md', '## Only h2\n')).hasTitleHeading).toBe(false);
    // A comment above the heading shows nothing, in Markdown and in MDX (where an HTML comment is an MDX one).
    expect((await render('title.md', '<!-- markdownlint-disable MD041 -->\n# Title\n')).hasTitleHeading).toBe(true);
    expect((await render('title.mdx', '<!-- markdownlint-disable MD041 -->\n\n# Title\n')).hasTitleHeading).toBe(true);
    expect((await render('title.mdx', '{/* a note */}\n\n# Title\n')).hasTitleHeading).toBe(true);
    expect((await render('title.mdx', '{1 + 1}\n\n# Title\n')).hasTitleHeading).toBe(false);
    expect((await render('title.mdx', "import Tabs from '@theme/Tabs';\n\n# MDX title\n\nText.\n")).hasTitleHeading).toBe(true);
  });
});

describe('code blocks (facts B2)', () => {
  it('title="x.php" and {1,3-4} highlight exactly lines 1, 3 and 4', async () => {
    const { html } = await render('code.md', '```php title="x.php" {1,3-4}\n$a = 1;\n$b = 2;\n$c = 3;\n$d = 4;\n$e = 5;\n```\n');
    expect(html).toMatch(/<div class="codeBlockTitle">x\.php<\/div>/);
    const code = /<code>([\s\S]*?)<\/code>/.exec(html)![1]!;
    const lines = code.split('\n');
    expect(lines).toHaveLength(5);
    const highlighted = lines.filter((line) => line.includes('theme-code-block-highlighted-line')).map(textOf);
    expect(highlighted).toEqual(['$a = 1;', '$c = 3;', '$d = 4;']);
    expect(count(html, 'theme-code-block-highlighted-line')).toBe(3);
  });

  it("title='single quotes' works and the meta order does not matter", async () => {
    const { html } = await render('code2.md', "```js {2} title='app.js'\nconst a = 1;\nconst b = 2;\n```\n");
    expect(html).toContain('<div class="codeBlockTitle">app.js</div>');
    const lines = /<code>([\s\S]*?)<\/code>/.exec(html)![1]!.split('\n');
    expect(lines.map((line) => line.includes('theme-code-block-highlighted-line'))).toEqual([false, true]);
  });

  it('a block with no meta has no title and no highlighted lines, but a copy button', async () => {
    const { html } = await render('code3.md', '```php\necho 1;\n```\n');
    expect(html).not.toContain('codeBlockTitle');
    expect(html).not.toContain('theme-code-block-highlighted-line');
    expect(html).toMatch(/<button[^>]*class="copy-button"[^>]*>Copy<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-label="Copy code to clipboard"/);
    expect(html).toMatch(/<button[^>]*type="button"/);
  });

  it('showLineNumbers=N numbers the lines from N, as in Docusaurus 3; showLineNumbers from 1', async () => {
    const from = (await render('numbered-from.md', '```js showLineNumbers=5\nconst a = 1;\n```\n')).html;
    expect(from).toMatch(/<pre class="shiki [^"]*with-line-numbers" style="[^"]*;--line-numbers-from:4"/);
    const plain = (await render('numbered.md', '```js showLineNumbers\nconst a = 1;\n```\n')).html;
    expect(plain).toMatch(/<pre class="shiki [^"]*with-line-numbers"/);
    expect(plain).not.toContain('--line-numbers-from');
    const mdx = (await render('numbered-from.mdx', "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"js\" showLineNumbers={10}>{'const b = 2;'}</CodeBlock>\n")).html;
    expect(mdx).toContain('--line-numbers-from:9');
  });

  it('the same code on several pages is highlighted alike, and what one page adds to its block stays on that page', async () => {
    const code = '```js\nconst remembered = 42; // code ' + Date.now() + '\n```\n';
    const plain = (await render('same1.md', code)).html;
    const numbered = (await render('same2.md', code.replace('```js', '```js showLineNumbers'))).html;
    const again = (await render('same3.md', code)).html;
    // One class attribute, which browsers read: a second one is ignored.
    expect(numbered).toMatch(/<pre class="shiki [^"]*with-line-numbers"(?![^>]*class=)/);
    expect(plain).not.toContain('with-line-numbers');
    expect(again).toBe(plain);
    const tokens = (html: string) => /<code>([\s\S]*?)<\/code>/.exec(html)![1]!;
    expect(tokens(numbered)).toBe(tokens(plain));
    expect(tokens(plain)).toMatch(/<span style="color:[^"]+;--shiki-dark:/);
  });

  it('the code text is kept exactly (escaped)', async () => {
    const { html } = await render('code4.md', '```php\n<?php echo "a & b"; // <tag>\n```\n');
    expect(textOf(/<code>([\s\S]*?)<\/code>/.exec(html)![1]!)).toBe('<?php echo "a & b"; // <tag>');
  });

  const LANGUAGES = ['php', 'js', 'ts', 'bash', 'console', 'handlebars', 'mustache', 'gherkin', 'css', 'scss', 'html', 'xml', 'json', 'yaml', 'sql', 'diff'];

  it.each(LANGUAGES)('language %s resolves to a highlighter grammar', (language) => {
    const resolved = highlighter.resolveLanguage(language);
    expect(resolved).toBeDefined();
    expect(resolved).not.toBe('text');
  });

  it('all listed languages compile without warnings and get highlighted tokens', async () => {
    const body = LANGUAGES.map((language) => `\`\`\`${language}\nsomething = 1\n\`\`\``).join('\n\n');
    const { html, reporter } = await render('languages.md', body);
    expect(reporter.warnings).toEqual([]);
    expect(count(html, 'class="codeBlockContainer')).toBe(LANGUAGES.length);
    expect(html).not.toContain('language-text');
    // Each block's class names its language as written, as in Docusaurus (`language-bash`, not shiki's `shellscript`).
    for (const language of LANGUAGES) expect(html).toContain(`class="codeBlockContainer theme-code-block language-${language}"`);
  });

  it('any other language shiki knows is highlighted too, its grammar read when a page first has it (go, c++, rust, graphql)', async () => {
    const { html, reporter } = await render('more-languages.md', '```go\nfunc main() {}\n```\n\n```c++\nint main() { return 0; }\n```\n\n```rust\nfn main() {}\n```\n\n```graphql\nquery { course { id } }\n```\n');
    expect(reporter.warnings).toEqual([]);
    expect(count(html, '<pre class="shiki')).toBe(4);
    for (const keyword of ['func', 'int', 'fn', 'query']) expect(html).toMatch(new RegExp(`<span style="color:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">${keyword}</span>`));
  });

  it('an unknown language is shown as plain text with a warning naming the file and line', async () => {
    const { html, reporter, file } = await render('unknown-lang.md', '---\ntitle: Unknown\n---\n\nIntro text.\n\n```brainfuck\n+++.\n```\n');
    // Its class keeps the language written, as Docusaurus's does; its code has no colours of a grammar.
    expect(html).toContain('language-brainfuck');
    expect(/<code>([\s\S]*?)<\/code>/.exec(html)![1]!).not.toContain('style=');
    expect(textOf(html)).toContain('+++.');
    expect(reporter.warnings).toHaveLength(1);
    expect(reporter.warnings[0]!.message).toContain('brainfuck');
    expect(reporter.warnings[0]!.location).toMatchObject({ file, line: 7 });
  });

  it('magic comments highlight lines and leave the code, in fenced code and in <CodeBlock>; a range wins over them', async () => {
    const highlightedIn = (html: string) => {
      const lines = /<code>([\s\S]*?)<\/code>/.exec(html)![1]!.split('\n');
      return { text: lines.map(textOf), highlighted: lines.filter((line) => line.includes('theme-code-block-highlighted-line')).map(textOf) };
    };
    const code = '$a = 1;\n// highlight-next-line\n$b = 2;\n# highlight-start\n$c = 3;\n$d = 4;\n# highlight-end\n$e = 5;';
    const fenced = highlightedIn((await render('magic.md', `\`\`\`php\n${code}\n\`\`\`\n`)).html);
    expect(fenced).toEqual({ text: ['$a = 1;', '$b = 2;', '$c = 3;', '$d = 4;', '$e = 5;'], highlighted: ['$b = 2;', '$c = 3;', '$d = 4;'] });
    const component = highlightedIn((await render('magic.mdx', `import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language="php">{${JSON.stringify(code)}}</CodeBlock>\n`)).html);
    expect(component).toEqual(fenced);
    const ranged = highlightedIn((await render('ranged.md', `\`\`\`php {1}\n${code}\n\`\`\`\n`)).html);
    expect(ranged.text).toHaveLength(8);
    expect(ranged.highlighted).toEqual(['$a = 1;']);
    // The language as written picks the comments and names the block's class, as in Docusaurus: bash takes `#` alone, though shiki knows it as shellscript.
    const shell = '# highlight-next-line\necho one\n// highlight-next-line\necho two';
    for (const rendered of [await render('bash.md', `\`\`\`bash\n${shell}\n\`\`\`\n`), await render('bash.mdx', `import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language="bash">{${JSON.stringify(shell)}}</CodeBlock>\n`)]) {
      expect(highlightedIn(rendered.html)).toEqual({ text: ['echo one', '// highlight-next-line', 'echo two'], highlighted: ['echo one'] });
      expect(rendered.html).toContain('class="codeBlockContainer theme-code-block language-bash"');
    }
  });

  it('a code block in MDX is the same HTML as in Markdown (MDX gets it prerendered, not as elements)', async () => {
    const block = '```php title="x.php" {2}\n<?php\necho "a & b"; // <tag> \'q\'\n```\n';
    const markdown = (await render('same.md', `Text.\n\n${block}`)).html;
    const mdx = (await render('same.mdx', `import Tabs from '@theme/Tabs';\n\nText.\n\n${block}`)).html;
    expect(mdx).toBe(markdown);
    expect(mdx).toContain('class="codeBlockContent"');
    expect(mdx).not.toContain('docgen-prerendered');
    expect(count(mdx, 'theme-code-block-highlighted-line')).toBe(1);
  });

  it('a block with no language is plain text, without a warning', async () => {
    const { html, reporter } = await render('plain.md', '```\nplain\n```\n');
    expect(html).toContain('language-text');
    expect(reporter.warnings).toEqual([]);
  });
});

describe('links (facts A11, B4)', () => {
  it('.md/.mdx links are resolved through resolveMarkdownLink and keep their anchor', async () => {
    const { html, linkTargets } = await render('links.md', '[a](./other.md#part) [b](../guides/setup.mdx) [c](sibling.md)\n');
    expect(html).toContain('<a href="/docs/other#part">a</a>');
    expect(html).toContain('<a href="/docs/guides/setup">b</a>');
    expect(html).toContain('<a href="/docs/folder/sibling">c</a>');
    expect(linkTargets).toEqual(['./other.md', '../guides/setup.mdx', 'sibling.md']);
  });

  it('a link to a site path written with a trailing slash loses it, as Docusaurus writes it on a site without them; the home page keeps its own', async () => {
    const { html } = await render('links-slash.md', '[a](/docs/apis/subsystems/external/) [b](/general/navigation/#course-settings) [c](../setup/?tab=php) [home](/) [d](/docs/intro)\n');
    expect(html).toContain('<a href="/docs/apis/subsystems/external">a</a>');
    expect(html).toContain('<a href="/general/navigation#course-settings">b</a>');
    expect(html).toContain('<a href="../setup?tab=php">c</a>');
    expect(html).toContain('<a href="/">home</a>');
    expect(html).toContain('<a href="/docs/intro">d</a>');
    const below = await render('links-slash-base.md', '[home](/devdocs/) [a](/devdocs/docs/x/)\n', { baseUrl: '/devdocs/' });
    expect(below.html).toContain('<a href="/devdocs/">home</a>');
    expect(below.html).toContain('<a href="/devdocs/docs/x">a</a>');
  });

  it('so does a link written as HTML in Markdown or as JSX <a> in MDX, which Docusaurus renders with its Link; a site with slashes keeps them as written', async () => {
    const links = '<a href="/docs/x/">a</a> <a href="/docs/y/#part">b</a> <a href="../z/?tab=php">c</a> <a href="/">home</a> <a href="https://example.com/w/">w</a>\n';
    for (const name of ['raw-slash.md', 'jsx-slash.mdx']) {
      const { html } = await render(name, `Text: ${links}`);
      expect(html).toContain('<a href="/docs/x">a</a>');
      expect(html).toContain('<a href="/docs/y#part">b</a>');
      expect(html).toContain('<a href="../z?tab=php">c</a>');
      expect(html).toContain('<a href="/">home</a>');
      expect(html).toContain('href="https://example.com/w/"');
      const below = await render(name, 'Text: <a href="/devdocs/">home</a> <a href="/docs/x/">a</a>\n', { baseUrl: '/devdocs/' });
      expect(below.html).toContain('<a href="/devdocs/">home</a>');
      expect(below.html).toContain('<a href="/devdocs/docs/x">a</a>');
      const slashed = await render(name, 'Text: <a href="/docs/x/">a</a> <a href="/docs/y">b</a>\n', { trailingSlash: true });
      expect(slashed.html).toContain('<a href="/docs/x/">a</a>');
      expect(slashed.html).toContain('<a href="/docs/y">b</a>');
    }
  });

  it('warns of a link with no text to read, at its line, but not of one whose image has a text alternative', async () => {
    const { reporter, file } = await render('links-empty.md', '# Links\n\nSee [](https://example.com/a) and [![](/img/logo.png)](https://example.com/b).\n\n[![The logo](/img/logo.png)](https://example.com/c) [words](https://example.com/d)\n');
    expect(reporter.warnings).toEqual([
      { message: 'The link to "https://example.com/a" has no text: it cannot be seen, and a screen reader names it by its address alone. Write its text between the brackets.', location: { file, line: 3, column: 5 } },
      { message: 'The link to "https://example.com/b" has no text: it cannot be seen, and a screen reader names it by its address alone. Write its text between the brackets.', location: { file, line: 3, column: 35 } },
    ]);
  });

  it('reference definitions are resolved too; spaces in the permalink become %20', async () => {
    const { html } = await render('links-ref.md', '[ref link][r] and [spaced](<./with space.md>)\n\n[r]: ./other.md#x\n');
    expect(html).toContain('<a href="/docs/other#x">ref link</a>');
    expect(html).toContain('<a href="/docs/with%20space">spaced</a>');
  });

  it('an unresolved .md link gives a warning with file and line and is left as written', async () => {
    const { html, reporter, file } = await render('links-broken.md', '---\ntitle: Links\n---\nFirst line.\n\nSee [missing](./missing.md#x).\n');
    expect(html).toContain('<a href="./missing.md#x">missing</a>');
    expect(reporter.warnings).toHaveLength(1);
    expect(reporter.warnings[0]!.message).toContain('./missing.md');
    expect(reporter.warnings[0]!.location).toMatchObject({ file, line: 6 });
  });

  it('links inside code are not rewritten', async () => {
    const { html, reporter } = await render('links-code.md', '```md\n[x](./other.md)\n```\n');
    expect(textOf(html)).toContain('[x](./other.md)');
    expect(reporter.warnings).toEqual([]);
  });

  it('.html and /index.html suffixes are stripped from internal links', async () => {
    const { html } = await render('links-html.md', '[a](/docs/page.html) [b](/docs/folder/index.html#sec) [c](../other/page.html?x=1) [d](https://example.com/page.html)\n');
    expect(html).toContain('<a href="/docs/page">a</a>');
    expect(html).toContain('<a href="/docs/folder#sec">b</a>');
    expect(html).toContain('<a href="../other/page?x=1">c</a>');
    expect(html).toMatch(/<a href="https:\/\/example\.com\/page\.html"/);
  });

  it('external links get target=_blank and rel="noopener noreferrer"; internal links do not', async () => {
    const { html } = await render('links-ext.md', '[ext](https://moodle.org/plugins) [int](/docs/intro) [anchor](#here)\n');
    expect(html).toContain('<a href="https://moodle.org/plugins" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(html).toContain('<a href="/docs/intro">int</a>');
    expect(html).toContain('<a href="#here">anchor</a>');
  });

  it('a link to an existing local file becomes an asset under /assets/files/, opened in a new tab', async () => {
    const sample = path.join(DIR, '_examples', 'sample.php');
    const hash = createHash('sha256').update(readFileSync(sample)).digest('hex').slice(0, 8);
    const { html, assets } = await render('file-link.md', '[Download](./_examples/sample.php) and [gone](./_examples/none.zip)\n');
    expect(html).toContain(`<a href="/assets/files/sample-${hash}.php" target="_blank" rel="noopener noreferrer">Download</a>`);
    expect(html).toContain('<a href="./_examples/none.zip">gone</a>');
    expect(assets.entries()).toEqual([[sample, `assets/files/sample-${hash}.php`]]);
  });

  it('so does one written without ./ or from the site folder (@site/…), as Docusaurus reads them', async () => {
    const sample = path.join(DIR, '_examples', 'sample.php');
    const hash = createHash('sha256').update(readFileSync(sample)).digest('hex').slice(0, 8);
    const data = path.join(DIR, 'site', 'data', 'branches.json');
    const dataHash = createHash('sha256').update(readFileSync(data)).digest('hex').slice(0, 8);
    const { html, assets } = await render('file-link-bare.md', '[Download](_examples/sample.php#top) and [data](@site/data/branches.json) and [gone](@site/data/none.zip)\n');
    expect(html).toContain(`<a href="/assets/files/sample-${hash}.php#top" target="_blank" rel="noopener noreferrer">Download</a>`);
    expect(html).toContain(`<a href="/assets/files/branches-${dataHash}.json" target="_blank" rel="noopener noreferrer">data</a>`);
    expect(html).toContain('<a href="@site/data/none.zip">gone</a>');
    expect(assets.entries()).toEqual([[sample, `assets/files/sample-${hash}.php`], [data, `assets/files/branches-${dataHash}.json`]]);
  });

  it('so does one to a file of a static folder, written from the site root; one to no file there is left to the link check', async () => {
    const diagram = path.join(DIR, 'images', 'diagram.png');
    const hash = createHash('sha256').update(readFileSync(diagram)).digest('hex').slice(0, 8);
    const { html, assets } = await render('file-link-static.md', '[The logo](/img/logo.png) and [gone](/files/none.csv)\n');
    expect(html).toContain(`<a href="/assets/files/diagram-${hash}.png" target="_blank" rel="noopener noreferrer">The logo</a>`);
    expect(html).toContain('<a href="/files/none.csv">gone</a>');
    expect(assets.entries()).toEqual([[diagram, `assets/files/diagram-${hash}.png`]]);
  });

  it('a pathname:// link is the site path it names, with the base, in a new tab and left out of the link check, in Markdown and as <a> in MDX', async () => {
    const attributes = 'target="_blank" rel="noopener noreferrer" data-nobrokenlinkcheck=""';
    const markdown = await render('links-pathname.md', '[Manual](pathname:///files/manual.pdf) and [API](pathname:///devdocs/api/)\n', { baseUrl: '/devdocs/' });
    expect(markdown.html).toContain(`<a href="/devdocs/files/manual.pdf" ${attributes}>Manual</a>`);
    // A path that has the base already keeps it once.
    expect(markdown.html).toContain(`<a href="/devdocs/api/" ${attributes}>API</a>`);
    const mdx = await render('links-pathname.mdx', 'export const x = 1;\n\n[Manual](pathname:///files/manual.pdf) and <a href="pathname:///files/raw.html">Raw</a>\n', { baseUrl: '/devdocs/' });
    expect(mdx.html).toContain(`<a href="/devdocs/files/manual.pdf" ${attributes}>Manual</a>`);
    expect(mdx.html).toContain(`<a href="/devdocs/files/raw.html" ${attributes}>Raw</a>`);
  });

  it('a pathname:// image is the path it names, looked for nowhere and copied nowhere, with the base like other site paths', async () => {
    for (const name of ['image-pathname.md', 'image-pathname.mdx']) {
      const { html, assets } = await render(name, '![banner](pathname:///generated/banner.png)\n', { baseUrl: '/devdocs/' });
      expect(html).toMatch(/<img src="\/devdocs\/generated\/banner\.png" alt="banner"/);
      expect(assets.entries()).toEqual([]);
    }
  });

  it('external links in MDX get the same attributes, written as JSX <a> too, unless it sets its own', async () => {
    const { html } = await render('links-ext.mdx', 'export const x = 1;\n\nGo to [Moodle](https://moodle.org), <a href="https://moodle.org/plugins">the plugins</a>, <a href="https://moodle.org/news" target="_self">the news</a> or <a href="/docs/intro">the intro</a>.\n');
    expect(html).toContain('<a href="https://moodle.org" target="_blank" rel="noopener noreferrer">Moodle</a>');
    expect(html).toContain('<a href="https://moodle.org/plugins" target="_blank" rel="noopener noreferrer">the plugins</a>');
    expect(html).toContain('<a href="https://moodle.org/news" target="_self" rel="noopener noreferrer">the news</a>');
    expect(html).toContain('<a href="/docs/intro">the intro</a>');
  });
});

describe('images (facts A11, B4)', () => {
  const png = path.join(DIR, 'images', 'diagram.png');
  const hash = createHash('sha256').update(readFileSync(png)).digest('hex').slice(0, 8);

  it('a relative image is registered as /assets/images/<name>-<hash>.<ext>, with its size, and loads lazily', async () => {
    const { html, assets } = await render('image.md', 'Text.\n\n![A diagram](./images/diagram.png)\n');
    // diagram.png is one pixel square.
    expect(html).toMatch(new RegExp(`<img src="/assets/images/diagram-${hash}\\.png" alt="A diagram" width="1" height="1" loading="lazy"`));
    expect(assets.entries()).toEqual([[png, `assets/images/diagram-${hash}.png`]]);
  });

  it('a reference-style image is an image like an inline one, its definition no file of its own; a definition also linked stays a link', async () => {
    const { html, assets } = await render('image-reference.md', '![By reference][d]\n\n![Again][D]\n\n[d]: ./images/diagram.png "Diagram"\n');
    expect(html).toContain(`<img src="/assets/images/diagram-${hash}.png" alt="By reference" title="Diagram" width="1" height="1" loading="lazy">`);
    expect(count(html, `<img src="/assets/images/diagram-${hash}.png"`)).toBe(2);
    expect(assets.entries()).toEqual([[png, `assets/images/diagram-${hash}.png`]]);
    const linked = await render('image-reference-link.md', '![Shown][d]\n\n[Full size][d]\n\n[d]: ./images/diagram.png\n');
    expect(linked.html).toContain(`<img src="/assets/images/diagram-${hash}.png" alt="Shown" width="1" height="1" loading="lazy">`);
    expect(linked.html).toContain(`<a href="/assets/files/diagram-${hash}.png">Full size</a>`);
    const missing = await renderError('image-reference-missing.md', 'Text.\n\n![Gone][g]\n\n[g]: ./images/gone.png\n');
    expect(missing.message).toMatch(/^Image "\.\/images\/gone\.png" was not found/);
    expect(missing.location.line).toBe(3);
  });

  it('the same image used twice is registered once', async () => {
    const { assets, html } = await render('image2.md', '![a](images/diagram.png)\n\n![b](./images/diagram.png)\n');
    expect(assets.entries()).toHaveLength(1);
    expect(count(html, `diagram-${hash}.png`)).toBe(2);
  });

  it('a file shown as an image and linked as a file is published in both folders, the image with its size, as Docusaurus publishes it', async () => {
    const { html, assets } = await render('image-and-link.md', '[Full size](./images/diagram.png)\n\n![A diagram](./images/diagram.png)\n');
    expect(html).toMatch(new RegExp(`<img src="/assets/images/diagram-${hash}\\.png" alt="A diagram" width="1" height="1" loading="lazy"`));
    expect(html).toContain(`<a href="/assets/files/diagram-${hash}.png" target="_blank" rel="noopener noreferrer">Full size</a>`);
    expect(assets.entries()).toEqual([[png, `assets/files/diagram-${hash}.png`], [png, `assets/images/diagram-${hash}.png`]]);
  });

  it('so is one shown on one page and linked from another: merged, both folders are written', () => {
    const shown = new AssetRegistry();
    shown.add(png);
    const linked = new AssetRegistry();
    linked.add(png, 'files');
    const site = new AssetRegistry();
    site.merge(shown.entries());
    site.merge(linked.entries());
    expect(site.outputFiles()).toEqual([[`assets/images/diagram-${hash}.png`, png], [`assets/files/diagram-${hash}.png`, png]]);
    expect(site.add(png)).toBe(`/assets/images/diagram-${hash}.png`);
    expect(site.add(png, 'files')).toBe(`/assets/files/diagram-${hash}.png`);
  });

  it('images in MDX are handled the same way', async () => {
    const { html } = await render('image.mdx', '![A diagram](./images/diagram.png)\n');
    expect(html).toMatch(new RegExp(`<img src="/assets/images/diagram-${hash}\\.png" alt="A diagram" width="1" height="1" loading="lazy"`));
  });

  it('a missing relative image is a BuildError at its line (front matter lines counted)', async () => {
    const error = await renderError('missing-image.md', '---\ntitle: Images\ndescription: d\n---\n# Images\n\nSome text.\n\n![gone](./images/nope.png)\n');
    expect(error.message).toContain('nope.png');
    expect(error.location).toMatchObject({ file: path.join(DIR, 'missing-image.md'), line: 9 });
  });

  it('a missing image in MDX is also a BuildError at its line', async () => {
    const error = await renderError('missing-image.mdx', '---\ntitle: Images\n---\n\nText.\n\n![gone](./nope.png)\n');
    expect(error.location).toMatchObject({ file: path.join(DIR, 'missing-image.mdx'), line: 7 });
  });

  it('a root-relative image must exist in the static folder; external images are left alone', async () => {
    const { html } = await render('static-image.md', '![logo](/img/logo.png) ![remote](https://example.com/x.png)\n');
    expect(html).toContain('<img src="/img/logo.png" alt="logo" width="1" height="1" loading="lazy">');
    expect(html).toContain('src="https://example.com/x.png"');
    const error = await renderError('static-missing.md', 'Line one.\n\n![no](/img/none.png)\n');
    expect(error.location.line).toBe(3);
  });

  it('AssetRegistry returns undefined for a missing file and puts URLs under its base URL', () => {
    const registry = new AssetRegistry('/base/');
    expect(registry.add(path.join(DIR, 'images', 'nope.png'))).toBeUndefined();
    expect(registry.add(png)).toBe(`/base/assets/images/diagram-${hash}.png`);
    // Output paths are relative to the output folder, which the host serves at the base URL.
    expect(registry.entries()).toEqual([[png, `assets/images/diagram-${hash}.png`]]);
    // A cached page's images come back under the same base.
    const restored = new AssetRegistry('/base/');
    restored.merge(registry.entries());
    expect(restored.add(png)).toBe(`/base/assets/images/diagram-${hash}.png`);
  });
});

describe('MDX components (facts B4)', () => {
  const tabs = (defaultOn = '') =>
    [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs>',
      `  <TabItem value="php" label="PHP">PHP panel</TabItem>`,
      `  <TabItem value="js" label="JavaScript"${defaultOn}>JS panel</TabItem>`,
      '</Tabs>',
      '',
    ].join('\n');

  it("a Tabs set's queryString names the address's parameter that holds its choice: its own name, or the groupId for true", async () => {
    const set = (props: string) => ["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", '', `<Tabs ${props}>`, '  <TabItem value="linux">Linux</TabItem>', '</Tabs>', ''].join('\n');
    expect((await render('query-named.mdx', set('queryString="os"'))).html).toContain('<div class="tabs-container" data-query-string="os">');
    expect((await render('query-group.mdx', set('groupId="platform" queryString'))).html).toContain('<div class="tabs-container" data-group-id="platform" data-query-string="platform">');
    const error = await renderError('query-nameless.mdx', set('queryString'));
    expect(error.message).toContain('<Tabs queryString> names its parameter by the groupId: give a groupId');
  });

  it('Tabs/TabItem render a tablist and one panel per item; only the first panel is visible', async () => {
    const { html } = await render('tabs.mdx', tabs());
    expect(count(html, 'role="tablist"')).toBe(1);
    expect(count(html, 'role="tab"')).toBe(2);
    expect(count(html, 'role="tabpanel"')).toBe(2);
    expect(html).toMatch(/<li role="tab"[^>]*aria-selected="true"[^>]*>PHP<\/li>/);
    expect(html).toMatch(/<li role="tab"[^>]*aria-selected="false"[^>]*>JavaScript<\/li>/);
    expect(html).toMatch(/<div role="tabpanel"(?![^>]*hidden)[^>]*>PHP panel<\/div>/);
    expect(html).toMatch(/<div role="tabpanel"[^>]*hidden[^>]*>JS panel<\/div>/);
  });

  it("each tab names its panel (aria-controls) and each panel its tab (aria-labelledby), by ids unique in the page and across files", async () => {
    const links = (html: string) => {
      const tabs = [...html.matchAll(/<li role="tab" id="([^"]+)" aria-controls="([^"]+)"/g)].map(([, id, controls]) => ({ id: id!, controls: controls! }));
      const panels = [...html.matchAll(/<div role="tabpanel" id="([^"]+)" aria-labelledby="([^"]+)"/g)].map(([, id, labelledBy]) => ({ id: id!, labelledBy: labelledBy! }));
      return { tabs, panels };
    };
    const text = `${tabs()}\n${tabs().split('\n').filter((line) => !line.startsWith('import')).join('\n')}`;
    const { html } = await render('two-sets.mdx', text);
    const { tabs: tabItems, panels } = links(html);
    expect(tabItems).toHaveLength(4);
    expect(panels).toHaveLength(4);
    for (const tab of tabItems) expect(panels.find((panel) => panel.id === tab.controls)?.labelledBy).toBe(tab.id);
    const ids = [...tabItems.map((tab) => tab.id), ...panels.map((panel) => panel.id)];
    expect(new Set(ids).size).toBe(8);
    // Another file of the same text (a second post on a blog's list, say) has ids of its own.
    const other = links((await render('other-set.mdx', text)).html);
    for (const tab of other.tabs) expect(ids).not.toContain(tab.id);
  });

  it('the TabItem marked default is selected', async () => {
    const { html } = await render('tabs-default.mdx', tabs(' default'));
    expect(html).toMatch(/<div role="tabpanel"[^>]*hidden[^>]*>PHP panel<\/div>/);
    expect(html).toMatch(/<div role="tabpanel"(?![^>]*hidden)[^>]*>JS panel<\/div>/);
  });

  it('details renders a native details element with its summary', async () => {
    const { html } = await render('details.mdx', '<details>\n  <summary>Show more</summary>\n\n  Hidden text here.\n</details>\n');
    expect(html).toMatch(/<details[^>]*><summary>Show more<\/summary>[\s\S]*Hidden text here\.[\s\S]*<\/details>/);
    expect(count(html, '<summary')).toBe(1);
  });

  it('details without a summary gets "Details"', async () => {
    const { html } = await render('details2.mdx', '<details>\n\nNo summary here.\n\n</details>\n');
    expect(html).toMatch(/<details[^>]*><summary>Details<\/summary>[\s\S]*No summary here\./);
  });

  it('details written as HTML in a page compiled without MDX takes the shape the theme gives one in an MDX page', async () => {
    const source = '<details>\n<summary>Show more</summary>\n\nHidden text here.\n\n</details>\n\n<details>\n\nNo summary here.\n\n</details>\n';
    const plain = (await render('details-plain.md', source)).html;
    const mdx = (await render('details-mdx.mdx', source)).html;
    const shape = (html: string) => [...html.matchAll(/<details class="([^"]*)"><summary>([^<]*)<\/summary>\s*<div class="details__content">/g)].map(([, classes, summary]) => `${classes}: ${summary}`);
    expect(shape(plain)).toEqual(['details: Show more', 'details: Details']);
    expect(shape(plain)).toEqual(shape(mdx));
    // Its own classes are kept after the theme's.
    expect((await render('details-class.md', '<details class="extra">\n<summary>More</summary>\n\nText.\n\n</details>\n')).html).toContain('<details class="details extra"><summary>More</summary>');
  });

  it('CodeBlock with language and title is highlighted like a fence', async () => {
    const { html } = await render('codeblock.mdx', "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"php\" title=\"lib.php\">{`<?php echo 1;`}</CodeBlock>\n");
    expect(html).toContain('<div class="codeBlockTitle">lib.php</div>');
    expect(html).toContain('language-php');
    expect(html).toMatch(/<span style="color:#[0-9A-Fa-f]+/);
    expect(textOf(/<code>([\s\S]*?)<\/code>/.exec(html)![1]!)).toBe('<?php echo 1;');
    expect(html).toContain('class="copy-button"');
  });

  it('!!raw-loader! imports give the file text', async () => {
    const expected = readFileSync(path.join(DIR, '_examples', 'sample.php'), 'utf8');
    const { html } = await render(
      'raw.mdx',
      "import CodeBlock from '@theme/CodeBlock';\nimport Sample from '!!raw-loader!./_examples/sample.php';\n\n<CodeBlock language=\"php\" title=\"sample.php\">{Sample}</CodeBlock>\n\n<div className=\"raw\">{Sample}</div>\n",
    );
    const raw = /<div class="raw">([\s\S]*?)<\/div>/.exec(html)![1]!;
    expect(textOf(raw)).toBe(expected);
    expect(textOf(/<code>([\s\S]*?)<\/code>/.exec(html)![1]!)).toBe(expected.replace(/\n$/, ''));
  });

  it('!!raw-loader! finds a module named without its extension, as webpack does', async () => {
    const expected = readFileSync(path.join(DIR, 'site', 'components', 'BranchFacts.tsx'), 'utf8');
    const { html } = await render('raw-extensionless.mdx', "import Source from '!!raw-loader!./site/components/BranchFacts';\n\n<div className=\"raw\">{Source}</div>\n");
    expect(textOf(/<div class="raw">([\s\S]*?)<\/div>/.exec(html)![1]!)).toBe(expected);
  });

  it('a Markdown file with an import statement is compiled as MDX', async () => {
    const { html } = await render('imports.md', "import Details from '@theme/Details';\n\n<Details>\n\nInside.\n\n</Details>\n");
    expect(html).toMatch(/<details[^>]*>[\s\S]*Inside\./);
  });

  it("@theme/Details takes its summary as a prop too, text or a <summary>, as Docusaurus's does", async () => {
    const { html } = await render(
      'details-prop.mdx',
      "import Details from '@theme/Details';\n\n<Details summary=\"Text summary\">\n\nFirst.\n\n</Details>\n\n<Details summary={<summary>Element summary</summary>}>\n\nSecond.\n\n</Details>\n",
    );
    expect(html).toMatch(/<details class="details"><summary>Text summary<\/summary><div class="details__content"><p>First\.<\/p><\/div><\/details>/);
    expect(html).toMatch(/<details class="details"><summary>Element summary<\/summary><div class="details__content"><p>Second\.<\/p><\/div><\/details>/);
  });

  it('an unknown component is a BuildError at its line', async () => {
    const error = await renderError('unknown.mdx', '---\ntitle: Unknown\n---\n\nSome text.\n\n<Foo />\n');
    expect(error.message).toContain('Foo');
    expect(error.location).toMatchObject({ file: path.join(DIR, 'unknown.mdx'), line: 7 });
  });

  it('an MDX syntax error gives the file’s lines, front matter counted, in its place and in its message', async () => {
    const error = await renderError('unclosed.mdx', '---\ntitle: Unclosed\n---\n# Unclosed\n\nText.\n<div>\n\nmore\n');
    expect(error.location).toMatchObject({ file: path.join(DIR, 'unclosed.mdx'), line: 7, column: 1 });
    expect(error.message).toBe('Could not compile this page: Expected a closing tag for `<div>` (7:1-7:6)');
  });

  it('an error in or after an import that docgen moves, or in a const it exports, is at its own line and column in the file', async () => {
    const tabs = '<Tabs>\n<TabItem value="a">A</TabItem>\n</Tabs>\n';
    const cases: ErrorAt[] = [
      // Joined to the import above it.
      ['under-import.mdx', `---\ntitle: Under\n---\nimport Tabs from '@theme/Tabs';\nimport { a b } from './x';\n${tabs}`, 5, 12],
      ['under-import-crlf.mdx', `import Tabs from '@theme/Tabs';\r\nimport { a b } from './x';\r\n${tabs}`, 2, 12],
      // Moved up into the blank line above it.
      ['under-blank.mdx', `---\ntitle: Blank\n---\n\nimport { a b } from './x';\n${tabs}`, 5, 12],
      // A blank line added under it: the lines below are the file's.
      ['after-added.mdx', "import Tabs from '@theme/Tabs';\n<Tabs></Tabs>\n<div>\n\nText.\n", 3, 1],
      // A `const` beside the imports, which docgen exports.
      ['bare-const.mdx', "import Tabs from '@theme/Tabs';\nconst x = {a b};\n\n# Const\n", 2, 14],
    ];
    await expectErrorsAt(cases);
    expect((await renderError('after-added.mdx', cases[3]![1])).message).toBe('Could not compile this page: Expected a closing tag for `<div>` (3:1-3:6)');
    const unresolved = await renderError('under-import-missing.mdx', `---\ntitle: Missing\n---\nimport Tabs from '@theme/Tabs';\nimport Missing from './missing';\n${tabs.replace(/<\/?TabItem[^>]*>/g, '')}`);
    expect(unresolved.message).toContain('./missing');
    expect(unresolved.location).toMatchObject({ line: 5 });
  });

  it('an unresolvable import is a BuildError at its line', async () => {
    const error = await renderError('bad-import.mdx', "---\ntitle: Import\n---\nText.\n\nimport Foo from '@site/src/components/Foo';\n\n<Foo />\n");
    expect(error.message).toContain('@site/src/components/Foo');
    expect(error.location).toMatchObject({ file: path.join(DIR, 'bad-import.mdx'), line: 6 });
  });

  it('every missing image, unresolved import and unknown component of a file is reported, in the order of its lines, not only the first', async () => {
    const text = [
      '---', 'title: Several', '---',
      "import Gone from '@site/src/components/Gone';", '',
      '![first](./images/nope.png)', '',
      '<Unknown />', '',
      '![second](/img/none.png)', '',
      '<Gone />', '',
      '<Unknown />', '',
      "<img src={require('./images/absent.png').default} />", '',
    ].join('\n');
    let thrown: unknown;
    await render('several.mdx', text).catch((error: unknown) => (thrown = error));
    expect(thrown).toBeInstanceOf(BuildErrors);
    const errors = (thrown as BuildErrors).errors;
    // The import is one mistake (its uses are not more); a component unknown twice is named once.
    expect(errors.map((error) => [error.location.line, error.message.split(':')[0]])).toEqual([
      [4, 'Cannot resolve import "@site/src/components/Gone"'],
      [6, 'Image "./images/nope.png" was not found (looked for ' + path.join(DIR, 'images/nope.png') + ').'],
      [8, 'Unknown component <Unknown>'],
      [10, 'Image "/img/none.png" was not found in the static folder.'],
      [16, 'Cannot resolve require() "./images/absent.png"'],
    ]);
    expect(errors.every((error) => error.location.file === path.join(DIR, 'several.mdx'))).toBe(true);
  });

  it('Markdown links that resolve to no doc are all reported when they are errors', async () => {
    let thrown: unknown;
    await render('broken-links.md', '# Links\n\n[one](./one.md)\n\n[two](./two.md)\n', { onBrokenMarkdownLinks: 'throw' }).catch((error: unknown) => (thrown = error));
    expect(thrown).toBeInstanceOf(BuildErrors);
    expect((thrown as BuildErrors).errors.map((error) => [error.location.line, error.message])).toEqual([
      [3, 'Markdown link "./one.md" does not point to a document of this docs set.'],
      [5, 'Markdown link "./two.md" does not point to a document of this docs set.'],
    ]);
  });

  it("@site/ imports load the site's own components and data, rendered at build time with docgen's React", async () => {
    const { html, dependencies } = await render(
      'site-component.mdx',
      "import BranchFacts, { branchNames } from '@site/components/BranchFacts';\nimport branches from '@site/data/branches.json';\n\n<BranchFacts branch=\"4.1\" />\n\nBranches: {branchNames.join(', ')}; 4.0 LTS: {String(branches['4.0'].lts)}.\n",
    );
    expect(html).toContain('<p class="branch-facts" data-has-id="yes">Moodle 4.1 was released on 2022-11-28 (LTS).</p>');
    expect(html).toContain('Branches: 4.1, 4.0; 4.0 LTS: false.');
    // The page depends on the component and on the data file the component imports.
    expect([...dependencies].sort()).toEqual([path.join(DIR, 'site/components/BranchFacts.tsx'), path.join(DIR, 'site/data/branches.json')]);
  });

  it('relative imports of site modules work from the page folder', async () => {
    const { html } = await render('relative-import.mdx', "import branches from './site/data/branches.json';\n\nReleased {branches['4.0'].released}.\n");
    expect(html).toContain('Released 2022-04-19.');
  });

  it("require('…') in expressions gives the module, as webpack does for Docusaurus: an image's URL as its default, a JSON file's data", async () => {
    const { html, assets } = await render(
      'required.mdx',
      [
        "export const branches = require('./site/data/branches.json');",
        '',
        "<img src={require('./images/diagram.png').default} alt=\"Diagram\" />",
        '',
        "Released {branches['4.1'].released}; {require('@site/data/branches.json').default['4.0'].released}.",
        '',
      ].join('\n'),
    );
    expect(html).toMatch(/<img src="\/assets\/files\/diagram-[0-9a-f]+\.png" alt="Diagram"\/>/);
    expect(html).toContain('Released 2022-11-28; 2022-04-19.');
    expect([...assets.entries()].map(([file]) => path.basename(file))).toContain('diagram.png');
  });

  it("require('…') of a document (Word, Excel, zip) gives its URL, as Docusaurus's file loader does", async () => {
    const { html, assets } = await render('required-document.mdx', "<a target=\"_blank\" href={require('./files/upgrade-checklist.docx').default}>Checklist</a>\n");
    expect(html).toMatch(/<a target="_blank" href="\/assets\/files\/upgrade-checklist-[0-9a-f]+\.docx"/);
    expect([...assets.entries()].map(([file]) => path.basename(file))).toEqual(['upgrade-checklist.docx']);
  });

  it('an import or require() of a file no loader takes (a .csv) is an error at its line, naming what a page may import', async () => {
    let thrown: unknown;
    await render('required-csv.mdx', "import courses from './files/courses.csv';\n\n<a href={require('./files/courses.csv').default}>Courses</a>\n").catch((error: unknown) => (thrown = error));
    expect(thrown).toBeInstanceOf(BuildErrors);
    expect((thrown as BuildErrors).errors.map((error) => [error.location.line, error.message])).toEqual([
      [1, expect.stringMatching(/^Cannot resolve import "\.\/files\/courses\.csv": docgen, like Docusaurus, has no loader for a \.csv file: .*"!!raw-loader!\.\/files\/courses\.csv"\.$/)],
      [3, expect.stringMatching(/^Cannot resolve require\(\) "\.\/files\/courses\.csv": docgen, like Docusaurus, has no loader for a \.csv file/)],
    ]);
  });

  it("@theme/IdealImage (the ideal-image plugin's) shows its image, lazily loaded, from a require()'d module, the plugin's data or a site path", async () => {
    const { html } = await render(
      'ideal.mdx',
      [
        "import Image from '@theme/IdealImage';",
        '',
        "<Image img={require('./images/diagram.png')} alt=\"Diagram\" />",
        '',
        '<Image img={{ src: { src: \'/img/sized.png\', images: [{ path: \'/img/sized.png\', width: 640, height: 480 }] }, preSrc: \'data:image/svg+xml,\' }} />',
        '',
      ].join('\n'),
      { baseUrl: '/docs-site/' },
    );
    expect(html).toMatch(/<img src="\/docs-site\/assets\/files\/diagram-[0-9a-f]+\.png" alt="Diagram" loading="lazy" decoding="async"\/>/);
    expect(html).toContain('<img src="/docs-site/img/sized.png" alt="" loading="lazy" decoding="async" width="640" height="480"/>');
  });

  it('a Markdown file with a require() expression outside code is read as MDX, as Docusaurus reads every .md file', async () => {
    const { html } = await render('required.md', "# Required\n\n<img src={require('./images/diagram.png').default} alt=\"Diagram\" />\n\nIn code: `{require('./x')}`.\n");
    expect(html).toMatch(/<img src="\/assets\/files\/diagram-[0-9a-f]+\.png" alt="Diagram"\/>/);
    expect(html).toMatch(/<code>\{require\([^<]*\)\}<\/code>/);
    expect(textOf(html)).toContain("In code: {require('./x')}.");
  });

  it('a require() of a file that does not exist is a BuildError at its line', async () => {
    const error = await renderError('require-missing.mdx', "# Missing\n\nSee:\n\n<img src={require('./images/gone.png').default} alt=\"\" />\n");
    expect(error.message).toMatch(/^Cannot resolve require\(\) "\.\/images\/gone\.png"/);
    expect(error.location).toMatchObject({ file: path.join(DIR, 'require-missing.mdx'), line: 5 });
  });

  it('an import of a missing site module is a BuildError at the import line', async () => {
    const error = await renderError('missing-module.mdx', "---\ntitle: Missing\n---\n\nimport Gone from '@site/components/Gone';\n\n<Gone />\n");
    expect(error.message).toContain('@site/components/Gone');
    expect(error.location).toMatchObject({ file: path.join(DIR, 'missing-module.mdx'), line: 5 });
  });

  it('a syntax error in a site component is a BuildError at its own file and line', async () => {
    const error = await renderError('broken-component.mdx', "import Broken from '@site/broken/Broken';\n\n<Broken />\n");
    expect(error.location.file).toBe(path.join(DIR, 'site/broken/Broken.tsx'));
    expect(error.location.line).toBeGreaterThanOrEqual(2);
  });

  it('a component that throws while rendering is a BuildError naming the page and the message', async () => {
    const error = await renderError('throwing-component.mdx', "import Throws from '@site/broken/Throws';\n\n<Throws />\n");
    expect(error.location.file).toBe(path.join(DIR, 'throwing-component.mdx'));
    expect(error.message).toContain('the component could not find its data');
  });

  it('a page nested so deeply that compiling it overflows the stack says so, at its file, not in V8\'s words', async () => {
    const error = await renderError('deep-html.md', `# Deep\n\n${'<div>'.repeat(20_000)}x${'</div>'.repeat(20_000)}\n`);
    expect(error.message).toMatch(/^Could not compile this page: it is nested too deeply or too long to compile \(the stack overflowed\): emphasis, links or HTML elements/);
    expect(error.location.file).toBe(path.join(DIR, 'deep-html.md'));
  });

  it.each([
    ['undefined', 'undefined was thrown'],
    ['null', 'null was thrown'],
    ["'a plain string'", 'a plain string'],
  ])('a page whose code throws %s is a BuildError at its line, not a crash', async (thrown, said) => {
    const error = await renderError('throws-anything.mdx', `# Page\n\n{(() => { throw ${thrown}; })()}\n`);
    expect(error).toBeInstanceOf(BuildError);
    expect(error.message).toBe(`Could not compile this page: ${said}`);
    expect(error.location.file).toBe(path.join(DIR, 'throws-anything.mdx'));
  });

  it('an error on a later line of an expression over lines is at its own column, not two to the right (docgen indents those lines for MDX)', async () => {
    const cases: ErrorAt[] = [
      ['over-lines-attribute.mdx', '---\ntitle: Attribute\n---\n<div title={[\n  1,\n  course.id,\n]}>Course</div>\n', 6, 3],
      ['over-lines-child.mdx', '# Child\n\n{[\n\tcourse.id,\n]}\n', 4, 2],
      ['over-lines-list.mdx', '- <div title={[\n    1,\n    course.id,\n  ]}>Course</div>\n', 3, 5],
      ['over-lines-template.mdx', "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock>{`\nline ${course.id}\n`}</CodeBlock>\n", 4, 8],
      // After the expression, on its closing line.
      ['over-lines-after.mdx', '# After\n\n<div title={[\n  1,\n]} id={course.id}>Course</div>\n', 5, 8],
      ['over-lines-unknown.mdx', '# Unknown\n\n<div title={[\n  1,\n]}>Course <Unknown /></div>\n', 5, 11],
    ];
    await expectErrorsAt(cases);
  });

  it('an error after what docgen rewrites on its line (a comment, a stray brace or <, a heading id, a Markdown page\'s attribute expression) or in a <details> it moves is at its own line and column', async () => {
    const cases: ErrorAt[] = [
      ['after-comment.mdx', '# Comment\n\n<!-- note --> {course.id}\n', 3, 16],
      ['after-brace.mdx', '# Brace\n\nSet {a b} to {course.id}\n', 3, 15],
      ['after-less-than.mdx', '# Less\n\na < b and {course.id}\n', 3, 12],
      ['after-heading-id.mdx', '# Heading {#heading} <Unknown />\n', 1, 22],
      ['details-unclosed.mdx', 'Text.\n\n<details><summary>More</summary>\n\nHidden.\n', 3, 1],
      ['details-summary.mdx', 'Text.\n\n<details><summary>{course.id}</summary>\n\nHidden.\n\n</details>\n', 3, 20],
      // A Markdown page's attribute expression, written as HTML.
      ['after-attribute.md', "# Attribute\n\n<span style={{color: 'red'}}>Red</span> and ![gone](/img/gone.png)\n", 3, 45],
    ];
    await expectErrorsAt(cases);
    expect((await renderError('details-unclosed.mdx', cases[4]![1])).message).toBe('Could not compile this page: Expected a closing tag for `<details>` (3:1-3:10)');
  });

  it('a raw-loader import of a missing file is a BuildError', async () => {
    const error = await renderError('bad-raw.mdx', "import X from '!!raw-loader!./_examples/none.php';\n\n{X}\n");
    expect(error.message).toContain('none.php');
    expect(error.location.line).toBe(1);
  });

  it('an unclosed expression is a BuildError at its line', async () => {
    const error = await renderError('syntax.mdx', '---\ntitle: Syntax\n---\nText.\n\nSome {oops here\n\nMore.\n');
    expect(error.location).toMatchObject({ file: path.join(DIR, 'syntax.mdx'), line: 6 });
  });

  it('an unclosed JSX tag is a BuildError with a line', async () => {
    const error = await renderError('syntax-tag.mdx', '---\ntitle: Syntax\n---\nText.\n\n<div>\n\nNever closed.\n');
    expect(error.location.file).toBe(path.join(DIR, 'syntax-tag.mdx'));
    expect(error.location.line).toBe(6);
  });

  it('HTML comments in an MDX file do not break it and are not output', async () => {
    const { html } = await render('comments.mdx', '---\ntitle: Comments\n---\n<!-- a single-line comment -->\n\nFirst paragraph.\n\n<!--\nA multi-line\ncomment\n-->\n\n## Heading\n\nLast. <!-- inline comment -->\n');
    expect(html).toContain('<p>First paragraph.</p>');
    expect(html).toMatch(/<p>Last\.\s*<\/p>/);
    expect(html).not.toContain('comment');
    expect(html).toMatch(/<h2 id="heading"/);
  });

  it('HTML comments in a Markdown file are not output either, in its HTML blocks or its text', async () => {
    const { html } = await render('comments.md', '<!-- cspell:ignore zerosize -->\n\nFirst <b>bold</b> paragraph.\n\n<div>\n<!-- inside a block -->\nKept.\n</div>\n\nLast. <!-- inline comment -->\n');
    expect(html).toContain('First <b>bold</b> paragraph.');
    expect(html).toMatch(/<div>\s*Kept\.\s*<\/div>/);
    expect(html).not.toContain('<!--');
  });
});
