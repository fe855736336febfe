import { existsSync } from 'node:fs';
import { appendFile, copyFile, mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildCache, CACHE_FOLDER } from '../../src/build/persistent-cache.ts';
import { buildCommand } from '../../src/cli/build.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { bundleScripts } from '../../src/output/client-bundle.ts';
import { routeChunkFile } from '../../src/shared/route-chunks.ts';
import { cachedBuild, copyFixture, precacheList, PROJECT_ROOT } from '../helpers/build.ts';

const mtime = async (file: string) => (await stat(file)).mtimeMs;
const firstFile = async (dir: string) => path.join(dir, (await readdir(dir)).sort()[0]!);

describe('the build cache on disk', () => {
  let site: string;
  const out = (file: string) => path.join(site, 'out', file);
  beforeAll(async () => {
    site = await copyFixture('mini-site');
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('reuses compiled and rendered pages when nothing changed, with the same output', async () => {
    const first = await cachedBuild(site);
    expect(first.compiled.stats).toEqual({ hits: 0, misses: 8 });
    expect(existsSync(path.join(site, CACHE_FOLDER))).toBe(true);
    const html = await readFile(out('docs/apis/core/lock.html'), 'utf8');
    const sw = await readFile(out('sw.js'), 'utf8');
    const written = await mtime(out('docs/apis/core/lock.html'));
    // Files besides pages: an image of the content, a script of the bundle, a file of the search index, the service worker and its precache list.
    const others = [await firstFile(out('assets/images')), await firstFile(out('assets/js')), out('pagefind/pagefind-entry.json'), out('sw.js'), out(/sw-precache\.[0-9a-f]{16}\.js/.exec(sw)![0])];
    const othersWritten = await Promise.all(others.map(mtime));

    const second = await cachedBuild(site);
    expect(second.compiled.stats).toEqual({ hits: 8, misses: 0 });
    // Taken from the previous output as it was, not rendered and written again.
    expect(await mtime(out('docs/apis/core/lock.html'))).toBe(written);
    expect(await readFile(out('docs/apis/core/lock.html'), 'utf8')).toBe(html);
    expect(await readFile(out('sw.js'), 'utf8')).toBe(sw);
    expect(await Promise.all(others.map(mtime))).toEqual(othersWritten);
  });

  it('leaves the cache file as it is when a build changes nothing, and writes it again when a page changes', async () => {
    const file = path.join(site, CACHE_FOLDER, 'build.v8');
    await cachedBuild(site);
    const saved = await mtime(file);
    const copied = await mtime(out('img/favicon.svg'));
    await cachedBuild(site);
    expect(await mtime(file)).toBe(saved);
    // A static file is copied with its own time (to the millisecond), by which its precache revision is known without reading it again.
    expect(await mtime(out('img/favicon.svg'))).toBe(copied);
    expect(Math.abs(copied - (await mtime(path.join(site, 'static/img/favicon.svg'))))).toBeLessThan(1);
    const hello = path.join(site, 'content/pages/hello.md');
    const original = await readFile(hello, 'utf8');
    await writeFile(hello, `${original}\nOne more line.\n`);
    try {
      await cachedBuild(site);
      expect(await mtime(file)).not.toBe(saved);
    } finally {
      await writeFile(hello, original);
    }
  });

  it('publishes an image that identical copies of a doc use as one file, and takes it unchanged with nothing changed', async () => {
    // A second copy of the guide that shows the diagram, with its own copy of the image (as a doc has in each version).
    const guides = path.join(site, 'content/docs/guides');
    await mkdir(path.join(guides, 'copy/files'), { recursive: true });
    await copyFile(path.join(guides, 'files/diagram.png'), path.join(guides, 'copy/files/diagram.png'));
    await writeFile(path.join(guides, 'copy/diagram.md'), '# The diagram again\n\n![The same diagram](./files/diagram.png)\n');
    try {
      await cachedBuild(site);
      const images = (await readdir(out('assets/images'))).filter((name) => name.startsWith('diagram-'));
      expect(images).toHaveLength(1);
      const written = await mtime(out(`assets/images/${images[0]}`));
      for (let build = 0; build < 2; build++) {
        await cachedBuild(site);
        expect(await mtime(out(`assets/images/${images[0]}`))).toBe(written);
      }
    } finally {
      await rm(path.join(guides, 'copy'), { recursive: true, force: true });
    }
  });

  it('writes a page again when its file in the output was changed by hand', async () => {
    const original = await readFile(out('docs/apis/core/lock.html'), 'utf8');
    await appendFile(out('docs/apis/core/lock.html'), '<!-- edited -->');
    await cachedBuild(site);
    expect(await readFile(out('docs/apis/core/lock.html'), 'utf8')).toBe(original);
  });

  it('writes a page and its data again when they were deleted from the output by hand', async () => {
    const html = await readFile(out('docs/apis/core/lock.html'), 'utf8');
    const data = out(routeChunkFile('/', '/docs/apis/core/lock'));
    const dataText = await readFile(data, 'utf8');
    await rm(out('docs/apis/core/lock.html'));
    await rm(data);
    await cachedBuild(site);
    expect(await readFile(out('docs/apis/core/lock.html'), 'utf8')).toBe(html);
    expect(await readFile(data, 'utf8')).toBe(dataText);
  });

  it('writes an image or a search index file again when its file in the output was changed by hand', async () => {
    const image = await firstFile(out('assets/images'));
    const [imageBytes, entry] = await Promise.all([readFile(image), readFile(out('pagefind/pagefind-entry.json'), 'utf8')]);
    await writeFile(image, 'not an image');
    await appendFile(out('pagefind/pagefind-entry.json'), ' ');
    await cachedBuild(site);
    expect(await readFile(image)).toEqual(imageBytes);
    expect(await readFile(out('pagefind/pagefind-entry.json'), 'utf8')).toBe(entry);
  });

  it('compiles and renders only the page that changed', async () => {
    const untouched = await mtime(out('docs/apis/core/lock.html'));
    const before = /\{"revision":"[0-9a-f]{32}","url":"hello.html"\}/.exec(await precacheList(out('.')))![0];
    await writeFile(path.join(site, 'content/pages/hello.md'), '# Hello, edited\n');
    const cache = await cachedBuild(site);
    expect(cache.compiled.stats).toEqual({ hits: 7, misses: 1 });
    expect(await readFile(out('hello.html'), 'utf8')).toContain('<h1>Hello, edited</h1>');
    expect(await mtime(out('docs/apis/core/lock.html'))).toBe(untouched);
    // The precache has the page's new revision.
    const sw = await precacheList(out('.'));
    expect(sw).not.toContain(before);
    expect(sw).toMatch(/\{"revision":"[0-9a-f]{32}","url":"hello.html"\}/);
  });

  it('takes pages from the cache when the files they use only have new times, as a fresh checkout gives them, and compiles one again when an image it shows changed', async () => {
    // Every file of the site gets another time (an hour ago: one after the build's start would never be trusted), with the same content.
    const other = new Date(Date.now() - 3_600_000);
    for (const folder of ['content', 'static']) {
      for (const entry of await readdir(path.join(site, folder), { recursive: true, withFileTypes: true })) await utimes(path.join(entry.parentPath, entry.name), other, other);
    }
    const untouched = await cachedBuild(site);
    expect(untouched.compiled.stats).toEqual({ hits: 8, misses: 0 });
    const image = path.join(site, 'content/docs/guides/files/diagram.png');
    const imageUrl = async () => /src="\/(assets\/images\/diagram-[^"]+)"/.exec(await readFile(out('docs/guides/components.html'), 'utf8'))![1];
    const before = await imageUrl();
    const bytes = await readFile(image);
    try {
      // The same size, another byte at its end.
      await writeFile(image, Buffer.concat([bytes.subarray(0, -1), Buffer.from([bytes.at(-1)! ^ 1])]));
      const changed = await cachedBuild(site);
      expect(changed.compiled.stats).toEqual({ hits: 7, misses: 1 });
      expect(await imageUrl()).not.toBe(before);
    } finally {
      await writeFile(image, bytes);
    }
    // Back as it was: the tests after this one start from the cache of the site as copied.
    expect((await cachedBuild(site)).compiled.stats).toEqual({ hits: 7, misses: 1 });
    expect(await imageUrl()).toBe(before);
  });

  it('reads front matter again only where its text changed', async () => {
    const dml = path.join(site, 'content/docs/01-apis/core/dml.md');
    const original = await readFile(dml, 'utf8');
    await cachedBuild(site);
    // Kept on disk for the next build: that YAML is not read again.
    const kept = (await BuildCache.load(await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, path.join(site, 'out')))).frontMatter;
    const notParsedAgain = () => {
      throw new Error('parsed again');
    };
    expect(kept.read('title: Data manipulation\nsidebar_position: 2\ntags: [API]\n', notParsedAgain).data).toEqual({ title: 'Data manipulation', sidebar_position: 2, tags: ['API'] });
    expect(await readFile(out('docs/apis/core/dml.html'), 'utf8')).toContain('<title>Data manipulation');
    await writeFile(dml, original.replace('title: Data manipulation', 'title: Records in and out'));
    await cachedBuild(site);
    const html = await readFile(out('docs/apis/core/dml.html'), 'utf8');
    expect(html).toContain('<title>Records in and out');
    expect(html).not.toContain('Data manipulation');
    // Another page of the sidebar shows the new label, as does the sidebar file its chunk names.
    expect(await readFile(out('docs/apis/core/lock.html'), 'utf8')).toContain('>Records in and out<');
    const lockChunk = JSON.parse(await readFile(out('_data/docs/apis/core/lock.json'), 'utf8')) as { page: { docs: { sidebarUrl: string } } };
    expect(await readFile(out(lockChunk.page.docs.sidebarUrl), 'utf8')).toContain('"label":"Records in and out"');
    await writeFile(dml, original);
  });

  it('starts again when the config changes', async () => {
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace(/tagline: '[^']*'/, "tagline: 'A changed tagline'"));
    const cache = await cachedBuild(site);
    expect(cache.compiled.stats).toEqual({ hits: 0, misses: 8 });
  });

  it("writes every page again when the site's stylesheet changes, each linking the new one", async () => {
    const config = path.join(site, 'site.config.ts');
    const css = path.join(site, 'custom.css');
    await writeFile(css, '.fixture-note { color: teal; }\n');
    await writeFile(config, (await readFile(config, 'utf8')).replace("  favicon: 'img/favicon.svg',", "  favicon: 'img/favicon.svg',\n  customCss: ['./custom.css'],"));
    await cachedBuild(site);
    const stylesheet = async () => /href="\/assets\/css\/(styles\.[A-Z0-9]+\.css)"/.exec(await readFile(out('docs/apis/core/lock.html'), 'utf8'))![1]!;
    const first = await stylesheet();
    await writeFile(css, '.fixture-note { color: navy; }\n');
    // It failed here, on the pages kept from the build before, which linked the old stylesheet.
    const cache = await cachedBuild(site);
    expect(cache.compiled.stats.misses).toBe(0);
    const second = await stylesheet();
    expect(second).not.toBe(first);
    expect(await readFile(out(`assets/css/${second}`), 'utf8')).toContain('.fixture-note{color:navy}');
    expect(await readFile(out('404.html'), 'utf8')).toContain(`/assets/css/${second}`);
  });

  it('compiles a page again when a file it imports is made, which was missing when the page was built', async () => {
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("  favicon: 'img/favicon.svg',", "  favicon: 'img/favicon.svg',\n  mdx: { onMissingImport: 'warn' },"));
    await writeFile(path.join(site, 'content/docs/guides/later.mdx'), "import Note from './_note.md';\nimport Badge from '@site/src/badge/Badge';\n\n# Later\n\n<Note />\n\n<Badge />\n");
    await cachedBuild(site);
    expect(await readFile(out('docs/guides/later.html'), 'utf8')).not.toContain('A note made later.');
    // The page was cached with a notice in their place: it must show them now.
    await writeFile(path.join(site, 'content/docs/guides/_note.md'), 'A note made later.\n');
    await mkdir(path.join(site, 'src/badge'), { recursive: true });
    await writeFile(path.join(site, 'src/badge/Badge.tsx'), 'export default function Badge() {\n  return <b>A badge made later</b>;\n}\n');
    await cachedBuild(site);
    const html = await readFile(out('docs/guides/later.html'), 'utf8');
    expect(html).toContain('A note made later.');
    expect(html).toContain('<b>A badge made later</b>');
  });

  it("compiles a page again when a partial is added to a folder it imports through the site's mdx.folders", async () => {
    const config = path.join(site, 'site.config.ts');
    // In place of the mdx settings an earlier test gave, so that this test also runs alone.
    const text = (await readFile(config, 'utf8')).replace(/\n {2}mdx: \{.*\},/, '');
    await writeFile(config, text.replace("  favicon: 'img/favicon.svg',", "  favicon: 'img/favicon.svg',\n  mdx: { folders: { 'docs/guides/_parts': { module: 'src/parts.ts', factory: 'partsOf' } } },"));
    await mkdir(path.join(site, 'src'), { recursive: true });
    await writeFile(path.join(site, 'src/parts.ts'), "export function partsOf(parts: Record<string, unknown>) {\n  return { names: Object.keys(parts).join(', ') };\n}\n");
    await mkdir(path.join(site, 'content/docs/guides/_parts'), { recursive: true });
    await writeFile(path.join(site, 'content/docs/guides/_parts/one.md'), 'One.\n');
    await writeFile(path.join(site, 'content/docs/guides/listed.mdx'), "import { names } from './_parts';\n\n# Listed\n\nThe parts: {names}.\n");
    await cachedBuild(site);
    expect(await readFile(out('docs/guides/listed.html'), 'utf8')).toContain('The parts: one.');
    await writeFile(path.join(site, 'content/docs/guides/_parts/two.md'), 'Two.\n');
    await cachedBuild(site);
    expect(await readFile(out('docs/guides/listed.html'), 'utf8')).toContain('The parts: one, two.');
  });

  it('is neither read nor written with --no-cache', async () => {
    await rm(path.join(site, CACHE_FOLDER), { recursive: true, force: true });
    const exitCode = await buildCommand({ config: path.join(site, 'site.config.ts'), out: path.join(site, 'out'), cache: false });
    expect(exitCode).toBe(0);
    expect(existsSync(path.join(site, CACHE_FOLDER))).toBe(false);
  });
});

