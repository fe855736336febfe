import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build-site.ts';
import { BuildCache } from '../../src/build/persistent-cache.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { createReporter } from '../../src/shared/logger.ts';
import { copyFixture, PROJECT_ROOT } from '../helpers/build.ts';

describe('rebuilds in docgen serve', () => {
  let site: string;
  let cache: BuildCache;
  const rebuild = async () => buildSite(await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, path.join(site, 'out')), { reporter: createReporter(), cache });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('compiles only the pages that changed, and everything again when URLs move', async () => {
    site = await copyFixture('mini-site');
    cache = BuildCache.inMemory();

    await rebuild();
    expect(cache.compiled.stats).toEqual({ hits: 0, misses: 8 });

    await writeFile(path.join(site, 'content/pages/hello.md'), '# Hello, edited\n');
    await rebuild();
    expect(cache.compiled.stats).toEqual({ hits: 7, misses: 1 });
    expect(await readFile(path.join(site, 'out/hello.html'), 'utf8')).toContain('<h1>Hello, edited</h1>');

    // A new slug changes a URL other pages may link to: nothing is reused.
    const lock = path.join(site, 'content/docs/01-apis/core/lock.md');
    await writeFile(lock, (await readFile(lock, 'utf8')).replace('sidebar_position: 1', 'sidebar_position: 1\nslug: locking'));
    await rebuild();
    expect(cache.compiled.stats.hits).toBe(0);
  });

  it('compiles a page again when a component or data file it imports changes', async () => {
    await mkdir(path.join(site, 'content/components'), { recursive: true });
    await writeFile(path.join(site, 'content/components/data.json'), '{ "release": "4.1" }\n');
    await writeFile(path.join(site, 'content/components/Release.tsx'), "import data from './data.json';\nexport default function Release() { return <strong>Release {data.release}</strong>; }\n");
    const page = path.join(site, 'content/pages/hello.md');
    await writeFile(page, "import Release from '@site/content/components/Release';\n\n# Hello\n\n<Release />\n");
    await rebuild();
    expect(await readFile(path.join(site, 'out/hello.html'), 'utf8')).toContain('<strong>Release 4.1</strong>');

    await rebuild();
    expect(cache.compiled.stats.misses).toBe(0);

    await writeFile(path.join(site, 'content/components/data.json'), '{ "release": "4.2" }\n');
    await rebuild();
    expect(cache.compiled.stats.misses).toBe(1);
    expect(await readFile(path.join(site, 'out/hello.html'), 'utf8')).toContain('<strong>Release 4.2</strong>');
  });
});

describe("docgen serve's one-page update", () => {
  it('rewrites an edited doc in place, and leaves a changed title or front matter to a whole build', async () => {
    const site = await copyFixture('mini-site');
    try {
      const loaded = await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, path.join(site, 'out'));
      const { pageUpdater } = await buildSite(loaded, { reporter: createReporter(), pageUpdates: true });
      const lock = path.join(site, 'content/docs/01-apis/core/lock.md');
      const original = await readFile(lock, 'utf8');

      await writeFile(lock, `${original}\nA paragraph added while serving.\n`);
      expect(await pageUpdater!.update(lock, createReporter())).toEqual({ updated: true, route: '/docs/apis/core/lock' });
      expect(await readFile(path.join(site, 'out/docs/apis/core/lock.html'), 'utf8')).toContain('<p>A paragraph added while serving.</p>');
      expect(await readFile(path.join(site, 'out/_data/docs/apis/core/lock.json'), 'utf8')).toContain('A paragraph added while serving.');

      await writeFile(lock, original.replace('sidebar_position: 1', 'sidebar_position: 2'));
      expect(await pageUpdater!.update(lock, createReporter())).toEqual({ updated: false });
      expect(await pageUpdater!.update(path.join(site, 'content/sidebars/docs.json'), createReporter())).toEqual({ updated: false });
      await pageUpdater!.close();
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
