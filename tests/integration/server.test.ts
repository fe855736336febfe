import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../src/server/static-server.ts';
import { build, FIXTURES, tempDir } from '../helpers/build.ts';

describe('the local server', () => {
  let server: StaticServer;
  let origin: string;

  beforeAll(async () => {
    const outDir = path.join(await tempDir('serve'), 'out');
    await build(path.join(FIXTURES, 'mini-site/site.config.ts'), outDir);
    server = await startStaticServer({ root: outDir, port: 0, host: '127.0.0.1', liveReload: true });
    const address = server.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => server.close());

  it('serves /a/b from a/b.html like a static host', async () => {
    const response = await fetch(`${origin}/docs/apis/core/dml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<title>Data manipulation | Mini Site</title>');
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it('redirects /a/b/ to /a/b (trailingSlash false), so relative links resolve as on the canonical address', async () => {
    const response = await fetch(`${origin}/docs/apis/core/dml/?tab=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/docs/apis/core/dml?tab=1');
    // Never towards another host, and not for paths that name nothing.
    const sneaky = await fetch(`${origin}//docs/apis/core/dml/`, { redirect: 'manual' });
    expect(sneaky.headers.get('location') ?? '').not.toMatch(/^\/\//);
    expect((await fetch(`${origin}/docs/no/such/`, { redirect: 'manual' })).status).toBe(404);
  });

  it('sends validators, so a prefetched data chunk is revalidated without a body', async () => {
    const first = await fetch(`${origin}/_data/docs/apis/core/dml.json`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.headers.get('last-modified')).toBeTruthy();
    const again = await fetch(`${origin}/_data/docs/apis/core/dml.json`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await fetch(`${origin}/_data/docs/apis/core/dml.json`, { headers: { 'If-None-Match': 'W/"0-0"' } });
    expect(changed.status).toBe(200);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await fetch(`${origin}/docs/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('never serves files outside the output folder', async () => {
    const response = await fetch(`${origin}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('root:');
  });

  it('serves hashed assets as immutable and injects the live-reload client into pages', async () => {
    const page = await (await fetch(`${origin}/docs`)).text();
    const script = /src="(\/assets\/js\/main\.[A-Z0-9]+\.js)"/.exec(page)![1]!;
    const asset = await fetch(`${origin}${script}`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(page).toContain("new EventSource('/__docgen/reload')");
  });
});
