import path from 'node:path';
import type { Definition, Image, ImageReference, Link, Nodes, Parent, Root } from 'mdast';
import { walkTree } from '../walk-tree.ts';
import type { VFile } from 'vfile';
import { canonicalSitePath, isExternalUrl, routeAddress, stripHtmlSuffix, urlPath } from '../../content/url.ts';
import { applyPolicy } from '../../shared/policy.ts';
import { locate, recordError } from '../position.ts';
import { warnOfEmptyLink } from './empty-links.ts';

const MARKDOWN_TARGET = /^([^?#]+\.mdx?)([?#].*)?$/;
/**
 * A link to a file with an extension other than Markdown or HTML, relative to
 * the page (`./files/sample.zip`, `sample.zip`), to the site (`@site/…`) or
 * to a static folder (`/files/sample.zip`).
 */
const FILE_TARGET = /^((?!\/\/)[^?#]*\.(?!mdx?$|html?$)[a-z0-9]{1,8})([?#].*)?$/i;
const SITE_ALIAS = '@site/';

/**
 * `[text](../core/dml/index.md#x)` → the target doc's route. Links to other
 * existing files (beside the page, `@site/…`, or in a static folder) are
 * published as assets, opened in a new tab, as Docusaurus publishes them. Internal links lose `.html` /
 * `/index.html` suffixes. Links to pages are written as their addresses
 * (with trailingSlash:true, `/docs/intro/`), as Docusaurus' Link writes a
 * Markdown link. An unresolved .md link is reported under
 * onBrokenMarkdownLinks and left as written, so that the check of the built
 * pages finds it broken too (under onBrokenLinks), as in Docusaurus.
 */
export function remarkMarkdownLinks() {
  return (tree: Root, file: VFile) => {
    const context = file.data.context!;
    const { trailingSlash } = context.site;
    const rewrite = (node: Link | Definition) => {
      const url = node.url;
      if (!url || isExternalUrl(url) || url.startsWith('#')) return;
      const markdown = MARKDOWN_TARGET.exec(url);
      if (markdown) {
        const resolved = context.resolveMarkdownLink(decodeURI(markdown[1]!), context.file.path);
        if (resolved) node.url = routeAddress(urlPath(resolved) + (markdown[2] ?? ''), trailingSlash);
        else {
          const error = applyPolicy(context.onBrokenMarkdownLinks, `Markdown link "${url}" does not point to a document of this docs set.`, locate(node, context), context.reporter);
          if (error) recordError(file, error);
        }
        return;
      }
      const fileLink = FILE_TARGET.exec(url);
      if (fileLink) {
        // Only an existing file becomes an asset: `./version.php` may just as well be a page route.
        const written = decodeURI(fileLink[1]!);
        const file = written.startsWith(SITE_ALIAS) ? path.join(context.siteDir, written.slice(SITE_ALIAS.length)) : written.startsWith('/') ? context.resolveStaticFile(written) : path.resolve(path.dirname(context.file.path), written);
        const published = file === undefined ? undefined : context.assets.add(file, 'files');
        if (published) {
          node.url = published + (fileLink[2] ?? '');
          if (node.type === 'link') node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), target: '_blank', rel: ['noopener', 'noreferrer'] } };
          return;
        }
      }
      const address = stripHtmlSuffix(url);
      // Without a trailing slash on a site without them (`/docs/x/` → `/docs/x`), as Docusaurus's Link writes it: a host serving x.html may not answer /docs/x/.
      node.url = trailingSlash ? routeAddress(address, true) : canonicalSitePath(address, context.baseUrl);
    };

    const definitions: { node: Definition; parent: Parent }[] = [];
    const imageReferences: { node: ImageReference; index: number; parent: Parent }[] = [];
    const linkedLabels = new Set<string>();
    walkTree(tree, (node: Nodes, index, parent) => {
      if (node.type === 'link') {
        warnOfEmptyLink(node, context);
        rewrite(node);
      } else if (node.type === 'definition') definitions.push({ node, parent: parent as Parent });
      else if (node.type === 'imageReference') imageReferences.push({ node, index: index!, parent: parent as Parent });
      else if (node.type === 'linkReference') linkedLabels.add(node.identifier);
    });
    if (definitions.length === 0) return;
    // `![alt][label]` is an image like `![alt](url)`: published, sized and checked by remarkImages. A definition
    // only images use is then no link, and not published as a file as well.
    const definitionOf = new Map<string, Definition>();
    for (const { node } of definitions) if (!definitionOf.has(node.identifier)) definitionOf.set(node.identifier, node);
    const imageLabels = new Set<string>();
    for (const { node, index, parent } of imageReferences) {
      const definition = definitionOf.get(node.identifier);
      if (!definition) continue;
      parent.children[index] = { type: 'image', url: definition.url, title: definition.title ?? null, alt: node.alt ?? null, ...(node.position ? { position: node.position } : {}) } as Image;
      imageLabels.add(node.identifier);
    }
    for (const { node, parent } of definitions) {
      if (imageLabels.has(node.identifier) && !linkedLabels.has(node.identifier)) parent.children.splice(parent.children.indexOf(node), 1);
      else rewrite(node);
    }
  };
}
