// The serialisable data a rendered page is made from. The server renders the
// shell from it and inlines it; the client hydrates from the same object.
import type { ContentHead } from './content-head.ts';
import type { SidebarItem, Tag, TagPage } from '../content/types.ts';
import type { TocItem } from '../markdown/types.ts';
import type { SiteTranslations } from '../i18n/translate.ts';

export interface LinkData {
  label: string;
  href: string;
}

/** Attributes of a navbar or footer link's `<a>` given in the config (target, rel, aria-label, …). */
export type LinkAttributes = Record<string, string>;

export type ResolvedNavbarItem =
  | {
      kind: 'link';
      label: string;
      href: string;
      position: 'left' | 'right';
      /** Active on the pages whose path this regular expression matches (`activeBaseRegex`)… */
      activeBase?: string;
      /** …or on the pages at or below this path (`activeBasePath`); else at or below `href`. */
      activePath?: string;
      className?: string;
      attributes?: LinkAttributes;
      /** A doc or docs sidebar item's: its target in each version that has it, read on that version's pages, and the sidebar whose pages it is active on. */
      docs?: { pluginId: string; hrefs?: Record<string, string>; sidebar?: string };
    }
  | { kind: 'html'; html: string; position: 'left' | 'right'; className?: string }
  | { kind: 'dropdown'; label: string; href?: string; items: ResolvedDropdownChild[]; position: 'left' | 'right'; className?: string; attributes?: LinkAttributes }
  | { kind: 'search'; position: 'left' | 'right' }
  | { kind: 'localeDropdown'; position: 'left' | 'right'; before: ResolvedDropdownChild[]; after: ResolvedDropdownChild[] }
  | { kind: 'docsVersionDropdown'; pluginId: string; position: 'left' | 'right'; before: ResolvedDropdownChild[]; after: ResolvedDropdownChild[]; activeClassDisabled: boolean; docsPagesOnly?: boolean }
  | { kind: 'docsVersion'; pluginId: string; label?: string; position: 'left' | 'right'; className?: string; attributes?: LinkAttributes };

export type ResolvedDropdownChild = { kind: 'link'; label: string; href: string; attributes?: LinkAttributes } | { kind: 'html'; html: string };

/** A logo of the navbar or footer, its paths below the base URL. */
export interface LogoData {
  src: string;
  srcDark?: string;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  /** The logo link's target. */
  target?: string;
  href?: string;
}

export interface VersionSummary {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  mainDocPermalink: string;
  /** The notice its pages show above the doc (the version's `banner`); absent for none. */
  banner?: 'unreleased' | 'unmaintained';
}

export interface LocaleData {
  code: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** Where its pages are in a build of every locale: the site's base URL, below it the locale's code for all but the default one. */
  baseUrl: string;
}

export type OfflineStrategy = 'appInstalled' | 'queryString' | 'standalone' | 'always' | 'mobile' | 'saveData';

/** Site-wide data: the same for every page. */
export interface SiteData {
  /** Changes whenever the site data or the client bundle changes (see buildSiteData). */
  buildId: string;
  title: string;
  tagline: string;
  /** `<meta name="theme-color">`, which the client writes again after a page's own <head> replaced it. */
  themeColor?: string;
  /** The site's source repository on GitHub, when the config names its organisation and project. */
  repositoryUrl?: string;
  baseUrl: string;
  /** Pages are linked and served with a trailing slash (`/docs/intro/`); routes never have one (see routeAddress). */
  trailingSlash: boolean;
  url: string;
  locale: LocaleData;
  locales: LocaleData[];
  navbar: {
    title: string;
    logo?: LogoData & { href: string };
    hideOnScroll: boolean;
    style?: 'primary' | 'dark';
    items: ResolvedNavbarItem[];
  };
  footer?: { style: 'light' | 'dark'; logo?: LogoData; columns: { title: string; items: ((LinkData & { attributes?: LinkAttributes }) | { html: string })[] }[]; copyright?: string };
  announcementBar?: { id: string; content: string; backgroundColor: string; textColor: string; isCloseable: boolean };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  docsSidebar: { hideable: boolean; autoCollapseCategories: boolean };
  docsVersionPersistence: 'localStorage' | 'none';
  /** Whether the build has a service worker, and when offline mode is on. */
  offline: { enabled: boolean; activationStrategies: OfflineStrategy[]; debug: boolean };
  /** Per docs plugin: its versions, newest first as configured. */
  docsVersions: Record<string, { path: string; versions: VersionSummary[] }>;
  /** The theme's strings in the site's language, when it is not English: the browser renders with them too. */
  translations?: SiteTranslations;
  /** How many parts the search index has, when more than one (see search-index-parts.ts). */
  searchIndexParts?: number;
  /** The config's `metadata`: `<meta>` tags of every page, over docgen's own (see document-meta.ts). */
  metadata?: MetaTag[];
  /** How Mermaid draws the diagrams, when the config says otherwise than Mermaid's own default and dark themes. */
  mermaid?: MermaidSettings;
}

