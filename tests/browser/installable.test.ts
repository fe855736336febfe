import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticServer } from '../../src/server/static-server.ts';
import { CHROMIUM_PATH } from '../helpers/browser.ts';
import { PROJECT_ROOT } from '../helpers/build.ts';
import { buildAndServe } from '../helpers/served-site.ts';

// Chromium's own verdict on whether this project's site can be installed as an
// app. It is only given outside incognito, hence a persistent profile.
describe('the project site as an installable app', () => {
  let server: StaticServer;
  let origin: string;
  let context: BrowserContext;
  let profile: string;

  beforeAll(async () => {
    ({ server, origin } = await buildAndServe(path.join(PROJECT_ROOT, 'site.config.ts'), 'installable'));
    profile = await mkdtemp(path.join(tmpdir(), 'docgen-profile-'));
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, headless: true });
  });
  afterAll(async () => {
    await context?.close();
    await server?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  it('passes Chromium’s installability checks with a service worker in control of the scope', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    await page.close();
  });

  it('has a manifest with the name, orange theme colour, standalone display, start URL and icons that load at their declared sizes', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    const manifest = (await (await page.request.get(new URL(href!, origin).href)).json()) as {
      name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Moodle Developer Resources', display: 'standalone', start_url: '/', theme_color: '#d06300' });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons.filter((candidate) => candidate.type === 'image/png')) {
      const natural = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(natural, icon.src).toBe(icon.sizes);
    }
    const touchIcon = await page.locator('link[rel=apple-touch-icon]').getAttribute('href');
    expect((await page.request.get(new URL(touchIcon!, origin).href)).headers()['content-type']).toBe('image/png');
    await page.close();
  });
});
