// Line-preserving rewrites that let Docusaurus-flavoured Markdown (written for
// MDX 1) go through remark-directive and MDX 3 unchanged for authors. Fenced
// code, math (when the site reads it) and import/export statements are never
// touched, nor is a Markdown page's indented code (MDX has none).
import { rewriteAngleBrackets } from './mdx-compat/angle-brackets.ts';
import { hasAttributeExpression, writeLiteralAttributes } from './mdx-compat/attribute-literals.ts';
import { splitDetailsSummary } from './mdx-compat/details-summary.ts';
import { fixEsmStatements } from './mdx-compat/esm-statements.ts';
import { htmlCommentRewriter } from './mdx-compat/html-comments.ts';
import { removeJsxTagComments } from './mdx-compat/jsx-tag-comments.ts';
import { codeSpansOverLines, type LiteralSyntax } from './mdx-compat/inline-code.ts';
import { fencedLines, indentedCodeLines, sourceRegions } from './mdx-compat/source-regions.ts';
import { indentContinuedLines, multiLineExpressions, outsideRanges } from './mdx-compat/multi-line-expressions.ts';
import { escapeTextExpressions } from './mdx-compat/text-expressions.ts';
import { sourcePlaces, unmovedLines, type Place } from './mdx-compat/source-places.ts';
import { ADMONITION_KEYWORDS } from './admonition-types.ts';
import type { MdxScope } from './site-mdx-components.ts';

