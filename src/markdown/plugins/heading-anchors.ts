import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walkTree } from '../walk-tree.ts';
import { translate } from '../../i18n/translate.ts';

const LINKABLE = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** h2–h6 get the anchor class and a trailing `#` link to themselves; h1 keeps no id. */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    walkTree(tree, 'element', (node: Element) => {
      if (node.tagName === 'h1') {
        delete node.properties.id;
        return;
      }
      if (!LINKABLE.has(node.tagName) || typeof node.properties.id !== 'string') return;
      const id = node.properties.id;
      const existing = Array.isArray(node.properties.className) ? node.properties.className : [];
      node.properties.className = [...existing, 'anchor'];
      const heading = toString(node).trim();
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          className: ['hash-link'],
          href: `#${id}`,
          ariaLabel: translate({ id: 'theme.common.headingLinkLabel', message: 'Direct link to {heading}' }, { heading }),
          // The heading's text is given too: other languages' messages name it (`Lien direct vers {heading}`).
          title: translate({ id: 'theme.common.headingLinkTitle', message: 'Direct link to heading' }, { heading }),
        },
        children: [{ type: 'text', value: '\u200B' }],
        // Not a link of the page's text: in an MDX page, the site's own `a` (mdx.components) is not used for it,
        // as Docusaurus's heading makes it itself. MDX treats an element so marked as JSX written in the page.
        data: { _mdxExplicitJsx: true } as unknown as Element['data'],
      });
    });
  };
}
