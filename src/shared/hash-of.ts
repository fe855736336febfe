import { createHash } from 'node:crypto';

/**
 * A key for what a cache or a reused file was made from: the hash of the
 * parts, each ended by a NUL so that ("ab", "c") and ("a", "bc") differ.
 * SHA-1 is enough to tell contents apart, and quicker than SHA-256 on the
 * megabytes of page text a build hashes.
 */
export function hashOf(...parts: (string | number)[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(String(part)).update('\0');
  return hash.digest('hex');
}

/**
 * The hash of a file's bytes: the start of it names a published image, and
 * the whole tells the build cache whether a file with a new time changed.
 */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
