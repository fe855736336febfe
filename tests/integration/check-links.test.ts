import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isExternalUrl, linkPathToRoute, outputFileToRoute } from '../../src/content/url.ts';
import { readPageLinks } from '../../src/links/page-links.ts';
import { addMiniSiteSettings, build, copyFixture, listFiles, PROJECT_ROOT, tempDir } from '../helpers/build.ts';
import { runDocgen } from '../helpers/cli.ts';

interface Report {
  passed: boolean;
  pages: number;
  internal: { page: string; broken: { url: string; status: number }[] }[];
  external: unknown[];
}

/** `docgen check-links` on `dir`, as an author runs it. */
const checkLinks = (dir: string, ...flags: string[]) => runDocgen(['check-links', dir, ...flags]);

/** The pages of an output folder whose HTML links to `route`, found without linkinator. */
async function pagesLinkingTo(dir: string, route: string): Promise<string[]> {
  const pages = (await listFiles(dir)).filter((file) => file.endsWith('.html'));
  const routes = new Set([route]);
  const linking: string[] = [];
  for (const file of pages) {
    const page = outputFileToRoute(file, '/', false)!;
    if (page === route) continue;
    const { urls } = readPageLinks(await readFile(path.join(dir, file), 'utf8'));
    if (urls.some((url) => !isExternalUrl(url) && linkPathToRoute(new URL(url, `http://site${encodeURI(page)}`).pathname, routes, '/', false))) linking.push(page);
  }
  return linking.sort();
}

