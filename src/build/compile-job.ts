// What the compile workers are given and give back: plain data, light to
// import (the main thread needs it without loading the compiler itself).
import type { LinkPolicy } from '../config/schema.ts';
import type { SourceFile } from '../content/types.ts';
import type { AdmonitionScheme } from '../markdown/admonition-types.ts';
import type { TruncateMarker } from '../markdown/blog-truncate.ts';
import type { MagicComment } from '../markdown/magic-comments.ts';
import type { MarkdownResult, TocLevels } from '../markdown/types.ts';
import type { PropSidebarCategory } from '../shared/sidebar-category.ts';
import type { ContentSite } from '../theme/content/content-context.ts';
import { sourceOf, type MarkdownRoute } from '../routes/route-table.ts';
import { BuildError, BuildErrors, type SourceLocation } from '../shared/errors.ts';
import type { Warning } from '../shared/logger.ts';
import type { ImportOptions } from './import-options.ts';
import type { LinkTargets, PageOrigin } from './markdown-link-resolver.ts';
import type { LinkLookup } from './page-lookups.ts';
import type { HashedFile } from './file-stamps.ts';
import type { SitePluginsSource } from './site-plugins.ts';
import type { SiteTranslations } from '../i18n/translate.ts';
import type { SiteMdxComponents } from '../markdown/site-mdx-components.ts';

/** Everything compiling needs besides the page itself; plain data, sent once to each worker. */
export interface CompileEnvironment {
  baseUrl: string;
  siteDir: string;
  contentDir: string;
  staticDirs: string[];
  codeThemes: { light: string; dark: string };
  /** The site's magic comments in code blocks (`codeMagicComments`). */
  magicComments: MagicComment[];
  /** Each blog's truncate marker, by the blog's id, when the site has a blog. */
  blogTruncateMarkers?: Record<string, TruncateMarker>;
  /** The levels an inline table of contents (`<TOCInline>`) shows unless told otherwise. */
  tableOfContents: TocLevels;
  /** Which Docusaurus's admonitions the content follows (`mdx.admonitions`). */
  admonitions: AdmonitionScheme;
  /** What content's components see of the config (useDocusaurusContext). */
  site: ContentSite;
  /** The locale's writing direction: the stylesheets the site's components import are mirrored for one written right to left. */
  direction: 'ltr' | 'rtl';
  linkTargets: LinkTargets;
  onBrokenMarkdownLinks: LinkPolicy;
  imports: ImportOptions;
  /** The site's remark and rehype plugins, when it has any. */
  plugins?: SitePluginsSource;
  /** The site's MDX components (mdx.components), as the build read them. */
  siteComponents?: SiteMdxComponents;
  /** The theme's strings in the site's language (admonitions' titles, code blocks' buttons), when it is not English. */
  translations?: SiteTranslations;
}

export interface CompileJob {
  file: SourceFile;
  /** The page's route (`/docs/apis`), which its components may read (useLocation). */
  path: string;
  origin?: PageOrigin;
  /** For a doc that is a sidebar category's link page: that category, which `<DocCardList>` shows. */
  sidebarCategory?: PropSidebarCategory;
}

/** The job for a Markdown route: its file, and for a doc the docs set and version its links resolve in. */
export function compileJobFor(route: MarkdownRoute, file: SourceFile = sourceOf(route)): CompileJob {
  if (route.kind === 'blog-post') return { file, path: route.path, origin: { blogId: route.blogId } };
  if (route.kind !== 'doc') return { file, path: route.path };
  return { file, path: route.path, origin: { pluginId: route.pluginId, versionName: route.versionName }, ...(route.sidebarCategory ? { sidebarCategory: route.sidebarCategory } : {}) };
}

export type CompileOutcome =
  /** `filesRead`: the hashes the worker made of the assets and dependencies it read (file-stamps.ts). */
  | { ok: true; result: MarkdownResult; assets: [string, string][]; dependencies: string[]; filesRead: HashedFile[]; linkLookups: LinkLookup[]; warnings: Warning[] }
  /** `stopped`: its compiling ran past the time limit and was stopped (compile-pool.ts); compiled again, it would run as long. */
  /** `errors`: one or more, each where it is (a page's missing images are reported together). */
  | { ok: false; errors: CompileErrorReport[]; warnings: Warning[]; stopped?: true };

/** An author error as it crosses from a compile worker (a BuildError's message and place). */
export interface CompileErrorReport {
  message: string;
  location: SourceLocation;
}

/** The error a failed compile is thrown as where one is wanted: the page's one error, or its several. */
export function compileFailure(errors: CompileErrorReport[]): BuildError | BuildErrors {
  const built = errors.map(({ message, location }) => new BuildError(message, location));
  return built.length === 1 ? built[0]! : new BuildErrors(built);
}
