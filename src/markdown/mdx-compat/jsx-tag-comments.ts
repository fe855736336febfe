import type { LineTransform } from './types.ts';

const TAG_START = /^\s*<([A-Za-z][\w.]*)(?=[\s>/]|$)/;

/**
 * MDX 1 let authors write `// comments` between the attributes of a JSX tag
 * spread over several lines; MDX 3 rejects them. The comment lines of an open
 * tag are blanked (a blank line inside a tag is allowed).
 */
export const removeJsxTagComments: LineTransform = (lines, prose) => {
  const result = [...lines];
  let inTag = false;
  for (let i = 0; i < lines.length; i++) {
    if (!prose[i]) continue;
    const line = lines[i]!;
    if (!inTag) {
      const start = TAG_START.exec(line);
      inTag = start !== null && !closesTag(line.slice(start[0].length));
      continue;
    }
    if (/^\s*\/\//.test(line)) {
      result[i] = '';
      continue;
    }
    if (closesTag(line)) inTag = false;
  }
  return result;
};

/** Whether the text ends the opening tag: a `>` outside attribute strings and `{…}` expressions. */
function closesTag(text: string): boolean {
  let depth = 0;
  let quote: string | undefined;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === '>' && depth === 0) return true;
  }
  return false;
}
