import type { LiteralSyntax } from './inline-code.ts';
import { JsxParser } from './jsx-parser.ts';

const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;
// A math block's fence (micromark-extension-math): two dollars or more, and no dollar after them on the line.
const FENCE_OR_MATH_OPEN = /^\s*(`{3,}|~{3,}|\${2,}(?=[^$]*$))/;
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

/** Which lines are fenced code, or (with `literal.math`) a math block. */
export function fencedLines(lines: readonly string[], literal?: LiteralSyntax): boolean[] {
  const opening = literal?.math ? FENCE_OR_MATH_OPEN : FENCE_OPEN;
  const fenced: boolean[] = [];
  let fence: string | undefined;
  for (const line of lines) {
    const match = opening.exec(line);
    if (fence) {
      fenced.push(true);
      if (match && match[1]![0] === fence[0] && match[1]!.length >= fence.length && line.trim() === match[1]) fence = undefined;
    } else if (match) {
      fenced.push(true);
      fence = match[1];
    } else fenced.push(false);
  }
  return fenced;
}

/**
 * A statement runs from an `import`/`export` line to a blank line where its
 * brackets and template literals are closed (a template literal may hold
 * blank lines of code).
 */
export function sourceRegions(lines: readonly string[], literal?: LiteralSyntax): SourceRegions {
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
    collectDeclared(lines.slice(i, end).join('\n'), declared);
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
    if (declaration?.type === 'VariableDeclaration') for (const item of declaration.declarations) if (item.id.type === 'Identifier') declared.add(item.id.name);
    if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id) declared.add(declaration.id.name);
  }
}
