import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { crawlMarkdown } from '../../src/content/crawl.ts';
import { readPartialsText } from '../../src/content/partials-text.ts';
import { createReporter } from '../../src/shared/logger.ts';

const folders: string[] = [];

/** A docs folder with `files` (relative path → content). */
function docsFolder(files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-partials-'));
  folders.push(root);
  for (const [relative, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), content);
  }
  return root;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the partials’ text, for the vocabularies of a search index in parts', () => {
  it('finds the Markdown and MDX files under `_` names as partials, apart from the pages, and no test, hidden file or image', async () => {
    const root = docsFolder({
      'guide.md': 'pageword',
      '_intro.md': 'introword',
      'apis/_files/summary.mdx': 'summaryword',
      'apis/_files/nested/deeper.md': 'deeperword',
      'apis/_files/diagram.png': 'imageword',
      'apis/__tests__/_fixture.md': 'testword',
      '.drafts/_hidden.md': 'hiddenword',
      '.notes.md': 'hiddenword',
    });
    // Emacs' lock beside a doc being edited: a link to nowhere, hidden, and no warning.
    symlinkSync('author@host.4242:1764200000', path.join(root, '.#guide.md'));
    const reporter = createReporter();
    const { pages, partials } = await crawlMarkdown(root, reporter);
    expect(reporter.warnings).toEqual([]);
    expect(pages).toEqual(['guide.md']);
    expect(partials).toEqual(['_intro.md', 'apis/_files/nested/deeper.md', 'apis/_files/summary.mdx']);
    const text = readPartialsText(partials.map((relative) => path.join(root, relative)));
    expect(text.split(/\s+/).sort()).toEqual(['deeperword', 'introword', 'summaryword']);
  });

  it('reads a partial named twice once, and leaves out one that is not text (a page importing it fails to compile with the reason)', async () => {
    const root = docsFolder({ '_good.md': 'goodword', '_broken.md': new Uint8Array([0xff, 0xfe, 0x00, 0x80, 0x81]) });
    const good = path.join(root, '_good.md');
    const text = readPartialsText([good, path.join(root, '_broken.md'), good]);
    expect(text.split(/\s+/).filter(Boolean)).toEqual(['goodword']);
  });
});
