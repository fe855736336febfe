import type { Expression, Node } from 'acorn';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { toHtml } from 'hast-util-to-html';
import { JsxParser } from './jsx-parser.ts';
import { outsideInlineLiterals } from './inline-code.ts';

// Docusaurus 2 reads every `.md` file as MDX 1, so HTML in one may carry JSX
// attribute values: `<div class="col" style={{maxWidth: 300}}>`. docgen reads
// a `.md` file without imports as Markdown, whose HTML parser would split such
// a value into attributes named `{{maxwidth:` and `300}}`. A value that is a
// literal (a string, a number, a style object of them) is written here as the
// attribute React renders for it; any other value needs the page to be MDX
// (see needsMdx). Compiling such a page as MDX 3 instead is not the answer:
// it is stricter than MDX 1 about HTML blocks, which these pages were written for.

/** A tag's start, its name and the space before its first attribute. */
const TAG_START = /<[A-Za-z][\w.:-]*(?=\s)/g;
const ATTRIBUTE_NAME = /\s+([A-Za-z_:][\w:.-]*)/y;

/** The value of an expression that is not a literal. */
const NOT_LITERAL = Symbol('not literal');

type LiteralValue = string | number | boolean | null | { [key: string]: LiteralValue };

interface AttributeExpression {
  /** Where `name={…}` starts and ends in the text. */
  start: number;
  end: number;
  name: string;
  value: LiteralValue | typeof NOT_LITERAL;
}

function literalValue(node: Node): LiteralValue | typeof NOT_LITERAL {
  const expression = node as Expression;
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'bigint' || expression.value instanceof RegExp ? NOT_LITERAL : (expression.value as string | number | boolean | null);
    case 'TemplateLiteral':
      return expression.expressions.length === 0 ? expression.quasis.map((quasi) => quasi.value.cooked ?? '').join('') : NOT_LITERAL;
    case 'UnaryExpression':
      return expression.operator === '-' && expression.argument.type === 'Literal' && typeof expression.argument.value === 'number' ? -expression.argument.value : NOT_LITERAL;
    case 'ObjectExpression': {
      const object: Record<string, LiteralValue> = {};
      for (const property of expression.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_LITERAL;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        const value = literalValue(property.value);
        if (key === undefined || value === NOT_LITERAL) return NOT_LITERAL;
        object[key] = value;
      }
      return object;
    }
    default:
      return NOT_LITERAL;
  }
}

/** The end of an expression attribute's `{…}` that opens at `open`, and its value; -1 when it is not one expression. */
function expressionAt(text: string, open: number): { end: number; value: AttributeExpression['value'] } {
  try {
    const node = JsxParser.parseExpressionAt(text, open + 1, { ecmaVersion: 'latest' });
    const close = node.end + text.slice(node.end).search(/\S|$/);
    if (text[close] === '}') return { end: close + 1, value: literalValue(node) };
  } catch {
    // Not JavaScript: MDX will say where.
  }
  return { end: -1, value: NOT_LITERAL };
}

/**
 * The attributes with an expression for a value in a line's tags, in order:
 * each tag's attributes are read in turn, so that a quoted value that holds
 * `={` is not taken for one. A tag that goes on to the next line is read as
 * far as this one.
 */
function attributeExpressions(text: string): AttributeExpression[] {
  if (!text.includes('={')) return [];
  const found: AttributeExpression[] = [];
  for (const tag of text.matchAll(TAG_START)) {
    let index = tag.index + tag[0].length;
    for (;;) {
      ATTRIBUTE_NAME.lastIndex = index;
      const attribute = ATTRIBUTE_NAME.exec(text);
      if (!attribute) break;
      const name = attribute[1]!;
      index = ATTRIBUTE_NAME.lastIndex;
      if (text[index] !== '=') continue;
      const quote = text[index + 1];
      if (quote === '{') {
        const { end, value } = expressionAt(text, index + 1);
        found.push({ start: attribute.index + attribute[0].length - name.length, end, name, value });
        if (end === -1) break;
        index = end;
      } else if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, index + 2);
        if (close === -1) break;
        index = close + 1;
      } else {
        index += 1 + (/^[^\s>]*/.exec(text.slice(index + 1))![0].length);
      }
    }
  }
  return found;
}

/**
 * Whether an attribute's value can be written as HTML here: a literal, and
 * an object only for `style` (of strings and numbers), which takes nothing else.
 */
function writable(attribute: AttributeExpression): attribute is AttributeExpression & { value: LiteralValue } {
  const { name, value } = attribute;
  if (value === NOT_LITERAL) return false;
  const object = typeof value === 'object' && value !== null;
  if (name !== 'style') return !object;
  return object && Object.values(value).every((property) => typeof property === 'string' || typeof property === 'number');
}

/** Whether a line has a tag with an attribute whose expression only MDX can evaluate. */
export function hasAttributeExpression(line: string): boolean {
  if (!line.includes('={')) return false;
  let needed = false;
  outsideInlineLiterals(line, (text) => {
    if (!attributeExpressions(text).every(writable)) needed = true;
    return text;
  });
  return needed;
}

/**
 * The HTML for one attribute with a literal value, as React renders it; empty
 * when React leaves it out. A style object goes through React's own renderer;
 * the rest through the HTML serialiser of the pipeline, which knows React's
 * names for attributes (`className`, `htmlFor`, `tabIndex`) as hast's.
 */
function htmlAttribute(name: string, value: LiteralValue): string {
  const html =
    name === 'style'
      ? renderToStaticMarkup(createElement('b', { style: value }))
      : // React writes a data- or aria- attribute's boolean as text.
        toHtml({ type: 'element', tagName: 'b', properties: { [name]: typeof value === 'boolean' && /^(data|aria)-/.test(name) ? String(value) : (value as string | number | boolean | null) }, children: [] });
  return /^<b ?(.*)><\/b>$/.exec(html)![1]!;
}

/** A Markdown line with its tags' literal attribute expressions written as HTML attributes. */
export function writeLiteralAttributes(line: string): string {
  if (!line.includes('={')) return line;
  return outsideInlineLiterals(line, (text) => {
    let result = '';
    let index = 0;
    for (const attribute of attributeExpressions(text)) {
      if (!writable(attribute)) continue;
      result += text.slice(index, attribute.start) + htmlAttribute(attribute.name, attribute.value);
      index = attribute.end;
    }
    return result + text.slice(index);
  });
}
