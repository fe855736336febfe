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
