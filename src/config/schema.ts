// The site configuration, validated in one place. Types are inferred from the
// schema so the config file, the defaults and the pipeline can never disagree.
import type { Pluggable } from 'unified';
import { z } from 'zod';
import { DEFAULT_DOC_FILE_PATTERNS } from '../content/crawl.ts';
import type { NumberPrefixParser } from '../content/number-prefix.ts';
import { DEFAULT_MAGIC_COMMENTS } from '../markdown/magic-comments.ts';
import { DEFAULT_TRUNCATE_MARKER } from '../markdown/blog-truncate.ts';
import { localeDefaults, type LocaleConfig } from './locale-defaults.ts';

/**
 * Attributes Docusaurus passes on to a navbar or footer link's `<a>`, written
 * beside the item's settings (`target: '_self'`, `'aria-label': 'GitHub'`).
 * Any other name is an unknown setting, and an error, not an attribute.
 */
/** Mermaid's own themes (`base` is the one its `themeVariables` are meant for). */
const MERMAID_THEME = z.enum(['default', 'base', 'dark', 'forest', 'neutral']);

const LINK_ATTRIBUTE = /^(?:target|rel|title|download|aria-[a-z]+|data-[a-z0-9-]+)$/;

/** Moves a link item's attributes under `attributes`, where the item's schema takes them. */
function withLinkAttributes(item: unknown): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const entries = Object.entries(item);
  const attributes = entries.filter(([key]) => LINK_ATTRIBUTE.test(key));
  if (attributes.length === 0) return item;
  return { ...Object.fromEntries(entries.filter(([key]) => !LINK_ATTRIBUTE.test(key))), attributes: Object.fromEntries(attributes) };
}

const linkAttributes = z.record(z.string(), z.string()).optional();

const linkItemFields = {
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  html: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
  className: z.string().optional(),
  activeBaseRegex: z.string().optional(),
  activeBasePath: z.string().optional(),
  attributes: linkAttributes,
};

const dropdownChildFields = z.strictObject({
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  html: z.string().optional(),
  type: z.string().optional(),
  docId: z.string().optional(),
  sidebarId: z.string().optional(),
  docsPluginId: z.string().optional(),
  attributes: linkAttributes,
});
const dropdownChild = z.preprocess(withLinkAttributes, dropdownChildFields);

const navbarItem = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('default'), ...linkItemFields }),
    z.strictObject({ type: z.literal('dropdown'), ...linkItemFields, items: z.array(dropdownChild) }),
    z.strictObject({
      type: z.literal('localeDropdown'),
      position: linkItemFields.position,
      dropdownItemsBefore: z.array(dropdownChild).default([]),
      dropdownItemsAfter: z.array(dropdownChild).default([]),
    }),
    z.strictObject({ type: z.literal('search'), position: linkItemFields.position, className: z.string().optional() }),
    z.strictObject({ type: z.literal('html'), position: linkItemFields.position, value: z.string(), className: z.string().optional() }),
    z.strictObject({ type: z.literal('doc'), ...linkItemFields, docId: z.string(), docsPluginId: z.string().default('default') }),
    z.strictObject({ type: z.literal('docSidebar'), ...linkItemFields, sidebarId: z.string(), docsPluginId: z.string().default('default') }),
    z.strictObject({ type: z.literal('docsVersion'), ...linkItemFields, docsPluginId: z.string().default('default') }),
    z.strictObject({
      type: z.literal('docsVersionDropdown'),
      position: linkItemFields.position,
      docsPluginId: z.string().default('default'),
      dropdownItemsBefore: z.array(dropdownChild).default([]),
      dropdownItemsAfter: z.array(dropdownChild).default([]),
      dropdownActiveClassDisabled: z.boolean().default(false),
      /** docgen's: shown only on the docs of its docs set (as the Moodle site's own dropdown is), not on every page as in Docusaurus. */
      docsPagesOnly: z.boolean().default(false),
    }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `Unknown navbar item type ${JSON.stringify((issue.input as { type?: unknown })?.type)}. Known types: default, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown`
        : undefined,
  },
);

/**
 * The settings a navbar item of `type` takes (link attributes aside), and
 * those a dropdown's item takes: what a Docusaurus config gives beyond them is
 * left out with a warning (see docusaurus-config.ts).
 */
