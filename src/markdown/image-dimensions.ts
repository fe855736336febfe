import { readFileSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';
import { contentHash } from '../shared/hash-of.ts';

export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * An image's size as the browser shows it, from its bytes; undefined for a
 * format the reader does not know or a file it cannot make sense of. Given
 * as width and height attributes, it lets the browser keep the image's place
 * before it loads, so that the page does not shift under a reader who has
 * just followed a link to one of its headings.
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  try {
    const { width, height, orientation } = imageSize(bytes);
    if (!width || !height) return undefined;
    // EXIF orientations 5 to 8 turn the picture a quarter, and browsers show it turned.
    return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}

/** What pages need of a file they show or link to: the hash of its bytes (for its published name) and, for an image, its size; with the size and time it had when read. */
export interface FileFacts {
  size: number;
  mtimeMs: number;
  hash: string;
  dimensions: ImageDimensions | undefined;
}

const knownFiles = new Map<string, FileFacts>();

/**
 * A file's facts, read once per thread while the file stays as it is (docgen
 * serve sees it change): one image, a logo or a diagram shared by the
 * versions of a doc, is used by many pages, each compiled on its own.
 * Undefined for a file that does not exist.
 */
export function fileFacts(file: string): FileFacts | undefined {
  let size: number, mtimeMs: number;
  try {
    ({ size, mtimeMs } = statSync(file));
  } catch {
    return undefined;
  }
  const known = knownFiles.get(file);
  if (known?.size === size && known.mtimeMs === mtimeMs) return known;
  const bytes = readFileSync(file);
  const facts = { size, mtimeMs, hash: contentHash(bytes), dimensions: imageDimensions(bytes) };
  knownFiles.set(file, facts);
  return facts;
}

/** The facts of a file this thread has read, as it was when read (the build cache's stamps take its hash). */
export function knownFileFacts(file: string): FileFacts | undefined {
  return knownFiles.get(file);
}

/** A static-folder image's size (see fileFacts). */
export function fileImageDimensions(file: string): ImageDimensions | undefined {
  return fileFacts(file)?.dimensions;
}
