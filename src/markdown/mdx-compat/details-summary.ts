import { shiftedRight, type Piece } from './source-places.ts';

const DETAILS_WITH_SUMMARY = /^(\s*)<details>(\s*<summary>.*<\/summary>\s*)$/;

/**
 * `<details><summary>…</summary>` on one line followed by Markdown is a flow
 * element in MDX 1 but an unclosed inline one in MDX 3. With a blank line
 * before it, `<details>` moves there and the summary keeps its line.
 * `pieces` say where each line's text was in the file (see source-places.ts).
 */
export function splitDetailsSummary(lines: readonly string[], prose: readonly boolean[], pieces: readonly Piece[][]): { lines: string[]; pieces: Piece[][] } {
  const result = [...lines];
  const moved = [...pieces];
  for (let i = 1; i < result.length; i++) {
    const match = prose[i] ? DETAILS_WITH_SUMMARY.exec(result[i]!) : null;
    if (!match || result[i - 1]!.trim() !== '' || !prose[i - 1]) continue;
    result[i - 1] = `${match[1]}<details>`;
    result[i] = match[2]!.trimStart();
    moved[i - 1] = pieces[i]!;
    moved[i] = shiftedRight(pieces[i]!, result[i]!.length - match[0].length);
  }
  return { lines: result, pieces: moved };
}
