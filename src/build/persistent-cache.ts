// The build cache kept on disk between runs of `docgen build` (in the site's
// .docgen-cache folder): compiled pages, rendered pages, the output's other files and
// the search index, each reused only when its inputs are unchanged. The whole
// cache is dropped when docgen, its dependencies, Node or the config change.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { LoadedConfig } from '../config/load-config.ts';
import { FrontMatterMemo, type ParsedFrontMatter } from '../content/front-matter.ts';
import type { FileRevision, KeyedFile, KeyedFiles, RevisionCache, WrittenFile } from '../output/atomic-output.ts';
import type { SearchIndexFiles } from '../search/search-index.ts';
import { docgenCodeFingerprint } from '../shared/docgen-source.ts';
import { replaceFile } from '../shared/replace-file.ts';
import { CompileCache, type CompileCacheEntry } from './compile-cache.ts';

export const CACHE_FOLDER = '.docgen-cache';

/**
 * A page rendered by an earlier build: what the link check read from it, and
 * its two output files (HTML and data chunk), which the next build takes from
 * the output folder while they are unchanged there.
 */
export interface RenderedPage {
  urls: string[];
  ids: string[];
  html: WrittenFile;
  chunk: WrittenFile;
}

interface CacheSnapshot {
  signature: string;
  compiled: [string, CompileCacheEntry][];
  rendered: [string, RenderedPage][];
  search?: SearchIndexFiles;
  revisions: [string, FileRevision][];
  files: [string, KeyedFile][];
  frontMatter: [string, ParsedFrontMatter][];
}

export class BuildCache {
  /** Rendered pages by the hash of everything they are rendered from (their data chunk). */
  rendered = new Map<string, RenderedPage>();
  private usedRenders = new Map<string, RenderedPage>();
  search?: SearchIndexFiles;
  /** Revisions of the output files for the offline precache. */
  revisions: RevisionCache = new Map();
  /** The output's files other than pages (assets, bundle, search index), for the next build to take unchanged. */
  files: KeyedFiles = new Map();
  /** Front matter read by the content loader, by its YAML text. */
  frontMatter = new FrontMatterMemo();
  /**
   * The file as read (a few tens of MB for a large site), until the next
   * save: a build that changed nothing would write the very same bytes, so
   * the save compares instead of writing.
   */
  private loadedBytes?: Buffer;

  private constructor(
    readonly compiled: CompileCache,
    private readonly file: string | undefined,
    private readonly signature: string,
  ) {}

  /** In memory only (docgen serve keeps it across rebuilds; `--no-cache` builds start empty). */
  static inMemory(): BuildCache {
    return new BuildCache(new CompileCache(), undefined, '');
  }

  /**
   * The site's cache from disk, or an empty one when there is none or it was
   * made by other inputs. `docgen build` and `docgen serve` (drafts, no
   * service worker) keep one each.
   */
  static async load(loaded: LoadedConfig, kind: 'build' | 'serve' = 'build'): Promise<BuildCache> {
    // One per locale: each locale's build has its own pages.
    const { currentLocale, defaultLocale } = loaded.config.i18n;
    const file = path.join(loaded.siteDir, CACHE_FOLDER, currentLocale === defaultLocale ? `${kind}.v8` : `${kind}-${currentLocale}.v8`);
    const signature = cacheSignature(loaded);
    try {
      const bytes = await readFile(file);
      const snapshot = deserialize(bytes) as CacheSnapshot;
      if (snapshot.signature === signature) {
        const cache = new BuildCache(new CompileCache(snapshot.compiled), file, signature);
        cache.loadedBytes = bytes;
        cache.rendered = new Map(snapshot.rendered);
        cache.search = snapshot.search;
        cache.revisions = new Map(snapshot.revisions);
        cache.files = new Map(snapshot.files);
        cache.frontMatter = new FrontMatterMemo(new Map(snapshot.frontMatter));
        return cache;
      }
    } catch {
      // No cache yet, or one from another docgen: start empty.
    }
    return new BuildCache(new CompileCache(), file, signature);
  }

  /** A page rendered by an earlier build from the same data, if any. */
  getRendered(key: string): RenderedPage | undefined {
    const page = this.rendered.get(key);
    if (page) this.usedRenders.set(key, page);
    return page;
  }

  setRendered(key: string, page: RenderedPage): void {
    this.usedRenders.set(key, page);
  }

  /**
   * Keeps only the pages of this build, then writes the cache (whole, so a
   * crash never leaves half a cache), unless it is the same as the file read.
   */
  async save(): Promise<void> {
    this.rendered = this.usedRenders;
    this.usedRenders = new Map();
    const frontMatter = this.frontMatter.used;
    this.frontMatter = new FrontMatterMemo(frontMatter);
    if (!this.file) return;
    // In order of their keys, not of when pages finished: the same cache, the same bytes.
    const snapshot: CacheSnapshot = { signature: this.signature, compiled: byKey(this.compiled.entriesList()), rendered: byKey(this.rendered), search: this.search, revisions: byKey(this.revisions), files: byKey(this.files), frontMatter: byKey(frontMatter) };
    const bytes = serialize(snapshot);
    const unchanged = this.loadedBytes?.equals(bytes) ?? false;
    this.loadedBytes = undefined;
    if (!unchanged) await replaceFile(this.file, bytes);
  }
}

function byKey<T>(entries: Iterable<[string, T]>): [string, T][] {
  return [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** What every cached result depends on besides its own inputs: docgen's code and dependencies, Node, and the config. */
function cacheSignature({ config, configPath }: LoadedConfig): string {
  const hash = createHash('sha256').update(docgenCodeFingerprint()).update('\0');
  hash.update(readFileSync(configPath)).update('\0').update(JSON.stringify(config));
  return hash.digest('hex');
}
