// A front matter image beside the page (`image: ./cover.png`), as Docusaurus
// reads one: the file is published with the page's images and og:image and
// twitter:image give its whole URL. One that is not there fails the build.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildErrors } from '../../src/shared/errors.ts';
import { build, copyFixture, tempDir } from '../helpers/build.ts';

const WRITING = 'content/docs/guides/writing.mdx';

async function siteWithImage(image: string): Promise<string> {
  const site = await copyFixture('mini-site');
  const file = path.join(site, WRITING);
  await writeFile(file, `---\nimage: ${image}\n---\n${await readFile(file, 'utf8')}`);
  return site;
}

describe('a front matter image beside the page', () => {
  it('is published with the pages’ images, its whole URL in og:image and twitter:image', async () => {
    const site = await siteWithImage('./files/diagram.png');
    const out = await tempDir('fm-image');
    await build(path.join(site, 'site.config.ts'), out);
    const html = await readFile(path.join(out, 'docs/guides/writing.html'), 'utf8');
    const image = /<meta property="og:image" content="https:\/\/example\.test(\/assets\/images\/diagram-[\w-]+\.png)">/.exec(html)?.[1];
    expect(image).toBeDefined();
    expect(html).toContain(`<meta name="twitter:image" content="https://example.test${image}">`);
    expect(existsSync(path.join(out, image!))).toBe(true);
  }, 120_000);

  it('fails the build, naming the page and the line, when no such file is there', async () => {
    const site = await siteWithImage('./files/missing.png');
    const failure = await build(path.join(site, 'site.config.ts'), await tempDir('fm-image-missing')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildErrors);
    expect((failure as BuildErrors).errors.map((error) => `${path.relative(site, error.location?.file ?? '')}:${error.location?.line}: ${error.message}`)).toContain(`${WRITING}:2: The front matter's image "./files/missing.png" names no file beside the page.`);
  }, 120_000);
});
