import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { tryDecode } from '../content/url.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8', '.woff2': 'font/woff2', '.woff': 'font/woff', '.webmanifest': 'application/manifest+json',
};

export const RELOAD_PATH = '/__docgen/reload';
const RELOAD_SCRIPT = `<script>(function(){var s=new EventSource('${RELOAD_PATH}');s.onmessage=function(){location.reload()}})();</script>`;

export interface StaticServer {
  server: Server;
  /** Tells every open page to reload. */
  reload(): void;
  close(): Promise<void>;
}

/** The file a static host would answer with: as is, then `.html`, then `/index.html`. */
export function resolveRequestFile(root: string, urlPath: string): string | undefined {
  const decoded = tryDecode(urlPath);
  if (decoded === undefined || decoded.includes('\0')) return undefined;
  const clean = path.posix.normalize(decoded).replace(/^(\.\.(\/|$))+/, '');
  const base = path.join(root, clean);
  if (base !== root && !base.startsWith(root + path.sep)) return undefined;
  const candidates = [base, `${base.replace(/\/$/, '')}.html`, path.join(base, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

export function startStaticServer(options: { root: string; port: number; host: string; liveReload: boolean }): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const clients = new Set<ServerResponse>();

  const send = async (request: IncomingMessage, response: ServerResponse, file: string, status: number) => {
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' };
    headers['Cache-Control'] = /\/assets\/.*\.[0-9a-zA-Z_-]{8,}\./.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (type.startsWith('text/html') && options.liveReload) {
      const html = (await readFile(file, 'utf8')).replace('</body>', `${RELOAD_SCRIPT}</body>`);
      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : html);
      return;
    }
    // Validators, as static hosts send them: a chunk the browser prefetched is
    // revalidated with a bodiless 304 when the reader then follows the link.
    const { size, mtime } = statSync(file);
    headers.ETag = `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
    headers['Last-Modified'] = mtime.toUTCString();
    if (status === 200 && request.headers['if-none-match'] === headers.ETag) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(status, { ...headers, 'Content-Length': String(size) });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === RELOAD_PATH && options.liveReload) {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      response.write(': connected\n\n');
      clients.add(response);
      request.on('close', () => clients.delete(response));
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // trailingSlash is false: `/page/` is answered with a redirect to `/page`, so that
    // relative links on it resolve as on the canonical address.
    if (url.pathname.length > 1 && url.pathname.endsWith('/') && !resolveRequestFile(root, `${url.pathname}index.html`)) {
      // One leading slash, so the Location can never name another host (`//host`).
      const canonical = `/${url.pathname.replace(/^\/+|\/+$/g, '')}`;
      if (canonical !== '/' && resolveRequestFile(root, canonical)) {
        response.writeHead(301, { Location: `${canonical}${url.search}` }).end();
        return;
      }
    }
    const file = resolveRequestFile(root, url.pathname);
    const handle = file ? send(request, response, file, 200) : existsSync(path.join(root, '404.html')) ? send(request, response, path.join(root, '404.html'), 404) : Promise.resolve(void response.writeHead(404).end('Not found'));
    handle.catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(`Server error: ${error.message}`);
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      resolve({
        server,
        reload() {
          for (const client of clients) client.write('data: reload\n\n');
        },
        close: () =>
          new Promise((done) => {
            for (const client of clients) client.end();
            server.close(() => done());
          }),
      });
    });
  });
}
