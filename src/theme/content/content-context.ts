import { createContext, useContext } from 'react';
import type { CodeHighlighter } from '../../markdown/highlighter.ts';
import type { TocLevels } from '../../markdown/types.ts';

/** What content components need from the build while a page is rendered. */
export interface ContentRenderContext {
  /** The build's shiki highlighter, so code components never load their own. */
  highlighter: CodeHighlighter;
  /** The site's base URL, for components that link inside the site. */
  baseUrl: string;
  /** The heading levels `<TOCInline>` shows by default (the config's `tableOfContents`). */
  tableOfContents: TocLevels;
}

export const ContentContext = createContext<ContentRenderContext | undefined>(undefined);

export function useContentContext(): ContentRenderContext {
  const context = useContext(ContentContext);
  if (!context) throw new Error('A content component was rendered outside a docgen page (no ContentContext is provided).');
  return context;
}
