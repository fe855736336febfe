import { rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build/build-site.ts';
import { BuildCache } from '../../src/build/persistent-cache.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { createReporter, type Reporter } from '../../src/shared/logger.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const FIXTURES = path.join(PROJECT_ROOT, 'tests/fixtures');

// Registered while the importing test file is collected, so it runs after that file's tests.
const created: string[] = [];
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder, removed after the test file has run. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `docgen-${prefix}-`));
  created.push(dir);
  return dir;
}

/**
 * Copies a fixture site so a test can modify it. The copy stays inside the
 * project (tests/tmp-sites) so its config can still import 'docgen'.
 */
/** Where copyFixture puts the copies. */
export const SITE_COPIES = path.join(PROJECT_ROOT, 'tests/tmp-sites');

export async function copyFixture(name: string): Promise<string> {
  const parent = SITE_COPIES;
  await mkdir(parent, { recursive: true });
  const target = await mkdtemp(path.join(parent, `${name}-`));
  created.push(target);
  await cp(path.join(FIXTURES, name), target, { recursive: true });
  return target;
}

/** Adds settings (lines of the config object, each ending with a comma) to a copy of the mini site's config, after its title; answers the config's path. */
export async function addMiniSiteSettings(site: string, settings: string): Promise<string> {
  const config = path.join(site, 'site.config.ts');
  const title = "  title: 'Mini Site',";
  const text = await readFile(config, 'utf8');
  if (!text.includes(title)) throw new Error(`${config} has no line ${title}`);
  await writeFile(config, text.replace(title, `${title}\n${settings}`));
  return config;
}

export async function build(configPath: string, outDir: string, options: { includeDrafts?: boolean; serviceWorker?: boolean } = {}): Promise<BuildResult & { reporter: Reporter }> {
  const reporter = createReporter();
  const loaded = await loadConfig(configPath, PROJECT_ROOT, outDir);
  const result = await buildSite(loaded, { reporter, includeDrafts: options.includeDrafts, serviceWorker: options.serviceWorker });
  await result.replacedRemoved;
  return { ...result, reporter };
}

/** One build of a site copy as `docgen build` runs it, into its `out` folder: the cache read from disk before, written after. */
export async function cachedBuild(site: string, reporter: Reporter = createReporter()): Promise<BuildCache> {
  const loaded = await loadConfig(path.join(site, 'site.config.ts'), PROJECT_ROOT, path.join(site, 'out'));
  const cache = await BuildCache.load(loaded);
  await buildSite(loaded, { reporter, cache });
  await cache.save();
  return cache;
}

/** Every file under `dir`, relative, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The offline precache list of a built output: the file sw.js names (`sw-precache.<hash>.js`), as text. */
export async function precacheList(outDir: string): Promise<string> {
  const worker = await readFile(path.join(outDir, 'sw.js'), 'utf8');
  const file = /sw-precache\.[0-9a-f]{16}\.js/.exec(worker)?.[0];
  if (!file) throw new Error(`${outDir}/sw.js names no precache list`);
  return readFile(path.join(outDir, file), 'utf8');
}
