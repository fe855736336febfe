import { describe, expect, it } from 'vitest';
import { imageDimensions } from '../../src/markdown/image-dimensions.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('image dimensions', () => {
  it('reads an SVG’s size from its attributes, or its viewBox', () => {
    expect(imageDimensions(bytes('<svg xmlns="http://www.w3.org/2000/svg" width="520" height="300"></svg>'))).toEqual({ width: 520, height: 300 });
    expect(imageDimensions(bytes('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10"></svg>'))).toEqual({ width: 40, height: 10 });
  });

  it('gives nothing for bytes that are no image it knows, rather than failing the page', () => {
    expect(imageDimensions(bytes('not an image at all'))).toBeUndefined();
    expect(imageDimensions(new Uint8Array())).toBeUndefined();
  });
});