/** Mermaid's theme in each colour mode, and the options given to `mermaid.initialize` (`themeConfig.mermaid`). */
export interface MermaidSettings {
  theme: { light: string; dark: string };
  options: Record<string, unknown>;
}

/** A `<meta>` tag as the attribute naming it, its name and its content (none: no such tag). */
export type MetaTag = [attribute: 'name' | 'property', key: string, content: string | undefined];

export interface DocsPageData {
  pluginId: string;
  versionName: string;
  versionLabel: string;
  /** The class of `<html>` the version's config gives, in place of `docs-version-<name>`. */
  versionClassName?: string;
  showVersionBadge: boolean;
  sidebarName?: string;
  sidebar?: SidebarItem[];
  /** The sidebar's own file: the data a browser gets names it instead of carrying the sidebar (see route-chunks.ts). */
  sidebarUrl?: string;
  breadcrumbs: { label: string; href?: string }[];
  toc: TocItem[];
  tocMin: number;
  tocMax: number;
  hideTableOfContents: boolean;
  previous?: LinkData;
  next?: LinkData;
  tags: Tag[];
  /** Same page (or the main doc) in each version, for the version dropdown. */
  versionLinks: Record<string, string>;
  /** Doc pages: where "Edit this page" leads (the docs instance's editUrl, or front matter custom_edit_url). */
  editUrl?: string;
  /** Doc pages, as the docs instance is configured to show: when and by whom the doc was last changed. */
  lastUpdate?: LastUpdateData;
}

/** When (milliseconds since the epoch) and by whom a doc or a post was last changed, each as its settings show it. */
export interface LastUpdateData {
  at?: number;
  /** `at` as the site's locale writes it, in its calendar (written by the build, so the browser's Intl cannot differ). */
  date?: string;
  by?: string;
}

/** A blog author, as a post's front matter or the blog's authors file describes them. */
export interface BlogAuthorData {
  /** The key in the authors file, for an author described there. */
  key?: string;
  name?: string;
  title?: string;
  /** Where the author's name links (their own site), unless they have a page here. */
  url?: string;
  /** The avatar's URL (the file's `image_url`). */
  imageUrl?: string;
  email?: string;
  /** What the author's page says of them. */
  description?: string;
  /** The author's page on this site, listing their posts (the authors file's `page`). */
  page?: string;
  /** Their profiles elsewhere, each a whole URL (`socials` in the authors file). */
  socials?: { platform: string; url: string }[];
}

/** What a post's header shows, in its list and on its own page. */
export interface BlogPostHeaderData {
  permalink: string;
  title: string;
  /** The post's date as an ISO 8601 string (UTC). */
  date: string;
  /** The date as the site's locale writes it, e.g. 28 May 2019. */
  formattedDate: string;
  /** Minutes to read the post (unrounded), when the blog shows reading times. */
  readingTime?: number;
  authors: BlogAuthorData[];
  tags: Tag[];
}

/** A post in a list of posts: its header and its text up to the truncate marker. */
export interface BlogListItemData extends BlogPostHeaderData {
  html: string;
  /** The post goes on past `html`: the list links to the rest ("Read more"). */
  truncated: boolean;
}

