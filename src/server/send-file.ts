import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { CompressedBodies } from './compressed-bodies.ts';
import { compress, MIN_COMPRESSED_BYTES, negotiateEncoding } from './compression.ts';
import { isNotModified, type Validators } from './conditional-get.ts';
import { contentTypeOf } from './content-types.ts';
import type { PageRewrite } from './live-reload.ts';

// Bundles named with a content hash never change under that name.
const HASHED_ASSET = /\/assets\/.*\.[0-9a-zA-Z_-]{8,}\./;

export interface SendOptions {
  /** Where compressed bodies are kept; without it nothing is compressed. */
  compressed?: CompressedBodies;
  /** Passes HTML pages through it (live reload). */
  page?: PageRewrite;
}

/**
 * Answers GET or HEAD with `file`: validators and 304 as static hosts send them
 * (a chunk the browser prefetched is revalidated without a body when the reader
 * follows the link), and text compressed as the client accepts it.
 */
export async function sendFile(request: IncomingMessage, response: ServerResponse, file: string, status: 200 | 404, { compressed, page }: SendOptions): Promise<void> {
  const { size, mtime } = await stat(file);
  const type = contentTypeOf(file);
  const rewrite = page && type.mime.startsWith('text/html') ? page : undefined;
  const version = `${size.toString(16)}-${mtime.getTime().toString(16)}`;
  const validators: Validators = rewrite ? { etag: `W/"${version}-${rewrite.version}"` } : { etag: `W/"${version}"`, lastModified: mtime };
  const headers: OutgoingHttpHeaders = {
    'Cache-Control': HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: validators.etag,
    ...(validators.lastModified && { 'Last-Modified': validators.lastModified.toUTCString() }),
    ...(type.compressible && { Vary: 'Accept-Encoding' }),
  };
  if (status === 200 && isNotModified(request.headers, validators)) {
    response.writeHead(304, headers).end();
    return;
  }
  const encoding = compressed && type.compressible && size >= MIN_COMPRESSED_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  const original = async () => (rewrite ? Buffer.from(rewrite.rewrite(await readFile(file, 'utf8'))) : readFile(file));
  // Everything else streams from disk as it is.
  const body = encoding ? await compressed!.get(`${validators.etag} ${encoding} ${file}`, async () => compress(encoding, await original())) : rewrite ? await original() : undefined;
  response.writeHead(status, {
    ...headers,
    'Content-Type': type.mime,
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': body?.length ?? size,
    ...(encoding && { 'Content-Encoding': encoding }),
  });
  if (request.method === 'HEAD') response.end();
  else if (body) response.end(body);
  else await pipeline(createReadStream(file), response);
}
