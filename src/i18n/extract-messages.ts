// The UI strings that code declares, found in its source as Docusaurus's
// write-translations finds them: `translate({ id, message, description })`
// calls (`translatePlural` too) and `Translate` elements with an id and
// literal text between their tags, or a string literal in braces. A call
// without an id is known by its message, as in Docusaurus.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crawlFiles } from '../content/crawl.ts';
import type { Reporter } from '../shared/logger.ts';

export interface DeclaredMessage {
  message: string;
  description?: string;
}

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|mdx)$/;
const CALL = /\btranslate(?:Plural|WithNodes)?\(\s*\{/g;
/** One property of the call's object, its value a string literal: read one after another from where the object opens. */
const PROPERTY = /\s*(id|message|description)\s*:\s*(['"`])((?:(?!\2)[^\\]|\\.)*)\2\s*(,\s*\}|\}|,)/y;
/** Comments, whose examples of calls are not declarations (a line comment only where it starts its line: `//` may be in a URL). */
const COMMENT = /\/\*[\s\S]*?\*\/|^[ \t]*\/\/.*$/gm;
const ELEMENT_START = /<Translate\b/g;
const ATTRIBUTE = /\b(id|description)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(['"])((?:(?!\4)[^\\]|\\.)*)\4\s*\})/g;
/** An element's text: literal, or one string literal in braces (`{'There are {n} apples'}`, Docusaurus's form for a message with placeholders). */
const LITERAL_TEXT = /^\s*(?:([^<{}]*?)|\{\s*(['"`])((?:(?!\2)[^\\]|\\.)*)\2\s*\})\s*$/;
const STRING_LITERAL = /^\s*(['"`])(?:(?!\1)[^\\]|\\.)*\1\s*$/;

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };

/** A string literal's text: its escapes (`\'`, `\n`) read as JavaScript reads them. */
function unescape(text: string): string {
  return text.replace(/\\(u\{[\da-f]+\}|u[\da-f]{4}|x[\da-f]{2}|.)/gi, (_, escape: string) => {
    if (/^u\{/i.test(escape)) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
    if (/^[ux]/i.test(escape) && escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return SIMPLE_ESCAPES[escape] ?? escape;
  });
}

/** The messages one source file declares, by id. A call whose parts are not literal text (a variable's message) is left out. */
export function messagesInSource(text: string): [id: string, DeclaredMessage][] {
  const found: [string, DeclaredMessage][] = [];
  const code = text.replace(COMMENT, '');
  for (const call of code.matchAll(CALL)) {
    const parts: Record<string, string> = {};
    PROPERTY.lastIndex = call.index + call[0].length;
    let closed = false;
    while (!closed) {
      const property = PROPERTY.exec(code);
      // A template literal with a placeholder in it is not literal text.
      if (!property || (property[2] === '`' && property[3]!.includes('${'))) break;
      parts[property[1]!] = unescape(property[3]!);
      closed = property[4] !== ',';
    }
    // An object with anything but literal text in it (a variable's message, a spread) is not a declaration to list.
    if (!closed || parts.message === undefined) continue;
    found.push([parts.id ?? parts.message, { message: parts.message, ...(parts.description === undefined ? {} : { description: parts.description }) }]);
  }
  for (const { attributes, content } of translateElements(code)) {
    const parts: Record<string, string> = {};
    for (const [, key, double, single, , braced] of attributes.matchAll(ATTRIBUTE)) parts[key!] = double ?? single ?? unescape(braced!);
    const text = LITERAL_TEXT.exec(content);
    // A template literal with a placeholder in it is not literal text.
    if (!text || (text[2] === '`' && text[3]!.includes('${'))) continue;
    const message = text[1] === undefined ? unescape(text[3]!) : text[1].trim();
    if (!message) continue;
    found.push([parts.id ?? message, { message, ...(parts.description === undefined ? {} : { description: parts.description }) }]);
  }
  return found;
}

/**
 * Each `<Translate>` element: its own attributes (an expression's braces
 * blanked unless it is a string literal, so that an element given in its
 * `values`, another `<Translate>` among them, lends it no id) and what comes
 * between its tags. An attribute may hold `>`, in quotes or braces; the
 * elements inside an attribute are found too, each from its own start.
 */
function* translateElements(code: string): Generator<{ attributes: string; content: string }> {
  for (const start of code.matchAll(ELEMENT_START)) {
    let attributes = '';
    let quote: string | undefined;
    let depth = 0;
    let expression = '';
    let at = start.index + start[0].length;
    for (; at < code.length; at++) {
      const char = code[at]!;
      if (depth > 0) {
        expression += char;
        if (quote) {
          if (char === '\\') expression += code[++at] ?? '';
          else if (char === quote) quote = undefined;
        } else if (char === "'" || char === '"' || char === '`') quote = char;
        else if (char === '{') depth += 1;
        else if (char === '}' && --depth === 0) {
          attributes += STRING_LITERAL.test(expression.slice(1, -1)) ? expression : '{}';
          expression = '';
        }
      } else if (quote) {
        attributes += char;
        if (char === quote) quote = undefined;
      } else if (char === '"' || char === "'") {
        quote = char;
        attributes += char;
      } else if (char === '{') {
        depth = 1;
        expression = char;
      } else if (char === '>') break;
      else attributes += char;
    }
    // Self-closing, or never closed: nothing between tags.
    if (at >= code.length || attributes.trimEnd().endsWith('/')) continue;
    const end = code.indexOf('</Translate>', at + 1);
    if (end >= 0) yield { attributes, content: code.slice(at + 1, end) };
  }
}

/** The messages the source files in `folders` declare (those that exist), by id; the first declaration of an id wins. */
export async function extractMessages(folders: string[], reporter: Reporter): Promise<Map<string, DeclaredMessage>> {
  const messages = new Map<string, DeclaredMessage>();
  for (const folder of folders) {
    const files = (await crawlFiles(folder, reporter).catch(() => [])).filter((file) => SOURCE_FILE.test(file) && !file.endsWith('.d.ts')).sort();
    for (const file of files) {
      for (const [id, declared] of messagesInSource(await readFile(path.join(folder, file), 'utf8'))) if (!messages.has(id)) messages.set(id, declared);
    }
  }
  return messages;
}
