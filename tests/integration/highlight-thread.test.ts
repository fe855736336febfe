import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { HighlightThread } from '../../src/build/highlight-thread.ts';
import { deferringHighlighter } from '../../src/markdown/deferred-code.ts';

const MARKER = 'docgen-code-00112233aabbccdd';
const THEMES = { light: 'github-light', dark: 'github-dark' };
const withCode = `<p>Before</p>${toHtml(deferringHighlighter(MARKER).highlight('echo 1;', 'php', { lineClasses: new Map(), showLineNumbers: false }))}`;

describe('the code highlighting thread', () => {
  it('highlights the pages with code blocks and gives back the others as they are, in order', async () => {
    const thread = await HighlightThread.start(THEMES, MARKER);
    try {
      const [first, plain, second] = await thread.fill([withCode, '<p>No code</p>', withCode]);
      expect(first).toMatch(/^<p>Before<\/p><pre class="shiki[^"]*"/);
      expect(first).not.toContain(MARKER);
      expect(second).toBe(first);
      expect(plain).toBe('<p>No code</p>');
    } finally {
      await thread.terminate();
    }
  });

  it('fails the pages sent after it has stopped instead of waiting for it', async () => {
    const thread = await HighlightThread.start(THEMES, MARKER);
    await thread.terminate();
    await expect(thread.fill([withCode])).rejects.toThrow(/code highlighting thread stopped/);
    // A page without code needs no thread.
    await expect(thread.fill(['<p>No code</p>'])).resolves.toEqual(['<p>No code</p>']);
  });
});
