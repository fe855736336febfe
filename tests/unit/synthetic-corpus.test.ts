import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticSite } from '../../bench/synthetic-corpus.ts';
import { tempDir } from '../helpers/build.ts';

const PAGES = 60;

/** Doc pages under a docs root: .md/.mdx files, leaving out partials (`_file` or under a `_folder`). */
async function docPages(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true });
  return entries
    .filter((entry) => /\.mdx?$/.test(entry) && !entry.split(path.sep).some((part) => part.startsWith('_')))
    .map((entry) => path.join(root, entry))
    .sort();
}

describe('writeSyntheticSite', () => {
  let parent: string;
  let content: string;
  let configPath: string;

  beforeAll(async () => {
    parent = await tempDir('synthetic');
    ({ configPath } = await writeSyntheticSite(path.join(parent, 'site'), { pages: PAGES, seed: 7 }));
    content = path.join(parent, 'site/content');
  });

  it('writes a config and exactly the requested number of doc pages', async () => {
    expect(existsSync(configPath)).toBe(true);
    const roots = ['docs', 'versioned_docs/version-1.0', 'general'];
    const counts = await Promise.all(roots.map(async (root) => (await docPages(path.join(content, root))).length));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(PAGES);
    // 60% current, 30% version 1.0, 10% general.
    expect(counts).toEqual([36, 18, 6]);
    expect(JSON.parse(await readFile(path.join(content, 'versions.json'), 'utf8'))).toEqual(['1.0']);
  });

  it('writes the same bytes for the same seed, and other text for another seed', async () => {
    const again = await writeSyntheticSite(path.join(parent, 'again'), { pages: PAGES, seed: 7 });
    const other = await writeSyntheticSite(path.join(parent, 'other'), { pages: PAGES, seed: 8 });
    const againContent = path.join(path.dirname(again.configPath), 'content');
    const otherContent = path.join(path.dirname(other.configPath), 'content');
    for (const file of await docPages(content)) {
      const relative = path.relative(content, file);
      expect(await readFile(path.join(againContent, relative), 'utf8'), relative).toBe(await readFile(file, 'utf8'));
    }
    const intro = 'docs/intro.md';
    expect(await readFile(path.join(otherContent, intro), 'utf8')).not.toBe(await readFile(path.join(content, intro), 'utf8'));
  });

  it('links only to .md files that exist', async () => {
    const pages = await docPages(content);
    let links = 0;
    for (const page of pages) {
      const text = await readFile(page, 'utf8');
      for (const [, target] of text.matchAll(/\]\((\.{1,2}\/[^)#]+\.mdx?)(?:#[^)]*)?\)/g)) {
        links++;
        expect(existsSync(path.resolve(path.dirname(page), target!)), `${path.relative(content, page)} → ${target}`).toBe(true);
      }
    }
    expect(links).toBeGreaterThan(PAGES);
  });

  it('refuses a folder that is not empty', async () => {
    await expect(writeSyntheticSite(path.join(parent, 'site'), { pages: PAGES })).rejects.toThrow(/not empty/);
  });
});
