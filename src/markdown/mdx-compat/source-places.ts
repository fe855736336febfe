// Where a place in the rewritten text (preprocess.ts) was in the file. MDX
// reports its errors, and gives its nodes and its source map, in the text it
// parsed; the rewrites that move text (an import moved or joined to the line
// above, indentation added) record here where it came from, so that an author
// is shown the line and column of the mistake in their own file.

/** From `column` of a rewritten line on, the text was written from `sourceColumn` of the file's line `line` (all from 1). */
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

/** A line's pieces once `count` characters are written before it (a place among them is the first piece's start). */
export function shiftedRight(pieces: readonly Piece[], count: number): Piece[] {
  return pieces.map((piece) => ({ ...piece, column: piece.column + count }));
}

/**
 * The pieces of each line of `lines` joined with line breaks, from those of
 * each element: an element a rewrite wrote over several lines (an added blank
 * line) has its next lines placed at the end of its first.
 */
export function piecesByLine(lines: readonly string[], pieces: readonly (readonly Piece[])[]): Piece[][] {
  return lines.flatMap((text, i) => {
    const [first, ...more] = text.split('\n');
    const last = pieces[i]!.at(-1)!;
    const end = { column: 1, line: last.line, sourceColumn: last.sourceColumn + first!.length + 1 - last.column };
    return [[...pieces[i]!], ...more.map(() => [end])];
  });
}

/** Where a place in the rewritten text was in the file; a place past its last line moves as that line did. */
export function sourcePlace(lines: readonly (readonly Piece[])[], { line, column }: Place): Place {
  const pieces = lines[Math.min(line, lines.length) - 1];
  if (!pieces) return { line, column };
  if (line > lines.length) return { line: line - lines.length + pieces[0]!.line, column };
  let piece = pieces[0]!;
  for (const next of pieces) if (next.column <= column) piece = next;
  return { line: piece.line, column: piece.sourceColumn + Math.max(0, column - piece.column) };
}
