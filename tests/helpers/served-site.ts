import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { StaticServer } from '../../src/server/static-server.ts';
import { launchChromium, serve } from './browser.ts';
import { build, copyFixture, tempDir } from './build.ts';

/** Builds a site into a temporary folder and serves the output on a free local port. */
export async function buildAndServe(configPath: string, prefix: string): Promise<{ server: StaticServer; origin: string; outDir: string }> {
  const outDir = path.join(await tempDir(prefix), 'out');
  await build(configPath, outDir);
  return { ...(await serve(outDir)), outDir };
}

/** A copy of the mini-site as the test prepares it, built and served, with Chromium open. */
export interface ServedFixture {
  site: string;
  origin: string;
  outDir: string;
  browser: Browser;
}

/**
 * Makes the fixture before the calling file's tests (in its describe block)
 * and closes it after them; its fields are set once they have started.
 */
export function servedFixtureInChromium(prefix: string, prepare: (site: string) => Promise<void>): ServedFixture {
  const fixture = { site: '', origin: '', outDir: '' } as ServedFixture;
  let server: StaticServer | undefined;
  beforeAll(async () => {
    fixture.site = await copyFixture('mini-site');
    await prepare(fixture.site);
    const served = await buildAndServe(path.join(fixture.site, 'site.config.ts'), prefix);
    ({ server, origin: fixture.origin, outDir: fixture.outDir } = served);
    fixture.browser = await launchChromium();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await server?.close();
    if (fixture.site) await rm(fixture.site, { recursive: true, force: true });
  });
  return fixture;
}
