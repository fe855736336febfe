import type { MarkdownResult } from '../markdown/types.ts';
import type { Warning } from '../shared/logger.ts';
import type { CompileOutcome } from './compile-job.ts';
import { isUnchanged, type FileStamp } from './file-stamps.ts';
import type { LinkLookup } from './page-lookups.ts';

export interface CompileCacheEntry {
  key: string;
  result: MarkdownResult;
  /** Images the page uses: source path, output path and the source's stamp when compiled. */
  assets: { source: string; target: string; stamp: FileStamp }[];
  /** Other files the output was made from (imported components and data, raw files, static images), and the folders a missing import would be made in, with their stamps. */
  dependencies: { file: string; stamp: FileStamp }[];
  /** Its `.md` links with the permalinks they found (see page-lookups.ts). */
  linkLookups: LinkLookup[];
  warnings: Warning[];
}

/** A cached page as the outcome of compiling it, which is what the build and serve's preview take. */
export function outcomeOf(entry: CompileCacheEntry): Extract<CompileOutcome, { ok: true }> {
  return {
    ok: true,
    result: entry.result,
    assets: entry.assets.map((asset) => [asset.source, asset.target]),
    dependencies: entry.dependencies.map((dependency) => dependency.file),
    filesRead: [],
    linkLookups: entry.linkLookups,
    warnings: entry.warnings,
  };
}

/**
 * Compiled pages kept between builds (in memory by `docgen serve`, on disk
 * by the build cache), so a change recompiles only what changed. A page is reused when its text is the same,
 * its `.md` links find the pages they found (the caller checks that) and the
 * images and modules it uses are unchanged (file-stamps.ts).
 */
export class CompileCache {
  private readonly entries: Map<string, CompileCacheEntry>;
  /** Reuse counts of the last build, for the serve log and tests. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(entries: [string, CompileCacheEntry][] = []) {
    this.entries = new Map(entries);
  }

  /** The entries by source file, to save them. */
  entriesList(): [string, CompileCacheEntry][] {
    return [...this.entries];
  }

  get(file: string, key: string, linksHold: (lookups: LinkLookup[]) => boolean): CompileCacheEntry | undefined {
    const entry = this.entries.get(file);
    if (!entry || entry.key !== key || !linksHold(entry.linkLookups)) {
      this.stats.misses++;
      return undefined;
    }
    const unchanged = entry.assets.every((asset) => isUnchanged(asset.source, asset.stamp)) && entry.dependencies.every((dependency) => isUnchanged(dependency.file, dependency.stamp));
    this.stats[unchanged ? 'hits' : 'misses']++;
    return unchanged ? entry : undefined;
  }

  set(file: string, entry: CompileCacheEntry): void {
    this.entries.set(file, entry);
  }

  resetStats(): void {
    this.stats.hits = 0;
    this.stats.misses = 0;
  }

  /** Forgets pages that no longer exist. */
  retain(files: Set<string>): void {
    for (const file of this.entries.keys()) if (!files.has(file)) this.entries.delete(file);
  }
}
