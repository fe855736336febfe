import type { Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { walkTree } from '../walk-tree.ts';
import type { VFile } from 'vfile';
import { translate } from '../../i18n/translate.ts';
import { locate } from '../position.ts';

/** Keywords authors may write → the type that is rendered (Docusaurus aliases). */
const ADMONITION_TYPES: Record<string, string> = {
  note: 'note', tip: 'tip', info: 'info', caution: 'caution', danger: 'danger',
  secondary: 'note', important: 'info', success: 'tip', warning: 'danger',
};

const COLOUR_CLASS: Record<string, string> = {
  note: 'alert--secondary', tip: 'alert--success', danger: 'alert--danger', info: 'alert--info', caution: 'alert--warning',
};

export const ADMONITION_KEYWORDS = Object.keys(ADMONITION_TYPES);

/**
 * `:::note[Title]` container directives → admonition boxes. Runs after
 * remark-directive; text and leaf directives are not ours and go back to text.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    walkTree(tree, (node: Nodes, index, parent) => {
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        if (parent && index !== undefined) {
          const original = sliceSource(file, node) ?? `:${node.name}`;
          const replacement: RootContent = node.type === 'leafDirective' ? { type: 'paragraph', children: [{ type: 'text', value: original }] } : { type: 'text', value: original };
          parent.children.splice(index, 1, replacement as never);
          return index + 1;
        }
        return;
      }
      if (node.type !== 'containerDirective') return;
      transformAdmonition(node, file);
      return;
    });
  };
}

function sliceSource(file: VFile, node: RootContent): string | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : String(file.value).slice(start, end);
}

function transformAdmonition(node: ContainerDirective, file: VFile): void {
  const written = node.name.toLowerCase();
  let type = ADMONITION_TYPES[written];
  if (!type) {
    const context = file.data.context;
    if (context) context.reporter.warn(`Unknown admonition type ":::${node.name}"; it is shown as "info".`, locate(node, context));
    type = 'info';
  }
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;
  const titleChildren: PhrasingContent[] = hasLabel ? (first as Paragraph).children : [{ type: 'text', value: translate({ id: `theme.admonition.${type}`, message: type }) }];
  const body = hasLabel ? rest : node.children;

  node.data = {
    hName: 'div',
    hProperties: { className: ['theme-admonition', `theme-admonition-${written}`, `admonition-${type}`, 'admonition', 'alert', COLOUR_CLASS[type]!] },
  };
  node.children = [
    part('div', ['admonitionHeading'], [part('span', ['admonitionIcon'], []), ...titleChildren]),
    part('div', ['admonitionContent'], body),
  ] as never;
}

function part(tagName: string, className: string[], children: unknown[]) {
  return { type: 'admonitionPart', data: { hName: tagName, hProperties: { className } }, children };
}