describe('docgen check-links', () => {
  let outDir: string;

  beforeAll(async () => {
    outDir = path.join(await tempDir('check-links'), 'out');
    await build(path.join(PROJECT_ROOT, 'site.config.ts'), outDir);
  });

  it('passes the built project site, every page crawled', async () => {
    const { code, stdout } = await checkLinks(outDir, '--json');
    const report = JSON.parse(stdout) as Report;
    expect(report.internal).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.pages).toBe((await listFiles(outDir)).filter((file) => file.endsWith('.html')).length);
    expect(code).toBe(0);
  });

  it('gives the site’s own pages no time limit, and refuses a short one for other sites', async () => {
    // A limit shorter than any page load: linkinator used to crash on the first page it cut off.
    const internalOnly = await checkLinks(outDir, '--json', '--timeout', '1');
    expect(internalOnly.stderr).not.toContain('TimeoutError');
    expect((JSON.parse(internalOnly.stdout) as Report).passed).toBe(true);
    expect(internalOnly.code).toBe(0);

    const external = await checkLinks(outDir, '--external', '--timeout', '1000');
    expect(external.code).toBe(1);
    expect(external.stderr).toContain('--timeout 1000 is too short');
    expect(external.stderr).not.toMatch(/^\s+at /m);
  });

  it('exits 1 when a page is deleted, naming every page that linked to it with the status', async () => {
    const deleted = '/docs/apis/core/dml';
    const linking = await pagesLinkingTo(outDir, deleted);
    expect(linking.length).toBeGreaterThan(1);
    await rm(path.join(outDir, 'docs/apis/core/dml.html'));

    const { code, stdout } = await checkLinks(outDir, '--json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as Report;
    expect(report.passed).toBe(false);
    const named = report.internal.map((page) => page.page);
    expect(named).toEqual(linking);
    for (const page of report.internal) expect(page.broken.map((target) => [target.url.replace(/#.*$/, ''), target.status])).toContainEqual([deleted, 404]);

    // The text report groups the same by page.
    const text = await checkLinks(outDir);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`Internal: `);
    expect(text.stdout).toMatch(new RegExp(`\\n${linking[0]!.replace(/[/.]/g, '\\$&')}\\n  404  ${deleted.replace(/\//g, '\\/')}`));
  });

  it("checks the config's output folder when given no folder, whichever folder it is run from, and serve --no-watch serves it", async () => {
    const site = await copyFixture('mini-site');
    const config = await addMiniSiteSettings(site, "  outDir: 'public',");
    await build(config, path.join(site, 'public'));
    await writeFile(path.join(site, 'public/orphan.html'), '<!doctype html><title>Orphan</title><a href="/docs/nowhere">x</a>');
    const inSite = await runDocgen(['check-links', '--json'], { cwd: site });
    const fromElsewhere = await runDocgen(['check-links', '--json', '--config', site]);
    for (const run of [inSite, fromElsewhere]) {
      expect(run.code, run.stderr).toBe(1);
      expect((JSON.parse(run.stdout) as Report).internal.find((page) => page.page === '/orphan')?.broken).toEqual([{ url: '/docs/nowhere', status: 404 }]);
    }
    const noConfig = await runDocgen(['check-links', '--config', path.join(site, 'nothing.config.ts')]);
    expect(noConfig.code).toBe(1);
    expect(noConfig.stderr).toMatch(/nothing\.config\.ts: The config file given with --config does not exist\./);

    const serve = spawn(process.execPath, ['bin/docgen.js', 'serve', '--no-watch', '--config', site, '--port', '0'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const [folder, url] = await new Promise<[string, string]>((resolve, reject) => {
        let stdout = '';
        serve.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk;
          const served = /^Serving (.*) at (http:\/\/\S+)$/m.exec(stdout);
          if (served) resolve([served[1]!, served[2]!]);
        });
        serve.once('exit', (code) => reject(new Error(`serve ended (${code}) before serving`)));
      });
      expect(folder).toBe(path.join(site, 'public'));
      expect(await (await fetch(`${url}orphan`)).text()).toContain('<title>Orphan</title>');
    } finally {
      serve.kill();
    }
  });

  it('explains what to do when the folder holds no built site, is not there or is a file', async () => {
    const missing = await checkLinks(path.join(outDir, 'nothing-here'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/nothing-here does not exist\. Run "docgen build" first, or name the output folder\./);
    const empty = await tempDir('check-links-empty');
    const folder = await checkLinks(empty);
    expect(folder.code).toBe(1);
    expect(folder.stderr).toContain('holds no built site (no index.html)');
    const file = await checkLinks(path.join(outDir, '404.html'));
    expect(file.code).toBe(1);
    expect(file.stderr).toContain("404.html is a file, not a built site's folder.");
    for (const run of [missing, folder, file]) expect(run.stderr).not.toContain('crashed');
  });

  it('finds a broken image and an orphan page’s broken link in a small site, and leaves out the links a page marks as not to be checked', async () => {
    const site = await copyFixture('mini-site');
    // A pathname:/// link to a file another tool puts beside the build: left out of the check, by the build and by check-links.
    const intro = path.join(site, 'content/docs/intro.md');
    await writeFile(intro, `${await readFile(intro, 'utf8')}\n[The printed manual](pathname:///files/manual.pdf)\n`);
    const dir = path.join(await tempDir('check-links-mini'), 'out');
    await build(path.join(site, 'site.config.ts'), dir);
    expect(await readFile(path.join(dir, 'docs.html'), 'utf8')).toContain('<a href="/files/manual.pdf" target="_blank" rel="noopener noreferrer" data-nobrokenlinkcheck="">');
    // An orphan page (no page links to it) with a broken link, and an image gone missing.
    await writeFile(path.join(dir, 'orphan.html'), '<!doctype html><title>Orphan</title><a href="/docs/nowhere">x</a>');
    await rm(path.join(dir, 'img/favicon.svg'));
    const { code, stdout } = await checkLinks(dir, '--json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as Report;
    const orphan = report.internal.find((page) => page.page === '/orphan');
    expect(orphan?.broken).toEqual([{ url: '/docs/nowhere', status: 404 }]);
    expect(report.internal.some((page) => page.broken.some((target) => target.url === '/img/favicon.svg' && target.status === 404))).toBe(true);
    expect(report.internal.flatMap((page) => page.broken.map((target) => target.url))).not.toContain('/files/manual.pdf');
  });
});
