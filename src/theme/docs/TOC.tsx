import { useEffect, useRef } from 'react';
import type { TocItem } from '../../markdown/types.ts';
import { translate } from '../../i18n/translate.ts';
import { highlightCurrentHeading } from './toc-highlight.ts';

interface TocNode extends TocItem {
  children: TocNode[];
}

/** Flat headings → a tree of the levels the page shows. */
export function buildTocTree(items: readonly TocItem[], min: number, max: number): TocNode[] {
  const roots: TocNode[] = [];
  // The open headings, innermost first: stack[0] rather than .at(-1), which Safari has only from
  // 15.4 (this runs as a page hydrates, on every page with a table of contents), and is no longer.
  const stack: TocNode[] = [];
  for (const item of items) {
    if (item.level < min || item.level > max) continue;
    const node: TocNode = { ...item, children: [] };
    while (stack[0] && stack[0].level >= node.level) stack.shift();
    (stack[0]?.children ?? roots).push(node);
    stack.unshift(node);
  }
  return roots;
}

/** The classes of a table of contents' lists and links: the page's own (beside the text, and "On this page") by default. */
interface TocClasses {
  className?: string;
  childClassName?: string;
  linkClassName?: string;
}

const PAGE_TOC_CLASSES = { childClassName: 'table-of-contents', linkClassName: 'table-of-contents__link toc-highlight' };

export function TocList({ nodes, className, childClassName, linkClassName }: { nodes: TocNode[] } & TocClasses) {
  if (nodes.length === 0) return null;
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          {/* The heading's HTML, made by the build from its Markdown (toc-value.ts). */}
          <a href={`#${node.id}`} className={linkClassName} dangerouslySetInnerHTML={{ __html: node.value }} />
          <TocList nodes={node.children} className={childClassName} childClassName={childClassName} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

export function TOC({ toc, min, max }: { toc: TocItem[]; min: number; max: number }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => highlightCurrentHeading(container.current!), [toc]);
  return (
    <div ref={container} className="tableOfContents thin-scrollbar theme-doc-toc-desktop">
      <TocList nodes={buildTocTree(toc, min, max)} className="table-of-contents table-of-contents__left-border" {...PAGE_TOC_CLASSES} />
    </div>
  );
}

/** The mobile "On this page": a native <details>, so it works without JavaScript. */
export function TOCCollapsible({ toc, min, max }: { toc: TocItem[]; min: number; max: number }) {
  return (
    <details className="tocCollapsible theme-doc-toc-mobile">
      <summary className="clean-btn tocCollapsibleButton">{translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' })}</summary>
      <TocList nodes={buildTocTree(toc, min, max)} className="table-of-contents tocCollapsibleContent" {...PAGE_TOC_CLASSES} />
    </details>
  );
}
