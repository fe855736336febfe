import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';

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

/** What pages need of a file they show or link to: a hash of its bytes (for its published name) and, for an image, its size. */
export interface FileFacts {
  hash: string;
  dimensions: ImageDimensions | undefined;
}

const knownFiles = new Map<string, FileFacts & { size: number; mtimeMs: number }>();

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
  const facts = { size, mtimeMs, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 8), dimensions: imageDimensions(bytes) };
  knownFiles.set(file, facts);
  return facts;
}

/** A static-folder image's size (see fileFacts). */
export function fileImageDimensions(file: string): ImageDimensions | undefined {
  return fileFacts(file)?.dimensions;
}
