import path from 'node:path';
import type { Definition, Link, Nodes, Root } from 'mdast';
import { walkTree } from '../walk-tree.ts';
import type { VFile } from 'vfile';
import { isExternalUrl, stripHtmlSuffix } from '../../content/url.ts';
import { applyPolicy } from '../../shared/policy.ts';
import { locate } from '../position.ts';

const MARKDOWN_TARGET = /^([^?#]+\.mdx?)([?#].*)?$/;
/** A relative link to a file with an extension other than Markdown or HTML, e.g. `./files/sample.zip`. */
const FILE_TARGET = /^(\.{1,2}\/[^?#]+\.(?!mdx?$|html?$)[a-z0-9]{1,8})([?#].*)?$/i;

/**
 * `[text](../core/dml/index.md#x)` → the target doc's route. Links to other
 * existing files are published as assets. Internal links lose `.html` /
 * `/index.html` suffixes. An unresolved .md link is a warning
 * and is left as written (the broken-link check catches it later).
 */
export function remarkMarkdownLinks() {
  return (tree: Root, file: VFile) => {
    const context = file.data.context!;
    walkTree(tree, (node: Nodes) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const target = node as Link | Definition;
      const url = target.url;
      if (!url || isExternalUrl(url) || url.startsWith('#') || url.startsWith('@site/')) return;
      const markdown = MARKDOWN_TARGET.exec(url);
      if (markdown) {
        const resolved = context.resolveMarkdownLink(decodeURI(markdown[1]!), context.file.path);
        if (resolved) target.url = resolved.replace(/ /g, '%20') + (markdown[2] ?? '');
        else {
          (file.data.brokenMarkdownLinks ??= new Set()).add(url);
          const error = applyPolicy(context.onBrokenMarkdownLinks, `Markdown link "${url}" does not point to a document of this docs set.`, locate(node, context), context.reporter);
          if (error) throw error;
        }
        return;
      }
      const fileLink = FILE_TARGET.exec(url);
      if (fileLink) {
        // Only an existing file becomes an asset: `./version.php` may just as well be a page route.
        const published = context.assets.add(path.resolve(path.dirname(context.file.path), decodeURI(fileLink[1]!)), 'files');
        if (published) {
          target.url = published + (fileLink[2] ?? '');
          if (node.type === 'link') node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), target: '_blank', rel: ['noopener', 'noreferrer'] } };
          return;
        }
      }
      target.url = stripHtmlSuffix(url);
    });
  };
}
