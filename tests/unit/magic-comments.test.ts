import { describe, expect, it } from 'vitest';
import { applyMagicComments, rangeLineClasses, type MagicComment } from '../../src/markdown/magic-comments.ts';

const lines = (...text: string[]) => text.join('\n');
const HIGHLIGHTED = 'theme-code-block-highlighted-line';
/** The lines given Docusaurus's highlight class. */
const highlighted = (result: { lineClasses: ReadonlyMap<number, readonly string[]> }) => [...result.lineClasses].filter(([, classes]) => classes.includes(HIGHLIGHTED)).map(([line]) => line);

describe("Docusaurus's magic comments in code blocks", () => {
  it('highlights the line after highlight-next-line, and removes the comment', () => {
    const result = applyMagicComments(lines('$a = 1;', '// highlight-next-line', '$b = 2;', '$c = 3;'), 'php');
    expect(result.code).toBe(lines('$a = 1;', '$b = 2;', '$c = 3;'));
    expect(highlighted(result)).toEqual([2]);
  });

  it('highlights the lines between highlight-start and highlight-end, nested or not', () => {
    const code = lines('one', '# highlight-start', 'two', '    # highlight-start', 'three', '# highlight-end', 'four', '# highlight-end', 'five');
    const result = applyMagicComments(code, 'python');
    expect(result.code).toBe(lines('one', 'two', 'three', 'four', 'five'));
    expect(highlighted(result)).toEqual([2, 3, 4]);
  });

  it("takes only the comments of the block's language", () => {
    expect(applyMagicComments(lines('# highlight-next-line', 'x = 1'), 'js').code).toBe(lines('# highlight-next-line', 'x = 1'));
    expect(applyMagicComments(lines('// highlight-next-line', 'x = 1'), 'python').lineClasses.size).toBe(0);
    expect(highlighted(applyMagicComments(lines('<div>', '  {/* highlight-next-line */}', '  <p/>', '</div>'), 'jsx'))).toEqual([2]);
    expect(highlighted(applyMagicComments(lines('<!-- highlight-next-line -->', '<p>'), 'html'))).toEqual([1]);
    expect(highlighted(applyMagicComments(lines('/* highlight-start */', 'a();', '/* highlight-end */'), 'ts'))).toEqual([1]);
  });

  it('takes every kind of comment in other languages', () => {
    for (const comment of ['// highlight-next-line', '# highlight-next-line', '/* highlight-next-line */', '<!-- highlight-next-line -->', '{/* highlight-next-line */}']) {
      const result = applyMagicComments(lines(comment, 'echo 1;'), 'php');
      expect(result.code).toBe('echo 1;');
      expect(highlighted(result)).toEqual([1]);
    }
  });

  it('leaves a comment that shares its line with code, or says something else, as it is', () => {
    const code = lines('$a = 1; // highlight-next-line', '// highlight-this', '$b = 2;');
    expect(applyMagicComments(code, 'php')).toEqual({ code, lineClasses: new Map() });
  });

  it('ignores an end without a start', () => {
    const result = applyMagicComments(lines('// highlight-end', 'a', '// highlight-start', 'b', '// highlight-end', 'c'), 'js');
    expect(result.code).toBe(lines('a', 'b', 'c'));
    expect(highlighted(result)).toEqual([2]);
  });

  it("gives each line the classes of a site's own magic comments, several on one line, and a range the first comment's class", () => {
    const comments: MagicComment[] = [
      { className: HIGHLIGHTED, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      { className: 'code-block-error-line', line: 'This will error' },
      { className: 'code-block-added-line', block: { start: 'added-start', end: 'added-end' } },
    ];
    const code = lines('const a = 1;', '// added-start', '// This will error', 'const b = a.c.d;', '// highlight-next-line', 'const c = 3;', '// added-end', 'const d = 4;');
    const result = applyMagicComments(code, 'js', comments);
    expect(result.code).toBe(lines('const a = 1;', 'const b = a.c.d;', 'const c = 3;', 'const d = 4;'));
    expect([...result.lineClasses]).toEqual([
      [2, ['code-block-error-line', 'code-block-added-line']],
      [3, [HIGHLIGHTED, 'code-block-added-line']],
    ]);
    // Docusaurus's own directives are plain comments to a site that has other magic comments only.
    const own = applyMagicComments(lines('// highlight-next-line', 'x;'), 'js', [comments[1]!]);
    expect(own).toEqual({ code: lines('// highlight-next-line', 'x;'), lineClasses: new Map() });
    expect([...rangeLineClasses(new Set([1, 3]), comments)]).toEqual([[1, [HIGHLIGHTED]], [3, [HIGHLIGHTED]]]);
    expect(rangeLineClasses(new Set([1]), []).size).toBe(0);
  });
});
