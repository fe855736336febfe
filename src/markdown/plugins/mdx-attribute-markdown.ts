import type { Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { walkTree } from '../walk-tree.ts';
import { remarkContainerDirectives } from './admonitions.ts';
import { remarkGfmConstructs } from './gfm.ts';

// A JSX prop value that is one element or fragment spread over lines, such as
// `extraDescription={\n<div>\n\nMarkdown…\n\n</div>\n}`.
const WRAPPED_MARKDOWN = /^(\s*<(\w*)>)([\s\S]*)<\/\2>\s*$/;

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfmConstructs).use(remarkContainerDirectives);

/**
 * MDX 1 rendered Markdown written inside a JSX prop value (it read the lines
 * between the JSX as Markdown); MDX 3 keeps it as literal JSX text. Such a
 * value is parsed as Markdown here, before the other plugins, and passed as a
 * <PropContent> child; <PropsFromChildren> hands it to the component as the
 * prop. Must run before every other remark plugin so the moved Markdown gets
 * the same treatment as the rest of the page.
 */
export function remarkMdxAttributeMarkdown() {
  return (tree: Root) => {
    walkTree(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (!node.name || !/^[A-Z][\w$]*$/.test(node.name)) return;
      const moved: MdxJsxFlowElement[] = [];
      node.attributes = node.attributes.filter((attribute) => {
        if (attribute.type !== 'mdxJsxAttribute') return true;
        const content = markdownValue(attribute);
        if (!content) return true;
        moved.push(propContent(attribute.name, content, attribute));
        return false;
      });
      if (!moved.length) return;
      node.attributes.unshift({ type: 'mdxJsxAttribute', name: 'of', value: identifierExpression(node.name) });
      node.name = 'PropsFromChildren';
      node.children = [...moved, ...node.children];
    });
  };
}

function markdownValue(attribute: MdxJsxAttribute): { wrapper: string; markdown: string; lineOffset: number } | undefined {
  const value = attribute.value;
  if (!value || typeof value === 'string' || !value.value.includes('\n\n')) return undefined;
  const match = WRAPPED_MARKDOWN.exec(value.value);
  if (!match) return undefined;
  return { wrapper: match[2]!, markdown: match[3]!, lineOffset: match[1]!.split('\n').length - 1 };
}

function propContent(name: string, content: { wrapper: string; markdown: string; lineOffset: number }, attribute: MdxJsxAttribute): MdxJsxFlowElement {
  const parsed = parser.parse(content.markdown) as Root;
  // Lines of the parsed Markdown are counted from the prop's line, so errors and links still point at the file.
  const firstLine = (attribute.position?.start.line ?? 1) + content.lineOffset;
  walkTree(parsed, (child) => {
    if (!child.position) return;
    child.position.start.line += firstLine - 1;
    child.position.end.line += firstLine - 1;
  });
  const children = parsed.children as MdxJsxFlowElement['children'];
  const body: MdxJsxFlowElement['children'] = content.wrapper ? [{ type: 'mdxJsxFlowElement', name: content.wrapper, attributes: [], children }] : children;
  return { type: 'mdxJsxFlowElement', name: 'PropContent', attributes: [{ type: 'mdxJsxAttribute', name: 'name', value: name }], children: body as RootContent[] as MdxJsxFlowElement['children'] };
}

function identifierExpression(name: string): MdxJsxAttribute['value'] {
  const estree: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name } }] };
  return { type: 'mdxJsxAttributeValueExpression', value: name, data: { estree } };
}
