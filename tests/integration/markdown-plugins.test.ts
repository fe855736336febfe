// The site's remark and rehype plugins, given as Docusaurus's config gives
// them: remark-math and rehype-katex for every page (`mdx`), a docs set's own
// after them, `beforeDefault…` before docgen's steps. The general docs set has
// enough pages to be compiled on worker threads, which run the config again to
// take its plugins. With them, the head settings a Docusaurus site loads
// KaTeX's stylesheet by: stylesheets, scripts, and headTags with content.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuildError, BuildErrors } from '../../src/shared/errors.ts';
import { build, cachedBuild, copyFixture, listFiles } from '../helpers/build.ts';

const PLUGINS = {
  // Before docgen's admonitions: an `:::aside` directive becomes a note, which docgen then makes an admonition.
  'remark-aside.mjs': `import { visit } from 'unist-util-visit';
export default function remarkAside() {
  return (tree) => visit(tree, 'containerDirective', (node) => {
    if (node.name === 'aside') node.name = 'note';
  });
}
`,
  // After docgen's steps: each heading already has its id.
  'remark-heading-ids.mjs': `import { visit } from 'unist-util-visit';
export default function remarkHeadingIds() {
  return (tree) => visit(tree, 'heading', (node) => {
    node.children.push({ type: 'text', value: \` [id: \${node.data?.hProperties?.id}]\` });
  });
}
`,
  'remark-shout.mjs': `import { visit } from 'unist-util-visit';
export default function remarkShout({ word }) {
  return (tree) => visit(tree, 'text', (node) => {
    node.value = node.value.replaceAll(word, word.toUpperCase());
  });
}
`,
};

const CONFIG_IMPORTS = `import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import remarkAside from './plugins/remark-aside.mjs';
import remarkHeadingIds from './plugins/remark-heading-ids.mjs';
import remarkShout from './plugins/remark-shout.mjs';
`;

const EXTRA_GENERAL_DOCS = 64;

// Docusaurus's way to load KaTeX's stylesheet (its maths guide's), a script, and a head tag with content.
const HEAD_SETTINGS = `  stylesheets: [{ href: 'https://cdn.example.test/katex.min.css', type: 'text/css', crossorigin: 'anonymous' }, '/css/print.css'],
  scripts: ['https://analytics.example.test/a.js', { src: '/js/late.js', defer: true, async: false }],
  headTags: [{ tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"@type":"WebSite"}' }],
  metadata: [{ name: 'x"><script>alert(1)</script>', content: 'y' }],`;

