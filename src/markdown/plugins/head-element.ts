import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import type { VFile } from 'vfile';
import { locate } from '../position.ts';

const HEAD_START = /^\s*<head[\s>]/i;
const HEAD_END = /<\/head\s*>\s*$/i;

/**
 * `<head>` in a page, which Docusaurus moves into the document's head, is not
 * supported: its tags would land in the page's body, where a browser leaves a
 * `<title>` unseen and a search engine reads no `<meta>`. The element is left
 * out, with a warning at its line that names what to use instead: in MDX one
 * JSX element, in Markdown the raw HTML from `<head>` to `</head>` (blocks
 * apart when blank lines split it).
 */
export function remarkHeadElement() {
  return (tree: Root, file: VFile) => {
    // Nearly every page has none: its tree is not walked.
    if (!/<head[\s>]/i.test(String(file.value))) return;
    const context = file.data.context!;
    const warn = (node: Node) => context.reporter.warn('<head> in a page is not supported, so its tags are left out: give the page its title, description, keywords and image in its front matter.', locate(node, context));
    const visit = (parent: Parent) => {
      let inRawHead = false;
      parent.children = parent.children.filter((child: Node & { name?: string | null; value?: unknown }) => {
        if (child.type === 'html' && typeof child.value === 'string' && (inRawHead || HEAD_START.test(child.value))) {
          if (!inRawHead) warn(child);
          inRawHead = !HEAD_END.test(child.value);
          return false;
        }
        if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'head') {
          warn(child);
          return false;
        }
        if ('children' in child) visit(child as Parent);
        return true;
      });
    };
    visit(tree);
  };
}
