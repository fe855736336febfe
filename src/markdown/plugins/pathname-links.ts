import type { Element, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { NO_LINK_CHECK, pathnameLinkTarget } from '../../content/url.ts';
import { walkTree } from '../walk-tree.ts';

/**
 * `pathname://` links in content, Markdown's and MDX's `<a>`, point to the
 * site path they name, as Docusaurus' Link (which renders both) makes them:
 * `[Manual](pathname:///files/manual.pdf)` is a link to `/files/manual.pdf`,
 * with the base URL. Such a link is for a path that is none of the site's
 * pages, so it opens in a new tab (rehypeExternalLinks, before this, gives
 * Markdown's that) and the broken-link check leaves it out. `<Link>` is the
 * theme's to make (see theme/Link.tsx).
 */
export function rehypePathnameLinks() {
  return (tree: Root, file: VFile) => {
    const { baseUrl } = file.data.context!;
    walkTree(tree, (node: Node) => {
      if (node.type === 'element') {
        const element = node as Element;
        const href = element.tagName === 'a' ? element.properties.href : undefined;
        const target = typeof href === 'string' ? pathnameLinkTarget(href, baseUrl) : undefined;
        if (target === undefined) return;
        element.properties.href = target;
        element.properties[NO_LINK_CHECK] = '';
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const element = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
        if (element.name !== 'a') return;
        const attribute = (name: string) => element.attributes.find((candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
        const href = attribute('href');
        const target = typeof href?.value === 'string' ? pathnameLinkTarget(href.value, baseUrl) : undefined;
        if (target === undefined) return;
        href!.value = target;
        const added: [string, string][] = [['target', '_blank'], ['rel', 'noopener noreferrer'], [NO_LINK_CHECK, '']];
        for (const [name, value] of added) if (!attribute(name)) element.attributes.push({ type: 'mdxJsxAttribute', name, value });
      }
    });
  };
}
