import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build-site.ts';
import { BuildCache } from '../../src/build/persistent-cache.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { AtomicOutput, type RevisionCache } from '../../src/output/atomic-output.ts';
import { createReporter } from '../../src/shared/logger.ts';
import { BuildErrors } from '../../src/shared/errors.ts';
import { build, copyFixture, listFiles, precacheList, PROJECT_ROOT, tempDir } from '../helpers/build.ts';

describe('atomic output', () => {
  const copies: string[] = [];
  const copy = async () => {
    const site = await copyFixture('mini-site');
    copies.push(site);
    return site;
  };
  afterAll(() => Promise.all(copies.map((site) => rm(site, { recursive: true, force: true }))));

  it('leaves the previous output untouched when a build fails', async () => {
    const site = await copy();
    const outDir = path.join(site, 'out');
    await build(path.join(site, 'site.config.ts'), outDir);
    const before = await listFiles(outDir);
    const indexBefore = await readFile(path.join(outDir, 'index.html'), 'utf8');

    // Break one page: malformed YAML in its front matter.
    await writeFile(path.join(site, 'content/docs/01-apis/core/lock.md'), '---\ntitle: [unclosed\n---\n# Locks\n');
    await writeFile(path.join(site, 'content/pages/hello.md'), '# Changed\n');
    const failure = await build(path.join(site, 'site.config.ts'), outDir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildErrors);
    const [error] = (failure as BuildErrors).errors;
    expect(error!.location.file).toBe(path.join(site, 'content/docs/01-apis/core/lock.md'));
    expect(error!.location.line).toBe(2);

    expect(await listFiles(outDir)).toEqual(before);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe(indexBefore);
    expect(await readFile(path.join(outDir, 'hello.html'), 'utf8')).toContain('Hello page');
    // No temporary folders are left behind.
    expect((await readdir(site)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('removes what builds stopped before their end (Ctrl-C) left beside the output, and only that', async () => {
    const parent = await tempDir('abandoned');
    const outDir = path.join(parent, 'build');
    // The id of a process that has ended, and one that runs (vitest's own parent).
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const abandoned = [`.build.tmp-${ended}-1700000000000`, `.build.tmp-${ended}-1700000000000-previous`];
    const kept = [`.build.tmp-${process.ppid}-1700000000000`, '.other.tmp-1-1700000000000', 'notes'];
    for (const name of [...abandoned, ...kept]) await mkdir(path.join(parent, name, 'docs'), { recursive: true });
    const output = new AtomicOutput(outDir);
    await output.open();
    expect((await readdir(parent)).sort()).toEqual([...kept, path.basename(output.tempDir)].sort());
    await output.discard();
  });

  it('replaces the output when the next build succeeds', async () => {
    const site = await copy();
    const outDir = path.join(site, 'out');
    await build(path.join(site, 'site.config.ts'), outDir);
    await writeFile(path.join(site, 'content/pages/hello.md'), '# Greetings page\n');
    await build(path.join(site, 'site.config.ts'), outDir);
    expect(await readFile(path.join(outDir, 'hello.html'), 'utf8')).toContain('Greetings page');
    expect(existsSync(path.join(outDir, 'docs.html'))).toBe(true);
  });

  it('knows the size of what it wrote, taken from the earlier output or copied from the static folder, and removes the output it replaced', async () => {
    const site = await copy();
    const outDir = path.join(site, 'out');
    // A static file that a generated one then replaces: counted once, at the generated file's size.
    await writeFile(path.join(site, 'static/sitemap.xml'), 'x'.repeat(50_000));
    const loaded = await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, outDir);
    const cache = BuildCache.inMemory();
    const onDisk = async () => (await Promise.all((await listFiles(outDir)).map(async (file) => (await stat(path.join(outDir, file))).size))).reduce((sum, size) => sum + size, 0);
    for (const run of ['first build', 'second build, taking every file from the first']) {
      const result = await buildSite(loaded, { reporter: createReporter(), cache });
      await result.replacedRemoved;
      expect(result.outputBytes, run).toBe(await onDisk());
      expect((await readdir(site)).filter((name) => name.includes('.tmp-')), run).toEqual([]);
    }
    expect((await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).startsWith('<?xml')).toBe(true);
  });

  it('gives each file it writes the precache revision of its bytes, as it writes it', async () => {
    const revisions: RevisionCache = new Map();
    const output = new AtomicOutput(path.join(await tempDir('revisions'), 'out'), new Map(), revisions);
    await output.open();
    const text = 'Grüße, <b>docs</b>\n';
    const bytes = new Uint8Array([0, 1, 2, 255]);
    const written = [await output.writeRecorded('docs/page.html', text), await output.writeRecorded(path.join('pagefind', 'index', 'a.pf_index'), bytes)];
    const revision = (contents: Uint8Array) => createHash('sha256').update(contents).digest('hex').slice(0, 32);
    expect(revisions).toEqual(
      new Map([
        ['docs/page.html', { ...written[0], revision: revision(await readFile(path.join(output.tempDir, 'docs/page.html'))) }],
        ['pagefind/index/a.pf_index', { ...written[1], revision: revision(bytes) }],
      ]),
    );
    await output.discard();
  });

  it('builds a precache list whose every revision is the SHA-256 of the file as written, cut to 32 digits', async () => {
    const site = await copy();
    const outDir = path.join(site, 'out');
    await build(path.join(site, 'site.config.ts'), outDir);
    const serviceWorker = await precacheList(outDir);
    const entries = [...serviceWorker.matchAll(/\{"revision":"([0-9a-f]{32})","url":"([^"]+)"\}/g)];
    expect(entries.length).toBeGreaterThan(20);
    for (const [, revision, url] of entries) {
      expect({ url, revision }).toEqual({ url, revision: createHash('sha256').update(await readFile(path.join(outDir, url!))).digest('hex').slice(0, 32) });
    }
    // The list is made from what the output recorded as written: it must hold every such file on disk, the static folder's copies too.
    // (Scripts aside: those of the diagram library are left out of a site without diagrams.)
    const listed = new Set([...serviceWorker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]));
    const precachable = (await listFiles(outDir)).filter((file) => /\.(html|json|css|png|jpe?g|gif|svg|webp|ico|woff2?|pf_meta|pf_index|pf_fragment|pf_filter|pagefind)$/.test(file) && !file.startsWith('assets/js/'));
    expect(precachable).toContain('img/favicon.svg');
    expect(precachable.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('keeps the precache list out of sw.js, which every reader fetches: a file beside it holds the list, for a worker in offline mode to import', async () => {
    const site = await copy();
    const outDir = path.join(site, 'out');
    await build(path.join(site, 'site.config.ts'), outDir);
    const worker = await readFile(path.join(outDir, 'sw.js'), 'utf8');
    // The list grows with the site (3.6 MB of it for 10,000 pages); the worker must not.
    expect(worker).not.toContain('docs/apis/core/lock.html');
    expect(worker).not.toMatch(/"revision":/);
    const lists = (await readdir(outDir)).filter((file) => /^sw-precache\.[0-9a-f]{16}\.js$/.test(file));
    expect(lists).toHaveLength(1);
    expect(worker).toContain(`importScripts("${lists[0]}")`);
    const list = await readFile(path.join(outDir, lists[0]!), 'utf8');
    expect(list).toMatch(/^self\.__docgenPrecache ?= ?\[/);
    expect(list).toContain('{"revision":"');
    expect(list).toContain('"url":"docs/apis/core/lock.html"');
    // The list is not in its own list.
    expect(list).not.toContain('sw-precache.');
  });
});
