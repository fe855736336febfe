import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BuildError } from '../../src/shared/errors.ts';
import { SearchIndexWriter, type SearchablePage, type SearchIndexFiles } from '../../src/search/search-index.ts';
import { SEARCH_INDEX_PART_SIZE } from '../../src/shared/search-index-parts.ts';
import type { PageData } from '../../src/shared/page-data.ts';

const page = (path: string, { title = `Page ${path}`, contentHtml = `<p>Text of ${path}</p>` } = {}): SearchablePage => ({ page: { path, title, showTitle: true } as PageData, contentHtml, contentHash: createHash('sha1').update(contentHtml).digest('hex') });

/** A page whose content must not be read: its index document must not be made. */
const unread = (path: string): SearchablePage => ({
  ...page(path),
  get contentHtml(): string {
    throw new Error(`The index document of ${path} was made.`);
  },
});

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

  it('lets two writers at once, as two builds in one process, each finish its index whichever closes first', async () => {
    const first = new SearchIndexWriter('en-AU', ['/a'], { eager: true });
    const second = new SearchIndexWriter('en-AU', ['/b'], { eager: true });
    try {
      first.add(page('/a'));
      second.add(page('/b'));
      await first.write();
      await first.close();
      // The library's one program, which the first writer's close ended: the second's requests failed with it.
      const { files } = await second.write();
      expect(files.map((file) => file.path)).toContain('pagefind.js');
    } finally {
      // A second close of the first does nothing: the program is the second's until it closes.
      await first.close();
      await second.close();
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
    // Each page's source has a word of its own.
    // The partials' words: one no page's source has, and one only the first part's sources have.
    // Two pages of the second part name `core.dml`: a token of words joined by punctuation, which Pagefind indexes as each word and as one.
    const compound = new Set(['/p1500', '/p1600']);
    const writer = new SearchIndexWriter('en-AU', paths, { eager: true, sourceText: (path) => `Text of ${path} and word${path.slice(2)}${compound.has(path) ? ' Core.dml' : ''}`, sharedText: 'Partialonly word7' });
    try {
      // Out of order, as workers finish: the parts still follow the order given.
      for (const path of [...paths].reverse()) writer.add(page(path));
      const { files } = await writer.write();
      const entry = (name: string) => JSON.parse(Buffer.from(files.find((file) => file.path === name)!.contents).toString('utf8')) as { languages: Record<string, { page_count: number }> };
      // Each part has its pages and the document of the other part's words.
      expect(entry('pagefind-entry.json').languages['en-au']?.page_count).toBe(1002);
      expect(entry('part-2/pagefind-entry.json').languages['en-au']?.page_count).toBe(1001);
      const partTwo = files.filter((file) => file.path.startsWith('part-2/')).map((file) => file.path);
      expect(partTwo.some((name) => name.endsWith('.pf_meta'))).toBe(true);
      expect(partTwo.filter((name) => /^part-2\/(?:pagefind\.js|pagefind-worker\.js|wasm\.)/.test(name))).toEqual([]);
      expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js']));
      expect(files.some((file) => file.path.startsWith('part-3/'))).toBe(false);
      // The first part holds the first pages of the order, the second the rest.
      const first = fragments(files, '');
      const second = fragments(files, 'part-2/');
      expect(first.map((fragment) => fragment.url)).toEqual(expect.arrayContaining(['/p0', '/p1000']));
      expect(second.map((fragment) => fragment.url)).toEqual(expect.arrayContaining(['/p1001', '/p2000']));
      expect(first.filter((fragment) => /^\/p\d+$/.test(fragment.url))).toHaveLength(1001);
      expect(second.filter((fragment) => /^\/p\d+$/.test(fragment.url))).toHaveLength(1000);
      // Each part's vocabulary has the other part's own words, not its own, under a facet of its own.
      const vocabulary = (list: Fragment[]) => list.find((fragment) => !/^\/p\d+$/.test(fragment.url))!;
      expect(vocabulary(first).filters).toEqual({ docusaurus_tag: ['docgen-vocabulary'] });
      expect(vocabulary(first).content).toMatch(/\bword1001\b.*\bword2000\b/);
      expect(vocabulary(first).content).not.toMatch(/\bword1000\b/);
      expect(vocabulary(second).content).toMatch(/\bword0\b.*\bword1000\b/);
      expect(vocabulary(second).content).not.toMatch(/\bword1001\b/);
      // The partials' words go to every part whose sources lack them: a page of either part may import one.
      expect(vocabulary(first).content).toMatch(/\bpartialonly\b/);
      expect(vocabulary(second).content).toMatch(/\bpartialonly\b/);
      expect(vocabulary(first).content).not.toMatch(/\bword7\b/);
      expect(vocabulary(second).content).toMatch(/\bword7\b/);
      expect(vocabulary(first).content.split(' ')).toEqual(expect.arrayContaining(['coredml', 'core', 'dml']));
      expect(vocabulary(second).content.split(' ')).not.toContain('coredml');
    } finally {
      await writer.close();
    }
  });

  it('takes the cached index, making no documents, while every page has the same title and content, whatever order they finish in', async () => {
    const paths = ['/a', '/b', '/c'];
    const first = new SearchIndexWriter('en-AU', paths, { eager: false });
    let cached: SearchIndexFiles;
    try {
      for (const path of paths) first.add(page(path));
      cached = await first.write();
    } finally {
      await first.close();
    }
    const again = new SearchIndexWriter('en-AU', paths, { eager: false, cached });
    for (const path of ['/c', '/a', '/b']) again.add(unread(path));
    expect(await again.write()).toBe(cached);
    await again.close();
    // A page's title or content, or the site's language, makes another index.
    const changes: [string, SearchablePage[]][] = [
      ['en-AU', [page('/a'), page('/b', { title: 'Renamed' }), page('/c')]],
      ['en-AU', [page('/a'), page('/b'), page('/c', { contentHtml: '<p>Other text</p>' })]],
      ['en-GB', paths.map((path) => page(path))],
    ];
    for (const [htmlLang, pages] of changes) {
      const writer = new SearchIndexWriter(htmlLang, paths, { eager: false, cached });
      try {
        for (const entry of pages) writer.add(entry);
        const written = await writer.write();
        expect(written.key).not.toBe(cached.key);
        expect(written.files.length).toBeGreaterThan(0);
      } finally {
        await writer.close();
      }
    }
  });

  it('makes another index in parts when only the partials change, and takes the cached one while they do not', async () => {
    const paths = Array.from({ length: SEARCH_INDEX_PART_SIZE + 1 }, (_, index) => `/p${index}`);
    const write = async (sharedText: string, cached?: SearchIndexFiles) => {
      const writer = new SearchIndexWriter('en-AU', paths, { eager: false, cached, sourceText: (path) => `Text of ${path}`, sharedText });
      try {
        for (const path of paths) writer.add(cached ? unread(path) : page(path));
        return await writer.write();
      } finally {
        await writer.close();
      }
    };
    const cached = await write('A partial about caching');
    expect(await write('A partial about caching', cached)).toBe(cached);
    // Pages are read again for the new index, so they are given in full.
    const writer = new SearchIndexWriter('en-AU', paths, { eager: false, cached, sourceText: (path) => `Text of ${path}`, sharedText: 'A partial about sessions' });
    try {
      for (const path of paths) writer.add(page(path));
      expect((await writer.write()).key).not.toBe(cached.key);
    } finally {
      await writer.close();
    }
  });

  it('gives an index of one part no vocabulary', async () => {
    const writer = new SearchIndexWriter('en-AU', ['/a', '/b'], { eager: false, sourceText: (path) => `Text of ${path}` });
    try {
      writer.add(page('/a'));
      writer.add(page('/b'));
      const { files } = await writer.write();
      expect(fragments(files, '').map((fragment) => fragment.url).sort()).toEqual(['/a', '/b']);
    } finally {
      await writer.close();
    }
  });
  it('fails, saying so, when the indexer program ends before answering, instead of waiting for ever', { timeout: 30_000 }, async () => {
    const programs: ChildProcess[] = [];
    const note = (message: unknown) => programs.push((message as { process: ChildProcess }).process);
    subscribe('child_process', note);
    const writer = new SearchIndexWriter('en-AU', ['/a', '/b'], { eager: true });
    try {
      writer.add(page('/a'));
      expect(programs).toHaveLength(1);
      const program = programs[0]!;
      await new Promise((resolve) => setTimeout(resolve, 500)); // Pagefind has answered for /a
      // The last page, then the request for the index's files, which reaches the program; it is killed before it
      // answers, as the kernel kills a process when memory runs out. Pagefind's library never learns of it.
      const requests: string[] = [];
      const stdin = program.stdin!;
      const write = stdin.write.bind(stdin) as (chunk: string, ...rest: unknown[]) => boolean;
      stdin.write = ((chunk: string, ...rest: unknown[]) => {
        const written = write(chunk, ...rest);
        requests.push((JSON.parse(Buffer.from(chunk.replace(/,$/, ''), 'base64').toString()) as { payload: { type: string } }).payload.type);
        if (requests.length === 2) program.kill('SIGKILL');
        return written;
      }) as typeof stdin.write;
      writer.add(page('/b'));
      const failure = await writer.write().catch((error: unknown) => error);
      expect(requests).toEqual(['AddFile', 'GetFiles']);
      expect(failure).toBeInstanceOf(BuildError);
      expect((failure as Error).message).toMatch(/^The search indexer \(Pagefind's program\) stopped on SIGKILL before the index was made/);
    } finally {
      unsubscribe('child_process', note);
      await writer.close();
    }
  });
});

interface Fragment {
  url: string;
  content: string;
  filters: Record<string, string[]>;
}

/** A part's fragments (gzip-compressed JSON, after Pagefind's signature). */
function fragments(files: SearchIndexFiles['files'], folder: string): Fragment[] {
  return files.filter((file) => file.path.startsWith(`${folder}fragment/`)).map((file) => JSON.parse(gunzipSync(file.contents).toString('utf8').replace(/^pagefind_dcd/, '')) as Fragment);
}
