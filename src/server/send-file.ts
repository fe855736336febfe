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

/** What a response carries: a file in the output, or contents made in memory (docgen serve's preview). */
interface Body {
  /** The file's path or name: it gives the content type and keys the compressed copies. */
  name: string;
  size: number;
  mtime: Date;
  read(): Promise<Buffer>;
  /** Streams a large file instead of reading it whole. */
  stream?(): NodeJS.ReadableStream;
}

/**
 * Answers GET or HEAD with `file`: validators and 304 as static hosts send them
 * (a chunk the browser prefetched is revalidated without a body when the reader
 * follows the link), and text compressed as the client accepts it.
 */
export async function sendFile(request: IncomingMessage, response: ServerResponse, file: string, status: 200 | 404, options: SendOptions): Promise<void> {
  const { size, mtime } = await stat(file);
  await sendBody(request, response, { name: file, size, mtime, read: () => readFile(file), stream: () => createReadStream(file) }, status, options);
}

/** Answers with contents held in memory, named `name`, made at `mtime`. */
export async function sendContents(request: IncomingMessage, response: ServerResponse, contents: { name: string; bytes: Uint8Array; mtime: Date }, status: 200 | 404, options: SendOptions): Promise<void> {
  const bytes = Buffer.from(contents.bytes.buffer, contents.bytes.byteOffset, contents.bytes.byteLength);
  await sendBody(request, response, { name: contents.name, size: bytes.length, mtime: contents.mtime, read: async () => bytes }, status, options);
}

async function sendBody(request: IncomingMessage, response: ServerResponse, source: Body, status: 200 | 404, { compressed, page }: SendOptions): Promise<void> {
  const { name, size, mtime } = source;
  const type = contentTypeOf(name);
  const rewrite = page && type.mime.startsWith('text/html') ? page : undefined;
  const version = `${size.toString(16)}-${mtime.getTime().toString(16)}`;
  const validators: Validators = rewrite ? { etag: `W/"${version}-${rewrite.version}"` } : { etag: `W/"${version}"`, lastModified: mtime };
  const headers: OutgoingHttpHeaders = {
    'Cache-Control': HASHED_ASSET.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: validators.etag,
    ...(validators.lastModified && { 'Last-Modified': validators.lastModified.toUTCString() }),
    ...(type.compressible && { Vary: 'Accept-Encoding' }),
  };
  if (status === 200 && isNotModified(request.headers, validators)) {
    response.writeHead(304, headers).end();
    return;
  }
  const cache = type.compressible && size >= MIN_COMPRESSED_BYTES ? compressed : undefined;
  const encoding = cache ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  const original = async () => (rewrite ? Buffer.from(rewrite.rewrite((await source.read()).toString('utf8'))) : source.read());
  // A file with nothing to change streams from disk as it is.
  const stream = encoding || rewrite ? undefined : source.stream;
  const body = stream ? undefined : cache && encoding ? await cache.get(`${validators.etag} ${encoding} ${name}`, async () => compress(encoding, await original())) : await original();
  response.writeHead(status, {
    ...headers,
    'Content-Type': type.mime,
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': body?.length ?? size,
    ...(encoding && { 'Content-Encoding': encoding }),
  });
  if (request.method === 'HEAD') response.end();
  else if (stream) await pipeline(stream(), response);
  else response.end(body);
}
