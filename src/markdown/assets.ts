import path from 'node:path';
import { fileFacts, type ImageDimensions } from './image-dimensions.ts';

/** The output folder under `assets/` of a file shown as an image, and of any other file content links to. */
type AssetFolder = 'images' | 'files';

function assetKey(folder: AssetFolder, absolutePath: string): string {
  return `${folder}:${absolutePath}`;
}

/** The folder of an output path written by `entries()` (`assets/images/…` or `assets/files/…`). */
function folderOf(target: string): AssetFolder {
  return target.startsWith('assets/images/') ? 'images' : 'files';
}

/**
 * Images and files referenced by content, copied to the output under
 * content-hashed names (assets/images/…, assets/files/…) so they can be cached forever.
 */
export class AssetRegistry {
  /** Each file's URL, by folder and path: a file shown as an image and linked as a file (or required) elsewhere is published in both folders, as Docusaurus publishes it. */
  private readonly byKey = new Map<string, { source: string; url: string }>();
  private readonly dimensions = new Map<string, ImageDimensions | undefined>();

  constructor(private readonly baseUrl = '/') {}

  /** Public URL for a file, or undefined if the file does not exist. */
  add(absolutePath: string, folder: AssetFolder = 'images'): string | undefined {
    const key = assetKey(folder, absolutePath);
    const known = this.byKey.get(key);
    if (known) return known.url;
    const facts = fileFacts(absolutePath);
    if (!facts) return undefined;
    // Eight hex digits tell apart the versions of a file that a site publishes under one name.
    const hash = facts.hash.slice(0, 8);
    if (folder === 'images') this.dimensions.set(absolutePath, facts.dimensions);
    const extension = path.extname(absolutePath);
    const name = path.basename(absolutePath, extension).replace(/[^\w.-]+/g, '-');
    const url = `${this.baseUrl}assets/${folder}/${name}-${hash}${extension}`;
    this.byKey.set(key, { source: absolutePath, url });
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
    for (const [source, target] of entries) this.byKey.set(assetKey(folderOf(target), source), { source, url: `${this.baseUrl}${target}` });
  }

  /** Source file → output path relative to the output folder, which is served at the base URL. */
  entries(): [string, string][] {
    return [...this.byKey.values()].map(({ source, url }) => [source, url.slice(this.baseUrl.length)]);
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
