// Several static folders (Docusaurus's staticDirectories): each is copied into
// the output, a file in more than one is the first folder's, and content and
// the link check find files in any of them.
import { existsSync, lstatSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, copyFixture, tempDir } from '../helpers/build.ts';

describe('several static folders', () => {
  it('copies each into the output, the first folder winning a name they share, and content finds files in any', async () => {
    const site = await copyFixture('mini-site');
    await mkdir(path.join(site, 'public/img'), { recursive: true });
    await writeFile(path.join(site, 'public/img/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>second</title></svg>');
    await writeFile(path.join(site, 'public/img/badge.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><title>badge</title></svg>');
    await writeFile(path.join(site, 'public/robots.txt'), 'User-agent: *\nDisallow: /private\n');
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Mini Site',", "title: 'Mini Site',\n  staticDir: ['static', 'public'],"));
    const intro = path.join(site, 'content/docs/intro.md');
    await writeFile(intro, `${await readFile(intro, 'utf8')}\n![A badge](/img/badge.svg)\n\n[Download the badge](/img/badge.svg)\n`);

    const out = await tempDir('static-folders');
    const { reporter } = await build(config, out);
    expect(reporter.warnings.map((warning) => warning.message)).toEqual([]);
    expect(await readFile(path.join(out, 'img/favicon.svg'), 'utf8')).toBe(await readFile(path.join(site, 'static/img/favicon.svg'), 'utf8'));
    expect(existsSync(path.join(out, 'img/badge.svg'))).toBe(true);
    // The site's own robots.txt, from the second folder, rather than docgen's.
    expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /private\n');
    // The image in the second folder is the content's, with its size read from it.
    expect(await readFile(path.join(out, 'docs.html'), 'utf8')).toMatch(/<img [^>]*alt="A badge"[^>]*width="8"[^>]*>|<img [^>]*width="8"[^>]*alt="A badge"[^>]*>/);
  }, 120_000);

  it('copies a link as what it links to, so the output holds no link a host would follow out of it, or the build would write through', async () => {
    const site = await copyFixture('mini-site');
    const elsewhere = await tempDir('static-link-targets');
    await mkdir(path.join(elsewhere, 'shared-img'), { recursive: true });
    await writeFile(path.join(elsewhere, 'shared-img/dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>dot</title></svg>');
    await writeFile(path.join(elsewhere, 'notes.txt'), 'Shared notes.\n');
    await writeFile(path.join(elsewhere, 'kept.xml'), 'not a sitemap');
    await symlink(path.join(elsewhere, 'shared-img'), path.join(site, 'static/shared-img'));
    await symlink(path.join(elsewhere, 'notes.txt'), path.join(site, 'static/notes.txt'));
    // The build writes its own sitemap.xml after the static files.
    await symlink(path.join(elsewhere, 'kept.xml'), path.join(site, 'static/sitemap.xml'));

    const out = await tempDir('static-links');
    await build(path.join(site, 'site.config.ts'), out);
    expect(lstatSync(path.join(out, 'shared-img')).isDirectory()).toBe(true);
    expect(await readFile(path.join(out, 'shared-img/dot.svg'), 'utf8')).toContain('<title>dot</title>');
    expect(lstatSync(path.join(out, 'notes.txt')).isFile()).toBe(true);
    expect(await readFile(path.join(out, 'notes.txt'), 'utf8')).toBe('Shared notes.\n');
    expect(lstatSync(path.join(out, 'sitemap.xml')).isFile()).toBe(true);
    expect(await readFile(path.join(elsewhere, 'kept.xml'), 'utf8')).toBe('not a sitemap');
  }, 120_000);
});
