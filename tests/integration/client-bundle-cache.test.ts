import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { cachedClientScripts } from '../../src/output/client-bundle-cache.ts';
import { bundleStyles, type ClientScripts } from '../../src/output/client-bundle.ts';
import { compiledCode } from '../../src/shared/compiled-code.ts';
import { tempDir } from '../helpers/build.ts';

const keptNames = async (folder: string) => (await readdir(folder)).filter((name) => name.endsWith('.bin')).sort();

describe('the client’s scripts, kept between builds', () => {
  it('are bundled once per base URL, then read back', async () => {
    const folder = path.join(await tempDir('client-scripts'), 'client');
    const first = await cachedClientScripts('/handbook/', folder);
    expect(first.scripts).toHaveLength(1);
    expect(first.scripts[0]).toMatch(/^\/handbook\/assets\/js\/main\.\w+\.js$/);
    expect(first.files.map((file) => file.path)).toContain(first.scripts[0]!.slice('/handbook/'.length));
    const [name] = await keptNames(folder);
    expect(name).toMatch(/^[0-9a-f]{16}\.bin$/);

    // Marked, so that reading it back is told apart from bundling again.
    const file = path.join(folder, name!);
    await writeFile(file, serialize({ ...(deserialize(await readFile(file)) as ClientScripts), scripts: ['/handbook/assets/js/marked.js'] }));
    expect((await cachedClientScripts('/handbook/', folder)).scripts).toEqual(['/handbook/assets/js/marked.js']);

    // Another base URL is another bundle, kept beside the first.
    const rooted = await cachedClientScripts('/', folder);
    expect(rooted.scripts[0]).toMatch(/^\/assets\/js\/main\.\w+\.js$/);
    expect(await keptNames(folder)).toHaveLength(2);
  });

  it('are kept for the eight base URLs used last', async () => {
    const folder = path.join(await tempDir('client-scripts-kept'), 'client');
    await mkdir(folder, { recursive: true });
    // Eight base URLs used one to eight hours ago.
    for (let hours = 1; hours <= 8; hours++) {
      const file = path.join(folder, `${String(hours).padStart(16, '0')}.bin`);
      await writeFile(file, serialize({ scripts: [] }));
      const time = new Date(Date.now() - hours * 3_600_000);
      await utimes(file, time, time);
    }
    await cachedClientScripts('/docs-site/', folder);
    const names = await keptNames(folder);
    expect(names).toHaveLength(8);
    expect(names).not.toContain(`${'8'.padStart(16, '0')}.bin`);
    expect(names).toContain(`${'7'.padStart(16, '0')}.bin`);
    expect((await readdir(folder)).some((other) => other.endsWith('.tmp'))).toBe(false);
  });

  it('are kept in the folder of docgen’s compiled code', async () => {
    const scripts = await cachedClientScripts('/kept-with-the-code/');
    const code = await compiledCode();
    expect(await keptNames(path.join(code!, 'client'))).toContain(`${createHash('sha256').update('/kept-with-the-code/').digest('hex').slice(0, 16)}.bin`);
    expect(scripts.scripts[0]).toMatch(/^\/kept-with-the-code\/assets\/js\/main\.\w+\.js$/);
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
