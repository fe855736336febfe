import path from 'node:path';
import { fileFacts, type ImageDimensions } from './image-dimensions.ts';

/**
 * Images and files referenced by content, copied to the output under
 * content-hashed names (assets/images/…, assets/files/…) so they can be cached forever.
 */
export class AssetRegistry {
  private readonly byPath = new Map<string, string>();
  private readonly dimensions = new Map<string, ImageDimensions | undefined>();

  constructor(private readonly baseUrl = '/') {}

  /** Public URL for a file, or undefined if the file does not exist. */
  add(absolutePath: string, folder: 'images' | 'files' = 'images'): string | undefined {
    const known = this.byPath.get(absolutePath);
    if (known) return known;
    const facts = fileFacts(absolutePath);
    if (!facts) return undefined;
    const { hash } = facts;
    if (folder === 'images') this.dimensions.set(absolutePath, facts.dimensions);
    const extension = path.extname(absolutePath);
    const name = path.basename(absolutePath, extension).replace(/[^\w.-]+/g, '-');
    const url = `${this.baseUrl}assets/${folder}/${name}-${hash}${extension}`;
    this.byPath.set(absolutePath, url);
    return url;
  }

  /** A function giving a file's URL in the `files` folder, for stylesheets (see site-files.ts): the URL any registry gives that file. */
  static fileUrls(baseUrl: string): (file: string) => string | undefined {
    const registry = new AssetRegistry(baseUrl);
    return (file) => registry.add(file, 'files');
  }

  /** The width and height of an image added here, read from the bytes hashed for its name. */
  dimensionsOf(absolutePath: string): ImageDimensions | undefined {
    return this.dimensions.get(absolutePath);
  }

  /** Adds files already published by another registry (a cached page's images). */
  merge(entries: [string, string][]): void {
    for (const [source, target] of entries) this.byPath.set(source, `${this.baseUrl}${target}`);
  }

  /** Source file → output path relative to the output folder, which is served at the base URL. */
  entries(): [string, string][] {
    return [...this.byPath.entries()].map(([source, url]) => [source, url.slice(this.baseUrl.length)]);
  }

  /**
   * Each output file once (path relative to the output folder), with the
   * source to copy: files of the same name and content (an image in each
   * version of a doc) publish one file, read from the first source by path.
   */
  outputFiles(): [target: string, source: string][] {
    const files = new Map<string, string>();
    for (const [source, target] of this.entries()) {
      const known = files.get(target);
      if (known === undefined || source < known) files.set(target, source);
    }
    return [...files];
  }
}
