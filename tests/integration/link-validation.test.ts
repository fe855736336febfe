import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildErrors } from '../../src/shared/errors.ts';
import { build, copyFixture, FIXTURES, tempDir } from '../helpers/build.ts';

// Broken links in a copy of the mini site: what fails the build, what only
// warns, and where each one is reported.

const LOCK = 'content/docs/01-apis/core/lock.md';

async function siteWith(edits: Record<string, string>, config?: (text: string) => string): Promise<string> {
  const site = await copyFixture('mini-site');
  for (const [file, text] of Object.entries(edits)) await writeFile(path.join(site, file), text);
  if (config) {
    const configFile = path.join(site, 'site.config.ts');
    await writeFile(configFile, config(await readFile(configFile, 'utf8')));
  }
  return site;
}

async function buildSite(site: string) {
  const outDir = path.join(await tempDir('links'), 'out');
  return build(path.join(site, 'site.config.ts'), outDir);
}

async function buildErrors(site: string): Promise<BuildErrors> {
  const failure = await buildSite(site).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(BuildErrors);
  return failure as BuildErrors;
}

const lockPage = (body: string) => `---\nsidebar_position: 1\n---\n# Locks\n\nLock things.\n\n${body}\n`;
const withPolicy = (key: string, value: string) => (text: string) => text.replace("title: 'Mini Site',", `title: 'Mini Site',\n  ${key}: '${value}',`);

