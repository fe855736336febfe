import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { walkTree } from '../walk-tree.ts';

/**
 * MDX 3 does not let `components` replace lowercase tags written as JSX, so
 * `<details>` is renamed to the theme's Details component.
 */
export function remarkMdxDetails() {
  return (tree: Root) => {
    walkTree(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name === 'details') node.name = 'Details';
    });
  };
}
