import path from 'node:path';
import type { DocsInstanceConfig, EditUrlFunction } from '../config/schema.ts';
import type { LastUpdates } from '../content/last-updated.ts';
import type { Doc, DocsVersion, SidebarItem } from '../content/types.ts';
import { comparablePath } from '../content/url.ts';
import { BuildError } from '../shared/errors.ts';
import { isWithin } from '../shared/path-within.ts';
import type { DocsPageData, LastUpdateData } from '../shared/page-data.ts';
import type { TocItem } from '../markdown/types.ts';
import type { SidebarFile } from './sidebar-files.ts';

/**
 * Each sidebar's items by the page they link to, with the items above each:
 * made once per sidebar, as every page of the docs set looks itself up in
 * it. Searching the tree instead took 50 ms of a build of the devdocs corpus
 * (its 1,061 pages, each through a sidebar of hundreds of items).
 */
const sidebarPaths = new WeakMap<SidebarItem[], Map<string, SidebarItem[]>>();

/** Items from the sidebar root down to the item that links to `permalink` (as isActivePath matches exactly): the first such, in the sidebar's order. */
export function findSidebarPath(items: SidebarItem[], permalink: string): SidebarItem[] | undefined {
  let paths = sidebarPaths.get(items);
  if (!paths) {
    const found = new Map<string, SidebarItem[]>();
    const visit = (list: SidebarItem[], above: SidebarItem[]) => {
      for (const item of list) {
        const key = item.type !== 'html' && item.href !== undefined ? comparablePath(item.href) : undefined;
        // The first item for a page is kept; a category that links to one comes before its own items.
        if (key !== undefined && !found.has(key)) found.set(key, [...above, item]);
        if (item.type === 'category') visit(item.items, [...above, item]);
      }
    };
    visit(items, []);
    sidebarPaths.set(items, (paths = found));
  }
  return paths.get(comparablePath(permalink));
}

export function breadcrumbsFor(sidebar: SidebarItem[] | undefined, permalink: string): DocsPageData['breadcrumbs'] {
  const path = sidebar ? findSidebarPath(sidebar, permalink) : undefined;
  if (!path) return [];
  return path
    .filter((item): item is Exclude<SidebarItem, { type: 'html' }> => item.type !== 'html')
    .map((item) => ({ label: item.label, href: item.type === 'category' ? item.href : item.href }));
}

export interface DocsPageInput {
  version: DocsVersion;
  allVersions: DocsVersion[];
  permalink: string;
  /** Doc id for doc pages (for the version switcher and the sidebar), undefined for other docs pages. */
  docId?: string;
  sidebarName?: string;
  paginationKey: string;
  toc: TocItem[];
  tocMin: number;
  tocMax: number;
  hideTableOfContents: boolean;
  tags: DocsPageData['tags'];
  /** Doc pages only: see docEditUrl and lastUpdateOf. */
  editUrl?: string;
  lastUpdate?: DocsPageData['lastUpdate'];
  /** The sidebars' own files, which the page's data names (see sidebar-files.ts). */
  sidebarFiles?: ReadonlyMap<SidebarItem[], SidebarFile>;
}

export function buildDocsPageData(input: DocsPageInput): DocsPageData {
  const { version } = input;
  const sidebar = (input.docId === undefined ? undefined : version.unlistedSidebars[input.docId]) ?? (input.sidebarName ? version.sidebars[input.sidebarName] : undefined);
  const links = version.pagination[input.paginationKey];
  const versionLinks: Record<string, string> = {};
  for (const other of input.allVersions) {
    const same = input.docId ? other.docs.find((doc) => doc.id === input.docId) : undefined;
    versionLinks[other.name] = same?.permalink ?? other.docs.find((doc) => doc.id === other.mainDocId)?.permalink ?? other.path;
  }
  return {
    pluginId: version.pluginId,
    versionName: version.name,
    versionLabel: version.label,
    ...(version.className !== undefined && { versionClassName: version.className }),
    showVersionBadge: version.badge,
    sidebarName: input.sidebarName,
    sidebar,
    sidebarUrl: sidebar && input.sidebarFiles?.get(sidebar)?.url,
    breadcrumbs: breadcrumbsFor(sidebar, input.permalink),
    toc: input.toc,
    tocMin: input.tocMin,
    tocMax: input.tocMax,
    hideTableOfContents: input.hideTableOfContents,
    previous: links?.previous && { label: links.previous.title, href: links.previous.permalink },
    next: links?.next && { label: links.next.title, href: links.next.permalink },
    tags: input.tags,
    versionLinks,
    ...(input.editUrl !== undefined && { editUrl: input.editUrl }),
    ...(input.lastUpdate !== undefined && { lastUpdate: input.lastUpdate }),
  };
}

/** What doc footers are made from besides the docs themselves, read once per build. */
export interface DocFooterSources {
  /** Absolute content folder: edit URLs name files by their path in it. */
  contentDir: string;
  /** The build's git history (see readSiteLastUpdates). */
  lastUpdates: LastUpdates;
}

/** Joins URL parts with exactly one slash between them; the base keeps its own `https://`. */
const posixPath = (relative: string) => relative.split(path.sep).join('/');

export function joinEditUrl(base: string, ...parts: string[]): string {
  const inner = parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean);
  const joined = [base.replace(/\/+$/, ''), ...inner].join('/');
  // A folder beside the content folder (a translation's, `../i18n/fr/…`) is named from the URL's place for the content folder.
  return joined.includes('/../') && URL.canParse(joined) ? new URL(joined).href : joined;
}

