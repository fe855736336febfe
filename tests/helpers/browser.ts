import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
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
