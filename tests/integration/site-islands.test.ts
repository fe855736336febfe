// The site's interactive components, built: each is rendered inside the
// element that names it and holds its props, its browser code is bundled with
// the list of the modules, and the components the browser cannot run are
// rendered once, with a warning saying why.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, tempDir } from '../helpers/build.ts';
import { ISLANDS_PAGE, islandsSite } from '../helpers/islands-site.ts';
import { runBuild, write } from '../helpers/locales-site.ts';

describe("a site's interactive components", () => {
  let site: string;
  let out: string;
  let html: string;
  let warnings: string[];

  beforeAll(async () => {
    site = await islandsSite();
    out = await tempDir('islands-out');
    const built = await build(path.join(site, 'site.config.ts'), out);
    warnings = built.reporter.warnings.map((warning) => `${path.relative(site, warning.location?.file ?? '')}${warning.location?.line ? `:${warning.location.line}` : ''}: ${warning.message}`);
    html = await readFile(path.join(out, 'docs/islands.html'), 'utf8');
  }, 120_000);

  /** The island elements of the page, each as its name, props and inner HTML. */
  const islands = () =>
    [...html.matchAll(/<docgen-island data-island="([^"]+)" data-props="([^"]*)" data-id-prefix="([^"]+)">(.*?)<\/docgen-island>/gs)].map(([, name, props, idPrefix, inner]) => ({ name, props: JSON.parse(props!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as Record<string, unknown>, idPrefix: idPrefix!, inner: inner! }));

  it('renders each interactive component inside the element naming it, with its props, as a root the browser hydrates', () => {
    const counter = islands().find((island) => island.name === 'src/components/Counter.tsx#default' && island.props.label === 'Clicks')!;
    expect(counter.props).toEqual({ label: 'Clicks', start: 3 });
    // renderToString's markers between adjacent texts, which hydration reads, and the CSS module's class.
    expect(counter.inner).toBe('<button type="button" class="Counter_counter">Clicks<!-- -->: <!-- -->3</button>');
    expect(html).toMatch(/<style[^>]*>[^<]*\.Counter_counter\{font-weight:700\}/);

    const where = islands().find((island) => island.name === 'src/components/Where.js#default')!;
    expect(where.inner).toBe('<span class="where">Somewhere on the site</span>');
  });

  it("renders each island's React ids (useId) with a prefix of its own, which the browser is given to hydrate it with", () => {
    const fields = islands().filter((island) => island.name === 'src/components/Field.tsx#default');
    expect(fields.map((field) => field.props.label)).toEqual(['Name', 'Email']);
    expect(fields[0]!.idPrefix).not.toBe(fields[1]!.idPrefix);
    for (const field of fields) {
      const id = /<input id="([^"]+)"/.exec(field.inner)?.[1];
      expect(id).toContain(field.idPrefix);
      expect(field.inner).toContain(`<label for="${id}">`);
    }
  });

  it('sends the text written in the page to the browser as its HTML, islands inside it included', () => {
    const reveal = islands().find((island) => island.name === 'src/components/Reveal.tsx#Reveal')!;
    expect(reveal.props.title).toBe('Show the answer');
    const children = (reveal.props.children as Record<string, string>)['docgen:html'];
    expect(children).toContain('<p>The answer is <strong>42</strong>.</p>');
    // Its code block highlighted, as the page's are (the highlighting thread fills the stand-in in the props too).
    expect(/<pre class="shiki[^>]*>(.*?)<\/pre>/s.exec(children)?.[1]?.replace(/<[^>]+>/g, '')).toBe('echo 42;');
    // No stand-in left (the inner island's text markers aside).
    expect(children.replace(/<!-- -->/g, '')).not.toContain('<!--');
    expect(children).toMatch(/<docgen-island data-island="src\/components\/Counter.tsx#default" data-props="{&quot;label&quot;:&quot;Inner&quot;}" data-id-prefix="[^"]+"><button type="button" class="Counter_counter">Inner<!-- -->: <!-- -->0<\/button><\/docgen-island>/);
    // Its SVG file's component, as the build renders one.
    expect(reveal.inner).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" fill="none" class="arrow" width="12"><title>Open</title>');
    // Closed, it shows no text; its link is the site's address.
    expect(reveal.inner).toContain('<a href="/docs/guides/writing">Read about writing</a>');
    expect(reveal.inner).not.toContain('The answer');
  });

  it('runs whole a component that gives another a function: the other is part of it', () => {
    const panel = islands().find((island) => island.name === 'src/components/Panel.tsx#default')!;
    expect(panel.props).toEqual({});
    expect(panel.inner).toBe('<div class="panel"><button type="button" class="toggle">Off</button></div>');
  });

  it("renders Docusaurus's theme and router hooks as its server does: the default colour mode, no window, the page's address", () => {
    const badge = islands().find((island) => island.name === 'src/components/ModeBadge.tsx#default')!;
    // The site's default mode (dark): the server cannot know the reader's system.
    expect(badge.inner).toBe('<p class="mode-badge"><span class="mode">dark</span> <span class="size">ssr</span> <button type="button" class="flip">0 switches</button> <button type="button" class="forget">Forget</button></p>');
    const navigator = islands().find((island) => island.name === 'src/components/Navigator.tsx#default')!;
    expect(navigator.inner).toContain('<span class="where-now">/docs/islands</span>');
  });

  it('renders once the components the browser cannot run, or need not, saying why for those with state', async () => {
    expect(await readFile(path.join(out, 'docs/guides/overview.html'), 'utf8')).toContain('<button type="button" class="category-count">How many?</button>');
    expect(html).toContain('<span class="badge">Plain</span>');
    // Given a function by the page itself.
    expect(html).toMatch(/<\/docgen-island>\s*<button type="button" class="toggle">Off<\/button>/);
    expect(html).toMatch(/<div class="[^"]*codeBlockContainer[^"]*"/);
    expect(islands().map((island) => island.name).sort()).toEqual(['src/components/Counter.tsx#default', 'src/components/Field.tsx#default', 'src/components/Field.tsx#default', 'src/components/ModeBadge.tsx#default', 'src/components/Navigator.tsx#default', 'src/components/Panel.tsx#default', 'src/components/Reveal.tsx#Reveal', 'src/components/Where.js#default']);
    expect(warnings).toEqual(
      expect.arrayContaining([
        `content/docs/islands.mdx:${ISLANDS_PAGE.split('\n').findIndex((line) => line.startsWith('<Toggle onChange')) + 1}: <Toggle> is rendered once, when the site is built: its prop onChange (a function) cannot be sent to the browser, so its state, effects and event handlers do not run in the browser.`,
        `content/docs/islands.mdx:${ISLANDS_PAGE.split('\n').indexOf('<Snippet />') + 1}: <Snippet> is rendered once, when the site is built: it imports @theme/CodeBlock, which exists only in the build, so its state, effects and event handlers do not run in the browser.`,
        'content/docs/guides/overview.mdx:5: <CategoryCount> is rendered once, when the site is built: it imports useCurrentSidebarCategory, which exists only in the build, so its state, effects and event handlers do not run in the browser.',
        "content/pages/clicker.tsx: This page's component is rendered once, when the site is built: its state, effects and event handlers do not run in the browser. Move them into a component of their own, in a file of its own, which the browser runs where the page shows it.",
      ]),
    );
    expect(warnings.filter((warning) => warning.includes('BrowserOnly'))).toEqual([]);
  });

  it("bundles the islands' modules for the browser, with React from the client's own runtime, and lists them", async () => {
    const manifest = JSON.parse(await readFile(path.join(out, 'assets/site-components.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(manifest)).toEqual(['src/components/Counter.tsx', 'src/components/Field.tsx', 'src/components/ModeBadge.tsx', 'src/components/Navigator.tsx', 'src/components/Panel.tsx', 'src/components/Reveal.tsx', 'src/components/Where.js']);
    const runtimes = new Set<string>();
    const folder = path.join(out, 'assets/js/islands');
    for (const url of Object.values(manifest)) {
      expect(url).toMatch(/^\/assets\/js\/islands\/\w+\.[A-Z0-9]+\.js$/);
      expect(existsSync(path.join(out, url))).toBe(true);
    }
    for (const file of await readdir(folder)) {
      const code = await readFile(path.join(folder, file), 'utf8');
      for (const [, imported] of code.matchAll(/from"(\/assets\/js\/[^"]+)"/g)) runtimes.add(imported!);
    }
    // One runtime, the client's: none of the islands' code carries a React of its own.
    expect(runtimes.size).toBe(1);
    const runtime = await readFile(path.join(out, [...runtimes][0]!), 'utf8');
    expect(runtime).toMatch(/export\{[^}]*\bReactDOMClient\b/);
    for (const url of Object.values(manifest)) expect((await readFile(path.join(out, url), 'utf8')).length).toBeLessThan(4000);
  });

  it("fails the build at the component's line when its browser code cannot be bundled (Node's modules are the build's)", async () => {
    await write(
      path.join(site, 'src/components/Sizes.tsx'),
      "import { useState } from 'react';\nimport { statSync } from 'node:fs';\n\nexport default function Sizes() {\n  const [size] = useState(() => statSync('.').size);\n  return <span>{size}</span>;\n}\n",
    );
    const page = path.join(site, 'content/docs/islands.mdx');
    await writeFile(page, `${await readFile(page, 'utf8')}\nimport Sizes from '@site/src/components/Sizes';\n\n<Sizes />\n`);
    const { exitCode, printed } = await runBuild(site, { out: await tempDir('islands-node') });
    expect(exitCode).toBe(1);
    expect(printed).toContain('src/components/Sizes.tsx:2:');
    expect(printed).toContain('A component the browser runs could not be bundled for it: it imports Node\'s "fs", which the browser does not have');
  }, 120_000);

  it('writes no list and no islands for a site none of whose pages shows one', async () => {
    await rm(path.join(site, 'content/docs/islands.mdx'));
    const sidebar = path.join(site, 'content/sidebars/docs.json');
    await writeFile(sidebar, (await readFile(sidebar, 'utf8')).replace('"islands", ', ''));
    const plain = await tempDir('islands-none');
    await build(path.join(site, 'site.config.ts'), plain);
    expect(existsSync(path.join(plain, 'assets/site-components.json'))).toBe(false);
    expect(existsSync(path.join(plain, 'assets/js/islands'))).toBe(false);
  }, 120_000);
});