function frontMatterError(page: FrontMatterSource, key: string, message: string): BuildError {
  return new BuildError(`Invalid front matter "${key}": ${message}`, { file: page.source.path, line: page.source.frontMatterLines[key] });
}

/**
 * "Edit this page" link of a doc, as in Docusaurus: editUrl + the version's
 * folder (the current version's folder with editCurrentVersion) + the file's
 * path in that folder, folders named relative to the content folder. So
 * `versioned_docs/version-4.1/intro.md` edits that file, or `docs/intro.md`
 * with editCurrentVersion. Front matter `custom_edit_url` replaces it; null or ''
 * hides the link.
 */
export function docEditUrl(doc: Doc, version: DocsVersion, instance: DocsInstanceConfig, contentDir: string, locale: string): string | undefined {
  if ('custom_edit_url' in doc.frontMatter) {
    const custom = doc.frontMatter.custom_edit_url;
    if (custom === null || custom === undefined || custom === '') return undefined;
    if (typeof custom !== 'string') throw frontMatterError(doc, 'custom_edit_url', 'expected a URL, or null to hide "Edit this page".');
    return custom;
  }
  if (!instance.editUrl) return undefined;
  if (typeof instance.editUrl === 'function') return editUrlFromFunction(instance.editUrl, doc, version, contentDir, locale);
  if (instance.editLocalizedFiles && version.localizedDir && isWithin(version.localizedDir, doc.source.path)) {
    // The translations of the current version sit beside this version's (`…/current`, `…/version-4.1`).
    const folder = instance.editCurrentVersion ? path.join(path.dirname(version.localizedDir), 'current') : version.localizedDir;
    return joinEditUrl(instance.editUrl, posixPath(path.relative(contentDir, folder)), doc.relativePath);
  }
  const folder = instance.editCurrentVersion ? path.resolve(contentDir, instance.path) : version.contentDir;
  return joinEditUrl(instance.editUrl, posixPath(path.relative(contentDir, folder)), doc.relativePath);
}

/** The site's editUrl function's link for `doc`, as Docusaurus calls it (editCurrentVersion is the function's to follow). */
function editUrlFromFunction(editUrl: EditUrlFunction, doc: Doc, version: DocsVersion, contentDir: string, locale: string): string | undefined {
  let url: unknown;
  try {
    url = editUrl({ version: version.name, versionDocsDirPath: path.relative(contentDir, version.contentDir).split(path.sep).join('/'), docPath: doc.relativePath, permalink: doc.permalink, locale });
  } catch (error) {
    throw new BuildError(`The docs set's editUrl function failed on this doc: ${error instanceof Error ? error.message : String(error)}`, { file: doc.source.path });
  }
  if (url === undefined || url === null || url === '') return undefined;
  if (typeof url !== 'string') throw new BuildError(`The docs set's editUrl function returned ${typeof url} for this doc, where a URL (or undefined for no link) belongs.`, { file: doc.source.path });
  return url;
}

/** A doc or a blog post: its front matter, and its file with the lines of its front matter's keys. */
interface FrontMatterSource {
  frontMatter: object;
  source: { path: string; frontMatterLines: Record<string, number> };
}

/** Front matter `last_update: { author, date }`, checked; the date in milliseconds since the epoch. */
function lastUpdateFrontMatter(page: FrontMatterSource): { author?: string; date?: number } | undefined {
  const value = (page.frontMatter as { last_update?: unknown }).last_update;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw frontMatterError(page, 'last_update', 'expected a mapping with "author" and/or "date".');
  const { author, date } = value as { author?: unknown; date?: unknown };
  if (author !== undefined && typeof author !== 'string') throw frontMatterError(page, 'last_update', '"author" must be a name.');
  let time: number | undefined;
  if (date !== undefined) {
    time = date instanceof Date ? date.getTime() : typeof date === 'string' || typeof date === 'number' ? new Date(date).getTime() : Number.NaN;
    if (Number.isNaN(time)) throw frontMatterError(page, 'last_update', `"date" must be a date, such as 2023-01-05 (got ${JSON.stringify(date)}).`);
  }
  if (author === undefined && time === undefined) throw frontMatterError(page, 'last_update', 'expected "author" and/or "date".');
  return { author, date: time };
}

/**
 * When and by whom a doc or a post was last changed, each shown only if its
 * docs set or blog asks for it: front matter `last_update` first, then the
 * file's last commit. A file never committed has no git data, so without
 * front matter it shows nothing.
 */
export function lastUpdateOf(page: FrontMatterSource, shown: { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean }, lastUpdates: LastUpdates, formatDate: (at: number) => string): LastUpdateData | undefined {
  if (!shown.showLastUpdateTime && !shown.showLastUpdateAuthor) return undefined;
  const override = lastUpdateFrontMatter(page);
  const committed = lastUpdates.get(page.source.path);
  const at = shown.showLastUpdateTime ? (override?.date ?? committed?.timestamp) : undefined;
  const by = shown.showLastUpdateAuthor ? (override?.author ?? committed?.author) : undefined;
  if (at === undefined && by === undefined) return undefined;
  return { ...(at !== undefined && { at, date: formatDate(at) }), ...(by !== undefined && { by }) };
}
