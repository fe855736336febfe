import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticServer } from '../../src/server/static-server.ts';
import { build, tempDir } from '../helpers/build.ts';
import { launchChromium, serve } from '../helpers/browser.ts';
import { writeGeneratedSite } from '../helpers/generated-site.ts';

describe('JavaScript a reader downloads', () => {
  let browser: Browser;
  const servers: StaticServer[] = [];
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) await server.close();
  });
  beforeAll(async () => {
    browser = await launchChromium();
  });

  /** Builds a generated site, opens one of its doc pages and returns the gzip size of every script the page fetched. */
  async function scriptBytes(pageCount: number): Promise<{ gzip: number; scripts: string[] }> {
    const outDir = path.join(await tempDir(`size-${pageCount}`), 'out');
    await build(await writeGeneratedSite(pageCount), outDir);
    const { server, origin } = await serve(outDir);
    servers.push(server);
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/docs/section-0/page-3`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    await page.close();
    let gzip = 0;
    for (const script of scripts) gzip += gzipSync(await readFile(path.join(outDir, script))).length;
    return { gzip, scripts };
  }

  it('is the same for a site of 10 pages and one of 1,000 pages', async () => {
    const small = await scriptBytes(10);
    const large = await scriptBytes(1000);
    expect(small.scripts.length).toBeGreaterThan(0);
    expect(large.gzip).toBe(small.gzip);
    // No chunk for the image zoom or the search dialog on a page without images, before search is opened.
    expect(large.scripts.length).toBe(small.scripts.length);
    // Two builds, one of 1,000 pages, beside the other suites on two cores: more than the default
    // two minutes on a slow day. How fast they build is the benchmark's business, not this test's.
  }, 300_000);
});
