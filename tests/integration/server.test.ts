import { spawn } from 'node:child_process';
import { mkdir, rename, symlink, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFileCandidates } from '../../src/content/url.ts';
import { CompressedBodies } from '../../src/server/compressed-bodies.ts';
import { RELOAD_PATH, startStaticServer, type StaticServer } from '../../src/server/static-server.ts';
import { launchChromium } from '../helpers/browser.ts';
import { build, FIXTURES, PROJECT_ROOT, tempDir } from '../helpers/build.ts';

const SECRET = 'the secret beside the output folder';

/** Sends `head` (request line and headers) exactly as written: fetch would normalise the path. Resolves to what came back. */
function rawExchange(port: number, head: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}

const rawGet = (port: number, target: string) => rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

/** A GET with the body as bytes, not decoded (fetch would undo the compression). */
function getBytes(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** The live-reload channel as an open page sees it: every event received so far, as text. */
function subscribe(origin: string): Promise<{ received: () => string; close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = get(`${origin}${RELOAD_PATH}`, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk));
      resolve({ received: () => text, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The failure a served page was given, read back from its injected script. */
function injectedFailure(html: string): unknown {
  const argument = /\("\/__docgen\/reload", (.*), "[0-9a-f]{8}"\);<\/script><\/body>/.exec(html)?.[1];
  if (argument === undefined) throw new Error('No live-reload script in the page');
  return JSON.parse(argument);
}

describe('the local server', () => {
  let server: StaticServer;
  let origin: string;
  let port: number;
  let outDir: string;

  beforeAll(async () => {
    const dir = await tempDir('serve');
    outDir = path.join(dir, 'out');
    await build(path.join(FIXTURES, 'mini-site/site.config.ts'), outDir);
    await writeFile(path.join(dir, 'secret.txt'), SECRET);
    await mkdir(path.join(outDir, 'extra'));
    await writeFile(path.join(outDir, 'extra/a b.txt'), 'A file whose name has a space.');
    server = await startStaticServer({ root: outDir, port: 0, host: '127.0.0.1', liveReload: true });
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    origin = `http://127.0.0.1:${port}`;
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

  it('redirects /a/b/index.html to /a/b: no file has that name (trailingSlash false), and the path is stripped (spec §2)', async () => {
    for (const [asked, page] of [['/docs/apis/core/dml/index.html?tab=1', '/docs/apis/core/dml?tab=1'], ['/docs/index.html', '/docs'], ['/docs/1.0/index.html', '/docs/1.0']]) {
      const response = await fetch(`${origin}${asked}`, { redirect: 'manual' });
      expect(response.status, asked).toBe(301);
      expect(response.headers.get('location'), asked).toBe(page);
    }
    // The home page's file is index.html itself; a folder that names no page is still not found.
    expect((await fetch(`${origin}/index.html`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${origin}/docs/no/such/index.html`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${origin}//index.html`, { redirect: 'manual' })).headers.get('location')).toBeNull();
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

  it('answers If-None-Match lists and *, and If-Modified-Since when no entity tag is asked about', async () => {
    const url = `${origin}/_data/docs/apis/core/dml.json`;
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    const status = async (headers: Record<string, string>) => (await fetch(url, { headers })).status;
    expect(await status({ 'If-None-Match': `"other", W/"1-2", ${etag}` })).toBe(304);
    // Compared weakly: the same tag without W/ matches too.
    expect(await status({ 'If-None-Match': etag.replace(/^W\//, '') })).toBe(304);
    expect(await status({ 'If-None-Match': '*' })).toBe(304);
    expect(await status({ 'If-None-Match': '"other", W/"1-2"' })).toBe(200);
    expect(await status({ 'If-Modified-Since': lastModified })).toBe(304);
    expect(await status({ 'If-Modified-Since': 'Thu, 01 Jan 2015 00:00:00 GMT' })).toBe(200);
    expect(await status({ 'If-Modified-Since': 'not a date' })).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect(await status({ 'If-None-Match': '"other"', 'If-Modified-Since': lastModified })).toBe(200);
    // Only a page that exists is ever "not modified".
    expect((await fetch(`${origin}/no/such/page`, { headers: { 'If-None-Match': '*' } })).status).toBe(404);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const route of ['/_data/docs/apis/core/dml.json', '/docs/apis/core/dml']) {
      const got = await fetch(`${origin}${route}`, { headers: { 'Accept-Encoding': 'identity' } });
      const body = Buffer.from(await got.arrayBuffer());
      const head = await fetch(`${origin}${route}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
      expect(head.status, route).toBe(200);
      expect(head.headers.get('content-length'), route).toBe(String(body.length));
      expect(head.headers.get('etag'), route).toBe(got.headers.get('etag'));
      expect((await head.arrayBuffer()).byteLength, route).toBe(0);
    }
    const missing = await fetch(`${origin}/no/such/page`, { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });

  it('answers 405 with Allow to methods other than GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await fetch(`${origin}/docs`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('GET, HEAD');
    }
  });

  it('compresses text with brotli or gzip as Accept-Encoding asks, and leaves other files alone', async () => {
    const page = await (await fetch(`${origin}/docs`)).text();
    // The largest script of the first load: the chunk the entry imports (the entry itself is a few bytes, too small to compress).
    const scripts = await Promise.all([...page.matchAll(/(?:src|href)="(\/assets\/js\/[^"]+\.js)"/g)].map(async ([, url]) => ({ url: `${origin}${url}`, plain: await getBytes(`${origin}${url}`) })));
    const { url: script, plain } = scripts.reduce((largest, candidate) => (candidate.plain.body.length > largest.plain.body.length ? candidate : largest));
    expect(plain.body.length).toBeGreaterThan(100_000);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await getBytes(script, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gzip = await getBytes(script, { 'Accept-Encoding': 'br;q=0.5, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    expect((await getBytes(script, { 'Accept-Encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await getBytes(script, { 'Accept-Encoding': '*' })).headers['content-encoding']).toBe('br');

    // A page is compressed after the live-reload script is put in.
    const html = await getBytes(`${origin}/docs`, { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(html.body).toString()).toContain(RELOAD_PATH);

    // Compressed once per version of a file: a changed file is never answered from the old one.
    const notes = path.join(outDir, 'extra/notes.txt');
    await writeFile(notes, 'first version\n'.repeat(200));
    expect(gunzipSync((await getBytes(`${origin}/extra/notes.txt`, { 'Accept-Encoding': 'gzip' })).body).toString()).toContain('first version');
    await writeFile(notes, 'second version, longer\n'.repeat(200));
    const second = await getBytes(`${origin}/extra/notes.txt`, { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(second.body).toString()).toBe('second version, longer\n'.repeat(200));
    const head = await fetch(`${origin}/extra/notes.txt`, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.headers.get('content-length')).toBe(String(second.body.length));

    await writeFile(path.join(outDir, 'extra/image.png'), Buffer.alloc(4096, 7));
    const image = await getBytes(`${origin}/extra/image.png`, { 'Accept-Encoding': 'gzip, br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });

  it('sends the content type of each kind of file, and application/octet-stream for unknown ones', async () => {
    const expected: Record<string, [type: string, compressed: boolean]> = {
      'x.mjs': ['text/javascript; charset=utf-8', true],
      'x.wasm': ['application/wasm', false],
      'x.js.map': ['application/json; charset=utf-8', true],
      'x.csv': ['text/csv; charset=utf-8', true],
      'x.md': ['text/markdown; charset=utf-8', true],
      'x.svg': ['image/svg+xml; charset=utf-8', true],
      'x.webmanifest': ['application/manifest+json; charset=utf-8', true],
      'x.xml': ['application/xml; charset=utf-8', true],
      'x.pdf': ['application/pdf', false],
      'x.avif': ['image/avif', false],
      'x.mp4': ['video/mp4', false],
      'x.webm': ['video/webm', false],
      'x.ttf': ['font/ttf', false],
      'x.otf': ['font/otf', false],
      'x.zip': ['application/zip', false],
      'X.PDF': ['application/pdf', false],
      'x.unknown': ['application/octet-stream', false],
      'no-extension': ['application/octet-stream', false],
    };
    for (const name of Object.keys(expected)) await writeFile(path.join(outDir, 'extra', name), 'x'.repeat(2048));
    for (const [name, [type, compressed]] of Object.entries(expected)) {
      const response = await getBytes(`${origin}/extra/${name}`, { 'Accept-Encoding': 'gzip' });
      expect(response.headers['content-type'], name).toBe(type);
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['content-encoding'], name).toBe(compressed ? 'gzip' : undefined);
    }
  });

  it('redirects a page asked for in other letter case to its address, as routes match whatever the case; files keep theirs', async () => {
    for (const [asked, page] of [['/Docs/APIs/Core/DML?tab=1#top', '/docs/apis/core/dml?tab=1'], ['/DOCS', '/docs'], ['/docs/APIs/core/dml.html', '/docs/apis/core/dml.html']]) {
      const response = await fetch(`${origin}${asked}`, { redirect: 'manual' });
      expect(response.status, asked).toBe(301);
      expect(response.headers.get('location'), asked).toBe(page);
    }
    expect((await fetch(`${origin}/Docs/No/Such`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${origin}/IMG/favicon.svg`, { redirect: 'manual' })).status).toBe(404);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await fetch(`${origin}/docs/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('answers a page asked for while a build puts its output in place, between its two renames, once the new output is there', async () => {
    const aside = `${outDir}-previous`;
    await rename(outDir, aside);
    const asked = fetch(`${origin}/docs/apis/core/dml`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await rename(aside, outDir);
    const response = await asked;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Data manipulation | Mini Site</title>');
  });

  it('refuses path traversal in every encoding with 400, and never serves files outside the output folder', async () => {
    const attempts = [
      '/../secret.txt',
      '/docs/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/..%2fsecret.txt',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/..\\secret.txt',
      '/%5c..%5csecret.txt',
      '/%2e%2e%5Csecret.txt',
      '/docs%00.html',
      '/%00',
      // Overlong UTF-8 for ".": not UTF-8, so never decoded to anything.
      '/%c0%ae%c0%ae/secret.txt',
      '/%',
      '/%zz/secret.txt',
    ];
    for (const target of attempts) {
      const response = await rawGet(port, target);
      expect(response.status, target).toBe(400);
      expect(response.text, target).not.toContain(SECRET);
      expect(response.text, target).not.toContain('root:');
    }
    // Decoded once only: a double-encoded ".." is a file name that does not exist.
    for (const target of ['/%252e%252e/secret.txt', '/%252e%252e%252fsecret.txt', '/docs/%252e%252e/%252e%252e/secret.txt']) {
      const response = await rawGet(port, target);
      expect([400, 404], target).toContain(response.status);
      expect(response.text, target).not.toContain(SECRET);
    }
  });

  it('does not follow a link in the output folder to a file or folder outside it', async () => {
    const outside = path.dirname(outDir);
    await symlink(path.join(outside, 'secret.txt'), path.join(outDir, 'extra/secret.txt'));
    await symlink(outside, path.join(outDir, 'extra/up'));
    for (const target of ['/extra/secret.txt', '/extra/up/secret.txt']) {
      const response = await rawGet(port, target);
      expect(response.status, target).toBe(404);
      expect(response.text, target).not.toContain(SECRET);
    }
    // A link within the output is served.
    await symlink(path.join(outDir, 'extra/a b.txt'), path.join(outDir, 'extra/alias.txt'));
    expect((await rawGet(port, '/extra/alias.txt')).text).toContain('A file whose name has a space.');
  });

  it('answers only requests addressed to this machine, so a page elsewhere cannot read it through DNS rebinding', async () => {
    const withHost = (host: string, target: string) => rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    for (const target of ['/docs/apis/core/dml', RELOAD_PATH]) {
      const refused = await withHost(`rebind.attacker.example:${port}`, target);
      expect(refused.status, target).toBe(403);
      expect(refused.text, target).toContain('this server answers requests for localhost or 127.0.0.1 only, not for "rebind.attacker.example:');
    }
    expect((await withHost(`localhost:${port}`, '/docs/apis/core/dml')).status).toBe(200);
  });

  it('still serves files whose names need percent-encoding', async () => {
    const response = await rawGet(port, '/extra/a%20b.txt');
    expect(response.status).toBe(200);
    expect(response.text).toContain('A file whose name has a space.');
    expect((await rawGet(port, '/docs/./apis/core/dml')).status).toBe(200);
  });

  it('answers 414 to an absurdly long address, and malformed requests with 400 or 431 and a reason', async () => {
    expect((await rawGet(port, `/${'a'.repeat(8191)}`)).status).toBe(404);
    const tooLong = await rawGet(port, `/${'a'.repeat(8192)}`);
    expect(tooLong.status).toBe(414);
    expect(tooLong.text).toContain('longer than 8192 bytes');
    // Past Node's header limit the parser itself refuses it.
    const hugeHeader = await rawExchange(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'b'.repeat(100_000)}\r\n\r\n`);
    expect(hugeHeader.status).toBe(431);
    expect(hugeHeader.text).toContain('too long');
    const malformed = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nNot a header\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain('malformed');
    expect((await rawGet(port, 'http://example.test/docs')).status).toBe(400);
    expect((await fetch(`${origin}/docs`)).status).toBe(200);
  });

  it('serves hashed assets as immutable and injects the live-reload client into pages', async () => {
    const page = await (await fetch(`${origin}/docs`)).text();
    const script = /src="(\/assets\/js\/main\.[A-Z0-9]+\.js)"/.exec(page)![1]!;
    const asset = await fetch(`${origin}${script}`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(page).toContain('new EventSource(reloadPath)');
    expect(injectedFailure(page)).toBeNull();
  });

  it('tells open pages of a failed build, puts it into pages served until the next good build, and cannot be broken out of', async () => {
    const stream = await subscribe(origin);
    const before = await fetch(`${origin}/docs`);
    const message = 'content/docs/x.mdx:3: Unexpected </script><script>alert(1)</script> & <!-- here';
    try {
      server.buildFailed({ messages: [message] });
      await until(() => stream.received().includes('event: build-error'), 'the build-error event');
      expect(stream.received()).toContain(`event: build-error\ndata: ${JSON.stringify({ messages: [message] })}\n\n`);

      const during = await fetch(`${origin}/docs`, { headers: { 'If-None-Match': before.headers.get('etag')! } });
      // The page's text is the same on disk, but what is served changed.
      expect(during.status).toBe(200);
      const html = await during.text();
      expect(html).not.toContain('</script><script>alert(1)');
      expect(html).not.toContain('<!-- here');
      expect(injectedFailure(html)).toEqual({ messages: [message] });
      // A page subscribing now is told at once.
      const late = await subscribe(origin);
      await until(() => late.received().includes('event: build-error'), 'the build-error event on a new subscription');
      late.close();

      server.reload();
      await until(() => stream.received().includes('data: reload\n\n'), 'the reload message');
      expect(injectedFailure(await (await fetch(`${origin}/docs`)).text())).toBeNull();
    } finally {
      stream.close();
    }
  });

  it('reloads an open page once its channel connects to a new run of the server, which may have built since; not on the run that served it', async () => {
    const first = await startStaticServer({ root: outDir, port: 0, host: '127.0.0.1', liveReload: true });
    const { port: samePort } = first.server.address() as AddressInfo;
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${samePort}/docs`, { waitUntil: 'networkidle' });
      let loads = 0;
      page.on('load', () => loads++);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(loads).toBe(0);
      await first.close();
      const second = await startStaticServer({ root: outDir, port: samePort, host: '127.0.0.1', liveReload: true });
      try {
        // EventSource connects again after about three seconds.
        await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(loads).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      await browser.close();
    }
  }, 30_000);

  it('answers with a page that can show a failed build when the output has no 404 page yet', async () => {
    const empty = await tempDir('serve-empty');
    const live = await startStaticServer({ root: empty, port: 0, host: '127.0.0.1', liveReload: true });
    const still = await startStaticServer({ root: empty, port: 0, host: '127.0.0.1', liveReload: false });
    const originOf = (started: StaticServer) => `http://127.0.0.1:${(started.server.address() as { port: number }).port}`;
    try {
      live.buildFailed({ messages: ['content/docs/intro.md:1: Bad front matter'] });
      const response = await fetch(`${originOf(live)}/docs`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(injectedFailure(await response.text())).toEqual({ messages: ['content/docs/intro.md:1: Bad front matter'] });
      const plain = await fetch(`${originOf(still)}/docs`);
      expect(plain.status).toBe(404);
      expect(plain.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    } finally {
      await live.close();
      await still.close();
    }
  });

  it('serves a preview of folder-index pages (trailingSlash true) at their folder, and redirects there without a loop', async () => {
    const empty = await tempDir('serve-preview-slash');
    const live = await startStaticServer({ root: empty, port: 0, host: '127.0.0.1', liveReload: true });
    const at = `http://127.0.0.1:${(live.server.address() as { port: number }).port}`;
    // As the build's preview looks its pages up: by the files a static host would try.
    const pages = new Set(['docs/w/index.html']);
    live.setPreview({
      async find(urlPath) {
        const name = requestFileCandidates(urlPath)?.find((candidate) => pages.has(candidate));
        return name === undefined ? undefined : { name, bytes: Buffer.from('<!doctype html><title>w</title><body><p>folder page</p></body>'), mtime: new Date(0) };
      },
    });
    try {
      const page = await fetch(`${at}/docs/w/`, { redirect: 'manual' });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<p>folder page</p>');
      const bare = await fetch(`${at}/docs/w?q=1`, { redirect: 'manual' });
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/docs/w/?q=1']);
    } finally {
      await live.close();
    }
  });

  it('answers from a preview before the output folder while one is set: its pages with the live-reload client, its failures over an error page', async () => {
    const empty = await tempDir('serve-preview');
    await writeFile(path.join(empty, 'on-disk.txt'), 'from the output folder');
    // An earlier build's page: the preview's is newer.
    await mkdir(path.join(empty, 'docs'));
    await writeFile(path.join(empty, 'docs/y.html'), '<!doctype html><title>stale</title><body><p>stale</p></body>');
    const live = await startStaticServer({ root: empty, port: 0, host: '127.0.0.1', liveReload: true });
    const at = `http://127.0.0.1:${(live.server.address() as { port: number }).port}`;
    const asked: string[] = [];
    const failure = { messages: ['content/docs/x.mdx:7: Expected a closing tag for <div>'] };
    live.setPreview({
      async find(urlPath) {
        asked.push(urlPath);
        if (urlPath === '/docs/x') return { failure };
        if (urlPath === '/docs/y' || urlPath === '/docs/z' || urlPath === '/404.html') return { name: urlPath === '/404.html' ? '404.html' : 'docs/y.html', bytes: Buffer.from(`<!doctype html><title>${urlPath}</title><body><p>made</p></body>`), mtime: new Date(0) };
        return undefined;
      },
    });
    try {
      const made = await fetch(`${at}/docs/y`, { headers: { 'Accept-Encoding': 'identity' } });
      expect(made.status).toBe(200);
      expect(made.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await made.text();
      expect(page).toContain('<p>made</p>');
      expect(injectedFailure(page)).toBeNull();

      // The URL rules of a static host hold for pages only the preview has.
      const slashed = await fetch(`${at}/docs/z/?q=1`, { redirect: 'manual' });
      expect(slashed.status).toBe(301);
      expect(slashed.headers.get('location')).toBe('/docs/z?q=1');

      const broken = await fetch(`${at}/docs/x`);
      expect(broken.status).toBe(500);
      expect(injectedFailure(await broken.text())).toEqual(failure);

      expect(await (await fetch(`${at}/on-disk.txt`)).text()).toBe('from the output folder');
      const missing = await fetch(`${at}/nowhere`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<title>/404.html</title>');

      live.setPreview(undefined);
      asked.length = 0;
      expect(await (await fetch(`${at}/docs/y`)).text()).toContain('<p>stale</p>');
      expect((await fetch(`${at}/docs/x`)).status).toBe(404);
      expect(asked).toEqual([]);
    } finally {
      await live.close();
    }
  });

  it('is bound to 127.0.0.1 by docgen serve unless --host says otherwise', async () => {
    const child = spawn(process.execPath, ['bin/docgen.js', 'serve', '--no-watch', '--out', outDir, '--port', '0'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
      await until(() => /Serving .* at /.test(stdout), 'docgen serve to start');
      const url = /at (http:\/\/\S+)/.exec(stdout)![1]!;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      expect((await fetch(`${url}docs`)).status).toBe(200);
      // Not reachable on the machine's other addresses.
      const external = Object.values(networkInterfaces()).flat().find((address) => address && !address.internal && address.family === 'IPv4');
      if (external) {
        const reached = await new Promise<boolean>((resolve) => {
          const socket = connect(Number(new URL(url).port), external.address, () => resolve(true)).on('error', () => resolve(false));
          socket.on('connect', () => socket.destroy());
        });
        expect(reached).toBe(false);
      }
    } finally {
      child.kill();
    }
  });

  it('with --host 0.0.0.0, prints an address a browser can open', async () => {
    const child = spawn(process.execPath, ['bin/docgen.js', 'serve', '--no-watch', '--out', outDir, '--port', '0', '--host', '0.0.0.0'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
      await until(() => /Serving .* at /.test(stdout), 'docgen serve to start');
      const url = /at (http:\/\/\S+)/.exec(stdout)![1]!;
      expect(url).toMatch(/^http:\/\/localhost:\d+\/$/);
      expect((await fetch(`${url}docs`)).status).toBe(200);
    } finally {
      child.kill();
    }
  });
});

describe("the server's cache of compressed bodies", () => {
  it('makes each body once, shares it with requests that arrive meanwhile, and stays within its size', async () => {
    const cache = new CompressedBodies(400);
    let made = 0;
    const make = (size: number) => async () => {
      made++;
      return Buffer.alloc(size);
    };
    const [first, second] = await Promise.all([cache.get('a', make(100)), cache.get('a', make(100))]);
    expect(made).toBe(1);
    expect(first).toBe(second);
    await cache.get('b', make(100));
    await cache.get('c', make(100));
    await cache.get('a', make(100)); // used again: now the most recent
    await cache.get('d', make(100));
    await cache.get('e', make(100)); // over 400 bytes: the least recently used, b, goes
    made = 0;
    await cache.get('a', make(100));
    expect(made).toBe(0);
    await cache.get('b', make(100));
    expect(made).toBe(1);
    // Too large to keep: made again each time.
    await cache.get('big', make(200));
    await cache.get('big', make(200));
    expect(made).toBe(3);
    // A failure is not kept either.
    await expect(cache.get('bad', () => Promise.reject(new Error('no such file')))).rejects.toThrow('no such file');
    expect(await cache.get('bad', make(10))).toHaveLength(10);
  });
});
