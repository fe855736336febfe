import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeToOutputFile } from '../../src/content/url.ts';
import { crawlOutput } from '../../src/links/crawl-output.ts';
import { readPageLinks } from '../../src/links/page-links.ts';
import type { Warning } from '../../src/shared/logger.ts';
import { build, PROJECT_ROOT, tempDir } from '../helpers/build.ts';
import { htmlparser2PageLinks } from '../helpers/page-links-reference.ts';

const CORPUS = path.resolve(PROJECT_ROOT, '../shared/corpus/devdocs');
const CONFIG = path.join(PROJECT_ROOT, 'examples/devdocs/site.config.ts');

/**
 * The real Moodle devdocs (January 2023), read in place and built unchanged
 * with the components of content/components/devdocs standing in for the
 * original site's code. One build; the checks read its output.
 */
describe('building the real devdocs corpus', () => {
  let outDir: string;
  let result: Awaited<ReturnType<typeof build>>;
  let warnings: Warning[];
  const page = async (route: string) => readFile(path.join(outDir, routeToOutputFile(route, '/', false)), 'utf8');

  beforeAll(async () => {
    expect(existsSync(CORPUS), `the corpus is read in place from ${CORPUS}`).toBe(true);
    outDir = path.join(await tempDir('corpus'), 'out');
    result = await build(CONFIG, outDir, { serviceWorker: false });
    warnings = result.reporter.warnings;
  }, 600_000);

  it('builds every page of both docs instances and every version, plus every tag page and category index', async () => {
    const docs = result.routes.filter((route) => route.kind === 'doc');
    expect(docs).toHaveLength(706);
    const kinds = new Map<string, number>();
    for (const route of result.routes) kinds.set(route.kind, (kinds.get(route.kind) ?? 0) + 1);
    expect(kinds.get('tag')).toBeGreaterThan(50);
    expect(kinds.get('tags-list')).toBe(3);
    expect(kinds.get('generated-index')).toBe(8);
    for (const route of result.routes) expect(existsSync(path.join(outDir, routeToOutputFile(route.path, '/', false))), route.path).toBe(true);
  });

  it('warns of the one link of the content with no text, at its line', () => {
    expect(warnings.filter((warning) => warning.message.includes('has no text'))).toEqual([
      { message: expect.stringContaining('The link to "https://moodle.org/mod/forum/discuss.php?d=218074" has no text'), location: { file: path.join(CORPUS, 'general/releases/2.4.md'), line: 86, column: 378 } },
    ]);
  });

  it('reports the broken Markdown links of the content as warnings, once each, with file and line', () => {
    const markdownLinks = warnings.filter((warning) => warning.message.startsWith('Markdown link'));
    expect(markdownLinks.length).toBeGreaterThan(10);
    expect(markdownLinks).toContainEqual({
      message: expect.stringContaining('"../../apis/commonfiles/version.php/index.md" does not point to a document'),
      location: { file: path.join(CORPUS, 'docs/guides/upgrade/index.md'), line: 9, column: 137 },
    });
  });

  it('finds the broken links the content really has, one page link and the unresolved .md links left as written, and check-links on the output agrees', async () => {
    const broken = warnings.filter((warning) => warning.message.startsWith('Broken link'));
    const markdownWarnings = warnings.filter((warning) => warning.message.startsWith('Markdown link'));
    const target = (warning: Warning) => /"([^"]+)"/.exec(warning.message)![1]!;
    const sameLink = (a: Warning, b: Warning) => a.location?.file === b.location?.file && target(a) === target(b);
    expect(broken.filter((warning) => !target(warning).endsWith('.md'))).toEqual([
      {
        message: 'Broken link "/docs/apis/commonfiles/version.php" on page /general/releases/2.2: no page or file of the site is there.',
        location: { file: path.join(CORPUS, 'general/releases/2.2.md'), line: 47 },
      },
    ]);
    // Each unresolved .md link is broken on the pages that show it (a partial's on every page that imports it), once per page, as in Docusaurus.
    const markdownBroken = broken.filter((warning) => target(warning).endsWith('.md'));
    expect(markdownBroken.length).toBeGreaterThan(5);
    for (const warning of markdownBroken) expect(markdownWarnings.some((markdown) => sameLink(markdown, warning)), warning.message).toBe(true);
    for (const markdown of markdownWarnings) expect(markdownBroken.some((warning) => sameLink(markdown, warning)), markdown.message).toBe(true);
    const brokenOn = (warning: Warning) => /on page (\S+):/.exec(warning.message)![1]!;
    expect(new Set(markdownBroken.map((warning) => `${brokenOn(warning)} ${target(warning)}`)).size).toBe(markdownBroken.length);
    // The crawler finds the same pages, and nothing else.
    const crawl = await crawlOutput(outDir, { external: false, concurrency: 10, timeout: 60_000 });
    expect(crawl.pages).toBe(result.routes.length);
    expect(new Set(crawl.internal.map((report) => report.page))).toEqual(new Set(broken.map(brokenOn)));
    for (const { page: route, broken: targets } of crawl.internal) {
      for (const crawled of targets) {
        expect(crawled.status, `${route} → ${crawled.url}`).toBe(404);
        expect(crawled.url === '/docs/apis/commonfiles/version.php' || crawled.url.endsWith('.md'), `${route} → ${crawled.url}`).toBe(true);
      }
    }
  }, 300_000);

  it('reads the links and ids of every page it wrote as a full HTML parser does', async () => {
    for (const route of result.routes) {
      const html = await page(route.path);
      const scanned = readPageLinks(html);
      const parsed = htmlparser2PageLinks(html);
      expect(scanned.urls, route.path).toEqual(parsed.urls);
      expect([...scanned.ids], route.path).toEqual([...parsed.ids]);
    }
  });

  it('builds with a warning and a visible notice for each example file the corpus left out', async () => {
    const missing = warnings.filter((warning) => warning.message.startsWith('Cannot resolve import'));
    expect(missing.length).toBeGreaterThan(40);
    for (const warning of missing) {
      expect(warning.location?.file).toMatch(/\.mdx?$/);
      expect(warning.location?.line).toBeGreaterThan(0);
    }
    expect(missing).toContainEqual({
      message: expect.stringContaining('Cannot resolve import "!!raw-loader!./_examples/access.php"'),
      location: { file: path.join(CORPUS, 'docs/apis/plugintypes/blocks/index.md'), line: 70 },
    });
    expect(await page('/docs/apis/plugintypes/blocks')).toContain('<div class="docgen-missing-import" role="note">');
  });

  it('renders the example boxes of an API page', async () => {
    const html = await page('/docs/apis/core/dml');
    expect(html).toContain('class="devdocs-example devdocs-example--success"');
    expect(html).toContain('class="devdocs-example devdocs-example--danger"');
  });

  it('renders plugin file summaries, with the Markdown of their props and the partials as descriptions', async () => {
    const html = await page('/docs/apis/plugintypes/mod');
    expect(html).toContain('mod/[modname]/db/access.php');
    // extraDescription={<div>…Markdown…</div>} is rendered as Markdown, admonition included.
    expect(html).toContain('For activities the following capabilities are <em>required</em>');
    expect(html).toMatch(/admonition-info[\s\S]*Granting the view capability/);
    // …and extraDescription={<>…Markdown…</>}, a fragment, whose Markdown arrives as a list of elements: its paragraph and table.
    expect(html).toContain('whose name exactly matches the plugin name');
    expect(html).toMatch(/<table tabindex="0">[\s\S]*?<td><code>introformat<\/code><\/td>/);
    // The version.php partial is the default description.
    expect(html).toContain('The version.php contains metadata about the plugin.');
    expect(html).not.toContain('&lt; DbEventsPHP');
  });

  it('renders release notes with their introduction from the release data', async () => {
    const html = await page('/general/releases/3.11/3.11.1');
    expect(html).toMatch(/3\.11\.1[^<]*(released|Released)/);
  });

  it('renders tabs with every panel in the HTML and a Mermaid diagram with its source as fallback', async () => {
    expect(await page('/docs/apis/plugintypes/format')).toMatch(/role="tablist"[\s\S]*role="tabpanel"/);
    expect(await page('/docs/apis/subsystems/external')).toContain('<div class="docusaurus-mermaid-container docgen-mermaid"><pre class="mermaid-source"><code class="language-mermaid">sequenceDiagram');
  });
});
