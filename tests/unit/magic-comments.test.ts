import { describe, expect, it } from 'vitest';
import { applyMagicComments } from '../../src/markdown/magic-comments.ts';

const lines = (...text: string[]) => text.join('\n');

describe("Docusaurus's magic comments in code blocks", () => {
  it('highlights the line after highlight-next-line, and removes the comment', () => {
    const result = applyMagicComments(lines('$a = 1;', '// highlight-next-line', '$b = 2;', '$c = 3;'), 'php');
    expect(result.code).toBe(lines('$a = 1;', '$b = 2;', '$c = 3;'));
    expect([...result.highlightLines]).toEqual([2]);
  });

  it('highlights the lines between highlight-start and highlight-end, nested or not', () => {
    const code = lines('one', '# highlight-start', 'two', '    # highlight-start', 'three', '# highlight-end', 'four', '# highlight-end', 'five');
    const result = applyMagicComments(code, 'python');
    expect(result.code).toBe(lines('one', 'two', 'three', 'four', 'five'));
    expect([...result.highlightLines]).toEqual([2, 3, 4]);
  });

  it("takes only the comments of the block's language", () => {
    expect(applyMagicComments(lines('# highlight-next-line', 'x = 1'), 'js').code).toBe(lines('# highlight-next-line', 'x = 1'));
    expect(applyMagicComments(lines('// highlight-next-line', 'x = 1'), 'python').highlightLines.size).toBe(0);
    expect([...applyMagicComments(lines('<div>', '  {/* highlight-next-line */}', '  <p/>', '</div>'), 'jsx').highlightLines]).toEqual([2]);
    expect([...applyMagicComments(lines('<!-- highlight-next-line -->', '<p>'), 'html').highlightLines]).toEqual([1]);
    expect([...applyMagicComments(lines('/* highlight-start */', 'a();', '/* highlight-end */'), 'ts').highlightLines]).toEqual([1]);
  });

  it('takes every kind of comment in other languages', () => {
    for (const comment of ['// highlight-next-line', '# highlight-next-line', '/* highlight-next-line */', '<!-- highlight-next-line -->', '{/* highlight-next-line */}']) {
      const result = applyMagicComments(lines(comment, 'echo 1;'), 'php');
      expect(result.code).toBe('echo 1;');
      expect([...result.highlightLines]).toEqual([1]);
    }
  });

  it('leaves a comment that shares its line with code, or says something else, as it is', () => {
    const code = lines('$a = 1; // highlight-next-line', '// highlight-this', '$b = 2;');
    expect(applyMagicComments(code, 'php')).toEqual({ code, highlightLines: new Set() });
  });

  it('ignores an end without a start', () => {
    const result = applyMagicComments(lines('// highlight-end', 'a', '// highlight-start', 'b', '// highlight-end', 'c'), 'js');
    expect(result.code).toBe(lines('a', 'b', 'c'));
    expect([...result.highlightLines]).toEqual([2]);
  });
});
