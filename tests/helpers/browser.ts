import { chromium, type Browser } from 'playwright-core';
import { startStaticServer, type StaticServer } from '../../src/server/static-server.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this sandbox needs (no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function serve(root: string): Promise<{ server: StaticServer; origin: string }> {
  const server = await startStaticServer({ root, port: 0, host: '127.0.0.1', liveReload: false });
  const address = server.server.address();
  return { server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