export function navbarItemSettings(type: string): ReadonlySet<string> | undefined {
  const member = navbarItem.options.find((option) => option.shape.type.value === type);
  return member && new Set(Object.keys(member.shape));
}
export const DROPDOWN_ITEM_SETTINGS: ReadonlySet<string> = new Set(Object.keys(dropdownChildFields.shape));
export const isLinkAttribute = (name: string) => LINK_ATTRIBUTE.test(name);

/** The navbar's item types that are links, whose `<a>` takes attributes. */
const LINK_ITEM_TYPES = new Set(['default', 'dropdown', 'doc', 'docSidebar', 'docsVersion']);

// Items written without a type are plain links, as in Docusaurus.
const navbarItemInput = z.preprocess((item) => {
  if (!item || typeof item !== 'object') return item;
  const typed = 'type' in item ? item : { ...item, type: 'default' };
  return LINK_ITEM_TYPES.has(String(typed.type)) ? withLinkAttributes(typed) : typed;
}, navbarItem);

/**
 * A remark or rehype plugin as Docusaurus's config gives it: the plugin as
 * imported (`remarkMath`), or `[plugin, options]`. Written for unified 11, as
 * MDX 3 and Docusaurus 3 need.
 */
const markdownPlugin = z.custom<Pluggable>(
  (value) => typeof value === 'function' || (Array.isArray(value) && (value.length === 1 || value.length === 2) && typeof value[0] === 'function'),
  'a plugin is the function its package exports (import remarkMath from "remark-math"; then remarkMath), or [plugin, options]',
);

/**
 * The site's remark and rehype plugins, with Docusaurus's names. The remark
 * lists run before and after docgen's own remark steps (admonitions, heading
 * ids, links, images); both rehype lists before its rehype steps (heading
 * anchors, code blocks), which Docusaurus does as it renders (compile.ts).
 */
const markdownPluginFields = {
  beforeDefaultRemarkPlugins: z.array(markdownPlugin).default([]),
  remarkPlugins: z.array(markdownPlugin).default([]),
  beforeDefaultRehypePlugins: z.array(markdownPlugin).default([]),
  rehypePlugins: z.array(markdownPlugin).default([]),
};
export type MarkdownPluginLists = { [K in keyof typeof markdownPluginFields]: Pluggable[] };

const versionOptions = z.strictObject({
  label: z.string().optional(),
  path: z.string().optional(),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  badge: z.boolean().optional(),
  /** The class of `<html>` on the version's pages, in place of `docs-version-<name>`. */
  className: z.string().optional(),
  /** Keep search engines off the version's pages (`<meta name="robots" content="noindex, nofollow">`, and out of the sitemap). */
  noIndex: z.boolean().default(false),
});

/** Docusaurus's editUrl function: a doc's "Edit this page" link, or undefined for none. */
export type EditUrlFunction = (doc: {
  /** The version's name: 'current', or a released one's. */
  version: string;
  /** The version's folder, relative to contentDir: 'docs', 'versioned_docs/version-4.1'. */
  versionDocsDirPath: string;
  /** The doc's file, relative to that folder. */
  docPath: string;
  permalink: string;
  locale: string;
}) => string | undefined;

/** A content plugin's id, as Docusaurus's: 'default' for the one a site has without naming it. */
const pluginId = z.string().regex(/^[\w-]+$/, 'an id is letters, digits, dashes and underscores, as it names a folder of translations').default('default');

/** No two of a site's docs sets, or of its blogs, share an id (which names their translations' folders). */
const uniqueIds = <T extends { id: string }>(entries: T[]) => new Set(entries.map((entry) => entry.id)).size === entries.length;

