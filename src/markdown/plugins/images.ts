import path from 'node:path';
import type { Image, Root } from 'mdast';
import { walkTree } from '../walk-tree.ts';
import type { VFile } from 'vfile';
import { isExternalUrl, PATHNAME_PROTOCOL } from '../../content/url.ts';
import { fileImageDimensions, type ImageDimensions } from '../image-dimensions.ts';
import { errorAt, recordError } from '../position.ts';

/**
 * Local images are copied to the output under content-hashed names; a missing
 * one is an error at its file and line. Root-relative URLs are looked up
 * in the static folder and left as they are, and a `pathname://` one is
 * its path, as Docusaurus writes it.
 */
export function remarkImages() {
  return (tree: Root, vfile: VFile) => {
    const context = vfile.data.context!;
    walkTree(tree, 'image', (node: Image) => {
      const url = node.url;
      // Docusaurus' way to show a file as it is, looked for nowhere (one another tool writes, say): the path alone.
      if (url.startsWith(PATHNAME_PROTOCOL)) return void (node.url = url.slice(PATHNAME_PROTOCOL.length));
      if (!url || isExternalUrl(url) || url.startsWith('data:')) return;
      const [filePart] = url.split(/[?#]/);
      const decoded = decodeURI(filePart!);
      let dimensions: ImageDimensions | undefined;
      if (decoded.startsWith('/')) {
        const file = context.resolveStaticFile(decoded);
        if (!file) return recordError(vfile, errorAt(`Image "${url}" was not found in the static folder.`, node, context));
        // Its size is in the page: a replaced image compiles the page again.
        context.dependencies.add(file);
        dimensions = fileImageDimensions(file);
      } else {
        const absolute = decoded.startsWith('@site/') ? undefined : path.resolve(path.dirname(context.file.path), decoded);
        const published = absolute ? context.assets.add(absolute) : undefined;
        if (!published) return recordError(vfile, errorAt(`Image "${url}" was not found (looked for ${absolute ?? decoded}).`, node, context));
        node.url = published;
        dimensions = context.assets.dimensionsOf(absolute!);
      }
      // As Docusaurus does: the size lets the browser keep the image's place before it loads.
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), ...dimensions, loading: 'lazy' } };
    });
  };
}
