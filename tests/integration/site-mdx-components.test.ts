// The site's own MDX components (mdx.components, a Docusaurus site's
// src/theme/MDXComponents): its components are used by every page without an
// import, Markdown pages included; its elements replace the theme's in every
// page; a mistake in the module is one error at its file; and the build's
// cache knows the pages depend on it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../src/shared/errors.ts';
import { build, cachedBuild, copyFixture, listFiles, tempDir } from '../helpers/build.ts';
import { write } from '../helpers/locales-site.ts';

const COMPONENTS = `import MDXComponents from '@theme-original/MDXComponents';
import type { ComponentProps } from 'react';
import Highlight from '@site/src/components/Highlight';
import Counter from '@site/src/components/Counter';

export default {
  ...MDXComponents,
  Highlight,
  Counter,
  a: (props: ComponentProps<'a'>) => <MDXComponents.a {...props} data-site-link="" />,
  pre: (props: ComponentProps<'pre'>) => <pre {...props} data-site-pre="" />,
};
`;

const FILES: Record<string, string> = {
  'src/theme/MDXComponents.tsx': COMPONENTS,
  'src/components/Highlight.tsx': `import type { ReactNode } from 'react';
import styles from './Highlight.module.css';

export default function Highlight({ children, color }: { children: ReactNode; color: string }) {
  return <span className={styles.highlight} style={{ backgroundColor: color }}>{children}</span>;
}
`,
  'src/components/Highlight.module.css': '.highlight {\n  border-radius: 2px;\n}\n',
  'src/components/Counter.tsx': `import { useState } from 'react';

export default function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Pressed {count}</button>;
}
`,
  // A Markdown page (no import, no JSX of its own) using the site's components.
  'content/docs/01-apis/core/lock.md': `---
sidebar_position: 1
---
# Locks

Take a <Highlight color="#25c2a0">named lock</Highlight> before [changing records](./dml.md).

<Counter />

\`<Highlight>\` in inline code stays text.
`,
  // An MDX page using the theme's Mermaid and Head without importing Head.
  'content/docs/guides/diagram.mdx': `import Mermaid from '@theme/Mermaid';

# Diagrams

<Head>
  <meta name="keywords" content="diagrams" />
</Head>

<Mermaid value={'graph TD;\\n  A-->B;'} />

## Drawn in the browser

See [the writing guide](./writing.mdx).
`,
};

/** Names the site's src/theme/MDXComponents in its config. */
async function useComponents(site: string): Promise<void> {
  const config = path.join(site, 'site.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace("  favicon: 'img/favicon.svg',", "  favicon: 'img/favicon.svg',\n  mdx: { components: './src/theme/MDXComponents' },"));
}

async function componentsSite(): Promise<string> {
  const site = await copyFixture('mini-site');
  for (const [file, text] of Object.entries(FILES)) await write(path.join(site, file), text);
  await useComponents(site);
  const sidebar = path.join(site, 'content/sidebars/docs.json');
  await writeFile(sidebar, (await readFile(sidebar, 'utf8')).replace('"intro", ', '"intro", "guides/diagram", '));
  return site;
}

/** The article of a page: its content, without the shell's links. */
const articleOf = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));

