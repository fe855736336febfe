// A heading as a table of contents shows it: HTML keeping its inline code,
// emphasis, strong and struck-through text, as Docusaurus's TOC entries do
// (`<code>install.xml</code> - Database installation`). Links give their
// text (the entry is a link already), and an inline component its element
// with its class; anything else its text.
import type { Heading, PhrasingContent } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { escapeHtml } from '../render/html-escape.ts';

const WRAPPING: Partial<Record<PhrasingContent['type'], string>> = { emphasis: 'em', strong: 'strong', delete: 'del' };

function phrasingHtml(nodes: readonly (PhrasingContent | MdxJsxTextElement)[]): string {
  return nodes.map(nodeHtml).join('');
}

function nodeHtml(node: PhrasingContent | MdxJsxTextElement): string {
  if (node.type === 'text') return escapeHtml(node.value);
  if (node.type === 'inlineCode') return `<code>${escapeHtml(node.value)}</code>`;
  if (node.type === 'link') return phrasingHtml(node.children);
  const wrapper = WRAPPING[node.type];
  if (wrapper && 'children' in node) return `<${wrapper}>${phrasingHtml(node.children as PhrasingContent[])}</${wrapper}>`;
  if (node.type === 'mdxJsxTextElement' && node.name && /^[a-z][a-z0-9-]*$/.test(node.name)) {
    const className = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && (attribute.name === 'className' || attribute.name === 'class'));
    const classes = className && typeof className.value === 'string' ? ` class="${escapeHtml(className.value)}"` : '';
    return `<${node.name}${classes}>${phrasingHtml(node.children as PhrasingContent[])}</${node.name}>`;
  }
  return escapeHtml(toString(node));
}

export function tocValue(heading: Heading): string {
  return phrasingHtml(heading.children);
}
