import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildSite } from '../../src/build/build-site.ts';
import { BuildCache } from '../../src/build/persistent-cache.ts';
import type { PagePreview, PreviewFile } from '../../src/build/page-preview.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { routeToOutputFile } from '../../src/content/url.ts';
import { BuildError } from '../../src/shared/errors.ts';
import { createReporter } from '../../src/shared/logger.ts';
import { routeChunkFile } from '../../src/shared/route-chunks.ts';
import { build, copyFixture, listFiles, PROJECT_ROOT, tempDir } from '../helpers/build.ts';

type Answer = PreviewFile | undefined | Error;

/**
 * Builds `site` with a preview, asking it for `paths` as soon as it is offered
 * (before the build has compiled anything), and returns its answers with the build's outcome.
 */
async function previewDuringBuild(site: string, outDir: string, paths: string[], cache?: BuildCache) {
  const loaded = await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, outDir);
  let asked: Promise<Answer[]> | undefined;
  let offered: PagePreview | undefined;
  const onPreview = (preview: PagePreview) => {
    offered = preview;
    asked = Promise.all(paths.map((urlPath) => preview.find(urlPath).catch((error: Error) => error)));
  };
  const built = await buildSite(loaded, { reporter: createReporter(), onPreview, cache }).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(asked, 'the preview is offered before the build ends').toBeDefined();
  return { answers: await asked!, built, preview: offered! };
}

const text = (answer: Answer) => {
  if (!answer || answer instanceof Error) throw new Error(`no file: ${String(answer)}`);
  return Buffer.from(answer.bytes).toString('utf8');
};

describe("docgen serve's page preview", () => {
  it('answers every page, data chunk and sidebar file with what the build then writes, byte for byte', async () => {
    const site = await copyFixture('mini-site');
    const firstOut = await tempDir('preview-first');
    const { routes } = await build(path.join(site, 'site.config.ts'), firstOut);
    const outDir = await tempDir('preview-out');
    const { baseUrl } = (await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, outDir)).config;
    const pages = routes.map((route) => route.path);
    const chunks = routes.map((route) => `${baseUrl}${routeChunkFile(baseUrl, route.path)}`);
    const sidebars = (await listFiles(firstOut)).filter((file) => file.startsWith('_data/_sidebars/'));
    const { answers, built } = await previewDuringBuild(site, outDir, [...pages, ...chunks, ...sidebars.map((file) => `${baseUrl}${file}`)]);
    expect(built).toBeUndefined();

    expect(routes.length).toBeGreaterThan(10);
    for (const [index, route] of routes.entries()) {
      expect(text(answers[index]), route.path).toBe(await readFile(path.join(outDir, routeToOutputFile(route.path, '/', false)), 'utf8'));
      expect(text(answers[routes.length + index]), `chunk of ${route.path}`).toBe(await readFile(path.join(outDir, routeChunkFile(baseUrl, route.path)), 'utf8'));
    }
    // The current version's docs, version 1.0 and the general pages each have a sidebar.
    expect(sidebars).toHaveLength(3);
    for (const [index, file] of sidebars.entries()) expect(text(answers[2 * routes.length + index]), file).toBe(await readFile(path.join(outDir, file), 'utf8'));
  });

  it('answers a page the build compiled with the build’s own result, compiling nothing again', async () => {
    const site = await copyFixture('mini-site');
    const outDir = await tempDir('preview-after');
    // Asked for nothing while the build runs; afterwards its workers are closed, so only the build's results can answer.
    const { built, preview } = await previewDuringBuild(site, outDir, []);
    expect(built).toBeUndefined();
    for (const route of ['/docs/guides/components', '/docs/guides/writing']) {
      expect(text(await preview.find(route)), route).toBe(await readFile(path.join(outDir, routeToOutputFile(route, '/', false)), 'utf8'));
    }
  });

  it('answers from the build cache on a restart what the build then writes, images included', async () => {
    const site = await copyFixture('mini-site');
    const outDir = await tempDir('preview-warm');
    const cache = await BuildCache.load(await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, outDir), 'serve');
    await buildSite(await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, outDir), { reporter: createReporter(), cache });
    const paths = ['/docs/guides/components', '/docs/guides/writing'];
    const { answers, built, preview } = await previewDuringBuild(site, outDir, paths, cache);
    expect(built).toBeUndefined();
    expect(cache.compiled.stats.misses, 'every page came from the cache').toBe(0);
    for (const [index, route] of paths.entries()) expect(text(answers[index])).toBe(await readFile(path.join(outDir, routeToOutputFile(route, '/', false)), 'utf8'));
    const image = /src="(\/assets\/images\/diagram-[0-9a-f]{8}\.png)"/.exec(text(answers[0]))![1]!;
    expect(Buffer.from(((await preview.find(image)) as PreviewFile).bytes).equals(await readFile(path.join(outDir, image)))).toBe(true);
  });

  it('answers the client bundle, a page’s image once the page is made, and static files; nothing outside the site', async () => {
    const site = await copyFixture('mini-site');
    const outDir = await tempDir('preview-files');
    // Beside the copies of every test's site: removed after, as the copies are.
    const secret = path.join(site, '..', 'secret.txt');
    await writeFile(secret, 'not for readers');
    onTestFinished(() => rm(secret, { force: true }));
    const paths = ['/docs/guides/components', '/img/favicon.svg', '/no-such-page', '/../secret.txt', '/%2e%2e/secret.txt'];
    const { answers, built, preview } = await previewDuringBuild(site, outDir, paths);
    expect(built).toBeUndefined();
    const files = await listFiles(outDir);

    // The page's image and script, by the names its HTML gives them.
    const page = text(answers[0]);
    for (const pattern of [/src="\/(assets\/images\/diagram-[0-9a-f]{8}\.png)"/, /src="\/(assets\/js\/main\.[^"]+\.js)"/]) {
      const name = pattern.exec(page)?.[1];
      expect(files).toContain(name);
      const answer = await preview.find(`/${name}`);
      expect(Buffer.from((answer as PreviewFile).bytes).equals(await readFile(path.join(outDir, name!))), name).toBe(true);
    }
    expect(text(answers[1])).toBe(await readFile(path.join(outDir, 'img/favicon.svg'), 'utf8'));
    expect(answers.slice(2)).toEqual([undefined, undefined, undefined]);
  });

  it('answers a page with an author error with that error, file and line', async () => {
    const site = await copyFixture('mini-site');
    const broken = path.join(site, 'content/docs/guides/writing.mdx');
    await writeFile(broken, '---\ntitle: Writing\n---\n\n# Writing\n\n<div>\n\nnever closed\n');
    const { answers, built } = await previewDuringBuild(site, await tempDir('preview-error'), ['/docs/guides/writing', '/docs/guides/components']);
    expect(built, 'the build fails too').toBeInstanceOf(Error);
    const [error, other] = answers;
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).location).toMatchObject({ file: broken, line: 7 });
    expect(text(other)).toContain('</html>');
  });
});
