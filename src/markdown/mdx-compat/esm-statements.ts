import { sourceRegions } from './source-regions.ts';
import type { LiteralSyntax } from './inline-code.ts';
import { shiftedRight, unmovedLines, type Piece } from './source-places.ts';

const BARE_CONST = /^(const|let)\s+[A-Za-z_$][\w$]*\s*=/;
const ONE_LINE_IMPORT = /^import\s.+\sfrom\s+['"][^'"]+['"];?\s*$/;

/**
 * The line before the import is blank, and the one before that cannot take
 * the import as a continuation (a paragraph would): nothing, a blank line, a
 * statement, or a line of one JSX tag or one expression. A line with text
 * between tags (`<b>Note</b>`, `<div>x</div>`) is a paragraph to MDX: the
 * import under it would be its text.
 */
function canMoveUp(lines: readonly string[], prose: readonly boolean[], i: number): boolean {
  if (i === 0 || lines[i - 1]!.trim() !== '' || !prose[i - 1]) return false;
  const before = lines[i - 2]?.trim() ?? '';
  return before === '' || /^(import|export)\s/.test(before) || /^<[^<]*>$/.test(before) || /^\{.*\}$/.test(before);
}

/**
 * Statements MDX 1 accepted and MDX 3 does not:
 * - a `const` next to the imports (MDX 3 allows only import/export): it becomes
 *   `export const`, which declares the same name for the page. Only a statement
 *   of an import/export block is one (MDX 1 read a paragraph starting with
 *   `import`/`export` as code): elsewhere, and inside a statement's brackets or
 *   template literals, `const x =` is prose or code;
 * - content on the line right after an import (MDX 3 reads it as part of the
 *   statement): the import moves up into the blank line before it, so a blank
 *   line now ends the statement and every other line keeps its number (when
 *   there is no such line, one is added).
 * The statements' own lines are read too (outside fenced code), as it is them
 * that it fixes. `pieces` says where each line's text was in the file (see
 * source-places.ts).
 */
export function fixEsmStatements(lines: readonly string[], literal?: LiteralSyntax): { lines: string[]; pieces: Piece[][] } {
  const result = [...lines];
  const pieces = unmovedLines(lines.length);
  const { fenced, esm, topLevel } = sourceRegions(lines, literal, { names: false });
  const prose = fenced.map((isFenced) => !isFenced);
  for (let i = 0; i < result.length; i++) {
    if (!prose[i]) continue;
    const line = result[i]!;
    if (esm[i] && topLevel[i] && BARE_CONST.test(line)) {
      result[i] = `export ${line}`;
      pieces[i] = shiftedRight(pieces[i]!, 'export '.length);
    }
    const next = result[i + 1];
    if (!ONE_LINE_IMPORT.test(line) || next === undefined || !/^\s*</.test(next)) continue;
    if (canMoveUp(result, prose, i)) {
      result[i - 1] = line;
      result[i] = '';
      [pieces[i - 1], pieces[i]] = [pieces[i]!, pieces[i - 1]!];
    } else if (i > 0 && prose[i - 1] && ONE_LINE_IMPORT.test(result[i - 1]!)) {
      // Under another import (`import Tabs …` then `import TabItem …` then `<Tabs>`): it joins that line, so
      // the lines below keep their numbers (an error in the import itself is found on its own line by its pieces).
      const joined = `${result[i - 1]!.replace(/;?\s*$/, ';')} `;
      result[i - 1] = joined + line;
      result[i] = '';
      pieces[i - 1] = [...pieces[i - 1]!, ...shiftedRight(pieces[i]!, joined.length)];
      // Left empty: a place there is the end of the import that was on it.
      pieces[i] = [{ column: 1, line: i + 1, sourceColumn: line.length + 1 }];
    } else {
      // No room above: the blank line is added, and the lines below move down by one.
      result[i] = `${line}\n`;
    }
  }
  return { lines: result, pieces };
}
