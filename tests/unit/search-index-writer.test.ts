import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SearchIndexWriter, type SearchIndexFiles } from '../../src/search/search-index.ts';
import { SEARCH_INDEX_PART_SIZE } from '../../src/shared/search-index-parts.ts';
import type { PageData } from '../../src/shared/page-data.ts';

const page = (path: string) => ({ page: { path, title: `Page ${path}`, showTitle: true } as PageData, contentHtml: `<p>Text of ${path}</p>` });

describe('the search index writer', () => {
  it('closes cleanly while pages are still being indexed, as a failed build does', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const writer = new SearchIndexWriter('en-AU', ['/a', '/b', '/c'], { eager: true });
      writer.add(page('/b'));
      writer.add(page('/a'));
      await writer.close();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('refuses to write an index that is missing a page it was told about', async () => {
    const writer = new SearchIndexWriter('en-AU', ['/a', '/b'], { eager: false });
    writer.add(page('/b'));
    await expect(writer.write()).rejects.toThrow('The search index is missing /a');
    await writer.close();
  });

  it('gives a site with no pages to index an empty index, with its script', async () => {
    const writer = new SearchIndexWriter('en-AU', [], { eager: false });
    try {
      const { files } = await writer.write();
      expect(files.map((file) => file.path)).toContain('pagefind.js');
      const entry = files.find((file) => file.path === 'pagefind-entry.json');
      expect(JSON.parse(Buffer.from(entry!.contents).toString('utf8'))).toMatchObject({ languages: {} });
    } finally {
      await writer.close();
    }
  });

  it('writes an index of more pages than a part holds in parts, each page in one of them, the later parts without a script of their own', async () => {
    const paths = Array.from({ length: SEARCH_INDEX_PART_SIZE + 1 }, (_, index) => `/p${index}`);
    const writer = new SearchIndexWriter('en-AU', paths, { eager: true });
    try {
      // Out of order, as workers finish: the parts still follow the order given.
      for (const path of [...paths].reverse()) writer.add(page(path));
      const { files } = await writer.write();
      const entry = (name: string) => JSON.parse(Buffer.from(files.find((file) => file.path === name)!.contents).toString('utf8')) as { languages: Record<string, { page_count: number }> };
      expect(entry('pagefind-entry.json').languages['en-au']?.page_count).toBe(1001);
      expect(entry('part-2/pagefind-entry.json').languages['en-au']?.page_count).toBe(1000);
      const partTwo = files.filter((file) => file.path.startsWith('part-2/')).map((file) => file.path);
      expect(partTwo.some((name) => name.endsWith('.pf_meta'))).toBe(true);
      expect(partTwo.filter((name) => /^part-2\/(?:pagefind\.js|pagefind-worker\.js|wasm\.)/.test(name))).toEqual([]);
      expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js']));
      expect(files.some((file) => file.path.startsWith('part-3/'))).toBe(false);
      expect(fragmentPaths(files, '')).toHaveLength(1001);
      expect(fragmentPaths(files, 'part-2/')).toHaveLength(1000);
      // The first part holds the first pages of the order, the second the rest.
      expect(fragmentUrls(files, '')).toContain('/p0');
      expect(fragmentUrls(files, '')).toContain('/p1000');
      expect(fragmentUrls(files, 'part-2/')).toContain('/p1001');
      expect(fragmentUrls(files, 'part-2/')).toContain('/p2000');
    } finally {
      await writer.close();
    }
  });
});

function fragmentPaths(files: SearchIndexFiles['files'], folder: string): SearchIndexFiles['files'] {
  return files.filter((file) => file.path.startsWith(`${folder}fragment/`));
}

/** The page URLs of a part's fragments (gzip-compressed JSON, after Pagefind's signature). */
function fragmentUrls(files: SearchIndexFiles['files'], folder: string): string[] {
  return fragmentPaths(files, folder).map((file) => (JSON.parse(gunzipSync(file.contents).toString('utf8').replace(/^pagefind_dcd/, '')) as { url: string }).url);
}