describe("the site's MDX components", () => {
  let site: string;
  let out: string;
  let warnings: string[];
  const page = (file: string) => readFile(path.join(out, file), 'utf8');

  beforeAll(async () => {
    site = await componentsSite();
    out = await tempDir('mdx-components-out');
    const built = await build(path.join(site, 'site.config.ts'), out);
    warnings = built.reporter.warnings.map((warning) => `${path.relative(site, warning.location?.file ?? '')}: ${warning.message}`);
  }, 120_000);

  it('are used by a Markdown page without an import, with their styles', async () => {
    const lock = await page('docs/apis/core/lock.html');
    expect(articleOf(lock)).toContain('Take a <span class="Highlight_highlight" style="background-color:#25c2a0">named lock</span> before');
    expect(lock).toMatch(/<style data-docgen-head="">[^<]*\.Highlight_highlight\{border-radius:2px\}/);
    expect(articleOf(lock)).toContain('<code>&lt;Highlight&gt;</code> in inline code stays text.');
  });

  it('make an interactive component of the site an island, wherever a page uses it', async () => {
    const lock = await page('docs/apis/core/lock.html');
    expect(lock).toMatch(/<docgen-island data-island="src\/components\/Counter.tsx#default" data-props="{}" data-id-prefix="[^"]+"><button type="button">Pressed <!-- -->0<\/button><\/docgen-island>/);
    expect(JSON.parse(await page('assets/site-components.json'))).toHaveProperty(['src/components/Counter.tsx']);
  });

  it("replace the theme's elements in every page, Markdown ones too, but not a heading's own link", async () => {
    const lock = articleOf(await page('docs/apis/core/lock.html'));
    expect(lock).toContain('<a href="/docs/apis/core/dml" data-site-link="">changing records</a>');
    // A Markdown page with nothing of MDX in it.
    const dml = articleOf(await page('docs/apis/core/dml.html'));
    expect(dml).toMatch(/<h2 id="queries" class="anchor">Queries<a class="hash-link" href="#queries"[^>]*>/);
    expect(dml).not.toMatch(/class="hash-link"[^>]*data-site-link/);
    const diagram = articleOf(await page('docs/guides/diagram.html'));
    expect(diagram).toContain('<a href="/docs/guides/writing" data-site-link="">the writing guide</a>');
  });

  it('say which of their elements docgen does not render with them', () => {
    expect(warnings).toContain('src/theme/MDXComponents.tsx: The site\'s MDX components: "pre" is not used: docgen highlights code blocks itself as it builds the page.');
    expect(warnings.filter((warning) => warning.includes("MDX components"))).toHaveLength(1);
  });

  it("leave the theme's own in place: Mermaid's diagram, and Head without an import", async () => {
    const diagram = await page('docs/guides/diagram.html');
    expect(articleOf(diagram)).toContain('<div class="docusaurus-mermaid-container docgen-mermaid"><pre class="mermaid-source"><code class="language-mermaid">graph TD;\n  A--&gt;B;</code></pre></div>');
    expect(diagram.split('</head>')[0]).toContain('<meta name="keywords" content="diagrams" data-docgen-head="">');
  });
});

/** A copy of Docusaurus 3's whole MDXComponents, as `docusaurus swizzle --eject` writes it, with Tabs added. */
const EJECTED = `import Head from '@docusaurus/Head';
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import Admonition from '@theme/Admonition';
import Mermaid from '@theme/Mermaid';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export default {
  Head,
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: Record<string, unknown>) => <MDXHeading as="h1" {...props} />,
  h2: (props: Record<string, unknown>) => <MDXHeading as="h2" {...props} />,
  h3: (props: Record<string, unknown>) => <MDXHeading as="h3" {...props} />,
  admonition: Admonition,
  mermaid: Mermaid,
  Tabs,
  TabItem,
};
`;

describe('the compile workers', () => {
  it("render with the site's MDX components as the build's own thread does", async () => {
    const site = await componentsSite();
    // Enough pages for the build to compile them on workers (see compile-pool.ts).
    for (let index = 1; index <= 64; index++) await write(path.join(site, `content/docs/notes/note-${index}.md`), `# Note ${index}\n\nA <Highlight color="#ffba00">note</Highlight> about [locks](../01-apis/core/lock.md).\n`);
    const out = await tempDir('mdx-components-workers');
    const built = await build(path.join(site, 'site.config.ts'), out);
    expect(built.pageCount).toBeGreaterThan(70);
    const note = await readFile(path.join(out, 'docs/notes/note-64.html'), 'utf8');
    expect(articleOf(note)).toContain('<p>A <span class="Highlight_highlight" style="background-color:#ffba00">note</span> about <a href="/docs/apis/core/lock" data-site-link="">locks</a>.</p>');
    expect(note).toMatch(/<style data-docgen-head="">[^<]*\.Highlight_highlight\{border-radius:2px\}/);
  }, 120_000);
});

