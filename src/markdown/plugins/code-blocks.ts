import type { Element, ElementContent, Root } from 'hast';
import type { Code, Root as MdastRoot } from 'mdast';
import { toString } from 'hast-util-to-string';
import { walkTree } from '../walk-tree.ts';
import type { VFile } from 'vfile';
import { parseCodeMeta } from '../code-meta.ts';
import { applyMagicComments, rangeLineClasses, type MagicComment } from '../magic-comments.ts';
import type { CodeHighlighter } from '../highlighter.ts';
import { locate } from '../position.ts';
import { translate } from '../../i18n/translate.ts';

/**
 * Keeps a fence's meta string (`title="x" {1,3}`) as an attribute, so it survives
 * rehype-raw, which rebuilds the tree and drops node data.
 */
export function remarkCodeMeta() {
  return (tree: MdastRoot) => {
    walkTree(tree, 'code', (node: Code) => {
      if (node.meta) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), dataMeta: node.meta } };
    });
  };
}

/** Fenced code → shiki-highlighted block with optional title, highlighted lines (a range or magic comments), a copy button and a word-wrap toggle. */
export function rehypeCodeBlocks() {
  return async (tree: Root, file: VFile) => {
    const context = file.data.context!;
    const blocks: { index: number; parent: Root | Element; code: Element; written: string; language: string }[] = [];
    walkTree(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const className = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
      const written = className.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      if (written === 'mermaid') {
        parent.children[index] = mermaidContainer(toString(code));
        return index + 1;
      }
      let language = context.highlighter.resolveLanguage(written);
      if (!language) {
        context.reporter.warn(`Unknown code block language "${written}"; it is shown as plain text.`, locate(node, context));
        language = 'text';
      }
      blocks.push({ index, parent: parent as Root | Element, code, written, language });
      return index + 1;
    });
    // The grammars of the page's languages, read before any block is highlighted.
    await context.highlighter.prepare(new Set(blocks.map((block) => block.language)));
    for (const { index, parent, code, written, language } of blocks) {
      const meta = parseCodeMeta(typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : (code.data as { meta?: string } | undefined)?.meta);
      parent.children[index] = renderCodeBlock(context.highlighter, toString(code), { written, highlighted: language }, meta, context.magicComments);
    }
  };
}

export interface CodeBlockOptions {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean | number;
}

/**
 * A code block's HTML; `magicComments`: the site's (Docusaurus's own when not
 * given). Its language as `written` in the fence (`bash`) names its class and
 * the comments that hold magic comments, as in Docusaurus; the grammar shiki
 * knows it by (`shellscript`) colours it.
 */
export function renderCodeBlock(highlighter: CodeHighlighter, source: string, { written, highlighted }: { written: string; highlighted: string }, options: CodeBlockOptions, magicComments?: readonly MagicComment[]): Element {
  // A `{1,3-4}` range in the meta string wins over magic comments, as in Docusaurus.
  const { code, lineClasses } = options.highlightLines.size > 0 ? { code: source, lineClasses: rangeLineClasses(options.highlightLines, magicComments) } : applyMagicComments(source, written, magicComments);
  const pre = highlighter.highlight(code, highlighted, { lineClasses, showLineNumbers: options.showLineNumbers });
  const children: ElementContent[] = [];
  if (options.title) children.push(element('div', ['codeBlockTitle'], [{ type: 'text', value: options.title }]));
  const copy = element('button', ['copy-button'], [{ type: 'text', value: translate({ id: 'theme.CodeBlock.copy', message: 'Copy' }) }]);
  copy.properties.type = 'button';
  copy.properties.ariaLabel = translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard' });
  copy.properties.title = translate({ id: 'theme.CodeBlock.copy', message: 'Copy' });
  // Hidden until the word-wrap island finds that the code scrolls sideways (and
  // without JavaScript, when it could do nothing).
  const wrap = element('button', ['word-wrap-button'], []);
  const wrapLabel = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  Object.assign(wrap.properties, { type: 'button', ariaLabel: wrapLabel, title: wrapLabel, ariaPressed: 'false', hidden: true });
  children.push(element('div', ['codeBlockContent'], [pre, element('div', ['codeBlockButtons'], [wrap, copy])]));
  return element('div', ['codeBlockContainer', 'theme-code-block', `language-${written}`], children);
}

/** The class of a diagram's container, which the island looks for (and the build, to know whether a site has diagrams). */
export const MERMAID_CONTAINER_CLASS = 'docgen-mermaid';

/**
 * A Mermaid diagram is drawn in the browser (the mermaid island). Until then,
 * and without JavaScript, its source is shown as a plain code block.
 */
function mermaidContainer(source: string): Element {
  const pre = element('pre', ['mermaid-source'], [element('code', ['language-mermaid'], [{ type: 'text', value: source }])]);
  return element('div', ['docusaurus-mermaid-container', MERMAID_CONTAINER_CLASS], [pre]);
}

function element(tagName: string, className: string[], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties: { className }, children };
}