export const docsInstanceSchema = z.strictObject({
  id: pluginId,
  /** Folder of the current version, relative to contentDir ('docs', as in Docusaurus). */
  path: z.string().default('docs'),
  routeBasePath: z.string().default('docs'),
  /** The tags pages' path below each version's: /docs/tags by default. */
  tagsBasePath: z.string().default('tags'),
  /** The file of predefined tags, relative to each version's folder; null or false for none. */
  tags: z.union([z.string(), z.literal(false), z.null()]).default('tags.yml'),
  /** A doc's tag that the tags file does not define. */
  onInlineTags: z.enum(['throw', 'warn', 'ignore']).default('ignore'),
  /**
   * How a file or folder name's number prefix (`01-intro`) is read: Docusaurus's
   * rule (true), none (false), or a function of the name returning
   * `{ filename, numberPrefix }`.
   */
  numberPrefixParser: z.union([z.boolean(), z.custom<NumberPrefixParser>((value) => typeof value === 'function', 'numberPrefixParser is true, false or a function of a name returning { filename, numberPrefix }')]).default(true),
  /** Globs (relative to each version's folder) of the Markdown files that are docs. */
  include: z.array(z.string()).default(DEFAULT_DOC_FILE_PATTERNS.include),
  /**
   * Globs of files that are not docs, although included. Given, they replace
   * Docusaurus's defaults (`_` files and folders, tests), as in Docusaurus.
   */
  exclude: z.array(z.string()).default(DEFAULT_DOC_FILE_PATTERNS.exclude),
  /** Sidebars file relative to contentDir (.json, .yml or .ts/.js exporting the object); without one, a sidebar generated from the folders; false for none. */
  sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
  /** Breadcrumbs above each doc; false for none. */
  breadcrumbs: z.boolean().default(true),
  lastVersion: z.string().optional(),
  includeCurrentVersion: z.boolean().default(true),
  /** Leave versions.json's versions out: the current version alone (a quicker build while writing). */
  disableVersioning: z.boolean().default(false),
  /** Only these versions ('current' and versions.json's names) are built, in their usual order. */
  onlyIncludeVersions: z.array(z.string()).optional(),
  versions: z.record(z.string(), versionOptions).default({}),
  sidebarCollapsible: z.boolean().default(true),
  sidebarCollapsed: z.boolean().default(true),
  /**
   * Base of the "Edit this page" links, e.g. https://github.com/org/repo/edit/main/.
   * A doc's link is this + its version's folder + the file's path in that folder,
   * folders relative to contentDir (versioned docs: versioned_docs/version-X).
   * Or, as in Docusaurus, a function of the doc returning its link (undefined for none).
   */
  editUrl: z.union([z.string(), z.custom<EditUrlFunction>((value) => typeof value === 'function', 'editUrl is a URL, or a function returning one')]).optional(),
  /** Versioned docs link to the current version's file instead of their own. */
  editCurrentVersion: z.boolean().default(false),
  /** A translated doc's link is to its translation (its folder's path from contentDir, `../i18n/fr/…` beside a content folder), not the original. */
  editLocalizedFiles: z.boolean().default(false),
  /** Show when each doc was last changed (from git, or front matter `last_update.date`). */
  showLastUpdateTime: z.boolean().default(false),
  /** Show who last changed each doc (from git, or front matter `last_update.author`). */
  showLastUpdateAuthor: z.boolean().default(false),
  /** Drafts are dropped from production builds only. */
  includeDrafts: z.boolean().default(false),
  /** This docs set's own remark and rehype plugins, after the site's (`mdx`). */
  ...markdownPluginFields,
});

/** Docusaurus's blog editUrl function: a post's "Edit this page" link, or undefined for none. */
export type BlogEditUrlFunction = (post: {
  /** The blog's folder, relative to contentDir. */
  blogDirPath: string;
  /** The post's file, relative to that folder. */
  blogPath: string;
  permalink: string;
  locale: string;
}) => string | undefined;

const countOrAll = z.union([z.number().int().min(0), z.literal('ALL')]);
const FEED_TYPES = ['rss', 'atom', 'json'] as const;

