import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { walkTree } from '../walk-tree.ts';

/**
 * Text on lines of its own inside a JSX element, with no blank line around it
 * (`<th>` / `Current stables` / `</th>`), was JSX text to MDX 1: the element
 * held the text. MDX 3 makes it a paragraph, so the cell or the `<summary>`
 * got a `<p>`, with its margins, that it had not under Docusaurus 2. Such a
 * paragraph gives its text to the element; one with a blank line before or
 * after it (Markdown in a TabItem) stays a paragraph, as it was.
 */
export function remarkMdxJsxText() {
  return (tree: Root, file: VFile) => {
    let lines: string[] | undefined;
    // In a blockquote too, where a blank line is its markers alone.
    const blank = (line: number) => /^[\s>]*$/.test((lines ??= String(file.value).split('\n'))[line - 1] ?? '');
    walkTree(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (!node.children.some((child) => child.type === 'paragraph')) return;
      node.children = node.children.flatMap((child): (RootContent | PhrasingContent)[] => {
        const { start, end } = child.position ?? {};
        if (child.type !== 'paragraph' || !start || !end || blank(start.line - 1) || blank(end.line + 1)) return [child];
        return (child as Paragraph).children;
      }) as MdxJsxFlowElement['children'];
    });
  };
}
