import type { Paragraph, PhrasingContent, Root } from 'mdast';
import { directiveFromMarkdown, type ContainerDirective } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import type { Construct, Extension } from 'micromark-util-types';
import type { Processor } from 'unified';
import { walkTree } from '../walk-tree.ts';
import type { VFile } from 'vfile';
import { admonitionStyle } from '../admonition-types.ts';
import { locate } from '../position.ts';

/**
 * The `:::name` container syntax of remark-directive, without its text
 * (`:name[…]`) and leaf (`::name`) directives: Docusaurus has only the
 * container form, and elsewhere a colon is text, such as in capability names
 * (`mod/forum:viewdiscussion`), whose Markdown around it still counts. Leaving
 * the two out also spares the parser a try at every colon in the text.
 */
const containerDirectiveSyntax: Extension = {
  flow: { [58 /* : */]: containerConstruct() },
};

function containerConstruct(): Construct {
  const constructs = [directive().flow?.[58] ?? []].flat();
  // The package exports the three constructs only together; the container is the one that holds other blocks.
  const container = constructs.find((construct) => construct.concrete === true);
  if (!container) throw new Error('micromark-extension-directive no longer has a container construct where docgen expects it.');
  return container;
}

/** Parses `:::name` containers into `containerDirective` nodes (for remarkAdmonitions). */
export function remarkContainerDirectives(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(containerDirectiveSyntax);
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
}

/** `:::note[Title]` container directives → admonition boxes. Runs after remarkContainerDirectives. */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    walkTree(tree, 'containerDirective', (node: ContainerDirective) => {
      transformAdmonition(node, file);
    });
  };
}

function transformAdmonition(node: ContainerDirective, file: VFile): void {
  const written = node.name.toLowerCase();
  let style = admonitionStyle(written);
  if (!style) {
    const context = file.data.context;
    if (context) context.reporter.warn(`Unknown admonition type ":::${node.name}"; it is shown as "info".`, locate(node, context));
    style = admonitionStyle('info')!;
  }
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;
  const titleChildren: PhrasingContent[] = hasLabel ? (first as Paragraph).children : [{ type: 'text', value: style.title }];
  const body = hasLabel ? rest : node.children;

  node.data = {
    hName: 'div',
    hProperties: { className: ['theme-admonition', `theme-admonition-${written}`, `admonition-${style.type}`, 'admonition', 'alert', style.colour] },
  };
  node.children = [
    part('div', ['admonitionHeading'], [part('span', ['admonitionIcon'], []), ...titleChildren]),
    part('div', ['admonitionContent'], body),
  ] as never;
}

function part(tagName: string, className: string[], children: unknown[]) {
  return { type: 'admonitionPart', data: { hName: tagName, hProperties: { className } }, children };
}