describe("a copy of Docusaurus's MDX components", () => {
  it("renders every page as the theme's own do", async () => {
    const site = await copyFixture('mini-site');
    await write(path.join(site, 'src/theme/MDXComponents.tsx'), EJECTED);
    await useComponents(site);
    const plain = await copyFixture('mini-site');
    const articles = async (config: string) => {
      const out = await tempDir('mdx-components-ejected');
      const built = await build(config, out);
      const pages = (await listFiles(out)).filter((file) => file.startsWith('docs/') && file.endsWith('.html'));
      // React writes an apostrophe as &#x27;, rehype as it is: the same text.
      return { warnings: built.reporter.warnings, pages: Object.fromEntries(await Promise.all(pages.map(async (file) => [file, articleOf(await readFile(path.join(out, file), 'utf8')).replace(/&#x27;/g, "'")]))) };
    };
    const [ejected, theme] = await Promise.all([articles(path.join(site, 'site.config.ts')), articles(path.join(plain, 'site.config.ts'))]);
    expect(ejected.warnings).toEqual([]);
    expect(Object.keys(ejected.pages).length).toBeGreaterThan(8);
    expect(ejected.pages).toEqual(theme.pages);
  }, 120_000);
});

describe("mistakes in the site's MDX components", () => {
  const failureOf = async (site: string) => {
    try {
      await build(path.join(site, 'site.config.ts'), await tempDir('mdx-components-bad'));
    } catch (error) {
      return error;
    }
    throw new Error('The build succeeded.');
  };

  it('a module whose default export is not an object of components is one error at its file', async () => {
    const site = await componentsSite();
    const file = path.join(site, 'src/theme/MDXComponents.tsx');
    await writeFile(file, "import Highlight from '@site/src/components/Highlight';\n\nexport default Highlight;\n");
    const failure = await failureOf(site);
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as BuildError).message).toMatch(/^The site's MDX components must be its module's default export, an object of components by name/);
    expect((failure as BuildError).location).toEqual({ file });
  });

  it('an entry that is not a component is an error at its line', async () => {
    const site = await componentsSite();
    const file = path.join(site, 'src/theme/MDXComponents.tsx');
    await writeFile(file, COMPONENTS.replace('  Counter,\n', '  Counter,\n  Callout: { tone: "info" },\n'));
    const failure = await failureOf(site);
    expect((failure as BuildError).message).toBe('The site\'s MDX components: "Callout" is an object, not a component.');
    expect((failure as BuildError).location).toEqual({ file, line: 10 });
  });

  it('a module that does not exist is an error at the line of the config', async () => {
    const site = await componentsSite();
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace('./src/theme/MDXComponents', './src/theme/Missing'));
    const failure = await failureOf(site);
    expect((failure as BuildError).message).toBe(`mdx.components: nothing exists at ${path.join(site, 'src/theme/Missing')}.`);
    const line = (await readFile(config, 'utf8')).split('\n').findIndex((text) => text.includes('components:')) + 1;
    expect((failure as BuildError).location).toEqual({ file: config, line });
  });
});

describe("the build's cache and the site's MDX components", () => {
  it('compiles again the pages whose components changed, and a Markdown page that uses a component added to them', async () => {
    const site = await componentsSite();
    const out = (file: string) => readFile(path.join(site, 'out', file), 'utf8');
    // Components alone: a Markdown page that uses none of them is read as Markdown (with elements of the site's, every page is MDX).
    const components = COMPONENTS.replace(/^ {2}(a|pre): .*\n/gm, '');
    await writeFile(path.join(site, 'src/theme/MDXComponents.tsx'), components);
    await write(path.join(site, 'content/docs/guides/badge.md'), '# Badges\n\nA <Badge>new</Badge> feature.\n');
    await cachedBuild(site);
    // Not one of the site's components yet: HTML as Markdown reads it.
    expect(articleOf(await out('docs/guides/badge.html'))).toContain('A <badge>new</badge> feature.');

    await writeFile(path.join(site, 'src/components/Highlight.tsx'), (await readFile(path.join(site, 'src/components/Highlight.tsx'), 'utf8')).replace('<span className', '<mark className').replace('</span>', '</mark>'));
    const second = await cachedBuild(site);
    expect(articleOf(await out('docs/apis/core/lock.html'))).toContain('<mark class="Highlight_highlight" style="background-color:#25c2a0">named lock</mark>');
    // The four MDX pages (lock.md, which uses Highlight, and the three .mdx files), which render with the site's components, again; the Markdown ones from the cache.
    expect(second.compiled.stats).toEqual({ hits: 6, misses: 4 });

    await write(path.join(site, 'src/components/Badge.tsx'), 'export default function Badge({ children }: { children: string }) {\n  return <strong className="badge">{children}</strong>;\n}\n');
    await writeFile(path.join(site, 'src/theme/MDXComponents.tsx'), components.replace("import Counter from '@site/src/components/Counter';", "import Counter from '@site/src/components/Counter';\nimport Badge from '@site/src/components/Badge';").replace('  Counter,\n', '  Counter,\n  Badge,\n'));
    const third = await cachedBuild(site);
    expect(articleOf(await out('docs/guides/badge.html'))).toContain('A <strong class="badge">new</strong> feature.');
    // The set of the site's components changed: every page was compiled again.
    expect(third.compiled.stats.hits).toBe(0);

    // Nothing changed: every page from the cache.
    const fourth = await cachedBuild(site);
    expect(fourth.compiled.stats.misses).toBe(0);
  }, 120_000);
});
