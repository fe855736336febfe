import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startStaticServer, type StaticServer } from '../../src/server/static-server.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this sandbox needs (no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Serves an output folder on a free local port, at the site's base URL (`/` unless given). */
export async function serve(root: string, baseUrl?: string): Promise<{ server: StaticServer; origin: string }> {
  const server = await startStaticServer({ root, port: 0, host: '127.0.0.1', liveReload: false, ...(baseUrl ? { baseUrl } : {}) });
  const address = server.server.address();
  return { server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

export interface ObservedPage {
  page: Page;
  /** Console messages as `type: text`, and uncaught errors as `pageerror: message`. */
  messages: string[];
  close(): Promise<void>;
}

/** A page in a fresh context (its own storage) that records what the console says. */
export async function observedPage(browser: Browser, options: BrowserContextOptions & { initScript?: string } = {}): Promise<ObservedPage> {
  const { initScript, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return { page, messages, close: () => context.close() };
}

/** Follows a link to `route` as a reader clicks one, through the client router, until the document has `title`. */
export async function followLink(tab: Page, route: string, title: string): Promise<void> {
  await tab.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    document.querySelector('#__docgen_main')!.append(link);
    link.click();
  }, route);
  await tab.waitForFunction((expected) => document.title === expected, title);
}

/** Puts a link to `href` at the top of a doc page's content, as an author might have written it, for a test to click. */
export async function addContentLink(tab: Page, href: string, text: string): Promise<Locator> {
  await tab.evaluate(([target, label]) => {
    const link = document.createElement('a');
    link.href = target!;
    link.id = 'added-link';
    link.textContent = label!;
    document.querySelector('.theme-doc-markdown')!.prepend(link);
  }, [href, text]);
  return tab.locator('#added-link');
}

/**
 * A site (`makeSite` makes it) built as `docgen build` builds it, its output
 * served, and Chromium: set up before the describe block's tests, closed
 * after them. The fields are there once the set-up has run.
 */
export function builtSiteInChromium(makeSite: () => Promise<string>): { browser: Browser; origin: string } {
  const setUp = {} as { browser: Browser; origin: string };
  let server: StaticServer | undefined;
  beforeAll(async () => {
    const site = await makeSite();
    // Imported here: the other browser tests need not load the build's command.
    const { runBuild } = await import('./locales-site.ts');
    const built = await runBuild(site);
    expect(built.exitCode, built.printed).toBe(0);
    const served = await serve(path.join(site, 'out'));
    server = served.server;
    setUp.origin = served.origin;
    setUp.browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await setUp.browser?.close();
    await server?.close();
  });
  return setUp;
}
