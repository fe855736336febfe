import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { cachedClientScripts } from '../../src/output/client-bundle-cache.ts';
import { bundleStyles, type ClientScripts } from '../../src/output/client-bundle.ts';
import { docgenCodeFingerprint } from '../../src/shared/docgen-source.ts';
import { tempDir } from '../helpers/build.ts';

const keptNames = async (folder: string) => (await readdir(folder)).filter((name) => name.endsWith('.bin')).sort();

describe('the client’s scripts, kept between builds', () => {
  it('are bundled once per version of docgen’s code and base URL, then read back', async () => {
    const folder = path.join(await tempDir('client-scripts'), 'client');
    const first = await cachedClientScripts('/handbook/', folder);
    expect(first.scripts).toHaveLength(1);
    expect(first.scripts[0]).toMatch(/^\/handbook\/assets\/js\/main\.\w+\.js$/);
    expect(first.files.map((file) => file.path)).toContain(first.scripts[0]!.slice('/handbook/'.length));
    const [name] = await keptNames(folder);
    expect(name).toMatch(new RegExp(`^${docgenCodeFingerprint().slice(0, 16)}-[0-9a-f]{16}\\.bin$`));

    // Marked, so that reading it back is told apart from bundling again.
    const file = path.join(folder, name!);
    await writeFile(file, serialize({ ...(deserialize(await readFile(file)) as ClientScripts), scripts: ['/handbook/assets/js/marked.js'] }));
    expect((await cachedClientScripts('/handbook/', folder)).scripts).toEqual(['/handbook/assets/js/marked.js']);

    // Another base URL is another bundle, kept beside the first.
    const rooted = await cachedClientScripts('/', folder);
    expect(rooted.scripts[0]).toMatch(/^\/assets\/js\/main\.\w+\.js$/);
    expect(await keptNames(folder)).toHaveLength(2);
  });

  it('drop the bundles of another version of docgen’s code when they keep a new one', async () => {
    const folder = path.join(await tempDir('client-scripts-versions'), 'client');
    await cachedClientScripts('/', folder);
    const [name] = await keptNames(folder);
    const stale = `0000000000000000-${name!.split('-')[1]}`;
    await writeFile(path.join(folder, stale), await readFile(path.join(folder, name!)));
    await cachedClientScripts('/docs-site/', folder);
    const names = await readdir(folder);
    expect(names).not.toContain(stale);
    expect(await keptNames(folder)).toHaveLength(2);
    expect(names.some((other) => other.endsWith('.tmp'))).toBe(false);
  });

  it('are still bundled when the folder cannot be written, as in a read-only install', async () => {
    // A folder inside a file: no one, root included, can make it.
    const blocker = path.join(await tempDir('client-scripts-unwritable'), 'a-file');
    await writeFile(blocker, '');
    const scripts = await cachedClientScripts('/', path.join(blocker, 'client'));
    expect(scripts.scripts).toHaveLength(1);
    expect((await stat(blocker)).isFile()).toBe(true);
  });
});

describe('the stylesheet', () => {
  it('is made by each build: the theme’s rules, then the site’s stylesheets and what they import, as they are now', async () => {
    const site = await tempDir('client-styles');
    const custom = path.join(site, 'custom.css');
    const imported = path.join(site, 'colours.css');
    await writeFile(custom, '@import "./colours.css";\n.site-banner { --banner-size: custom-size; }\n');
    await writeFile(imported, '.site-banner { --banner-mark: first-mark; }\n');
    const text = async () => {
      const { files, styles } = await bundleStyles('/handbook/', [custom]);
      expect(styles).toHaveLength(1);
      expect(styles[0]).toMatch(/^\/handbook\/assets\/css\/styles\.\w+\.css$/);
      return Buffer.from(files.find((file) => `/handbook/${file.path}` === styles[0])!.contents).toString('utf8');
    };
    const first = await text();
    // Prefixed for the browsers supported, as in the scripts' target.
    expect(first).toContain('-webkit-backdrop-filter');
    const theme = first.indexOf('.navbar{');
    expect(theme).toBeGreaterThan(-1);
    expect(first.indexOf('first-mark')).toBeGreaterThan(theme);
    expect(first.indexOf('custom-size')).toBeGreaterThan(first.indexOf('first-mark'));

    await writeFile(imported, '.site-banner { --banner-mark: second-mark; }\n');
    const second = await text();
    expect(second).toContain('second-mark');
    expect(second).not.toContain('first-mark');
  });
});
