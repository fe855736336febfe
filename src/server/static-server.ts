// The local server of `docgen serve` and `docgen check-links`: the output
// folder with the URL rules of a static host, and, for docgen serve, the
// live-reload channel and the failed-build overlay.
import { existsSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { answerClientError } from './client-error.ts';
import { hostAllowed } from './host-check.ts';
import { CompressedBodies } from './compressed-bodies.ts';
import { LiveReload, RELOAD_PATH } from './live-reload.ts';
import type { BuildFailure } from './reload-client.ts';
import { pathWithinBase, tryDecode } from '../content/url.ts';
import { parseRequestTarget } from './request-target.ts';
import { resolveRequestFile } from './resolve-file.ts';
import { sendContents, sendFile } from './send-file.ts';

// The build's link check and the benchmark reach these through this module.
export { RELOAD_PATH, resolveRequestFile };

/** How long a request that found the output being replaced waits before it is answered again. */
const OUTPUT_SWAP_WAIT_MS = 50;
/** How long a request that found no output folder, where there was one, waits at most for the new one. */
const OUTPUT_SWAP_LIMIT_MS = 2000;
export type { BuildFailure };

// Request line and headers together; well above the request-target limit, so an
// over-long address gets this server's 414 rather than Node's 431.
const MAX_HEADER_BYTES = 64 * 1024;
// Enough for the compressed pages, chunks and bundles of a large site.
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Pages made on request while the first build runs (docgen serve): a file, a
 * failure to show over the page, or undefined to answer from the output folder.
 */
export interface PreviewSource {
  find(urlPath: string): Promise<{ name: string; bytes: Uint8Array; mtime: Date } | { failure: BuildFailure } | undefined>;
}

export interface StaticServer {
  server: Server;
  /** Answers from `preview` before the output folder until it is set to undefined. */
  setPreview(preview: PreviewSource | undefined): void;
  /** Tells every open page to reload, and clears a failed build's errors. */
  reload(): void;
  /** Shows a failed build's errors over every open page, and over pages loaded until the next reload(). */
  buildFailed(failure: BuildFailure): void;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  root: string;
  /** Where the site is served, as a host serves it (`/devdocs/`): its own links point below it. Default `/`. */
  baseUrl?: string;
  port: number;
  host: string;
  liveReload: boolean;
  /** False for the link checker on loopback, where compressing every page once only costs time. */
  compress?: boolean;
}

export function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const baseUrl = options.baseUrl ?? '/';
  const live = options.liveReload ? new LiveReload() : undefined;
  const sendOptions = { compressed: options.compress === false ? undefined : new CompressedBodies(COMPRESSED_CACHE_BYTES), page: live };
  let preview: PreviewSource | undefined;

  const respond = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (!hostAllowed(options.host, request.headers.host)) return sendStatus(request, response, 403, `this server answers requests for localhost or 127.0.0.1 only, not for ${JSON.stringify(request.headers.host)} (start it with --host to serve other names)`);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendStatus(request, response, 405, 'only GET and HEAD are answered', { Allow: 'GET, HEAD' });
    const target = parseRequestTarget(request.url ?? '');
    if (!target.ok) return sendStatus(request, response, target.status, target.reason);
    if (live && target.path === RELOAD_PATH && request.method === 'GET') return live.subscribe(request, response);
    // The base itself without its slash, and the server's root, lead to the site's home page.
    if (baseUrl !== '/' && (target.path === '/' || target.path === baseUrl.slice(0, -1))) {
      response.writeHead(target.path === '/' ? 302 : 301, { Location: `${baseUrl}${target.search}` }).end();
      return;
    }
    // Below the base, the path as the output folder sees it; outside it, nothing of the site.
    const requestPath = pathWithinBase(target.path, baseUrl);
    if (requestPath === undefined) return notFound(request, response);
    // A page written as `page.html` (trailingSlash false): `/page/` is answered with a redirect
    // to `/page`, so that relative links on it resolve as on the canonical address. So is
    // `/page/index.html`, which names no file but is stripped to `/page` (spec §2): the page
    // then shows at its own address, without JavaScript too, never as not found.
    const folder = requestPath.endsWith('/index.html') ? requestPath.slice(0, -'index.html'.length) : requestPath;
    if (folder.length > 1 && folder.endsWith('/') && !(await found(`${folder}index.html`))) {
      // One leading slash, so the Location can never name another host (`//host`).
      const canonical = `/${folder.replace(/^\/+|\/+$/g, '')}`;
      if (canonical !== '/' && (await found(canonical))) {
        response.writeHead(301, { Location: `${baseUrl}${canonical.slice(1)}${target.search}` }).end();
        return;
      }
    }
    const previewed = await preview?.find(requestPath);
    if (previewed && 'failure' in previewed) return sendHtml(request, response, 500, live ? live.rewrite(NOT_BUILT_PAGE, previewed.failure) : NOT_BUILT_PAGE);
    const file = previewed ? undefined : resolveRequestFile(root, requestPath);
    // A folder's index asked for without the folder's slash (`/page` for `page/index.html`, as
    // trailingSlash true writes pages) is redirected to `/page/`, as static hosts do, so that
    // relative links on it resolve against the folder.
    const name = previewed?.name ?? (file === undefined ? undefined : path.relative(root, file).split(path.sep).join('/'));
    if (name !== undefined && !requestPath.endsWith('/') && name === `${tryDecode(requestPath)?.replace(/^\/+/, '')}/index.html`) {
      response.writeHead(301, { Location: `${baseUrl}${requestPath.replace(/^\/+/, '')}/${target.search}` }).end();
      return;
    }
    if (previewed) return sendContents(request, response, previewed, 200, sendOptions);
    if (file) return sendFile(request, response, file, 200, sendOptions);
    // A page asked for in other letter case (`/Docs/Intro`): Docusaurus's router finds a route
    // whatever the case, so links written so pass the build's check. A redirect shows the page at
    // its own address, without JavaScript too. Files keep their case, as on a host.
    const lower = requestPath.toLowerCase();
    if (lower !== requestPath && !/\.(?!html$)[^/.]+$/i.test(lower) && (await found(lower))) {
      response.writeHead(301, { Location: `${baseUrl}${lower.replace(/^\/+/, '')}${target.search}` }).end();
      return;
    }
    return notFound(request, response);
  };

  /** Whether a request for `urlPath` finds a file: in the output folder, or among the first build's pages while it runs (one that failed to compile too). */
  const found = async (urlPath: string): Promise<boolean> => resolveRequestFile(root, urlPath) !== undefined || (await preview?.find(urlPath)) !== undefined;

  /** Whether the output folder has been there: from then on, its absence is a build putting its new output in place. */
  let outputSeen = existsSync(root);
  /** Whether the output folder is there, once a build that is replacing it has put the new one in place. */
  const outputInPlace = async (): Promise<boolean> => {
    for (let waited = 0; !existsSync(root); waited += OUTPUT_SWAP_WAIT_MS) {
      if (!outputSeen || waited >= OUTPUT_SWAP_LIMIT_MS) return false;
      await new Promise((resolve) => setTimeout(resolve, OUTPUT_SWAP_WAIT_MS));
    }
    outputSeen = true;
    return true;
  };

  /** The site's not-found page, answered with status 404. */
  const notFound = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    // Between the two renames that put a build's output in place (atomic-output.ts) there is none: a page that is
    // there before and after is answered once it is back, not as not found.
    if (!existsSync(root) && (await outputInPlace())) return respond(request, response);
    const notFoundPreview = await preview?.find('/404.html');
    if (notFoundPreview && !('failure' in notFoundPreview)) return sendContents(request, response, notFoundPreview, 404, sendOptions);
    const notFoundPage = path.join(root, '404.html');
    if (existsSync(notFoundPage)) return sendFile(request, response, notFoundPage, 404, sendOptions);
    // With no 404 page (no build has succeeded yet), a page that can still show a failed build and reload.
    if (live) return sendHtml(request, response, 404, live.rewrite(NOT_FOUND_PAGE));
    return sendStatus(request, response, 404, 'no file of the site has this address');
  };

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (request, response) => {
    const answer = (again: boolean): Promise<void> =>
      respond(request, response).catch(async (error: NodeJS.ErrnoException) => {
        // Once the headers are out, the client can only be told by a cut connection
        // (most often it went away itself, which needs no report).
        if (response.headersSent) {
          response.destroy();
          return;
        }
        // A file found, then gone before it was read: a build was putting its output in place (two renames,
        // see atomic-output.ts). Asked again a moment later, the new output answers.
        if (error.code === 'ENOENT' && !again) {
          await new Promise((resolve) => setTimeout(resolve, OUTPUT_SWAP_WAIT_MS));
          return answer(true);
        }
        process.stderr.write(`error: answering ${request.method} ${request.url}: ${error.message}\n`);
        sendStatus(request, response, 500, 'the server could not answer; the reason is in docgen\'s output');
      });
    void answer(false);
  });
  server.on('clientError', answerClientError);

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      resolve({
        server,
        setPreview: (next) => (preview = next),
        reload: () => live?.reload(),
        buildFailed: (failure) => live?.buildFailed(failure),
        close: () =>
          new Promise((done) => {
            live?.close();
            server.close(() => done());
          }),
      });
    });
  });
}

const NOT_FOUND_PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><body><p>Not found.</p></body></html>';
const NOT_BUILT_PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Build failed</title><body><p>This page could not be built.</p></body></html>';

function sendStatus(request: IncomingMessage, response: ServerResponse, status: number, reason: string, headers: Record<string, string> = {}): void {
  const body = `${status} ${STATUS_CODES[status]}: ${reason}.\n`;
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'X-Content-Type-Options': 'nosniff' });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function sendHtml(request: IncomingMessage, response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html), 'Cache-Control': 'no-cache' });
  response.end(request.method === 'HEAD' ? undefined : html);
}
