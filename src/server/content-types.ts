import path from 'node:path';

export interface ContentType {
  /** The Content-Type header. */
  mime: string;
  /** Text worth compressing; images, fonts, video and archives are compressed already. */
  compressible: boolean;
}

const text = (mime: string): ContentType => ({ mime, compressible: true });
const binary = (mime: string): ContentType => ({ mime, compressible: false });

const TYPES: Record<string, ContentType> = {
  '.html': text('text/html; charset=utf-8'),
  '.js': text('text/javascript; charset=utf-8'),
  '.mjs': text('text/javascript; charset=utf-8'),
  '.css': text('text/css; charset=utf-8'),
  '.json': text('application/json; charset=utf-8'),
  '.map': text('application/json; charset=utf-8'),
  '.webmanifest': text('application/manifest+json; charset=utf-8'),
  '.svg': text('image/svg+xml; charset=utf-8'),
  '.xml': text('application/xml; charset=utf-8'),
  '.txt': text('text/plain; charset=utf-8'),
  '.csv': text('text/csv; charset=utf-8'),
  '.md': text('text/markdown; charset=utf-8'),
  // Pagefind's search runs as WebAssembly; browsers compile it while it streams only with this type.
  '.wasm': binary('application/wasm'),
  '.png': binary('image/png'),
  '.jpg': binary('image/jpeg'),
  '.jpeg': binary('image/jpeg'),
  '.gif': binary('image/gif'),
  '.webp': binary('image/webp'),
  '.avif': binary('image/avif'),
  '.ico': binary('image/x-icon'),
  '.woff2': binary('font/woff2'),
  '.woff': binary('font/woff'),
  '.ttf': binary('font/ttf'),
  '.otf': binary('font/otf'),
  '.mp4': binary('video/mp4'),
  '.webm': binary('video/webm'),
  '.mp3': binary('audio/mpeg'),
  '.pdf': binary('application/pdf'),
  '.zip': binary('application/zip'),
};

// Anything else is sent as bytes to save, never guessed at (the server also sends `nosniff`).
const UNKNOWN = binary('application/octet-stream');

export function contentTypeOf(file: string): ContentType {
  return TYPES[path.extname(file).toLowerCase()] ?? UNKNOWN;
}
