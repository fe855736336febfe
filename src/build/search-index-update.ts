// `docgen serve`'s search index after a save. Pagefind makes the index of
// every page again whenever one changes, which was three quarters of a
// rebuild after adding a doc or editing a title (about 1.5 s of 2 s on this
// site). So serve's builds put the last index in the output, the browser
// reloads, and the new index is made and written in afterwards: for a moment
// a search finds what the site said before the save. A page rewritten on its
// own is indexed again the same way, with every other page's entry as the
// build left it.
import { statSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { SEARCH_INDEX_FOLDER, type SearchablePage, type SearchIndexFiles, type SearchIndexWriter } from '../search/search-index.ts';
import { searchIndexPartFolder } from '../shared/search-index-parts.ts';
import { FILE_CONCURRENCY, mapLimited } from '../shared/map-limited.ts';
import { replaceFile } from '../shared/replace-file.ts';
import type { BuildCache } from './persistent-cache.ts';

/** Pagefind's list of the index's other files, read first by its script: written last, once they are all there. */
const ENTRY_FILE = 'pagefind-entry.json';

/**
 * The earlier index, if a build's output can show it until the new one is
 * made: it must have as many parts as the pages now need, since the pages
 * tell the browser how many to load.
 */
export function standInIndex(cached: SearchIndexFiles | undefined, partCount: number): SearchIndexFiles | undefined {
  if (!cached) return undefined;
  const hasPart = (part: number) => cached.files.some((file) => file.path === `${searchIndexPartFolder(part)}${ENTRY_FILE}`);
  return hasPart(partCount - 1) && !hasPart(partCount) ? cached : undefined;
}

/** The index of a build that put the earlier one in its output; `write` replaces it there. */
export class SearchIndexUpdate {
  constructor(
    private readonly search: SearchIndexWriter,
    private readonly outDir: string,
    private readonly cache: BuildCache,
  ) {}

  /**
   * Makes the build's index and writes the files it does not share with the
   * earlier one into the output, the entry file last, each whole (see
   * replaceFile), so a search meanwhile reads one index or the other. The
   * earlier index's other files stay, for pages that loaded its entry (open
   * pages reload on every save, so none has an older one); files of older
   * indexes go. Answers whether the index changed.
   */
  async write(): Promise<boolean> {
    try {
      const earlier = this.cache.search;
      const index = await this.search.write();
      if (index === earlier) return false;
      const earlierContents = new Map(earlier?.files.map((file) => [file.path, file.contents]));
      const isEntry = (file: SearchIndexFiles['files'][number]) => path.posix.basename(file.path) === ENTRY_FILE;
      const write = async (file: SearchIndexFiles['files'][number]) => {
        const relative = path.join(SEARCH_INDEX_FOLDER, file.path);
        const target = path.join(this.outDir, relative);
        const same = earlierContents.get(file.path);
        // A file of the earlier index that is gone (another build replaced the output folder) is written again.
        let written = same && Buffer.compare(same, file.contents) === 0 ? statSync(target, { throwIfNoEntry: false }) : undefined;
        if (!written) {
          await replaceFile(target, file.contents);
          written = statSync(target);
        }
        // The next build takes the file from the output as this index's.
        const { size, mtimeMs } = written;
        this.cache.files.set(relative, { key: index.key, size, mtimeMs });
      };
      await mapLimited(index.files.filter((file) => !isEntry(file)), FILE_CONCURRENCY, write);
      await mapLimited(index.files.filter(isEntry), FILE_CONCURRENCY, write);
      this.cache.search = index;
      await this.removeOlder(new Set([...index.files, ...(earlier?.files ?? [])].map((file) => file.path)));
      return true;
    } finally {
      await this.search.close();
    }
  }

  /** Removes the files in the output's index folder but those of `kept` (paths with `/`, as the index names them). */
  private async removeOlder(kept: Set<string>): Promise<void> {
    const folder = path.join(this.outDir, SEARCH_INDEX_FOLDER);
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    const older = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
    await mapLimited(
      older.filter((file) => !kept.has(file.split(path.sep).join('/'))),
      FILE_CONCURRENCY,
      (file) => rm(path.join(folder, file), { force: true }),
    );
  }
}

/**
 * Every page's index entry as the site now shows it, kept by `docgen serve`
 * after a build so that a page rewritten on its own can be indexed again.
 */
export class SearchEntries {
  private readonly entries = new Map<string, SearchablePage>();

  /** `makeWriter`: an empty writer for the site's pages, made as the build made its own. */
  constructor(
    private readonly makeWriter: () => SearchIndexWriter,
    private readonly outDir: string,
    private readonly cache: BuildCache,
  ) {}

  set(entry: SearchablePage): void {
    this.entries.set(entry.page.path, entry);
  }

  /** The index of the entries as they are now, to be written over the one in the output. */
  indexUpdate(): SearchIndexUpdate {
    const writer = this.makeWriter();
    for (const entry of this.entries.values()) writer.add(entry);
    return new SearchIndexUpdate(writer, this.outDir, this.cache);
  }
}
