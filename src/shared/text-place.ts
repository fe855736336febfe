/** The line and column (both from 1) of a character of a text, by its index. */
export function placeAt(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}
