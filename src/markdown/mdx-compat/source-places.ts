// Where a place in the rewritten text (preprocess.ts) was in the file. MDX
// reports its errors, and gives its nodes and its source map, in the text it
// parsed; an author must be shown the line and column of the mistake in their
// own file. The rewrites that move text between lines (an import moved or
// joined to the line above, `<details>` moved into the blank line above)
// record where it came from; the rewrites within a line (comments, escaped
// braces, `&lt;`) are not recorded, as nearly every page has some: the line
// is aligned with what it was only when a place in it is asked for.

import diff from 'fast-diff';

/** From `column` of a line on, the text was written from `sourceColumn` of the file's line `line` (all from 1). */
export interface Piece {
  column: number;
  line: number;
  sourceColumn: number;
}

/** A place in a text: line and column from 1. */
export interface Place {
  line: number;
  column: number;
}

/** The pieces of lines that no rewrite has moved: each line its own file line. */
export function unmovedLines(count: number): Piece[][] {
  return Array.from({ length: count }, (_, i) => [{ column: 1, line: i + 1, sourceColumn: 1 }]);
}

/** A line's pieces once `count` characters are written before it, or taken off it when negative (a place before its first piece is that piece's start). */
export function shiftedRight(pieces: readonly Piece[], count: number): Piece[] {
  return pieces.map((piece) => ({ ...piece, column: piece.column + count }));
}

/**
 * The text at each stage, element by element: an element is one line, or
 * two where a blank line was added under an import (its second line).
 */
export interface RewriteStages {
  /** Once lines are moved, each with where its pieces were in the file. */
  moved: readonly string[];
  pieces: readonly (readonly Piece[])[];
  /** Once rewritten within lines, as the text is but for `indent`. */
  rewritten: readonly string[];
  /** The spaces written at last before each element (indentContinuedLines). */
  indent: readonly number[];
}

/** Where a place in the rewritten text was in the file; a place past its last line moves as that line did. */
export function sourcePlaces({ moved, pieces, rewritten, indent }: RewriteStages): (place: Place) => Place {
  // Made when a place is first asked for: most pages have no error.
  let linesOf: { element: number; end?: number }[] | undefined;
  const inElement = (element: number, column: number): Place => {
    const unindented = Math.max(1, column - indent[element]!);
    const before = moved[element]!;
    const after = rewritten[element]!;
    return placeIn(pieces[element]!, before === after ? unindented : alignedColumn(before, after, unindented));
  };
  return function sourcePlace({ line, column }: Place): Place {
    const lines = (linesOf ??= rewritten.flatMap((text, element) => text.split('\n').map((_part, index) => ({ element, ...(index === 0 ? {} : { end: text.indexOf('\n') + 1 }) }))));
    if (line > lines.length) {
      const last = sourcePlace({ line: lines.length, column: 1 });
      return { line: last.line + line - lines.length, column };
    }
    const at = lines[line - 1];
    if (!at) return { line, column };
    // An added blank line: the end of the line it was added under.
    return inElement(at.element, at.end ?? column);
  };
}

function placeIn(pieces: readonly Piece[], column: number): Place {
  let piece = pieces[0]!;
  for (const next of pieces) if (next.column <= column) piece = next;
  return { line: piece.line, column: piece.sourceColumn + Math.max(0, column - piece.column) };
}

/**
 * The column of `before` that a column of `after` was written from: a
 * character the rewrite kept is found where it was; one it wrote is placed
 * just after the kept one before it (`\{` at its `{`, `&lt;` at its `<`).
 */
function alignedColumn(before: string, after: string, column: number): number {
  if (column > after.length) return before.length + column - after.length;
  const kept = keptCharacters(before, after);
  if (kept[column - 1] !== -1) return kept[column - 1]! + 1;
  for (let i = column - 2; i >= 0; i--) if (kept[i] !== -1) return kept[i]! + 2;
  return 1;
}

/** For each character of `after`, its index in `before`, or -1 for one the rewrite wrote. */
function keptCharacters(before: string, after: string): Int32Array {
  const kept = new Int32Array(after.length).fill(-1);
  let x = 0;
  let y = 0;
  for (const [operation, text] of diff(before, after)) {
    if (operation === diff.EQUAL) for (let i = 0; i < text.length; i++) kept[y++] = x++;
    else if (operation === diff.DELETE) x += text.length;
    else y += text.length;
  }
  return kept;
}
