// The content model: plain data produced by the content stage and read by
// every later stage. Declared once here.

import type { BlogAuthorData } from '../shared/page-data.ts';

export interface DocFrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  sidebar_custom_props?: Record<string, unknown>;
  displayed_sidebar?: string | null;
  slug?: string;
  tags?: (string | { label: string; permalink: string })[];
  description?: string;
  keywords?: string[];
  image?: string;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  pagination_next?: string | null;
  pagination_prev?: string | null;
  pagination_label?: string;
  draft?: boolean;
  /** Built, but kept out of the sidebar, the pagination, the tags' lists, search and search engines. */
  unlisted?: boolean;
  parse_number_prefixes?: boolean;
  [key: string]: unknown;
}

/** A standalone Markdown page's front matter, as Docusaurus's pages plugin reads it. */
export interface PageFrontMatter {
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
  /** A class of the page's `main-wrapper`, for the site's CSS. */
  wrapperClassName?: string;
  /** Built, but kept out of search and search engines, with a notice saying so. */
  unlisted?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  hide_table_of_contents?: boolean;
  [key: string]: unknown;
}

export interface Tag {
  label: string;
  permalink: string;
  /** What the tags file says of it, shown on its page. */
  description?: string;
}

/** A Markdown/MDX source file: its text split from its front matter. */
export interface SourceFile {
  /** Absolute path. */
  path: string;
  frontMatter: Record<string, unknown>;
  /** Markdown after the front matter. */
  body: string;
  /** 1-based line of the first body line in the file, for error positions. */
  bodyStartLine: number;
  /** 1-based line of each top-level front matter key, for error positions. */
  frontMatterLines: Record<string, number>;
}

export interface Doc {
  /** Unversioned id, e.g. `apis/core/dml/index`. */
  id: string;
  pluginId: string;
  versionName: string;
  source: SourceFile;
  /** Path relative to the version's content folder, with forward slashes. */
  relativePath: string;
  /** Folder relative to the version root, raw (number prefixes kept); '.' at the root. */
  sourceDirName: string;
  slug: string;
  permalink: string;
  title: string;
  description: string;
  frontMatter: DocFrontMatter;
  sidebarPosition?: number;
  tags: Tag[];
  isCategoryIndex: boolean;
  draft: boolean;
  /** Built, but only its address reaches it: kept out of the sidebar, the pagination, the tags' lists, search and search engines. */
  unlisted: boolean;
}

export interface CategoryMetadata {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  link?: CategoryLinkInput | null;
}

export type CategoryLinkInput =
  /**
   * `file`: where the link is written (a sidebars or `_category_` file), for an error about its id or slug;
   * `folder`: for a `_category_` file's id that names no doc of its folder, the folder, where a draft left out may have it.
   */
  | { type: 'doc'; id: string; file?: string; folder?: string }
  | { type: 'generated-index'; slug?: string; title?: string; description?: string; image?: string; keywords?: string[]; file?: string };

/** Sidebar items after normalisation and resolution: every doc exists and every item has its label and href. */
export type SidebarItem = SidebarDocItem | SidebarLinkItem | SidebarHtmlItem | SidebarCategoryItem;

export interface SidebarDocItem {
  type: 'doc';
  docId: string;
  label: string;
  href: string;
  className?: string;
  /** A `ref` item: a link to the doc, which neither belongs the doc to this sidebar nor puts it in the prev/next order. */
  ref?: true;
}
export interface SidebarLinkItem {
  type: 'link';
  label: string;
  href: string;
  className?: string;
}
export interface SidebarHtmlItem {
  type: 'html';
  value: string;
  className?: string;
}
export interface SidebarCategoryItem {
  type: 'category';
  label: string;
  items: SidebarItem[];
  collapsed: boolean;
  collapsible: boolean;
  /** Where the category label links to: its index doc or its generated index page. */
  href?: string;
  linkDocId?: string;
  className?: string;
}

export type Sidebars = Record<string, SidebarItem[]>;

export interface GeneratedIndexPage {
  permalink: string;
  title: string;
  description?: string;
  keywords?: string[];
  image?: string;
  sidebarName: string;
  /** The category whose direct children become cards. */
  category: SidebarCategoryItem;
  /** The file its link is written in, and the slug there, for an error about its address. */
  link?: { file: string; slug?: string };
}

export interface NavLink {
  title: string;
  permalink: string;
}

export interface TagPage extends Tag {
  docs: { title: string; description: string; permalink: string }[];
  /** Every doc with the tag is unlisted: the page lists them, but is unlisted itself (as in Docusaurus), and the tags page leaves it out. */
  unlisted?: boolean;
}

