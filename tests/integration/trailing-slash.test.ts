// trailingSlash: true, as Docusaurus sites on hosts that serve folders (GitHub
// Pages, most often) set it: each page is a folder's index.html, every link to
// a page ends in a slash, relative links resolve against that folder, and
// docgen's server, check-links and the build's own link check read it so.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_EXTENSIONS } from '../../src/content/url.ts';
import { readPageLinks } from '../../src/links/page-links.ts';
import { startStaticServer, type StaticServer } from '../../src/server/static-server.ts';
import { build, copyFixture, listFiles, tempDir } from '../helpers/build.ts';
import { runDocgen } from '../helpers/cli.ts';

/** Site paths (beginning with `/`) whose path names a page but has no trailing slash. */
function pagePathsWithoutSlash(urls: string[]): string[] {
  return urls.filter((url) => {
    if (!url.startsWith('/') || url.startsWith('//')) return false;
    const pathname = new URL(url, 'https://example.test').pathname;
    return !pathname.endsWith('/') && !FILE_EXTENSIONS.test(pathname) && !pathname.endsWith('.html');
  });
}

describe('a site with trailingSlash: true', () => {
  let site: string;
  let outDir: string;
  let server: StaticServer;
  let origin: string;

  beforeAll(async () => {
    site = await copyFixture('mini-site');
    await writeFile(
      path.join(site, 'content/docs/paths.md'),
      [
        '# Site paths',
        '',
        'A [site path](/docs/guides/writing), a [Markdown file](./intro.md#first-section), a [query](/docs/guides/writing?tab=a#top) and a [static file](/img/favicon.svg).',
        '',
        // Right only against the page's folder (`/docs/paths/`): the build's link check fails it otherwise.
        'A [relative path](../guides/writing/) and [its own heading](#site-paths).',
        '',
      ].join('\n'),
    );
    await writeFile(path.join(site, 'content/docs/links.mdx'), "import Link from '@docusaurus/Link';\n\n# JSX links\n\n<Link to=\"/docs/guides/writing\">Writing</Link>\n");
    // A raw <a> is written as its author wrote it (Docusaurus leaves it too); Link gives the slash.
    await writeFile(
      path.join(site, 'content/pages/index.tsx'),
      "import Link from '@docusaurus/Link';\n\nexport default function Home() {\n  return <div><h1>Mini home</h1><Link to=\"/docs\">Docs</Link><a href=\"/general\">General</a></div>;\n}\n",
    );
    const config = path.join(site, 'slash.config.ts');
    await writeFile(
      config,
      "import { defineConfig } from 'docgen';\nimport site from './site.config.ts';\n\nexport default defineConfig({ ...site, trailingSlash: true, redirects: [{ from: '/old-paths', to: '/docs/paths' }] });\n",
    );
    outDir = path.join(await tempDir('trailing-slash'), 'out');
    await build(config, outDir);
    server = await startStaticServer({ root: outDir, port: 0, host: '127.0.0.1', liveReload: false, compress: false });
    origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('writes each page as a folder index, the home and not-found pages at the top', async () => {
    const files = await listFiles(outDir);
    for (const file of ['index.html', '404.html', 'docs/paths/index.html', 'docs/links/index.html', 'docs/guides/writing/index.html', 'docs/tags/index.html', 'old-paths/index.html']) expect(files, file).toContain(file);
    // No page is written as path.html besides the not-found page.
    expect(files.filter((file) => file.endsWith('.html') && !file.endsWith('/index.html') && file !== 'index.html' && file !== '404.html')).toEqual([]);
    expect(existsSync(path.join(outDir, 'docs/paths.html'))).toBe(false);
  });

  it('links every page with a trailing slash, in content and in the shell, and leaves files, fragments and queries as they are', async () => {
    const { urls } = readPageLinks(await readFile(path.join(outDir, 'docs/paths/index.html'), 'utf8'));
    expect(urls).toEqual(expect.arrayContaining(['/docs/guides/writing/', '/docs/#first-section', '/docs/guides/writing/?tab=a#top', '/img/favicon.svg', '../guides/writing/', '#site-paths']));
    expect(readPageLinks(await readFile(path.join(outDir, 'docs/links/index.html'), 'utf8')).urls).toContain('/docs/guides/writing/');
    const home = readPageLinks(await readFile(path.join(outDir, 'index.html'), 'utf8')).urls;
    expect(home).toContain('/docs/');
    expect(pagePathsWithoutSlash(home)).toEqual(['/general']);
    // Every other page but the fixture's versions page, a React page whose <a>s are its author's.
    const authorsAnchors = new Set(['index.html', 'versions/index.html']);
    for (const file of (await listFiles(outDir)).filter((name) => name.endsWith('.html') && !authorsAnchors.has(name) && !name.startsWith('old-paths/'))) {
      const links = readPageLinks(await readFile(path.join(outDir, file), 'utf8')).urls;
      expect(pagePathsWithoutSlash(links), file).toEqual([]);
    }
  });

  it('gives the canonical URL, the sitemap and the redirect page the addresses with the slash', async () => {
    const html = await readFile(path.join(outDir, 'docs/paths/index.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://example.test/docs/paths/"');
    expect(html).toContain('<link rel="alternate" href="https://example.test/docs/paths/" hreflang="x-default"');
    const locations = [...(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(locations).toContain('https://example.test/docs/paths/');
    expect(locations).toContain('https://example.test/');
    expect(locations.filter((location) => !location.endsWith('/'))).toEqual([]);
    expect(await readFile(path.join(outDir, 'old-paths/index.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/docs/paths/">');
  });

  it('serves a page at its folder, and redirects the address without the slash there, keeping the query', async () => {
    const answer = (pathname: string) => fetch(origin + pathname, { redirect: 'manual' });
    const page = await answer('/docs/paths/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Site paths');
    const bare = await answer('/docs/paths?x=1');
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/docs/paths/?x=1']);
    expect((await answer('/docs/nowhere/')).status).toBe(404);
    expect((await answer('/img/favicon.svg')).status).toBe(200);
  });

  it('check-links reads the rule from the output, passes, and still finds a broken relative link', async () => {
    const run = await runDocgen(['check-links', outDir, '--json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ passed: true, internal: [] });
    expect(run.code).toBe(0);
    const file = path.join(outDir, 'docs/paths/index.html');
    const html = await readFile(file, 'utf8');
    await writeFile(file, html.replace('href="../guides/writing/"', 'href="guides/writing/"'));
    try {
      const broken = await runDocgen(['check-links', outDir, '--json']);
      expect(broken.code).toBe(1);
      expect((JSON.parse(broken.stdout) as { internal: unknown }).internal).toEqual([{ page: '/docs/paths', broken: [expect.objectContaining({ url: '/docs/paths/guides/writing/' })] }]);
    } finally {
      await writeFile(file, html);
    }
  }, 120_000);
});

describe('a blog with trailingSlash: true', () => {
  let outDir: string;

  beforeAll(async () => {
    const site = await copyFixture('blog-site');
    const config = path.join(site, 'slash.config.ts');
    await writeFile(config, "import { defineConfig } from 'docgen';\nimport site from './site.config.ts';\n\nexport default defineConfig({ ...site, trailingSlash: true });\n");
    outDir = path.join(await tempDir('trailing-slash-blog'), 'out');
    await build(config, outDir);
  }, 120_000);

  it('links the posts, the list pages and the feeds’ items with the slash, below the base URL', async () => {
    const list = readPageLinks(await readFile(path.join(outDir, 'blog/index.html'), 'utf8')).urls;
    expect(list).toContain('/notes/blog/page/2/');
    expect(pagePathsWithoutSlash(list)).toEqual([]);
    expect(existsSync(path.join(outDir, 'blog/page/2/index.html'))).toBe(true);
    const rss = await readFile(path.join(outDir, 'blog/rss.xml'), 'utf8');
    const links = [...rss.matchAll(/<link>([^<]*)<\/link>/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(2);
    expect(links.filter((link) => !link.endsWith('/'))).toEqual([]);
    expect(links).toContain('https://notes.example.test/notes/blog/');
  });
});
