import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { StaticServer } from '../../src/server/static-server.ts';
import { launchChromium, observedPage, type ObservedPage } from './browser.ts';
import { buildAndServe } from './served-site.ts';

export interface ChromiumSite {
  readonly origin: string;
  readonly outDir: string;
  readonly browser: Browser;
  /** A page in a fresh context, closed after the suite. */
  newPage(options?: Parameters<typeof observedPage>[1]): Promise<ObservedPage>;
  /** Opens a route and waits until the client has hydrated; records every request from then on. */
  open(route: string, options?: Parameters<typeof observedPage>[1]): Promise<ObservedPage & { requests: Request[] }>;
}

/**
 * For one describe block: builds the site of `configPath`, serves it on a free
 * port and opens Chromium; everything is closed after the block.
 */
export function siteInChromium(configPath: string, prefix: string): ChromiumSite {
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  let origin = '';
  let outDir = '';
  const opened: ObservedPage[] = [];

  beforeAll(async () => {
    ({ server, origin, outDir } = await buildAndServe(configPath, prefix));
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const page of opened) await page.close();
    await browser?.close();
    await server?.close();
  });

  const newPage = async (options: Parameters<typeof observedPage>[1] = {}) => {
    const observed = await observedPage(browser!, options);
    opened.push(observed);
    return observed;
  };
  return {
    get origin() {
      return origin;
    },
    get outDir() {
      return outDir;
    },
    get browser() {
      return browser!;
    },
    newPage,
    async open(route, options = {}) {
      const observed = await newPage(options);
      await observed.page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      await observed.page.waitForSelector('html[data-hydrated]');
      const requests: Request[] = [];
      observed.page.on('request', (request) => requests.push(request));
      return { ...observed, requests };
    },
  };
}
