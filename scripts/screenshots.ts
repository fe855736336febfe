// Takes screenshots of a built site for review: every path at desktop and
// phone widths, in light and dark mode.
// Usage: npx tsx scripts/screenshots.ts <outDir> <shotsDir> /path [/path…]
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../src/server/static-server.ts';

const [outDir = 'build', shotsDir = 'screenshots', ...paths] = process.argv.slice(2);
const server = await startStaticServer({ root: outDir, port: 0, host: '127.0.0.1', liveReload: false });
const address = server.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
await mkdir(shotsDir, { recursive: true });
for (const width of [1280, 390]) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, deviceScaleFactor: 1 });
    await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error on ${page.url()}: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && console.error(`console error on ${page.url()}: ${message.text()}`));
    for (const route of paths.length ? paths : ['/']) {
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      const name = `${route.replace(/^\//, '').replace(/\//g, '_') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: path.join(shotsDir, name), fullPage: false });
      console.log(path.join(shotsDir, name));
    }
    await context.close();
  }
}
await browser.close();
await server.close();
