/** Applies `rewrite` to the parts of a line outside inline code spans (`` `…` ``), which MDX never reads as syntax. */
export function outsideInlineCode(line: string, rewrite: (text: string) => string): string {
  const parts = line.split(/(`+[^`]*?`+)/);
  return parts.map((part, index) => (index % 2 === 1 ? part : rewrite(part))).join('');
}