describe("the site's remark and rehype plugins", () => {
  let site: string;
  let config: string;
  const page = (route: string) => readFile(path.join(site, 'out', `${route}.html`), 'utf8');

  beforeAll(async () => {
    site = await copyFixture('mini-site');
    config = path.join(site, 'site.config.ts');
    await mkdir(path.join(site, 'plugins'));
    for (const [name, text] of Object.entries(PLUGINS)) await writeFile(path.join(site, 'plugins', name), text);
    const text = await readFile(config, 'utf8');
    await writeFile(
      config,
      CONFIG_IMPORTS +
        text
          .replace("{ id: 'general', path: 'general', routeBasePath: 'general' }", "{ id: 'general', path: 'general', routeBasePath: 'general', beforeDefaultRemarkPlugins: [remarkAside], remarkPlugins: [[remarkShout, { word: 'moodle' }], remarkHeadingIds] }")
          .replace("  footer:", `  mdx: { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] },\n  customCss: ['../../../node_modules/katex/dist/katex.min.css'],\n${HEAD_SETTINGS}\n  footer:`),
    );
    await writeFile(path.join(site, 'content/docs/guides/math.mdx'), '# Maths in MDX\n\nA half: $\\frac{1}{2}$, and $a < b$.\n\n$$\nx = \\begin{cases} 1 & y > 0 \\\\ 0 & \\text{otherwise} \\end{cases}\n$$\n\nA {stray} brace stays text.\n');
    await writeFile(path.join(site, 'content/general/index.md'), '# General\n\nAll about moodle: $e^{i\\pi} + 1 = 0$.\n\n## Set up\n\n:::aside\nAn aside about moodle.\n:::\n');
    for (let index = 0; index < EXTRA_GENERAL_DOCS; index++) {
      await writeFile(path.join(site, `content/general/extra-${index}.md`), `# Extra ${index}\n\nThe moodle formula: $x_{${index}}^{2}$.\n`);
    }
    // The head's own files, which the link check finds.
    await mkdir(path.join(site, 'static/css'));
    await mkdir(path.join(site, 'static/js'));
    await writeFile(path.join(site, 'static/css/print.css'), '@media print { .navbar { display: none; } }\n');
    await writeFile(path.join(site, 'static/js/late.js'), 'document.documentElement.dataset.late = "yes";\n');
    await writeFile(path.join(site, 'content/pages/hello.md'), '# Hello page\n\nA standalone page about moodle, with $\\sqrt{2}$.\n');
    await cachedBuild(site);
  });

  it('gives every page the site-wide plugins: math in Markdown, MDX and standalone pages, with TeX left as written', async () => {
    const mdx = await page('docs/guides/math');
    expect(mdx.match(/<span class="katex">/g)).toHaveLength(3);
    expect(mdx).toContain('<span class="katex-display">');
    expect(mdx).not.toContain('katex-error');
    // The MDX 1 rewrites still apply outside math.
    expect(mdx).toContain('A {stray} brace stays text.');
    for (const route of ['general', 'general/extra-7', 'hello']) {
      const html = await page(route);
      expect(html, route).toContain('<span class="katex">');
      expect(html, route).not.toContain('katex-error');
    }
  });

  it("gives a docs set's own plugins to its pages alone, after the site's", async () => {
    expect(await page('general/extra-7')).toContain('The MOODLE formula');
    expect(await page('hello')).toContain('A standalone page about moodle');
    expect(await page('docs/guides/math')).not.toContain('[id: ');
  });

  it("runs beforeDefaultRemarkPlugins before docgen's steps, and remarkPlugins after them", async () => {
    const html = await page('general');
    // Made a note before docgen's admonitions ran.
    expect(html).toMatch(/<div class="theme-admonition theme-admonition-note[^"]*"[^>]*>.*An aside about MOODLE\./s);
    // The heading ids docgen gave are there for a later plugin.
    expect(html).toContain('Set up [id: set-up]');
  });

  it("writes Docusaurus's stylesheets and scripts, and head tags with content, into every page's head, and the metadata's names escaped as its content is", async () => {
    for (const route of ['general', 'hello']) {
      const [head] = (await page(route)).split('</head>');
      expect(head).toContain('<meta name="x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" content="y">');
      expect(head).not.toContain('<script>alert(1)');
      expect(head).toContain(
        [
          '<script type="application/ld+json">{"@type":"WebSite"}</script>',
          '<link rel="stylesheet" href="https://cdn.example.test/katex.min.css" type="text/css" crossorigin="anonymous">',
          '<link rel="stylesheet" href="/css/print.css">',
          '<script src="https://analytics.example.test/a.js"></script>',
          '<script src="/js/late.js" defer></script>',
        ].join('\n'),
      );
    }
  });

  it("bundles a stylesheet's fonts with the site's styles", async () => {
    const media = (await listFiles(path.join(site, 'out/assets'))).filter((file) => file.startsWith('media/KaTeX_Main-Regular.'));
    expect(media.map((file) => path.extname(file)).sort()).toEqual(['.ttf', '.woff', '.woff2']);
    const [stylesheet] = (await listFiles(path.join(site, 'out/assets/css'))).map((file) => path.join(site, 'out/assets/css', file));
    const css = await readFile(stylesheet!, 'utf8');
    const woff2 = media.find((file) => file.endsWith('.woff2'))!;
    expect(css).toContain(`url("/assets/${woff2}")`);
  });

  it('compiles every page again when a plugin changes, with the persistent cache on', async () => {
    const shout = path.join(site, 'plugins/remark-shout.mjs');
    await writeFile(shout, PLUGINS['remark-shout.mjs'].replace('word.toUpperCase()', '`${word}!`'));
    const cache = await cachedBuild(site);
    expect(cache.compiled.stats.hits).toBe(0);
    expect(await page('general/extra-7')).toContain('The moodle! formula');
    await writeFile(shout, PLUGINS['remark-shout.mjs']);
  });

  it("fails the build at the plugin's own line when it cannot be set up, and at the config's line when it is not a plugin", async () => {
    const text = await readFile(config, 'utf8');
    const fail = async () => build(config, path.join(site, 'failed')).then(() => undefined, (error: unknown) => error);
    try {
      await writeFile(path.join(site, 'plugins/remark-needs-level.mjs'), "export default function remarkNeedsLevel(options) {\n  if (!options?.level) throw new Error('remark-needs-level needs a level');\n  return () => {};\n}\n");
      await writeFile(config, `import remarkNeedsLevel from './plugins/remark-needs-level.mjs';\n${text.replace('remarkPlugins: [remarkMath]', 'remarkPlugins: [remarkMath, remarkNeedsLevel]')}`);
      const setUp = await fail();
      expect(setUp).toBeInstanceOf(BuildError);
      expect((setUp as BuildError).message).toBe('A remark or rehype plugin failed as it was set up: remark-needs-level needs a level');
      expect((setUp as BuildError).location).toMatchObject({ file: path.join(site, 'plugins/remark-needs-level.mjs'), line: 2 });

      await writeFile(config, text.replace('remarkPlugins: [remarkMath]', "remarkPlugins: ['remark-math']"));
      const named = await fail();
      expect(named).toBeInstanceOf(BuildError);
      expect((named as BuildError).message).toMatch(/^Invalid site configuration: mdx\.remarkPlugins\.0: a plugin is the function its package exports/);
      const line = text.split('\n').findIndex((source) => source.includes('remarkPlugins: [remarkMath]')) + 1;
      expect((named as BuildError).location).toEqual({ file: config, line });
    } finally {
      await writeFile(config, text);
    }
  });

  it("fails the build at the page's line when a plugin reports a problem in it", async () => {
    const text = await readFile(config, 'utf8');
    try {
      await writeFile(path.join(site, 'plugins/rehype-no-emphasis.mjs'), "import { visit } from 'unist-util-visit';\nexport default function rehypeNoEmphasis() {\n  return (tree, file) => visit(tree, 'element', (node) => {\n    if (node.tagName === 'em') file.fail('Emphasis is not allowed here', node);\n  });\n}\n");
      await writeFile(config, `import rehypeNoEmphasis from './plugins/rehype-no-emphasis.mjs';\n${text.replace('rehypePlugins: [rehypeKatex]', 'rehypePlugins: [rehypeKatex, rehypeNoEmphasis]')}`);
      await writeFile(path.join(site, 'content/general/extra-3.md'), '# Extra 3\n\nThe moodle formula.\n\nSome *emphasis*.\n');
      const failure = await build(config, path.join(site, 'failed')).then(() => undefined, (thrown: unknown) => thrown);
      expect(failure).toBeInstanceOf(BuildErrors);
      const [error] = (failure as BuildErrors).errors;
      expect(error!.message).toBe('Could not compile this page: Emphasis is not allowed here');
      expect(error!.location).toEqual({ file: path.join(site, 'content/general/extra-3.md'), line: 5, column: 6 });
    } finally {
      await writeFile(config, text);
    }
  });
});