describe('the build cache and a file saved during the build', () => {
  it('compiles a page again when a partial it imports was saved after the page read it', async () => {
    const site = await copyFixture('mini-site');
    try {
      // The site's remark plugin stands for an author saving the partial while the page compiles, once the worker has read it.
      await mkdir(path.join(site, 'plugins'));
      await writeFile(
        path.join(site, 'plugins/save-partial.ts'),
        "import { readFileSync, writeFileSync } from 'node:fs';\n\nexport default function savePartial() {\n  return (_tree: unknown, file: { path?: string }) => {\n    if (file.path?.endsWith('_note.md') && readFileSync(file.path, 'utf8').includes('First')) writeFileSync(file.path, 'Second words.\\n');\n  };\n}\n",
      );
      const config = path.join(site, 'site.config.ts');
      const text = await readFile(config, 'utf8');
      await writeFile(config, `import savePartial from './plugins/save-partial.ts';\n${text.replace("  favicon: 'img/favicon.svg',", "  favicon: 'img/favicon.svg',\n  mdx: { remarkPlugins: [savePartial] },")}`);
      await writeFile(path.join(site, 'content/docs/guides/_note.md'), 'First words.\n');
      await writeFile(path.join(site, 'content/docs/guides/noted.mdx'), "import Note from './_note.md';\n\n# Noted\n\n<Note />\n");
      await cachedBuild(site);
      const page = path.join(site, 'out/docs/guides/noted.html');
      expect(await readFile(page, 'utf8')).toContain('First words.');
      // The partial now says the second: the page compiled from the first must not be taken from the cache.
      await cachedBuild(site);
      expect(await readFile(page, 'utf8')).toContain('Second words.');
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});

describe('the offline precache', () => {
  it('leaves out the diagram library on a site without diagrams, and keeps it on one with a diagram', async () => {
    const site = await copyFixture('mini-site');
    try {
      const { diagramFiles, files, scripts, modulePreloads } = await bundleScripts('/');
      expect(diagramFiles.length).toBeGreaterThan(10);
      // What Mermaid loads on demand is the diagrams' too: KaTeX, for the labels' maths.
      const katex = files.filter((file) => new TextDecoder().decode(file.contents).includes('KaTeX parse error'));
      expect(katex).toHaveLength(1);
      expect(diagramFiles).toContain(katex[0]!.path);
      expect(diagramFiles.filter((file) => [...scripts, ...modulePreloads].includes(`/${file}`))).toEqual([]);
      const precached = async () => {
        await cachedBuild(site);
        return precacheList(path.join(site, 'out'));
      };
      const without = await precached();
      expect(diagramFiles.filter((file) => without.includes(`"${file}"`))).toEqual([]);
      expect(without).toContain('"docs/apis/core/lock.html"');

      await appendFile(path.join(site, 'content/docs/intro.md'), '\n```mermaid\ngraph TD;\n  A-->B;\n```\n');
      const withDiagram = await precached();
      expect(diagramFiles.filter((file) => !withDiagram.includes(`"${file}"`))).toEqual([]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