/** A blog, with the options and defaults of Docusaurus's blog plugin. */
export const blogSchema = z.strictObject({
  /** Tells a site's blogs apart, as Docusaurus's plugin id: their translations' folders (`docusaurus-plugin-content-blog-<id>`) are named by it. */
  id: pluginId,
  /** The posts' folder, relative to contentDir. */
  path: z.string().default('blog'),
  routeBasePath: z.string().default('blog'),
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string()).default(DEFAULT_DOC_FILE_PATTERNS.exclude),
  /** The list pages' title and description. */
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  blogSidebarTitle: z.string().default('Recent posts'),
  /** Posts in the sidebar: a number (0 for no sidebar) or 'ALL'. */
  blogSidebarCount: countOrAll.default(5),
  postsPerPage: z.union([z.number().int().min(1), z.literal('ALL')]).default(10),
  showReadingTime: z.boolean().default(true),
  /** A post's page says when, and by whom, it was last changed: front matter last_update, else the file's last commit. */
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  tagsBasePath: z.string().default('tags'),
  /** The archive's path below the blog's; null for no archive. */
  archiveBasePath: z.string().nullable().default('archive'),
  authorsBasePath: z.string().default('authors'),
  /** The list's later pages: /blog/page/2. */
  pageBasePath: z.string().default('page'),
  /** The authors file, relative to the posts' folder. */
  authorsMapPath: z.string().default('authors.yml'),
  /** The file of predefined tags, relative to the posts' folder; null or false for none. */
  tags: z.union([z.string(), z.literal(false), z.null()]).default('tags.yml'),
  /** A post's tag that the tags file does not define. */
  onInlineTags: z.enum(['throw', 'warn', 'ignore']).default('ignore'),
  /** A post's author written in its front matter rather than in the authors file. */
  onInlineAuthors: z.enum(['throw', 'warn', 'ignore']).default('warn'),
  /** What ends the part of a post that lists show, on a line of its own: `<!-- truncate -->`, or its MDX comment, by default. */
  truncateMarker: z.instanceof(RegExp, { error: 'truncateMarker is a regular expression, such as /<!--\\s*more\\s*-->/' }).default(DEFAULT_TRUNCATE_MARKER),
  /** A post without a truncate marker, which lists show whole. */
  onUntruncatedBlogPosts: z.enum(['throw', 'warn', 'ignore']).default('warn'),
  /** Base of the "Edit this page" links (+ the blog folder's path + the post's), or a function of the post returning its link. */
  editUrl: z.union([z.string(), z.custom<BlogEditUrlFunction>((value) => typeof value === 'function', 'editUrl is a URL, or a function returning one')]).optional(),
  /** A translated post's link is to its translation (its folder's path from contentDir), not the original. */
  editLocalizedFiles: z.boolean().default(false),
  /** Drafts are dropped from production builds only. */
  includeDrafts: z.boolean().default(false),
  feedOptions: z
    .strictObject({
      /** The feeds written: 'rss', 'atom', 'json', 'all', or null for none. */
      type: z.union([z.enum([...FEED_TYPES, 'all']), z.array(z.enum(FEED_TYPES)), z.null()]).default(['rss', 'atom']),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
      language: z.string().optional(),
      /** Posts in each feed, newest first; false for all. */
      limit: z.union([z.number().int().min(1), z.literal(false)]).default(20),
    })
    .default({ type: ['rss', 'atom'], limit: 20 }),
  /** The blog's own remark and rehype plugins, after the site's (`mdx`). */
  ...markdownPluginFields,
});

/** A logo, in the navbar or the footer: its image (and one for the dark mode), size in pixels, the image's class and the link's target. */
const logoFields = {
  src: z.string(),
  srcDark: z.string().optional(),
  alt: z.string().default(''),
  width: z.number().optional(),
  height: z.number().optional(),
  className: z.string().optional(),
  target: z.string().optional(),
};

/** Docusaurus's simple footer, links without columns, as one column without a title (each link is then checked where it is). */
export const simpleFooterAsColumn = (links: unknown) =>
  Array.isArray(links) && links.length > 0 && links.every((link) => typeof link === 'object' && link !== null && !('items' in link)) ? [{ title: '', items: links }] : links;
const footerLinkFields = z.strictObject({ label: z.string().optional(), to: z.string().optional(), href: z.string().optional(), html: z.string().optional(), attributes: linkAttributes });
const footerLink = z.preprocess(withLinkAttributes, footerLinkFields);
/** The settings a footer link takes (link attributes aside). */
export const FOOTER_LINK_SETTINGS: ReadonlySet<string> = new Set(Object.keys(footerLinkFields.shape));

const linkPolicy = z.enum(['throw', 'warn', 'ignore']);

/** An attribute of a head tag: its value, or true for one written bare (`async`), false for none. */
const headAttribute = z.union([z.string(), z.boolean()]);

