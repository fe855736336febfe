import path from 'node:path';
import type { Definition, Link, Nodes, Root } from 'mdast';
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
    walkTree(tree, (node: Nodes) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      if (node.type === 'link') warnOfEmptyLink(node, context);
      const target = node as Link | Definition;
      const url = target.url;
      if (!url || isExternalUrl(url) || url.startsWith('#')) return;
      const markdown = MARKDOWN_TARGET.exec(url);
      if (markdown) {
        const resolved = context.resolveMarkdownLink(decodeURI(markdown[1]!), context.file.path);
        if (resolved) target.url = routeAddress(urlPath(resolved) + (markdown[2] ?? ''), trailingSlash);
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
          target.url = published + (fileLink[2] ?? '');
          if (node.type === 'link') node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), target: '_blank', rel: ['noopener', 'noreferrer'] } };
          return;
        }
      }
      const address = stripHtmlSuffix(url);
      // Without a trailing slash on a site without them (`/docs/x/` → `/docs/x`), as Docusaurus's Link writes it: a host serving x.html may not answer /docs/x/.
      target.url = trailingSlash ? routeAddress(address, true) : canonicalSitePath(address, context.baseUrl);
    });
  };
}
