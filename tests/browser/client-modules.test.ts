// A site's client modules (Docusaurus's clientModules): run on every page,
// their stylesheets applied, and their onRouteUpdate and onRouteDidUpdate
// called for the address a page loads at and for each one the client router
// shows afterwards, once the new page (its title) is there.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { followLink, observedPage } from '../helpers/browser.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

const ROUTE_LOG = `import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

window.routeLog = [];
export function onRouteUpdate({ location, previousLocation }) {
  window.routeLog.push(['update', location.pathname, previousLocation && previousLocation.pathname]);
  return () => window.routeLog.push(['after', location.pathname]);
}
export function onRouteDidUpdate({ location, previousLocation }) {
  window.routeLog.push(['did', location.pathname + location.search + location.hash, previousLocation && previousLocation.pathname, document.title, ExecutionEnvironment.canUseDOM]);
}
`;

describe('client modules', () => {
  const fixture = servedFixtureInChromium('client-modules', async (site) => {
    await mkdir(path.join(site, 'client'), { recursive: true });
    await writeFile(path.join(site, 'client/route-log.js'), ROUTE_LOG);
    await writeFile(path.join(site, 'client/brand.css'), '.navbar { border-bottom: 3px solid rgb(1, 2, 3); }\n');
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Mini Site',", "title: 'Mini Site',\n  clientModules: ['./client/route-log.js', './client/brand.css'],"));
  });

  it('run on each page, with their stylesheet, and hear each address the router shows', async () => {
    const { page, messages, close } = await observedPage(fixture.browser);
    await page.goto(`${fixture.origin}/docs`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]');
    const log = () => page.evaluate(() => (window as unknown as { routeLog: unknown[] }).routeLog);
    expect(await log()).toEqual([
      ['update', '/docs', null],
      ['did', '/docs', null, 'Welcome | Mini Site', true],
      ['after', '/docs'],
    ]);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.navbar')!).borderBottomColor)).toBe('rgb(1, 2, 3)');

    await followLink(page, '/docs/apis/core/dml?from=intro', 'Data manipulation | Mini Site');
    await expect.poll(() => log().then((entries) => entries.length)).toBe(6);
    expect((await log()).slice(3)).toEqual([
      ['update', '/docs/apis/core/dml', '/docs'],
      ['did', '/docs/apis/core/dml?from=intro', '/docs', 'Data manipulation | Mini Site', true],
      ['after', '/docs/apis/core/dml'],
    ]);
    expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
    await close();
  });
});