// In a blockquote too (`> :::tip Title`).
const ADMONITION_WITH_TITLE = new RegExp(`^((?:\\s*>)*\\s*:{3,})(${ADMONITION_KEYWORDS.join('|')})[ \\t]+(.+?)\\s*$`, 'i');
const HEADING_WITH_ID = /^(\s{0,3}#{1,6}\s.*?)\{#([^}\s]+)\}\s*$/;

export interface PreprocessOptions extends Partial<LiteralSyntax> {
  /** MDX needs its MDX 1 leftovers rewritten (comments, `{#id}`, stray braces and `<`). */
  mdx: boolean;
}

/** The rewritten text, and where a place in it (an error's, a node's) was in the source. */
export interface Preprocessed {
  text: string;
  sourcePlace(place: Place): Place;
}

export function preprocessMarkdown(source: string, options: PreprocessOptions): string {
  return preprocessWithPlaces(source, options).text;
}

export function preprocessWithPlaces(source: string, { mdx, math = false }: PreprocessOptions): Preprocessed {
  const literal: LiteralSyntax = { math };
  let lines = source.split('\n');
  let pieces = unmovedLines(lines.length);
  if (mdx) ({ lines, pieces } = fixEsmStatements(lines, literal));
  const { fenced, esm, declared } = mdx ? sourceRegions(lines, literal) : { fenced: markdownCodeLines(lines, literal), esm: [], declared: new Set<string>() };
  const prose = lines.map((_line, i) => !fenced[i] && !esm[i]);
  // Before the rewrites within lines: it moves text to another line, which they do not.
  if (mdx) ({ lines, pieces } = splitDetailsSummary(lines, prose, pieces));
  const moved = [...lines];
  // The rewrites see each line without its inline code (and math) that goes over a line break (a template literal's too), put back after them.
  const spans = codeSpansOverLines(lines, prose, literal);
  const written = lines;
  const spanned = spans.some(({ head, tail }, i) => head > 0 || tail < written[i]!.length);
  if (spanned) lines = lines.map((line, i) => line.slice(spans[i]!.head, spans[i]!.tail));
  const inScope = new Set([...declared, 'frontMatter', 'contentTitle']);
  const rewriteComments = htmlCommentRewriter(literal);
  const rewriteProse = (text: string): string => {
    let next = text;
    const admonition = ADMONITION_WITH_TITLE.exec(next);
    if (admonition && !admonition[3]!.startsWith('{')) next = `${admonition[1]}${admonition[2]}[${admonitionLabel(admonition[3]!)}]`;
    if (!mdx) return writeLiteralAttributes(next);
    next = next.replace(HEADING_WITH_ID, (_whole, heading: string, id: string) => `${heading}\\{#${id}\\}`);
    next = rewriteComments(next);
    return escapeTextExpressions(next, inScope, literal);
  };
  // A JavaScript expression over lines (an attribute's `values={[` and its items) is JavaScript, not prose to rewrite.
  const expressions = mdx ? multiLineExpressions(lines, prose, literal) : undefined;
  for (let i = 0; i < lines.length; i++) {
    if (prose[i]) lines[i] = outsideRanges(lines[i]!, expressions?.get(i), rewriteProse);
  }
  if (mdx) {
    for (const transform of [removeJsxTagComments, rewriteAngleBrackets]) lines = transform(lines, prose, literal);
  }
  if (spanned) lines = lines.map((line, i) => written[i]!.slice(0, spans[i]!.head) + line + written[i]!.slice(spans[i]!.tail));
  // Read again with the inline code over lines put back: a template literal's lines are such code to the rewrites.
  const rewritten = lines;
  if (mdx) lines = indentContinuedLines(lines, multiLineExpressions(lines, prose, literal));
  // It only writes spaces before a line.
  const indent = lines.map((line, i) => line.length - rewritten[i]!.length);
  return { text: lines.join('\n'), sourcePlace: sourcePlaces({ moved, pieces, rewritten, indent }) };
}

/**
 * An admonition's title as the directive's label, which is inline Markdown
 * as Docusaurus 2.2 renders the title (`:::info See [the guide](…)`): its
 * brackets stay when they pair up, and are escaped otherwise, as a lone one
 * would end the label or leave it open.
 */
function admonitionLabel(title: string): string {
  let depth = 0;
  for (const char of title.replace(/\\./g, '')) {
    if (char === '[') depth++;
    else if (char === ']' && --depth < 0) break;
  }
  return depth === 0 ? title : title.replace(/([[\]])/g, '\\$1');
}

/** The lines of a Markdown page that are code, fenced or indented. */
function markdownCodeLines(lines: readonly string[], literal?: LiteralSyntax): boolean[] {
  const indented = indentedCodeLines(lines);
  return fencedLines(lines, literal).map((fenced, i) => fenced || indented[i]!);
}

const ESM_LINE = /^(import\s+([\w*{]|['"])|export\s+(const|let|var|function|default|class|\{|\*))/;

/** `{require('…')}`, as Docusaurus's content points at an image or a file beside it (`<img src={require('./a.png').default} />`). */
const REQUIRE_EXPRESSION = /\{\s*require\(\s*['"]/;
const INLINE_CODE = /`+[^`]*`+/g;

/**
 * MDX mode is needed for `.mdx` files, and for Markdown with import/export
 * statements, `{require('…')}` expressions or tags whose JSX attribute
 * values are not literals (attribute-literals.ts) outside code, fenced or indented (every `.md` file
 * is MDX to Docusaurus 2; docgen reads the others as Markdown). The site's MDX
 * components (`scope`) may ask for more: pages that use one of them, or
 * every page when the site renders an element its own way.
 */
export function needsMdx(filePath: string, body: string, scope?: MdxScope): boolean {
  if (filePath.endsWith('.mdx') || scope?.everyFile) return true;
  const lines = body.split('\n');
  const code = markdownCodeLines(lines);
  const usesComponent = (line: string) => scope?.componentTag !== undefined && line.includes('<') && scope.componentTag.test(line.replace(INLINE_CODE, ''));
  return lines.some((line, i) => !code[i] && (ESM_LINE.test(line) || (line.includes('require(') && REQUIRE_EXPRESSION.test(line.replace(INLINE_CODE, ''))) || usesComponent(line) || hasAttributeExpression(line)));
}
