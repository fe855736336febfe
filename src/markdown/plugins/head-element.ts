import type { Element as HastElement } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { toString as hastText } from 'hast-util-to-string';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString as mdastText } from 'mdast-util-to-string';
import type { Node, Parent } from 'unist';
import type { VFile } from 'vfile';
import { escapeHtml } from '../../render/html-escape.ts';
import { CONTENT_HEAD_MARKER, replacedTag, type ContentHead, type HeadTag } from '../../shared/content-head.ts';
import { locate } from '../position.ts';
import type { MarkdownContext } from '../types.ts';

const HEAD_START = /^\s*<head[\s>]/i;
const HEAD_END = /<\/head\s*>\s*$/i;

/** What a page's `<head>` may hold: the tags Docusaurus sites put there. */
export const HEAD_TAGS = new Set(['title', 'meta', 'link']);

/** React's names for attributes of those tags that HTML spells otherwise (Docusaurus' own example writes `charSet`). */
const HTML_ATTRIBUTE_NAMES: Record<string, string> = { charSet: 'charset', httpEquiv: 'http-equiv', hrefLang: 'hreflang', crossOrigin: 'crossorigin', itemProp: 'itemprop', className: 'class' };
const ATTRIBUTE_NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
const isJsxElement = (node: Node): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/**
 * `<head>` in a page, as Docusaurus' head metadata: its `<title>` becomes the
 * document's title and its `<meta>` and `<link>` tags go into the document's
 * head (file.data.head), each in place of the tag react-helmet would replace.
 * The element itself leaves the page's body. In MDX it is one JSX element; in
 * Markdown the raw HTML from `<head>` to `</head>` (blocks apart when blank
 * lines split it). Anything else in it is left out with a warning at its line.
 */
export function remarkHeadElement() {
  return (tree: Root, file: VFile) => {
    // Nearly every page has none: its tree is not walked.
    if (!/<head[\s>]/i.test(String(file.value))) return;
    const context = file.data.context!;
    const head: ContentHead = { tags: [] };
    let found = false;
    const visit = (parent: Parent) => {
      let rawHead: { first: Node; html: string; endLine: number | undefined } | undefined;
      parent.children = parent.children.filter((child: Node & { value?: unknown }) => {
        if (child.type === 'html' && typeof child.value === 'string' && (rawHead || HEAD_START.test(child.value))) {
          const endLine = child.position?.end.line;
          // The blocks at their own lines apart, so that a tag's line in the HTML is its line from the first.
          const gap = rawHead?.endLine !== undefined && child.position ? Math.max(1, child.position.start.line - rawHead.endLine) : 1;
          rawHead = rawHead ? { ...rawHead, html: `${rawHead.html}${'\n'.repeat(gap)}${child.value}`, endLine } : { first: child, html: child.value, endLine };
          if (HEAD_END.test(child.value)) {
            addRawHead(rawHead.html, rawHead.first, head, context);
            found = true;
            rawHead = undefined;
          }
          return false;
        }
        if (isJsxElement(child) && child.name === 'head') {
          addJsxHead(child, head, context);
          found = true;
          return false;
        }
        if ('children' in child) visit(child as Parent);
        return true;
      });
      // A `<head>` never closed: what followed it is its content, as a browser reads it.
      if (rawHead) {
        addRawHead(rawHead.html, rawHead.first, head, context);
        found = true;
      }
    };
    visit(tree);
    if (found) file.data.head = head;
  };
}

/** The warning for a tag a page's head may not hold. */
export const unsupportedHeadTag = (name: string, container = 'head') => `<${name}> in <${container}> is not supported (only <title>, <meta> and <link> are), so it is left out.`;

