import type { LineTransform } from './types.ts';

const TAG_START = /^\s*<([A-Za-z][\w.]*)(?=[\s>/]|$)/;

/** Where the reading of an opening tag stands: inside how many `{…}`, and inside which string or template literal. */
interface TagPlace {
  depth: number;
  quote?: string;
}

/**
 * MDX 1 let authors write `// comments` between the attributes of a JSX tag
 * spread over several lines; MDX 3 rejects them. The comment lines of an open
 * tag are blanked (a blank line inside a tag is allowed). A `//` line inside
 * an attribute's value (a template literal's code, an expression's comment) is the value's.
 */
export const removeJsxTagComments: LineTransform = (lines, prose) => {
  const result = [...lines];
  let tag: TagPlace | undefined;
  for (let i = 0; i < lines.length; i++) {
    if (!prose[i]) continue;
    const line = lines[i]!;
    if (!tag) {
      const start = TAG_START.exec(line);
      if (!start) continue;
      tag = { depth: 0 };
      if (closesTag(line.slice(start[0].length), tag)) tag = undefined;
      continue;
    }
    if (tag.depth === 0 && tag.quote === undefined && /^\s*\/\//.test(line)) {
      result[i] = '';
      continue;
    }
    if (closesTag(line, tag)) tag = undefined;
  }
  return result;
};

/** Whether the text ends the opening tag: a `>` outside attribute strings, template literals and `{…}` expressions. `tag` is where the text leaves the reading. */
function closesTag(text: string, tag: TagPlace): boolean {
  for (const char of text) {
    if (tag.quote) {
      if (char === tag.quote) tag.quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') tag.quote = char;
    else if (char === '{') tag.depth++;
    else if (char === '}') tag.depth--;
    else if (char === '>' && tag.depth === 0) return true;
  }
  // Only a template literal goes on over lines: a quote left open is rather an apostrophe in JSX text (`{<b>Don't</b>}`).
  if (tag.quote !== '`') tag.quote = undefined;
  return false;
}
