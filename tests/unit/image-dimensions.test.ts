import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileImageDimensions, imageDimensions } from '../../src/markdown/image-dimensions.ts';

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

  it('reads a file’s size again once the file has changed, as docgen serve needs', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'docgen-image-'));
    try {
      const file = path.join(folder, 'logo.svg');
      await writeFile(file, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"></svg>');
      expect(fileImageDimensions(file)).toEqual({ width: 10, height: 20 });
      await writeFile(file, '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="20"></svg>');
      await utimes(file, new Date(), new Date(Date.now() + 5000));
      expect(fileImageDimensions(file)).toEqual({ width: 300, height: 20 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
