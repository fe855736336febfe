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

const knownFiles = new Map<string, { size: number; mtimeMs: number; dimensions: ImageDimensions | undefined }>();

/**
 * A static-folder image's size, read once per thread while the file stays as
 * it is (docgen serve sees it change): one image, a logo or an icon, is shown
 * by many pages, each compiled on its own.
 */
export function fileImageDimensions(file: string): ImageDimensions | undefined {
  const { size, mtimeMs } = statSync(file);
  const known = knownFiles.get(file);
  if (known?.size === size && known.mtimeMs === mtimeMs) return known.dimensions;
  const dimensions = imageDimensions(readFileSync(file));
  knownFiles.set(file, { size, mtimeMs, dimensions });
  return dimensions;
}
