// The UI strings that code declares, found in its syntax tree as Docusaurus's
// write-translations finds them (with Babel's parser, as it does):
// `translate({ id, message, description })` calls (`translatePlural` too) and
// `Translate` elements with an id and literal text between their tags, or a
// string literal in braces. A call without an id is known by its message, as
// in Docusaurus. MDX files are compiled to JavaScript first, their JSX kept.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type ParserPlugin } from '@babel/parser';
import { traverseFast, type Expression, type JSXElement, type Node, type ObjectExpression } from '@babel/types';
import { crawlFiles } from '../content/crawl.ts';
import type { Reporter } from '../shared/logger.ts';

export interface DeclaredMessage {
  message: string;
  description?: string;
}

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|mdx)$/;
const CALLEES = new Set(['translate', 'translatePlural', 'translateWithNodes']);
const PROPERTIES = new Set(['id', 'message', 'description']);

/** The parser's syntax for a file: TypeScript's where its name says so, and JSX but in a `.ts` file (where `<T>x` is a type assertion). */
function syntaxOf(fileName: string): ParserPlugin[] {
  if (/\.[cm]?ts$/.test(fileName)) return ['typescript'];
  if (/\.tsx$/.test(fileName)) return ['typescript', 'jsx'];
  return ['jsx'];
}

/**
 * The messages one source file declares, in the order they are written. A
 * call or element whose parts are not literal text (a variable's message, a
 * spread, a template literal with a placeholder) is left out. Throws the
 * parser's error, with its line, for a file that is not valid code.
 */
export function messagesInSource(text: string, fileName = 'source.tsx'): [id: string, DeclaredMessage][] {
  const found: [string, DeclaredMessage][] = [];
  const declare = (parts: Record<string, string> | undefined) => {
    if (parts?.message) found.push([parts.id ?? parts.message, { message: parts.message, ...(parts.description === undefined ? {} : { description: parts.description }) }]);
  };
  const tree = parse(text, { sourceType: 'unambiguous', plugins: syntaxOf(fileName) });
  traverseFast(tree.program, (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && CALLEES.has(node.callee.name) && node.arguments[0]?.type === 'ObjectExpression') declare(callParts(node.arguments[0]));
    else if (node.type === 'JSXElement' && node.openingElement.name.type === 'JSXIdentifier' && node.openingElement.name.name === 'Translate') declare(elementParts(node));
  });
  return found;
}

/** The literal text of an expression: a string, or a template literal without placeholders. */
function literalText(node: Node | null | undefined): string | undefined {
  if (node?.type === 'StringLiteral') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** A call's `{ id, message, description }`, when each property is one of those with literal text. */
function callParts(object: ObjectExpression): Record<string, string> | undefined {
  const parts: Record<string, string> = {};
  for (const property of object.properties) {
    if (property.type !== 'ObjectProperty' || property.computed) return undefined;
    const key = property.key.type === 'Identifier' ? property.key.name : literalText(property.key);
    const value = literalText(property.value);
    if (key === undefined || !PROPERTIES.has(key) || value === undefined) return undefined;
    parts[key] = value;
  }
  return parts;
}

/** A `<Translate>`'s id and description attributes and its message: literal text between its tags, or one string literal in braces. */
function elementParts(element: JSXElement): Record<string, string> | undefined {
  const parts: Record<string, string> = {};
  for (const attribute of element.openingElement.attributes) {
    if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier' || !PROPERTIES.has(attribute.name.name)) continue;
    const value = attribute.value?.type === 'JSXExpressionContainer' ? literalText(attribute.value.expression as Expression) : literalText(attribute.value);
    if (value !== undefined) parts[attribute.name.name] = value;
  }
  const children = element.children.filter((child) => !(child.type === 'JSXText' && child.value.trim() === ''));
  const [only] = children;
  if (children.length !== 1 || !only) return undefined;
  const message = only.type === 'JSXText' ? only.value.trim() : only.type === 'JSXExpressionContainer' ? literalText(only.expression as Expression) : undefined;
  return message === undefined ? undefined : { ...parts, message };
}

/** A source file's code (an MDX file's compiled to JavaScript, its JSX kept as written); undefined for one that does not name the API (most files), which is not parsed. */
async function codeOf(file: string): Promise<{ code: string; fileName: string } | undefined> {
  const text = await readFile(file, 'utf8');
  if (!/\btranslate|<Translate\b/.test(text)) return undefined;
  if (!file.endsWith('.mdx')) return { code: text, fileName: file };
  // Loaded for an MDX file that needs it: the compiler takes longer to load than the rest of this.
  const { compile } = await import('@mdx-js/mdx');
  return { code: String(await compile(text, { jsx: true })), fileName: `${file}.jsx` };
}

/**
 * The messages the source files in `folders` declare (those that exist), by
 * id; the first declaration of an id wins. A file that cannot be parsed is a
 * warning at its line, and its messages are left out.
 */
export async function extractMessages(folders: string[], reporter: Reporter): Promise<Map<string, DeclaredMessage>> {
  const messages = new Map<string, DeclaredMessage>();
  for (const folder of folders) {
    const files = (await crawlFiles(folder, reporter).catch(() => [])).filter((file) => SOURCE_FILE.test(file) && !file.endsWith('.d.ts')).sort();
    for (const name of files) {
      const file = path.join(folder, name);
      try {
        const source = await codeOf(file);
        if (!source) continue;
        for (const [id, declared] of messagesInSource(source.code, source.fileName)) if (!messages.has(id)) messages.set(id, declared);
      } catch (error) {
        reporter.warn(`Its messages to translate were not read: it could not be parsed (${String((error as Error).message ?? error).split('\n')[0]}).`, { file, ...syntaxErrorPlace(error, file) });
      }
    }
  }
  return messages;
}

/** Where in its file a parser's error is: Babel's (its column counted from 0) or MDX's; none for an error in an MDX file's compiled code. */
function syntaxErrorPlace(error: unknown, file: string): { line?: number; column?: number } {
  const { loc, line, column } = error as { loc?: { line: number; column: number }; line?: number; column?: number };
  if (loc && !file.endsWith('.mdx')) return { line: loc.line, column: loc.column + 1 };
  if (typeof line === 'number' && file.endsWith('.mdx')) return { line, ...(typeof column === 'number' ? { column } : {}) };
  return {};
}