describe('link validation during the build', () => {
  it('passes a clean site without a single link warning', async () => {
    const result = await buildSite(await copyFixture('mini-site'));
    expect(result.reporter.warnings.filter((warning) => /link|anchor|route/i.test(warning.message))).toEqual([]);
  });

  it('fails on a link to a page that does not exist, naming the page, the source file and the line', async () => {
    const site = await siteWith({ [LOCK]: lockPage('See [the missing page](/docs/apis/core/missing) first.') });
    const { errors } = await buildErrors(site);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toBe('Broken link "/docs/apis/core/missing" on page /docs/apis/core/lock: no page or file of the site is there.');
    expect(errors[0]!.location).toMatchObject({ file: path.join(site, LOCK), line: 8 });
  });

  it('resolves relative links against the page and accepts .html, trailing slashes and static files', async () => {
    const body = ['[dml](dml)', '[dml.html](/docs/apis/core/dml.html)', '[slash](/docs/apis/core/dml/)', '[favicon](/img/favicon.svg)', '[home](/)', '[heading](#locks-and-keys)', '', '## Locks and keys'].join('\n\n');
    const result = await buildSite(await siteWith({ [LOCK]: lockPage(body) }));
    expect(result.reporter.warnings).toEqual([]);
  });

  it('leaves out pathname:// links, which name paths that are none of the site pages, as Docusaurus does, in content and in the config', async () => {
    const site = await siteWith(
      { [LOCK]: lockPage('The [manual](pathname:///files/manual.pdf), the <a href="pathname:///api/">API docs</a>.') },
      (text) => text.replace("items: [{ label: 'General', to: '/general' }]", "items: [{ label: 'General', to: '/general' }, { label: 'API docs', href: 'pathname:///api/index.html' }]"),
    );
    const result = await buildSite(site);
    expect(result.reporter.warnings).toEqual([]);
    const html = await readFile(path.join(result.outDir, 'docs/apis/core/lock.html'), 'utf8');
    for (const target of ['/files/manual.pdf', '/api/', '/api/index.html']) expect(html).toMatch(new RegExp(`<a href="${target}" target="_blank" rel="noopener noreferrer" data-nobrokenlinkcheck=""`));
    // Written as a plain path, the same link is broken.
    const { errors } = await buildErrors(await siteWith({ [LOCK]: lockPage('The [manual](/files/manual.pdf).') }));
    expect(errors.map((error) => error.message)).toEqual(['Broken link "/files/manual.pdf" on page /docs/apis/core/lock: no page or file of the site is there.']);
  });

  it('fails on a broken image written as HTML, with its line', async () => {
    const site = await siteWith({ [LOCK]: lockPage('Intro.\n\n<img src="/img/missing.png" alt="Missing" />') });
    const { errors } = await buildErrors(site);
    expect(errors.map((error) => error.message)).toEqual(['Broken link "/img/missing.png" on page /docs/apis/core/lock: no page or file of the site is there.']);
    expect(errors[0]!.location).toMatchObject({ file: path.join(site, LOCK), line: 10 });
  });

  it('warns about an anchor that names no heading, on another page or the same one, and fails when told to', async () => {
    const body = 'See [the setup](/docs/apis/core/dml#no-such-heading) and [below](#nowhere).';
    const warned = await buildSite(await siteWith({ [LOCK]: lockPage(body) }));
    expect(warned.reporter.warnings.map((warning) => [warning.message, warning.location?.line])).toEqual([
      ['Broken anchor "/docs/apis/core/dml#no-such-heading" on page /docs/apis/core/lock: /docs/apis/core/dml has no element with that id.', 8],
      ['Broken anchor "#nowhere" on page /docs/apis/core/lock: that page has no element with that id.', 8],
    ]);
    const { errors } = await buildErrors(await siteWith({ [LOCK]: lockPage(body) }, withPolicy('onBrokenAnchors', 'throw')));
    expect(errors).toHaveLength(2);
  });

  it('finds an anchor on the same page however the link writes it: plain, percent-escaped, non-ASCII or with quotes', async () => {
    const body = [
      'Links: [escaped](#caf%C3%A9-au-lait), <a href="#café-au-lait">as written</a>, <a href="#q&quot;uote">quoted</a>, <a href="#café-noir">missing</a>.',
      '',
      '## Café au lait',
      '',
      '<h3 id="q&quot;uote">Quote</h3>',
    ].join('\n');
    const result = await buildSite(await siteWith({ [LOCK]: lockPage(body) }));
    expect(result.reporter.warnings.map((warning) => warning.message)).toEqual(['Broken anchor "#café-noir" on page /docs/apis/core/lock: that page has no element with that id.']);
  });

  it('reports a Markdown link to a missing .md file at its line, and the link, left as written, fails the check of the built page, as in Docusaurus', async () => {
    const body = 'Read [the old page](./gone.md).';
    const site = await siteWith({ [LOCK]: lockPage(body) });
    const failed = await buildErrors(site);
    expect(failed.errors.map((error) => [error.message, error.location.file, error.location.line])).toEqual([
      ['Broken link "./gone.md" on page /docs/apis/core/lock: no page or file of the site is there.', path.join(site, LOCK), 8],
    ]);
    // With broken links as warnings, both are said, each once.
    const warned = await buildSite(await siteWith({ [LOCK]: lockPage(body) }, withPolicy('onBrokenLinks', 'warn')));
    expect(warned.reporter.warnings.filter((warning) => warning.message.includes('gone.md')).map((warning) => [warning.message, warning.location?.line])).toEqual([
      ['Markdown link "./gone.md" does not point to a document of this docs set.', 8],
      ['Broken link "./gone.md" on page /docs/apis/core/lock: no page or file of the site is there.', 8],
    ]);
    const { errors } = await buildErrors(await siteWith({ [LOCK]: lockPage(body) }, withPolicy('onBrokenMarkdownLinks', 'throw')));
    expect(errors.map((error) => [error.message, error.location.line])).toEqual([['Markdown link "./gone.md" does not point to a document of this docs set.', 8]]);
  });

  it('reports a broken navbar link once for all pages, at its line of the config', async () => {
    const site = await siteWith({}, (text) => text.replace("{ to: '/docs', label: 'Docs' },", "{ to: '/docs', label: 'Docs' },\n      { to: '/handbook', label: 'Handbook' },"));
    const { errors } = await buildErrors(site);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^Broken link "\/handbook" on \d+ pages \(\/, \/404, \/docs and \d+ more\): no page or file of the site is there\.$/);
    expect(errors[0]!.location).toEqual({ file: path.join(site, 'site.config.ts'), line: 15 });
  });

  it("reports a broken sidebar link once for all pages, at its line of the sidebars file", async () => {
    const sidebars = 'content/sidebars/docs.json';
    const text = await readFile(path.join(FIXTURES, 'mini-site', sidebars), 'utf8');
    const site = await siteWith({ [sidebars]: text.replace('"docs": ["intro",', '"docs": ["intro",\n    { "type": "link", "label": "Handbook", "href": "/handbook" },') });
    const { errors } = await buildErrors(site);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^Broken link "\/handbook" on \d+ pages \(\/docs, .*\): no page or file of the site is there\.$/);
    expect(errors[0]!.location).toEqual({ file: path.join(site, sidebars), line: 2 });
  });

  it('reports a broken link shown on many pages but written nowhere in the config or sidebars once, as probably in the layout', async () => {
    // A link whose address is computed is found only in the built pages.
    const site = await siteWith({ 'content/docs/_footer.mdx': "import Link from '@docusaurus/Link';\n\n<Link to={['', 'handbook'].join('/')}>Handbook</Link>\n" });
    const docs = { 'intro.md': './', '01-apis/core/lock.md': '../../', '01-apis/core/dml.md': '../../', 'guides/writing.mdx': '../', 'guides/components.mdx': '../' };
    for (const [doc, up] of Object.entries(docs)) {
      const file = path.join(site, 'content/docs', doc);
      await writeFile(file, `${(await readFile(file, 'utf8')).replace(/^(---\n[\s\S]*?\n---\n)?/, (front) => `${front}import Footer from '${up}_footer.mdx';\n\n`)}\n<Footer />\n`);
    }
    const { errors } = await buildErrors(site);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^Broken link "\/handbook" on \d+ pages \(.*\): no page or file of the site is there\. A link on so many pages is probably in the navbar, sidebar or footer\.$/);
    expect(errors[0]!.location).toEqual({});
  });

  it("reports a site without a home page once, at the config's navbar, saying the navbar's title links there", async () => {
    const site = await siteWith({});
    await rm(path.join(site, 'content/pages/index.tsx'));
    const { errors } = await buildErrors(site);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^Broken link "\/" on \d+ pages \(\/404, \/docs, \/docs\/1\.0 and \d+ more\): no page or file of the site is there\. The navbar's title links to the home page, and the site has none: add a page at \/ \(.*\), or give navbar\.logo an href\.$/);
    expect(errors[0]!.location).toEqual({ file: path.join(site, 'site.config.ts'), line: 12 });
  });

  it('reports a link outside the Markdown of a few pages at each page, saying it is not in its text', async () => {
    const site = await siteWith({ [LOCK]: lockPage('<div>\n\n[Nowhere](/nowhere)\n\n</div>') });
    await writeFile(path.join(site, 'content/docs/01-apis/core/component.mdx'), "import Link from '@docusaurus/Link';\n\n# Component\n\nexport const Far = () => <Link to=\"/far\">Far</Link>;\n\n<Far />\n");
    const { errors } = await buildErrors(site);
    expect(errors.map((error) => error.message)).toEqual([
      'Broken link "/far" on page /docs/apis/core/component: no page or file of the site is there. It is outside the page\'s Markdown: in the navbar, sidebar or footer, or a component.',
      'Broken link "/nowhere" on page /docs/apis/core/lock: no page or file of the site is there.',
    ]);
  });

  it('lets a site turn broken links into warnings, or ignore them', async () => {
    const body = 'See [the missing page](/docs/apis/core/missing).';
    const warned = await buildSite(await siteWith({ [LOCK]: lockPage(body) }, withPolicy('onBrokenLinks', 'warn')));
    expect(warned.reporter.warnings.map((warning) => warning.message)).toEqual(['Broken link "/docs/apis/core/missing" on page /docs/apis/core/lock: no page or file of the site is there.']);
    const ignored = await buildSite(await siteWith({ [LOCK]: lockPage(body) }, withPolicy('onBrokenLinks', 'ignore')));
    expect(ignored.reporter.warnings).toEqual([]);
  });

  it('warns about a route created twice, naming both files, and fails when told to', async () => {
    const duplicate = `---\nslug: /apis/core/lock\n---\n# Another lock page\n\nText.\n`;
    const copy = 'content/docs/01-apis/core/lock-copy.md';
    const site = await siteWith({ [copy]: duplicate });
    const result = await buildSite(site);
    const warning = result.reporter.warnings.find((candidate) => candidate.message.startsWith('Duplicate route'));
    const files = [path.join(site, LOCK), path.join(site, copy)];
    const named = /^Duplicate route "\/docs\/apis\/core\/lock": created by (.+) and by (.+)\. The second one is used\.$/.exec(warning?.message ?? '');
    expect(named?.slice(1).sort()).toEqual(files.sort());
    const { errors } = await buildErrors(await siteWith({ [copy]: duplicate }, withPolicy('onDuplicateRoutes', 'throw')));
    expect(errors[0]!.message).toMatch(/^Duplicate route "\/docs\/apis\/core\/lock"/);
  });

  it('leaves the previous output in place when links are broken, and no pending folder (the search index is written meanwhile)', async () => {
    const site = await copyFixture('mini-site');
    const outDir = path.join(await tempDir('links'), 'out');
    await build(path.join(site, 'site.config.ts'), outDir);
    const before = await readFile(path.join(outDir, 'docs/apis/core/lock.html'), 'utf8');
    await writeFile(path.join(site, LOCK), lockPage('See [the missing page](/docs/apis/core/missing).'));
    await expect(build(path.join(site, 'site.config.ts'), outDir)).rejects.toBeInstanceOf(BuildErrors);
    expect(await readFile(path.join(outDir, 'docs/apis/core/lock.html'), 'utf8')).toBe(before);
    expect((await readdir(path.dirname(outDir))).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });
});