/** Site-wide blog data every blog page carries. */
export interface BlogData {
  /** The blog's id (`default`), for `plugin-id-<id>` on `<html>`. */
  pluginId: string;
  /** The blog's recent posts, beside its pages; absent when the blog shows none (`blogSidebarCount: 0`). */
  sidebar?: { title: string; items: LinkData[] };
}

export type PageKind =
  | 'doc'
  | 'generated-index'
  | 'tags-list'
  | 'tag'
  | 'markdown-page'
  | 'component-page'
  | 'search'
  | 'not-found'
  | 'blog-post'
  | 'blog-list'
  | 'blog-tags-list'
  | 'blog-tag'
  | 'blog-archive'
  | 'blog-authors-list'
  | 'blog-author';

/** Whether a kind of page belongs to the blog, whose components the browser loads only on blog pages. */
export const isBlogPageKind = (kind: PageKind): boolean => kind.startsWith('blog-');

export interface PageData {
  kind: PageKind;
  path: string;
  /** The classes of its `<html>` (see html-class.ts), which the build gives every page. */
  htmlClassName?: string;
  title: string;
  description: string;
  /** Whether a visible h1 must be added by the theme (content has none of its own). */
  showTitle: boolean;
  docs?: DocsPageData;
  generatedIndex?: { description?: string; cards: DocCardData[] };
  tagsList?: { letters: [string, { label: string; permalink: string; count: number }[]][] };
  tag?: { page: TagPage; allTagsPath: string };
  /** Front matter `keywords` of a doc or generated index, for `<meta name="keywords">`. */
  keywords?: string[];
  /** Front matter `image` of a doc or generated index, as a whole URL, for og:image and twitter:image. */
  image?: string;
  /** docgen's `<meta name="robots">` for the page, which the page's own `<head>` may replace. */
  robots?: string;
  /** A class of the page's `main-wrapper` (a Markdown page's front matter `wrapperClassName`, or a React page's `<Layout wrapperClassName>`). */
  wrapperClassName?: string;
  /** A React page whose `<Layout noFooter>` leaves the footer out. */
  noFooter?: boolean;
  /** A standalone Markdown page's table of contents, beside its text (a doc's is in `docs`); absent when hidden or empty. */
  toc?: { items: TocItem[]; min: number; max: number };
  /** What the page's own `<head>` sets in the document head. */
  head?: ContentHead;
  /** Every blog page: the blog's sidebar. */
  blog?: BlogData;
  /** A post's own page. `previous` is the newer post, `next` the older, as Docusaurus names them. */
  blogPost?: BlogPostHeaderData & {
    /** A notice above the post: a draft (built by docgen serve only) or an unlisted post (only its address reaches it). */
    visibility?: 'draft' | 'unlisted';
    editUrl?: string;
    lastUpdate?: LastUpdateData;
    previous?: LinkData;
    next?: LinkData;
    toc: TocItem[];
    tocMin: number;
    tocMax: number;
    hideTableOfContents: boolean;
  };
  /**
   * A page of posts: the blog's own list, a tag's or an author's. `newer` and
   * `older` are the neighbouring pages of the same list.
   */
  blogList?: { posts: BlogListItemData[]; newer?: string; older?: string };
  /** A tag's page of posts: what its heading says. `count` is the tag's posts on every page. */
  blogTag?: { label: string; description?: string; count: number; allTagsPath: string };
  /** An author's page of posts. */
  blogAuthor?: { author: BlogAuthorData; count: number; allAuthorsPath: string };
  /** The blog's tags, by first letter (as `tagsList`, for the blog's tags page). */
  blogTagsList?: { letters: [string, { label: string; permalink: string; count: number }[]][] };
  /** Every post, by year, newest first. */
  blogArchive?: { years: [string, { title: string; permalink: string; date: string; formattedDate: string }[]][] };
  /** The authors with a page of their own. */
  blogAuthorsList?: { authors: (BlogAuthorData & { count: number })[] };
}

export interface DocCardData {
  kind: 'doc' | 'category' | 'link';
  label: string;
  href: string;
  description?: string;
  itemCount?: number;
}
