// A site served below a path (`baseUrl: '/base/'`, as Docusaurus sites on a
// project's GitHub Pages are): the output folder is what the host serves at
// the base, the content's site paths get the base as Docusaurus gives it to
// them, and the build's link check, check-links and docgen's server all read
// the output that way.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPageLinks } from '../../src/links/page-links.ts';
import { startStaticServer, type StaticServer } from '../../src/server/static-server.ts';
import { build, copyFixture, tempDir } from '../helpers/build.ts';
import { runDocgen } from '../helpers/cli.ts';

describe('a site with baseUrl /base/', () => {
  let outDir: string;
  let server: StaticServer;
  let origin: string;

  beforeAll(async () => {
    const site = await copyFixture('mini-site');
    // Site paths written as an author moving from Docusaurus writes them: without the base.
    await writeFile(
      path.join(site, 'content/docs/paths.md'),
      [
        '# Site paths',
        '',
        'A [Markdown link](/docs/guides/writing), one [with the base already](/base/docs), and a [static file](/img/favicon.svg).',
        '',
        '![The favicon](/img/favicon.svg)',
        '',
        '<a href="/general">Raw HTML link</a>',
        '',
      ].join('\n'),
    );
    await writeFile(path.join(site, 'content/docs/links.mdx'), "import Link from '@docusaurus/Link';\n\n# JSX links\n\n<Link to=\"/docs/guides/writing\">Setup</Link> and <a href=\"/general\">General</a>.\n");
    const config = path.join(site, 'base.config.ts');
    await writeFile(config, "import { defineConfig } from 'docgen';\nimport site from './site.config.ts';\n\nexport default defineConfig({ ...site, baseUrl: '/base/' });\n");
    outDir = path.join(await tempDir('base-url'), 'out');
    // The build's own link check (onBrokenLinks: throw) fails it on any path the base is missing from.
    await build(config, outDir);
    server = await startStaticServer({ root: outDir, baseUrl: '/base/', port: 0, host: '127.0.0.1', liveReload: false, compress: false });
    origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('writes the output as the host serves it at the base: no folder named after it', () => {
    for (const file of ['index.html', 'docs/paths.html', 'docs/links.html', '404.html', 'sw.js', 'manifest.json', '_data/index.json', '_data/docs/paths.json']) expect(existsSync(path.join(outDir, file)), file).toBe(true);
    expect(existsSync(path.join(outDir, 'base'))).toBe(false);
  });

  it("describes the site's search for browsers (OpenSearch) at the base, and every page names it", async () => {
    const description = await readFile(path.join(outDir, 'opensearch.xml'), 'utf8');
    expect(description).toContain('<ShortName>Mini Site</ShortName>');
    expect(description).toContain('<Url type="text/html" method="get" template="https://example.test/base/search?q={searchTerms}"/>');
    expect(description).toContain('template="https://example.test/base/opensearch.xml"');
    for (const file of ['index.html', 'docs/paths.html', '404.html']) {
      expect(await readFile(path.join(outDir, file), 'utf8'), file).toContain('<link rel="search" type="application/opensearchdescription+xml" title="Mini Site" href="/base/opensearch.xml">');
    }
  });

  it('gives content its base, as Docusaurus does, and leaves paths that have it alone', async () => {
    const { urls } = readPageLinks(await readFile(path.join(outDir, 'docs/paths.html'), 'utf8'));
    expect(urls).toEqual(expect.arrayContaining(['/base/docs/guides/writing', '/base/docs', '/base/img/favicon.svg', '/base/general']));
    expect(urls).not.toContain('/base/base/docs');
    const jsx = readPageLinks(await readFile(path.join(outDir, 'docs/links.html'), 'utf8')).urls;
    expect(jsx).toEqual(expect.arrayContaining(['/base/docs/guides/writing', '/base/general']));
    // Every site path a page holds, shell included, is below the base (or the server's not-found page).
    const home = readPageLinks(await readFile(path.join(outDir, 'index.html'), 'utf8')).urls.filter((url) => url.startsWith('/'));
    expect(home.length).toBeGreaterThan(5);
    expect(home.filter((url) => !url.startsWith('/base/'))).toEqual([]);
    expect(home).toContain('/base/');
  });

  it('serves the output at the base, with the server root leading there', async () => {
    const answer = (pathname: string) => fetch(origin + pathname, { redirect: 'manual' });
    expect((await answer('/base/docs/paths')).status).toBe(200);
    expect((await answer('/base/')).status).toBe(200);
    expect((await answer('/base/img/favicon.svg')).status).toBe(200);
    const root = await answer('/');
    expect([root.status, root.headers.get('location')]).toEqual([302, '/base/']);
    const bare = await answer('/base');
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/base/']);
    const slashed = await answer('/base/docs/paths/');
    expect([slashed.status, slashed.headers.get('location')]).toEqual([301, '/base/docs/paths']);
    // Outside the base nothing of the site is served, as on the host.
    const outside = await answer('/docs/paths');
    expect(outside.status).toBe(404);
    expect(await outside.text()).toContain('Page Not Found');
  });

  it('check-links reads the base from the output and finds nothing broken', async () => {
    const run = await runDocgen(['check-links', outDir, '--json']);
    const report = JSON.parse(run.stdout) as { passed: boolean; pages: number; internal: unknown[] };
    expect(report.internal).toEqual([]);
    expect(report.passed).toBe(true);
    expect(run.code).toBe(0);
    expect(report.pages).toBeGreaterThan(5);
  }, 120_000);

  it('check-links still fails on a broken path below the base', async () => {
    const page = path.join(outDir, 'docs/paths.html');
    const html = await readFile(page, 'utf8');
    await writeFile(page, html.replace('href="/base/docs/guides/writing"', 'href="/base/docs/guides/nowhere"'));
    try {
      const run = await runDocgen(['check-links', outDir, '--json']);
      const report = JSON.parse(run.stdout) as { internal: { page: string; broken: { url: string }[] }[] };
      expect(run.code).toBe(1);
      expect(report.internal).toEqual([{ page: '/base/docs/paths', broken: [expect.objectContaining({ url: '/base/docs/guides/nowhere' })] }]);
    } finally {
      await writeFile(page, html);
    }
  }, 120_000);
});
