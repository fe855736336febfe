import type { ComponentType } from 'react';
import type { LinkPolicy } from '../config/schema.ts';
import type { SourceFile } from '../content/types.ts';
import type { BuildError } from '../shared/errors.ts';
import type { Reporter } from '../shared/logger.ts';
import type { AssetRegistry } from './assets.ts';
import type { CodeHighlighter } from './highlighter.ts';
import type { MagicComment } from './magic-comments.ts';
import type { SiteModule } from '../shared/site-import.ts';
import type { ContentHead } from '../shared/content-head.ts';
import type { PropSidebarCategory } from '../shared/sidebar-category.ts';
import type { ContentSite } from '../theme/content/content-context.ts';
import type { Place } from './mdx-compat/source-places.ts';

export interface TocItem {
  id: string;
  /** The heading as HTML: its inline code, emphasis and strong text kept (see toc-value.ts). */
  value: string;
  level: number;
}

/** The heading levels a table of contents shows, from 2 to 6. */
export interface TocLevels {
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

export interface MarkdownResult {
  html: string;
  /** Level 2+ headings at the top level of the document, all levels (the theme filters by min/max). */
  toc: TocItem[];
  /** Whether the content starts with its own `# Title` (so the theme does not add one). */
  hasTitleHeading: boolean;
  /** What the page's own `<head>` sets, if it has one (see plugins/head-element.ts). */
  head?: ContentHead;
  /** Every link and image URL of the content with its line in the source file. */
  links: LinkSource[];
  /** The front matter's `image` when it names a file beside the page (`./cover.png`): that file's URL, as published. */
  image?: string;
}

export interface LinkSource {
  url: string;
  line?: number;
  /** The file the link is written in, when it is not the page's own (an imported partial). */
  file?: string;
}

/** What the plugins of one file need to know, passed on `vfile.data.context`. */
export interface MarkdownContext {
  file: SourceFile;
  /** Permalink of a `.md`/`.mdx` link target written in `fromFile`, or undefined if no such doc. */
  resolveMarkdownLink(target: string, fromFile: string): string | undefined;
  /** What an unresolved `.md` link is: an error, a warning, or nothing. */
  onBrokenMarkdownLinks: LinkPolicy;
  /** Absolute path for a root-relative URL such as `/img/logo.png` (the static folder), if that file exists. */
  resolveStaticFile(url: string): string | undefined;
  assets: AssetRegistry;
  /** Folder of the site config: what `@site/` in an import means. */
  siteDir: string;
  /** The site's own module (component or data file) at an absolute path. */
  loadSiteModule(file: string): Promise<SiteModule>;
  /** Files besides the page that its output depends on (imported modules, raw files); filled while compiling. */
  dependencies: Set<string>;
  /** The stylesheets the site's modules it imports import (see site-files.ts); filled while compiling. */
  styles: Set<string>;
  highlighter: CodeHighlighter;
  /** The site's magic comments (`codeMagicComments`); Docusaurus's own when not given. */
  magicComments?: readonly MagicComment[];
  baseUrl: string;
  /** The site's levels for an inline table of contents (`tableOfContents` in the config). */
  tableOfContents: TocLevels;
  /** What content's components see of the config (useDocusaurusContext). */
  site: ContentSite;
  /** For a doc that is a sidebar category's link page: that category. */
  sidebarCategory?: PropSidebarCategory;
  /** The page's route (`/docs/apis`), for its components (useLocation). */
  pagePath?: string;
  reporter: Reporter;
  /** An imported `.md`/`.mdx` partial's module (compiled with this page's context); set by the compiler. */
  compilePartial(file: string): Promise<PartialModule>;
  /** Set for a partial: its module exports its headings as `toc` even when its own text does not use them, for a page that imports them. */
  exportsToc?: true;
  /** Where a place in the text parsed was in the file's body (see preprocess.ts, which rewrites some text); set by the compiler. */
  sourcePlace?: (place: Place) => Place;
}

/** An imported partial: its content as the default export, and whatever else its `export` statements give. */
export type PartialModule = Record<string, unknown> & { default: ComponentType };

/** What the caller gives the compiler for one page: the context without what the compiler adds itself. */
export type MarkdownInput = Omit<MarkdownContext, 'compilePartial' | 'styles' | 'sourcePlace'>;

declare module 'vfile' {
  interface DataMap {
    context: MarkdownContext;
    toc: TocItem[];
    hasTitleHeading: boolean;
    /** What the page's own `<head>` sets, if it has one. */
    head: ContentHead;
    links: LinkSource[];
    /** Mistakes the transforms went on past, thrown together once they are done (see position.ts). */
    errors: BuildError[];
  }
}