/** Data that survives a copy to a worker and JSON alike: no functions, dates, class instances or undefined. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainData);
}
export type LinkPolicy = z.infer<typeof linkPolicy>;

/** How MDX imports are resolved: the site's mapping on top of docgen's component registry. */
/** Every locale's settings, the config's over Docusaurus's defaults. */
function completeLocaleConfigs(locales: string[], given: Record<string, Partial<LocaleConfig>>): Record<string, LocaleConfig> {
  const codes = [...new Set([...locales, ...Object.keys(given)])];
  return Object.fromEntries(codes.map((code) => [code, { ...localeDefaults(code), ...Object.fromEntries(Object.entries(given[code] ?? {}).filter(([, value]) => value !== undefined)) }]));
}

const sitemapOptions = z.strictObject({
  /** Each page's `<changefreq>`; null for none. */
  changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).nullable().default('weekly'),
  /** Each page's `<priority>`, from 0 to 1; null for none. */
  priority: z.number().min(0).max(1).nullable().default(0.5),
  /** Globs of the addresses (with the base URL, such as `/docs/tags/**`) the sitemap leaves out. */
  ignorePatterns: z.array(z.string()).default([]),
  /** The sitemap's file, in the output folder (robots.txt names it). */
  filename: z.string().regex(/^[\w.-]+\.xml$/, 'a file name ending in .xml, such as sitemap.xml').default('sitemap.xml'),
});

const mdxOptions = z.strictObject({
  /**
   * Import specifiers mapped to modules, paths relative to the config file.
   * A key matches the specifier itself or, followed by `/`, its subpaths:
   * `'@site/src/components': './components'` also maps `@site/src/components/Since`.
   * Data and components imported by the site's modules use the same mapping.
   */
  aliases: z.record(z.string(), z.string()).default({}),
  /**
   * Relative imports naming a folder (a path under contentDir, as a glob such as
   * `**\/_utils`) answered by a module of the site. With `factory`, that export
   * of the module is called with the folder's Markdown partials as components,
   * and what it returns is what the import gets: a folder of descriptions
   * becomes a set of components without an index file in the content.
   */
  folders: z.record(z.string(), z.strictObject({ module: z.string(), factory: z.string().optional() })).default({}),
  /**
   * An import whose file does not exist: fail the build (the default), or warn
   * and show a notice in the page where the import is used.
   */
  onMissingImport: z.enum(['throw', 'warn']).default('throw'),
  /**
   * Which Docusaurus's admonitions the content's were written for (see
   * admonition-types.ts): in 'docusaurus-2', `:::warning` is a danger box; in
   * 'docusaurus-3', a warning box of its own, and `:::important` keeps its title.
   */
  admonitions: z.enum(['docusaurus-2', 'docusaurus-3']).default('docusaurus-2'),
  /**
   * The site's MDX components, as a Docusaurus site's src/theme/MDXComponents:
   * a module (relative to the config file) whose default export is an object
   * of components by name, `{ ...MDXComponents, Highlight }`. Its components
   * are used by every page without an import, and its elements (`a`, `img`)
   * replace the theme's.
   */
  components: z.string().optional(),
  /** Remark and rehype plugins for every Markdown file: standalone pages, and docs (before their docs set's own). */
  ...markdownPluginFields,
});
export type MdxOptions = z.output<typeof mdxOptions>;

/** An ID of Google's tags (G-…, AW-…, GTM-…): letters, digits and dashes, written into scripts and URLs. */
const googleTagId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'a Google tag ID is letters, digits and dashes, such as G-ABC123 or GTM-ABC123');

