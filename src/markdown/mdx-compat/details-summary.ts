import type { LineTransform } from './types.ts';

const DETAILS_WITH_SUMMARY = /^(\s*)<details>(\s*<summary>.*<\/summary>\s*)$/;

/**
 * `<details><summary>…</summary>` on one line followed by Markdown is a flow
 * element in MDX 1 but an unclosed inline one in MDX 3. With a blank line
 * before it, `<details>` moves there and the summary keeps its line.
 */
export const splitDetailsSummary: LineTransform = (lines, prose) => {
  const result = [...lines];
  for (let i = 1; i < result.length; i++) {
    const match = prose[i] ? DETAILS_WITH_SUMMARY.exec(result[i]!) : null;
    if (!match || result[i - 1]!.trim() !== '' || !prose[i - 1]) continue;
    result[i - 1] = `${match[1]}<details>`;
    result[i] = match[2]!.trimStart();
  }
  return result;
};
