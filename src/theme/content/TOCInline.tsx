import type { TocItem } from '../../markdown/types.ts';
import { buildTocTree, TocList } from '../docs/TOC.tsx';
import { useContentContext } from './content-context.ts';

export interface TOCInlineProps {
  /** The page's headings: the `toc` every MDX page has in scope (see plugins/mdx-toc-export.ts). */
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

/**
 * `<TOCInline toc={toc} />` (Docusaurus' `@theme/TOCInline`): the page's
 * headings as a list in its text, of the levels the config's
 * `tableOfContents` gives unless the props say otherwise; its markup is
 * Docusaurus', so a site's styles for it still apply.
 */
export function TOCInline({ toc, minHeadingLevel, maxHeadingLevel }: TOCInlineProps) {
  const { tableOfContents } = useContentContext();
  const nodes = buildTocTree(toc, minHeadingLevel ?? tableOfContents.minHeadingLevel, maxHeadingLevel ?? tableOfContents.maxHeadingLevel);
  return (
    <div className="tableOfContentsInline">
      <TocList nodes={nodes} className="table-of-contents" />
    </div>
  );
}
