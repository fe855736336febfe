import { createContext, useContext } from 'react';
import type { CodeHighlighter } from '../../markdown/highlighter.ts';
import type { MagicComment } from '../../markdown/magic-comments.ts';
import type { TocLevels } from '../../markdown/types.ts';
import type { ContentHead } from '../../shared/content-head.ts';
import type { PropSidebarCategory } from '../../shared/sidebar-category.ts';

/** What content sees of the site's config (Docusaurus's `siteConfig`, through useDocusaurusContext): plain data, sent to each compile worker. */
export interface ContentSite {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean;
  favicon?: string;
  organizationName?: string;
  projectName?: string;
  customFields: Record<string, unknown>;
  i18n: { defaultLocale: string; currentLocale: string; locales: string[] };
  /** The part of Docusaurus's themeConfig the theme's hooks read (useColorMode). */
  themeConfig: { colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean } };
}

/** What a React page says of itself: its `meta` export, or the props of its `<Layout>` (Docusaurus's). */
export interface PageMeta {
  title?: string;
  description?: string;
  /** A class of the page's `main-wrapper`. */
  wrapperClassName?: string;
  /** The page has no footer. */
  noFooter?: boolean;
}

/** What content components need from the build while a page is rendered. */
export interface ContentRenderContext {
  /** The build's shiki highlighter, so code components never load their own. */
  highlighter: CodeHighlighter;
  /** The site's magic comments, for `<CodeBlock>`; Docusaurus's own when not given. */
  magicComments?: readonly MagicComment[];
  /** The site's base URL, for components that link inside the site. */
  baseUrl: string;
  /** The heading levels `<TOCInline>` shows by default (the config's `tableOfContents`). */
  tableOfContents: TocLevels;
  site: ContentSite;
  /** For a doc that is a sidebar category's link page: that category (`useCurrentSidebarCategory`, `<DocCardList>`). */
  sidebarCategory?: PropSidebarCategory;
  /** The route of the page being rendered (`/docs/apis`), below the base URL (`useLocation`). */
  pagePath?: string;
  /** Where `<Head>` puts what it sets, for the page's document head. */
  heads: ContentHead[];
  /** On a React page: what its `<Layout>` says of the page. */
  pageMeta?: PageMeta;
  /** A warning about the page being rendered. */
  warn(message: string): void;
}

export const ContentContext = createContext<ContentRenderContext | undefined>(undefined);

export function useContentContext(): ContentRenderContext {
  const context = useContext(ContentContext);
  if (!context) throw new Error('A content component was rendered outside a docgen page (no ContentContext is provided).');
  return context;
}
