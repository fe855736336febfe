import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { closePagefind, createPagefindIndex, openPagefind, untilAnswered } from '../../src/search/pagefind-process.ts';

const html = (text: string) => `<html><body><main><p>${text}</p></main></body></html>`;

/** An index of a program docgen has opened as a writer does (the caller closes it). */
async function openIndex() {
  openPagefind();
  const { index, errors } = await createPagefindIndex({});
  if (!index) throw new Error(`No index: ${errors.join('; ')}`);
  return index;
}

// The library prints a failed write to its program ("Service stopped Error: write EPIPE" and a
// stack) with console.error, among a failed build's messages.
describe('closing the search indexer', () => {
  let printed: MockInstance<typeof console.error>;
  beforeEach(() => {
    printed = vi.spyOn(console, 'error');
  });
  afterEach(() => printed.mockRestore());

  it('sends no request asked once the close has begun, so nothing is written to the program being ended', async () => {
    const index = await openIndex();
    await untilAnswered(() => index.addHTMLFile({ url: '/a', content: html('first') }));
    const closed = closePagefind();
    // A page whose document is ready just after a failed build's close began.
    await Promise.resolve();
    const late = untilAnswered(() => index.addHTMLFile({ url: '/b', content: html('late') }));
    await expect(late).rejects.toThrow('The search indexer was closed.');
    await closed;
    expect(printed).not.toHaveBeenCalled();
  });

  it('lets a large request still being written when the close begins be written before the program is ended', async () => {
    const index = await openIndex();
    // Megabytes: more than the pipe to the program holds, so the write is under way when closing.
    const large = untilAnswered(() => index.addHTMLFile({ url: '/large', content: html('word '.repeat(2_000_000)) }));
    large.catch(() => {});
    await closePagefind();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(printed).not.toHaveBeenCalled();
  });

  it('creates an index asked for while a close is under way with a new program, once the close is done', async () => {
    const index = await openIndex();
    await untilAnswered(() => index.addHTMLFile({ url: '/a', content: html('first') }));
    const closed = closePagefind();
    // The next build of docgen serve, after one that failed.
    const next = await openIndex();
    await closed;
    const added = await untilAnswered(() => next.addHTMLFile({ url: '/b', content: html('second') }));
    expect(added.errors).toEqual([]);
    const { files, errors } = await untilAnswered(() => next.getFiles());
    expect(errors).toEqual([]);
    expect(files.some((file) => file.path === 'pagefind-entry.json')).toBe(true);
    await closePagefind();
    expect(printed).not.toHaveBeenCalled();
  });
});
