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
  const page = async (route: string) => readFile(path.join(outDir, routeToOutputFile(route, '/')), 'utf8');

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
    for (const route of result.routes) expect(existsSync(path.join(outDir, routeToOutputFile(route.path, '/'))), route.path).toBe(true);
  });

  it('reports the broken Markdown links of the content as warnings, once each, with file and line', () => {
    const markdownLinks = warnings.filter((warning) => warning.message.startsWith('Markdown link'));
    expect(markdownLinks.length).toBeGreaterThan(10);
    expect(markdownLinks).toContainEqual({
      message: expect.stringContaining('"../../apis/commonfiles/version.php/index.md" does not point to a document'),
      location: { file: path.join(CORPUS, 'docs/guides/upgrade/index.md'), line: 9, column: 137 },
    });
  });

  it('finds exactly one broken page link, the one the content really has, and check-links on the output agrees', async () => {
    const broken = warnings.filter((warning) => warning.message.startsWith('Broken link'));
    expect(broken).toEqual([
      {
        message: 'Broken link "/docs/apis/commonfiles/version.php" on page /general/releases/2.2: no page or file of the site is there.',
        location: { file: path.join(CORPUS, 'general/releases/2.2.md'), line: 47 },
      },
    ]);
    // The crawler finds the same: that link, and the unresolved .md links the build reported as warnings (left as written).
    const crawl = await crawlOutput(outDir, { external: false, concurrency: 10, timeout: 60_000 });
    expect(crawl.pages).toBe(result.routes.length);
    const crawledPages = crawl.internal.map((report) => report.page);
    const markdownWarnings = warnings.filter((warning) => warning.message.startsWith('Markdown link'));
    const pageOf = new Map(result.routes.map((route) => [route.source, route.path]));
    // A warning in a page's own file names that page; one in an imported partial shows up on the pages that import it.
    for (const warning of markdownWarnings) {
      const route = pageOf.get(warning.location!.file!);
      if (route) expect(crawledPages).toContain(route);
    }
    const writtenTargets = markdownWarnings.map((warning) => /"([^"]+)"/.exec(warning.message)![1]!);
    for (const report of crawl.internal.filter((candidate) => candidate.page !== '/general/releases/2.2')) {
      const html = await page(report.page);
      expect(writtenTargets.some((target) => html.includes(`href="${target}"`)), `${report.page} has a broken link the build did not report: ${JSON.stringify(report.broken)}`).toBe(true);
    }
    for (const { page: route, broken: targets } of crawl.internal) {
      for (const target of targets) {
        expect(target.status, `${route} → ${target.url}`).toBe(404);
        expect(target.url === '/docs/apis/commonfiles/version.php' || target.url.endsWith('.md'), `${route} → ${target.url}`).toBe(true);
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