function addJsxHead(element: JsxElement, head: ContentHead, context: MarkdownContext): void {
  const tags: JsxElement[] = [];
  // Tags on lines of their own are flow elements; on one line with others, text elements inside a paragraph.
  const collect = (node: Node) => {
    if (isJsxElement(node)) tags.push(node);
    else if ('children' in node) (node as Parent).children.forEach(collect);
  };
  element.children.forEach(collect);
  for (const tag of tags) {
    const name = tag.name ?? '';
    if (!HEAD_TAGS.has(name)) {
      context.reporter.warn(unsupportedHeadTag(name || 'fragment'), locate(tag, context));
      continue;
    }
    if (name === 'title') {
      head.title = mdastText(tag).trim();
      continue;
    }
    const attributes: Record<string, string> = {};
    let literal = true;
    for (const attribute of tag.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && attribute.value !== undefined && typeof attribute.value !== 'string')) literal = false;
      else {
        const htmlName = htmlAttributeName(attribute.name);
        if (htmlName) attributes[htmlName] = attribute.value ?? '';
      }
    }
    if ('charset' in attributes) continue;
    if (!literal) {
      context.reporter.warn(`<${name}> in <head> has an attribute written as an expression ({…}), so it is left out: write its values as text.`, locate(tag, context));
      continue;
    }
    const headTag = headTagFor(name, attributes);
    if (headTag) head.tags.push(headTag);
  }
}

/** The HTML name of an attribute written with React's name (`httpEquiv`) or its own; undefined for a name HTML cannot have. */
export function htmlAttributeName(name: string): string | undefined {
  const htmlName = HTML_ATTRIBUTE_NAMES[name] ?? name;
  return ATTRIBUTE_NAME.test(htmlName) ? htmlName : undefined;
}

/**
 * The head tag for a page's `<meta>` or `<link>` with these attributes (HTML
 * names). Undefined for a charset: the document is UTF-8, said in its first
 * bytes, where a charset must be, so a page's own is left out.
 */
export function headTagFor(name: string, attributes: Record<string, string>): HeadTag | undefined {
  if ('charset' in attributes) return undefined;
  const html = `<${name}${Object.entries(attributes).map(([attribute, value]) => ` ${attribute}="${escapeHtml(value)}"`).join('')} ${CONTENT_HEAD_MARKER}="">`;
  return { html, replaces: replacedTag(name, attributes) };
}

function addRawHead(html: string, first: Node, head: ContentHead, context: MarkdownContext): void {
  const document = fromHtml(html);
  // A tag's own line: the HTML's lines are counted from the first block's.
  const at = (tag: HastElement) => {
    const start = locate(first, context);
    const line = tag.position?.start.line;
    return line === undefined || start.line === undefined ? start : { ...start, line: start.line + line - 1, column: line === 1 ? (start.column ?? 1) + tag.position!.start.column - 1 : tag.position!.start.column };
  };
  const headElement = document.children.find((node): node is HastElement => node.type === 'element' && node.tagName === 'html')?.children.find((node): node is HastElement => node.type === 'element' && node.tagName === 'head');
  for (const tag of headElement?.children ?? []) {
    if (tag.type !== 'element') continue;
    if (!HEAD_TAGS.has(tag.tagName)) {
      context.reporter.warn(unsupportedHeadTag(tag.tagName), at(tag));
      continue;
    }
    if (tag.tagName === 'title') {
      head.title = hastText(tag).trim();
      continue;
    }
    const { name, property, httpEquiv, rel, charSet } = tag.properties;
    if (charSet !== undefined) continue;
    const attributes: Record<string, string> = {};
    if (typeof name === 'string') attributes.name = name;
    if (typeof property === 'string') attributes.property = property;
    if (typeof httpEquiv === 'string' || Array.isArray(httpEquiv)) attributes['http-equiv'] = String(httpEquiv);
    if (Array.isArray(rel)) attributes.rel = rel.join(' ');
    head.tags.push({ html: toHtml({ ...tag, properties: { ...tag.properties, [CONTENT_HEAD_MARKER]: '' } }), replaces: replacedTag(tag.tagName, attributes) });
  }
}

/**
 * Several `<head>`s as one (a page's and those of the partials it shows), in
 * order: a later title wins, and a later tag takes the place of an earlier
 * one it replaces, as react-helmet does. Undefined when there is none.
 */
export function mergeHeads(heads: ContentHead[]): ContentHead | undefined {
  if (heads.length === 0) return undefined;
  if (heads.length === 1) return heads[0];
  let title: string | undefined;
  const tags = new Map<string | number, HeadTag>();
  // Tags that replace none are each kept, under a number of their own.
  let added = 0;
  for (const head of heads) {
    title = head.title ?? title;
    for (const tag of head.tags) {
      const key = tag.replaces ?? added++;
      tags.delete(key);
      tags.set(key, tag);
    }
  }
  return { ...(title === undefined ? {} : { title }), tags: [...tags.values()] };
}