/** How a docs version is named and addressed: shared by its descriptor and the loaded version. */
export interface VersionIdentity {
  pluginId: string;
  /** 'current' or the released version name, e.g. '4.1'. */
  name: string;
  label: string;
  /** Route prefix, e.g. /docs or /docs/4.1. */
  path: string;
  isLast: boolean;
  contentDir: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  /** The class of `<html>` on its pages, when the config gives one (else `docs-version-<name>`). */
  className?: string;
  /** Its pages are kept from search engines. */
  noIndex: boolean;
}

export interface DocsVersion extends VersionIdentity {
  /** The folder of the version's docs translated into the locale being built, when there is one. */
  localizedDir?: string;
  mainDocId: string;
  docs: Doc[];
  draftIds: string[];
  /** The partials in the version's folder (files under `_` names), which its docs may import. */
  partials: string[];
  sidebars: Sidebars;
  /** The file its sidebars are read from, when they are not made from its folders. */
  sidebarsFile?: string;
  /** The files its sidebars were read from: the sidebars file and, for a module, the site's files it imports. */
  sidebarsInputs: string[];
  /** Unlisted doc id → the sidebar its own page shows: its sidebar with the doc in its place (the others leave it out). */
  unlistedSidebars: Record<string, SidebarItem[]>;
  /** Doc id → the sidebar it is displayed with. */
  docSidebar: Record<string, string>;
  /** Doc id or generated-index permalink → previous/next links. */
  pagination: Record<string, { previous?: NavLink; next?: NavLink }>;
  generatedIndexes: GeneratedIndexPage[];
  tagsPath: string;
  tags: TagPage[];
}

export interface DocsInstance {
  pluginId: string;
  routeBasePath: string;
  versions: DocsVersion[];
}

/** A standalone page under the pages folder: Markdown/MDX or a React component module. */
export interface StandalonePage {
  kind: 'markdown' | 'component';
  permalink: string;
  source: string;
  markdown?: SourceFile;
  /** A Markdown page's front matter, checked. */
  frontMatter?: PageFrontMatter;
  title?: string;
  description?: string;
}

/** A blog post's front matter, as Docusaurus's blog plugin reads it. */
export interface BlogPostFrontMatter {
  title?: string;
  description?: string;
  slug?: string;
  date?: Date | string;
  tags?: (string | { label: string; permalink: string })[];
  authors?: unknown;
  keywords?: string[];
  image?: string;
  draft?: boolean;
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  [key: string]: unknown;
}

/** A tag of blog posts: its label and page, and the tags file's description of it. */
export interface BlogPost {
  source: SourceFile;
  /** Path relative to the blog's folder, with forward slashes. */
  relativePath: string;
  permalink: string;
  title: string;
  description: string;
  date: Date;
  frontMatter: BlogPostFrontMatter;
  authors: BlogAuthorData[];
  tags: Tag[];
  /** Minutes to read it, unrounded. */
  readingTime: number;
  /** Whether its text has a truncate marker, above which lists show it. */
  truncated: boolean;
  draft: boolean;
  /** Built, but left out of lists, feeds, the sidebar and the sitemap. */
  unlisted: boolean;
}

/** A page of a list of posts (the blog's, a tag's or an author's). */
export interface BlogListPage {
  permalink: string;
  posts: BlogPost[];
  /** The list's previous page (newer posts) and next page (older). */
  newer?: string;
  older?: string;
}

export interface BlogTagPages {
  tag: Tag;
  /** The tag's listed posts on all its pages (its unlisted ones, when it has only those). */
  count: number;
  pages: BlogListPage[];
  /** Every post with the tag is unlisted: the page lists them, but is unlisted itself (as in Docusaurus), and the tags page leaves it out. */
  unlisted?: boolean;
}

export interface BlogAuthorPages {
  author: BlogAuthorData & { page: string };
  count: number;
  pages: BlogListPage[];
}

export interface BlogContent {
  /** The blog's id in the config (`default` for a site's one blog). */
  id: string;
  /** The folder of the blog translated into the locale being built, when there is one. */
  localizedDir?: string;
  /** The blog's folder. */
  dir: string;
  /** Its route, e.g. /blog. */
  path: string;
  /** Every post built, newest first (unless sorted the other way); unlisted ones included. */
  posts: BlogPost[];
  /** The posts that lists show: not unlisted. */
  listed: BlogPost[];
  listPages: BlogListPage[];
  tagsPath: string;
  tags: BlogTagPages[];
  archivePath?: string;
  authorsPath: string;
  /** The authors with a page of their own. */
  authors: BlogAuthorPages[];
}

export interface SiteContent {
  docsInstances: DocsInstance[];
  pages: StandalonePage[];
  /** The site's blogs, in the config's order. */
  blogs: BlogContent[];
}