export const siteConfigSchema = z.strictObject({
  title: z.string(),
  tagline: z.string().default(''),
  /** The site's address with no path (`https://docs.example.com`): a path goes in baseUrl, as Docusaurus requires. */
  url: z
    .string()
    .url()
    .refine((url) => !URL.canParse(url) || new URL(url).pathname.replace(/\/$/, '') === '', {
        error: (issue) => {
          const url = new URL(String(issue.input));
          return `the site's address has no path of its own: give "${url.origin}" as url and "${url.pathname.replace(/\/?$/, '/')}" as baseUrl`;
        },
      }),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'baseUrl must start and end with "/"').default('/'),
  /**
   * false: each page is written as its path plus .html (/docs/intro as
   * docs/intro.html) and linked without a trailing slash; true: as a folder's
   * index (docs/intro/index.html), linked with one (/docs/intro/).
   */
  trailingSlash: z.boolean().default(false),
  favicon: z.string().optional(),
  /** The site's social card (Docusaurus's themeConfig.image): og:image and twitter:image of the pages without an image of their own. */
  image: z.string().optional(),
  /** Keep search engines off the whole site: every page says noindex, nofollow, and there is no sitemap. */
  noIndex: z.boolean().default(false),
  /** The sitemap, as Docusaurus's sitemap plugin takes it. */
  sitemap: sitemapOptions.default({ changefreq: 'weekly', priority: 0.5, ignorePatterns: [], filename: 'sitemap.xml' }),
  organizationName: z.string().optional(),
  projectName: z.string().optional(),
  /** The site's own settings for its components (`useDocusaurusContext().siteConfig.customFields`): plain data, as each compile worker gets a copy. */
  customFields: z.record(z.string(), z.unknown()).refine(isPlainData, 'customFields must hold plain data (text, numbers, true/false, null, arrays and objects of these), as pages are given a copy of it').default({}),
  /** Where the authored content lives, relative to the config file. */
  contentDir: z.string().default('content'),
  /** The folder(s) copied into the output as they are, relative to the config file; a file in more than one is the first's (Docusaurus's staticDirectories). */
  staticDir: z.union([z.string(), z.array(z.string()).min(1)]).default('static'),
  outDir: z.string().default('build'),
  /** Folder(s) of standalone pages, relative to contentDir; several folders add up (a route in two is a duplicate). */
  pagesDir: z.union([z.string(), z.array(z.string())]).default('pages'),
  siteMetadata: z.strictObject({ generatorVersion: z.string().default('2.2.0'), siteVersion: z.string().default('4.0') }).default({ generatorVersion: '2.2.0', siteVersion: '4.0' }),
  i18n: z
    .strictObject({
      defaultLocale: z.string(),
      locales: z.array(z.string()),
      /** The folder of the locales' translations, relative to the config's folder. */
      path: z.string().default('i18n'),
      /** Each locale's settings; what one leaves out (or a locale without an entry) is as in Docusaurus (see locale-defaults.ts). */
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            label: z.string().optional(),
            direction: z.enum(['ltr', 'rtl']).optional(),
            htmlLang: z.string().optional(),
            calendar: z
              .string()
              .refine(isKnownCalendar, { message: `is not a calendar: give one of ${Intl.supportedValuesOf('calendar').join(', ')}` })
              .optional(),
            path: z.string().optional(),
          }),
        )
        .default({}),
    })
    .default({
      defaultLocale: 'en-AU',
      locales: ['en-AU'],
      path: 'i18n',
      localeConfigs: { 'en-AU': { label: 'English (Australia)', direction: 'ltr', htmlLang: 'en-AU', calendar: 'gregory', path: 'en-AU' } },
    })
    // The locale a build is of: the default one, unless the build is of another (see localize-config.ts). Not a setting.
    .transform((i18n) => ({ ...i18n, localeConfigs: completeLocaleConfigs(i18n.locales, i18n.localeConfigs), currentLocale: i18n.defaultLocale })),
  docs: z.array(docsInstanceSchema).min(1).refine(uniqueIds, 'two docs sets have the same id: give each its own'),
  /** The site's blog, as Docusaurus's blog plugin makes one, or its blogs (each with its own `id`); none without it. */
  blog: z
    .union([blogSchema.transform((blog) => [blog]), z.array(blogSchema).refine(uniqueIds, 'two blogs have the same id: give each its own')])
    .optional()
    .transform((blogs) => blogs ?? []),
  navbar: z.strictObject({
    // Docusaurus allows null for none.
    title: z.string().nullable().default('').transform((title) => title ?? ''),
    logo: z.strictObject({ ...logoFields, href: z.string().default('/') }).optional(),
    hideOnScroll: z.boolean().default(false),
    style: z.enum(['primary', 'dark']).optional(),
    items: z.array(navbarItemInput).default([]),
  }).default({ title: '', hideOnScroll: false, items: [] }),
  footer: z
    .strictObject({
      style: z.enum(['light', 'dark']).default('light'),
      /** Columns of links, or links alone (Docusaurus's simple footer), which become one column without a title, shown on one line. */
      links: z.preprocess(simpleFooterAsColumn, z.array(z.strictObject({ title: z.string().nullish().transform((title) => title ?? ''), items: z.array(footerLink) }))).default([]),
      /** Above the copyright; a link when it has an `href`. */
      logo: z.strictObject({ ...logoFields, href: z.string().optional() }).optional(),
      copyright: z.string().optional(),
    })
    .optional(),
  announcementBar: z
    .strictObject({
      id: z.string().default('announcement-bar'),
      content: z.string(),
      backgroundColor: z.string().default('#fff'),
      textColor: z.string().default('#000'),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  colorMode: z
    .strictObject({ defaultMode: z.enum(['light', 'dark']).default('light'), disableSwitch: z.boolean().default(false), respectPrefersColorScheme: z.boolean().default(false) })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  docsSidebar: z.strictObject({ hideable: z.boolean().default(false), autoCollapseCategories: z.boolean().default(false) }).default({ hideable: false, autoCollapseCategories: false }),
  docsVersionPersistence: z.enum(['localStorage', 'none']).default('localStorage'),
  tableOfContents: z.strictObject({ minHeadingLevel: z.number().int().min(2).max(6).default(2), maxHeadingLevel: z.number().int().min(2).max(6).default(3) }).default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  /**
   * Magic comments in code blocks, as Docusaurus's themeConfig.prism.magicComments:
   * a line holding only `line` (as a comment) gives the next line `className`, and
   * the lines between `block.start` and `block.end` get it too; the comment lines
   * are removed. The first one's class is also a `{1,3-4}` range's. Docusaurus's
   * highlight-next-line / highlight-start / highlight-end by default.
   */
  codeMagicComments: z
    .array(
      z
        .strictObject({
          className: z.string().regex(/^[\w-]+(?: [\w-]+)*$/, 'className is one or more class names, separated by spaces'),
          line: z.string().min(1).optional(),
          block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
        })
        .refine((comment) => comment.line !== undefined || comment.block !== undefined, 'a magic comment needs a line directive, a block (start and end), or both'),
    )
    .default(DEFAULT_MAGIC_COMMENTS.map((comment) => ({ ...comment }))),
  codeThemes: z.strictObject({ light: z.string().default('github-light'), dark: z.string().default('dracula') }).default({ light: 'github-light', dark: 'dracula' }),
  /**
   * How Mermaid draws the diagrams (Docusaurus's `themeConfig.mermaid`): its
   * theme in each colour mode, and its other options (`flowchart`,
   * `themeVariables`, …), given to `mermaid.initialize` as they are, but that
   * diagrams are always drawn at its strict security level.
   */
  mermaid: z
    .strictObject({
      theme: z.strictObject({ light: MERMAID_THEME.default('default'), dark: MERMAID_THEME.default('dark') }).default({ light: 'default', dark: 'dark' }),
      options: z.record(z.string(), z.unknown()).default({}),
    })
    .default({ theme: { light: 'default', dark: 'dark' }, options: {} }),
  /** `<meta name="theme-color">` on every page, and the generated manifest's colour; none when unset (a Docusaurus site without the PWA plugin has none). */
  themeColor: z.string().optional(),
  /**
   * Docusaurus's `themeConfig.metadata`: `<meta>` tags on every page, each in
   * place of docgen's own of the same name or property (`twitter:card`), and
   * given way to by a page's own (its `description`, `keywords`).
   */
  metadata: z.array(z.union([z.strictObject({ name: z.string().min(1), content: z.string() }), z.strictObject({ property: z.string().min(1), content: z.string() })])).default([]),
  /** Extra <head> tags, e.g. the web app manifest link; `innerHTML` is the content of an element that has one (a script). */
  headTags: z.array(z.strictObject({ tagName: z.string().regex(/^[a-z][a-z0-9-]*$/i, 'tagName must be an element name, such as link or script'), attributes: z.record(z.string(), z.string()).default({}), innerHTML: z.string().optional() })).default([]),
  /** Docusaurus's `stylesheets`: `<link rel="stylesheet">` in every page's head, from a URL or the link's attributes (`href` and any others). */
  stylesheets: z.array(z.union([z.string(), z.object({ href: z.string() }).catchall(headAttribute)])).default([]),
  /** Docusaurus's `scripts`: `<script>` in every page's head, from a URL or the script's attributes (`src`, `async`, `defer` and any others). */
  scripts: z.array(z.union([z.string(), z.object({ src: z.string() }).catchall(headAttribute)])).default([]),
  manifest: z
    .strictObject({
      name: z.string(),
      shortName: z.string(),
      themeColor: z.string(),
      backgroundColor: z.string(),
      icons: z.array(z.strictObject({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string().optional() })).default([]),
      /** Lets the browser tell whether the site is installed as an app (the appInstalled strategy). */
      relatedApplications: z.array(z.strictObject({ platform: z.string(), url: z.string() })).default([]),
    })
    .optional(),
  mdx: mdxOptions.default({ aliases: {}, folders: {}, onMissingImport: 'throw', admonitions: 'docusaurus-2', beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] }),
  /** The site's own stylesheets (relative to the config file), bundled after the theme's. */
  customCss: z.array(z.string()).default([]),
  /**
   * The site's client modules, as Docusaurus's clientModules: scripts (and
   * stylesheets) relative to the config file, run on every page, whose
   * onRouteUpdate and onRouteDidUpdate are called for each address shown.
   */
  clientModules: z.array(z.string()).default([]),
  /**
   * Pages that moved, as Docusaurus's client-redirects plugin takes them:
   * a page at each old path (`from`, below the base URL) sends the reader to
   * `to`, a page of the site or another site's URL.
   */
  redirects: z.array(z.strictObject({ from: z.union([z.string(), z.array(z.string()).min(1)]), to: z.string() })).default([]),
  /** The old paths of each page, from its path (below the base URL): a path, several, or undefined for none. */
  createRedirects: z.custom<(path: string) => string | string[] | undefined>((value) => typeof value === 'function', 'createRedirects is a function of a page\'s path').optional(),
  /** What a broken internal link or image in the built pages does: fail the build (the default), warn, or nothing. */
  onBrokenLinks: linkPolicy.default('throw'),
  /** A relative link to a .md/.mdx file that is not a page of the same docs set. */
  onBrokenMarkdownLinks: linkPolicy.default('warn'),
  /** A `#fragment` that names no id on the page it points to. */
  onBrokenAnchors: linkPolicy.default('warn'),
  /** Two pages created at the same URL (the later one is kept). */
  onDuplicateRoutes: linkPolicy.default('warn'),
  /** The installable offline app: a service worker that precaches the site when offline mode is on. */
  offline: z
    .strictObject({
      enabled: z.boolean().default(true),
      /** Offline mode is on when any of these holds. */
      activationStrategies: z.array(z.enum(['appInstalled', 'queryString', 'standalone', 'always', 'mobile', 'saveData'])).default(['appInstalled', 'queryString', 'standalone']),
      debug: z.boolean().default(false),
    })
    .default({ enabled: true, activationStrategies: ['appInstalled', 'queryString', 'standalone'], debug: false }),
  /**
   * Google's tag (gtag.js), as Docusaurus's gtag plugin adds it: in the pages
   * of `docgen build` (not `docgen serve`'s), with a page view for each page
   * the client router shows. The first ID loads the tag; each is configured.
   */
  gtag: z
    .strictObject({
      trackingID: z.union([googleTagId, z.array(googleTagId).min(1)]).transform((ids) => (Array.isArray(ids) ? ids : [ids])),
      /** Google Analytics 4 never stores IP addresses; kept for configs written for Universal Analytics. */
      anonymizeIP: z.boolean().default(false),
    })
    .optional(),
  /** Google Tag Manager's container, as Docusaurus's plugin adds it: in the pages of `docgen build` only. */
  googleTagManager: z.strictObject({ containerId: googleTagId }).optional(),
})
  // One blog or several in the file; always a list in the build.
  .transform(({ blog, ...site }) => ({ ...site, blogs: blog }));

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type DocsInstanceConfig = z.output<typeof docsInstanceSchema>;
export type BlogConfig = z.output<typeof blogSchema>;
export type NavbarItem = z.output<typeof navbarItem>;
export type NavbarDropdownChild = z.output<typeof dropdownChild>;

/** A calendar Intl knows by that name (one it does not know, it would replace with the Gregorian without a word). */
function isKnownCalendar(calendar: string): boolean {
  try {
    return new Intl.DateTimeFormat('en', { calendar }).resolvedOptions().calendar === calendar;
  } catch {
    return false;
  }
}
