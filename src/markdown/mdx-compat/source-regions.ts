import type { LiteralSyntax } from './inline-code.ts';
import type { Pattern } from 'acorn';
import { JsxParser } from './jsx-parser.ts';

const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;
// A math block's fence (micromark-extension-math): two dollars or more, and no dollar after them on the line.
const FENCE_OR_MATH_OPEN = /^\s*(`{3,}|~{3,}|\${2,}(?=[^$]*$))/;
const QUOTE_MARKERS = /^(?:\s*>)*/;
const INDENTED_CODE = /^( {0,3}\t| {4})/;
const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])(\s|$)/;
// An ATX heading or a thematic break: no paragraph goes on after it, so indented code may start right under it.
const ENDS_BLOCK = /^ {0,3}(#{1,6}(\s|$)|([-*_])(\s*\3){2,}\s*$)/;
const ESM_START = /^(import|export)\s/;

/** Which lines are fenced code, which are import/export statements, and which are prose/JSX. */
export interface SourceRegions {
  fenced: boolean[];
  esm: boolean[];
  /** Lines of a statement that start outside its brackets and template literals, where another statement may start. */
  topLevel: boolean[];
  /** Names the statements declare (imports, exported consts and functions). */
  declared: Set<string>;
}

/** A line without its first `count` blockquote markers (`>`), or undefined when it has fewer. */
function unquoted(line: string, count: number): string | undefined {
  let rest = line;
  for (let i = 0; i < count; i++) {
    const marker = /^\s*>/.exec(rest);
    if (!marker) return undefined;
    rest = rest.slice(marker[0].length);
  }
  return rest;
}

/** Which lines are fenced code, or (with `literal.math`) a math block, in a blockquote (`> ```js`) too. */
export function fencedLines(lines: readonly string[], literal?: LiteralSyntax): boolean[] {
  const opening = literal?.math ? FENCE_OR_MATH_OPEN : FENCE_OPEN;
  const fenced: boolean[] = [];
  let fence: { marker: string; quotes: number } | undefined;
  for (const line of lines) {
    if (fence) {
      const content = unquoted(line, fence.quotes);
      if (content !== undefined) {
        fenced.push(true);
        const match = opening.exec(content);
        if (match && match[1]![0] === fence.marker[0] && match[1]!.length >= fence.marker.length && content.trim() === match[1]) fence = undefined;
        continue;
      }
      // A line out of the blockquote ends it, and the code in it.
      fence = undefined;
    }
    // Most lines are in no blockquote: read as they are, not copied.
    const quote = line.includes('>') ? QUOTE_MARKERS.exec(line)![0] : '';
    const match = opening.exec(quote ? line.slice(quote.length) : line);
    fenced.push(match !== null);
    if (match) fence = { marker: match[1]!, quotes: quote.split('>').length - 1 };
  }
  return fenced;
}

/**
 * Which lines of a Markdown page (not MDX, which has none) are indented code:
 * from a line indented by four spaces or a tab after a blank line, a heading
 * or a thematic break (not after a paragraph's line, which it would continue),
 * the lines so indented or blank. In a list, such lines are its items'
 * content: a list runs from an item to a line that is not indented after a
 * blank line, or to a heading or thematic break.
 */
export function indentedCodeLines(lines: readonly string[]): boolean[] {
  const code: boolean[] = [];
  // Most pages have no indented line at all.
  if (!lines.some((line) => INDENTED_CODE.test(line))) return lines.map(() => false);
  let inList = false;
  let inCode = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const blank = line.trim() === '';
    const afterBlank = i === 0 || lines[i - 1]!.trim() === '';
    const indented = INDENTED_CODE.test(line);
    // A line of the list goes on with it as an item's text (indented, or not after a blank line).
    // A heading or thematic break at the margin ends it (one indented as an item's content does not); `- - -` is a break, not an item.
    if (!blank && !indented) inList = LIST_ITEM.test(line) ? !ENDS_BLOCK.test(line) : inList && (!afterBlank || /^\s/.test(line)) && !(ENDS_BLOCK.test(line) && /^\S/.test(line));
    inCode = !inList && (inCode ? blank || indented : indented && (afterBlank || ENDS_BLOCK.test(lines[i - 1]!)));
    code.push(inCode);
  }
  return code;
}

/**
 * A statement runs from an `import`/`export` line to a blank line where its
 * brackets and template literals are closed (a template literal may hold
 * blank lines of code). `names: false` leaves `declared` empty.
 */
export function sourceRegions(lines: readonly string[], literal?: LiteralSyntax, { names = true }: { names?: boolean } = {}): SourceRegions {
  const fenced = fencedLines(lines, literal);
  const esm = lines.map(() => false);
  const topLevel = lines.map(() => false);
  const declared = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    if (fenced[i] || !ESM_START.test(lines[i]!)) continue;
    let end = i;
    let depth = 0;
    let inTemplate = false;
    for (; end < lines.length; end++) {
      if (lines[end]!.trim() === '' && depth <= 0 && !inTemplate) break;
      topLevel[end] = depth <= 0 && !inTemplate;
      for (const char of lines[end]!.replace(/\\./g, '')) {
        if (char === '`') inTemplate = !inTemplate;
        else if (!inTemplate && '{[('.includes(char)) depth++;
        else if (!inTemplate && '}])'.includes(char)) depth--;
      }
    }
    for (let j = i; j < end; j++) esm[j] = true;
    // Parsed only for the names: a caller that needs just the lines spares the parse.
    if (names) collectDeclared(lines.slice(i, end).join('\n'), declared);
    i = end;
  }
  return { fenced, esm, topLevel, declared };
}

function collectDeclared(code: string, declared: Set<string>): void {
  let program;
  try {
    program = JsxParser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return; // MDX reports the statement's own syntax error.
  }
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') for (const item of statement.specifiers) declared.add(item.local.name);
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') for (const item of declaration.declarations) addPatternNames(item.id, declared);
    if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id) declared.add(declaration.id.name);
  }
}

/** The names a declaration's target binds: `x`, or each of `{ major, minor: m, ...rest }` and `[a, b = 1]`. */
function addPatternNames(pattern: Pattern, declared: Set<string>): void {
  switch (pattern.type) {
    case 'Identifier':
      declared.add(pattern.name);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties) addPatternNames(property.type === 'RestElement' ? property.argument : property.value, declared);
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) if (element) addPatternNames(element, declared);
      break;
    case 'RestElement':
      addPatternNames(pattern.argument, declared);
      break;
    case 'AssignmentPattern':
      addPatternNames(pattern.left, declared);
      break;
  }
}
