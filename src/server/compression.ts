import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this, compression saves less than the headers it adds. */
export const MIN_COMPRESSED_BYTES = 1024;

/** The coding the client prefers among those offered, by the q-values of Accept-Encoding; brotli wins a tie. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    if (name) weights.set(name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzipWeight = weightOf('gzip');
  if (br > 0 && br >= gzipWeight) return 'br';
  return gzipWeight > 0 ? 'gzip' : undefined;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses on libuv's thread pool, so several responses compress at once
 * beside the server's own thread. The levels are low: each page is compressed
 * as it is first asked for (check-links asks for every page once), and the
 * defaults' last few per cent cost two to thirty times the time (brotli's 11 is
 * meant for compressing once ahead of time).
 */
export function compress(encoding: Encoding, body: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 4 });
  return brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}
