import { describe, expect, it } from 'vitest';
import { SearchIndexWriter } from '../../src/search/search-index.ts';
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
});
