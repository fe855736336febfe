import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadConfig, type LoadedConfig } from '../../src/config/load-config.ts';
import { loadContent } from '../../src/content/load-content.ts';
import { buildRouteTable, type Route } from '../../src/routes/route-table.ts';
import { createReporter } from '../../src/shared/logger.ts';
import { PROJECT_ROOT } from '../helpers/build.ts';

/*
 * The route set docgen gives the real Moodle devdocs corpus, checked against
 * routes computed here, independently, from the files and the rules written
 * down in /work/shared/spec/docusaurus-facts.md (sections A1–A9, D5).
 * The expectation side deliberately uses none of docgen's content or route
 * code: only the file system, `yaml` and `github-slugger`.
 */

const CORPUS = path.resolve(PROJECT_ROOT, '../shared/corpus/devdocs');
const CONFIG = path.join(PROJECT_ROOT, 'examples/devdocs/site.config.ts');

/** The three docs route bases of the site (facts A9 "moodledev" row, D5). */
interface VersionCase {
  /** Version path: baseUrl + routeBasePath + version path part. */
  base: string;
  pluginId: string;
  versionName: string;
  /** Content folder, relative to the corpus. */
  folder: string;
  /** Sidebars file of this version, relative to the corpus (D5). */
  sidebars: string;
  /** md/mdx files in the folder before excludes, as found in this corpus. */
  rawFiles: number;
}

const VERSIONS: VersionCase[] = [
  { base: '/docs', pluginId: 'default', versionName: 'current', folder: 'docs', sidebars: 'sidebars.docs.json', rawFiles: 138 },
  { base: '/docs/4.1', pluginId: 'default', versionName: '4.1', folder: 'versioned_docs/version-4.1', sidebars: 'versioned_sidebars/version-4.1-sidebars.json', rawFiles: 136 },
  { base: '/general', pluginId: 'general', versionName: 'current', folder: 'general', sidebars: 'sidebars.general.json', rawFiles: 508 },
];

/** The corpus has 706 pages in all across the three folders, after the A1 excludes. */
const TOTAL_PAGES = 706;

// ---------------------------------------------------------------------------
// Expected routes: small helpers, each implementing one fact.
// ---------------------------------------------------------------------------

interface SourceFile {
  /** Path relative to the version folder, with `/` separators. */
  relativePath: string;
  absolutePath: string;
}

/** A1: the default include glob is every `.md` and `.mdx` file. */
function isMarkdown(name: string): boolean {
  return /\.mdx?$/.test(name);
}

/**
 * A1 default excludes: files whose name starts with `_`, anything under a
 * folder starting with `_`, `*.test.*` files and `__tests__` folders.
 */
function isExcluded(relativePath: string): boolean {
  const segments = relativePath.split('/');
  const fileName = segments.at(-1)!;
  const folders = segments.slice(0, -1);
  return fileName.startsWith('_') || folders.some((folder) => folder.startsWith('_')) || /\.test\./.test(fileName);
}

/** Every md/mdx file under `dir`, before excludes, sorted. */
async function walkMarkdown(dir: string): Promise<SourceFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && isMarkdown(entry.name))
    .map((entry) => {
      const absolutePath = path.join(entry.parentPath, entry.name);
      return { absolutePath, relativePath: path.relative(dir, absolutePath).split(path.sep).join('/') };
    })
    .sort((a, b) => (a.relativePath < b.relativePath ? -1 : 1));
}

/** A1: front matter is YAML between `---` lines at the very start of the file (gray-matter). */
function splitFrontMatter(text: string): Record<string, unknown> {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return {};
  const data: unknown = parseYaml(match[1]!);
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/**
 * A2: a number prefix is digits, optional spaces, one or more of `-_.`,
 * optional spaces, then a rest that does not start with `-_.` or a space.
 * Not a prefix: digits, a separator, then digits (`4.1`, `2021-11-foo`).
 */
function stripNumberPrefix(name: string): string {
  if (/^\d+[-_.]\d/.test(name)) return name;
  const match = /^\d+\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return match ? match[1]! : name;
}

/** A2: the prefix is stripped from every folder segment too. */
function stripPathNumberPrefixes(dir: string): string {
  return dir
    .split('/')
    .map((segment) => stripNumberPrefix(segment))
    .join('/');
}

/**
 * A4 category index test (case-insensitive): the file name is `index`,
 * `readme`, or the name of its own parent folder (`foo/foo.md`).
 */
function isCategoryIndex(fileName: string, rawDir: string): boolean {
  const name = fileName.toLowerCase();
  const parent = rawDir === '' ? undefined : rawDir.split('/').at(-1)!.toLowerCase();
  return name === 'index' || name === 'readme' || name === parent;
}

/** Joins URL parts with single slashes. */
function joinUrl(...parts: string[]): string {
  return `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
}

/** A4 `trailingSlash: false`: every route loses its trailing slash, except `/`. */
function withoutTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}

/** A4: a relative front matter slug is resolved against `/<dir>/`, like a URL. */
function resolveRelativeSlug(slug: string, dirSlug: string): string {
  return decodeURI(new URL(slug, `https://resolve.invalid${dirSlug}`).pathname);
}

interface ExpectedDoc {
  file: string;
  id: string;
  slug: string;
  permalink: string;
  draft: boolean;
  isIndex: boolean;
}

/** A3 (id), A4 (slug, permalink) and A5 (id, slug, draft, parse_number_prefixes) for one file. */
function expectedDoc(relativePath: string, frontMatter: Record<string, unknown>, versionPath: string): ExpectedDoc {
  const rawDir = path.posix.dirname(relativePath) === '.' ? '' : path.posix.dirname(relativePath);
  const fileName = path.posix.basename(relativePath).replace(/\.mdx?$/, '');
  // A5 parse_number_prefixes: false turns prefix stripping off for this doc (file and folders).
  const parsePrefixes = frontMatter.parse_number_prefixes !== false;
  const dir = parsePrefixes ? stripPathNumberPrefixes(rawDir) : rawDir;
  // A3: baseID = front matter id, else the file name without extension and prefix.
  const baseId = typeof frontMatter.id === 'string' ? frontMatter.id : parsePrefixes ? stripNumberPrefix(fileName) : fileName;
  const id = dir === '' ? baseId : `${dir}/${baseId}`;
  const dirSlug = dir === '' ? '/' : `/${dir}/`;
  const isIndex = isCategoryIndex(fileName, rawDir);

  let slug: string;
  if (typeof frontMatter.slug === 'string') {
    // A4: an absolute slug is used as is; a relative one is resolved against /<dir>/.
    slug = frontMatter.slug.startsWith('/') ? frontMatter.slug : resolveRelativeSlug(frontMatter.slug, dirSlug);
  } else if (isIndex) {
    // A4: a category index gets /<dir>/ (at the root, /).
    slug = dirSlug;
  } else {
    // A4: otherwise /<dir>/<baseID>; front matter id changes the URL.
    slug = `${dirSlug}${baseId}`;
  }
  // A4: permalink = join(version path, slug), then trailingSlash:false.
  const permalink = withoutTrailingSlash(joinUrl(versionPath, slug));
  return { file: relativePath, id, slug, permalink, draft: frontMatter.draft === true, isIndex };
}

interface ExpectedVersion {
  rawFiles: SourceFile[];
  included: SourceFile[];
  docs: ExpectedDoc[];
  /** Docs with `draft: true`: A5 excludes them from production builds. */
  drafts: ExpectedDoc[];
  /** Permalinks of the published (non-draft) docs. */
  routes: Set<string>;
}

async function expectedVersion(version: VersionCase): Promise<ExpectedVersion> {
  const folder = path.join(CORPUS, version.folder);
  const rawFiles = await walkMarkdown(folder);
  const included = rawFiles.filter((file) => !isExcluded(file.relativePath));
  const docs = await Promise.all(included.map(async (file) => expectedDoc(file.relativePath, splitFrontMatter(await readFile(file.absolutePath, 'utf8')), version.base)));
  const drafts = docs.filter((doc) => doc.draft);
  return { rawFiles, included, docs, drafts, routes: new Set(docs.filter((doc) => !doc.draft).map((doc) => doc.permalink)) };
}

// ---------------------------------------------------------------------------
// Expected generated-index category pages (A6, A7, A8).
// ---------------------------------------------------------------------------

interface SidebarNode {
  type?: string;
  label?: string;
  dirName?: string;
  link?: { type?: string; slug?: string } | null;
  items?: unknown;
}

/** Walks a sidebars file's items (data only: JSON arrays and objects), calling `visit` on every object item. */
function walkSidebarItems(items: unknown, visit: (node: SidebarNode) => void): void {
  if (Array.isArray(items)) {
    for (const item of items) walkSidebarItems(item, visit);
  } else if (items !== null && typeof items === 'object') {
    const node = items as SidebarNode;
    if (typeof node.type === 'string') {
      visit(node);
      if (node.items !== undefined) walkSidebarItems(node.items, visit);
    } else {
      // A7 object shorthand { Label: [items] }.
      for (const value of Object.values(node)) walkSidebarItems(value, visit);
    }
  }
}

/** A6: `_category_.json|yml|yaml` files are read with a YAML parser (so JSON works too). */
async function readCategoryFiles(folder: string): Promise<{ dir: string; metadata: { label?: string; link?: { type?: string; slug?: string } | null } }[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && /^_category_\.(json|ya?ml)$/.test(entry.name));
  return Promise.all(
    files.map(async (entry) => ({
      dir: path.relative(folder, entry.parentPath).split(path.sep).join('/'),
      metadata: parseYaml(await readFile(path.join(entry.parentPath, entry.name), 'utf8')) as { label?: string; link?: { type?: string; slug?: string } | null },
    })),
  );
}

/**
 * Generated-index routes of one version:
 * - sidebars-file categories with `link: { type: 'generated-index' }` (A7, A8);
 * - `_category_` folders with a generated-index link (A6) that become a
 *   category of an autogenerated slice, i.e. lie strictly inside an
 *   autogenerated `dirName` (A7), and keep at least one published doc
 *   (A7: a category with no items and a generated-index link is dropped).
 * Permalink = version path + (link.slug ?? /category/ + github-slug(label)),
 * one slugger per version (A8). Label default: folder name without prefix (A6).
 */
async function expectedGeneratedIndexes(version: VersionCase, docs: ExpectedDoc[]): Promise<Set<string>> {
  const slugger = new GithubSlugger();
  const permalink = (label: string, slug: string | undefined) => withoutTrailingSlash(joinUrl(version.base, slug ?? `/category/${slugger.slug(label)}`));
  const routes = new Set<string>();

  const sidebars: unknown = JSON.parse(await readFile(path.join(CORPUS, version.sidebars), 'utf8'));
  const autogeneratedDirs: string[] = [];
  walkSidebarItems(sidebars, (node) => {
    if (node.type === 'autogenerated' && typeof node.dirName === 'string') autogeneratedDirs.push(node.dirName);
    if (node.type === 'category' && node.link?.type === 'generated-index') routes.add(permalink(node.label ?? '', node.link.slug));
  });

  const published = docs.filter((doc) => !doc.draft);
  const categories = (await readCategoryFiles(path.join(CORPUS, version.folder))).sort((a, b) => (a.dir < b.dir ? -1 : 1));
  for (const { dir, metadata } of categories) {
    if (metadata?.link?.type !== 'generated-index') continue;
    const inSlice = autogeneratedDirs.some((root) => root === '.' || dir.startsWith(`${root}/`));
    const hasDocs = published.some((doc) => doc.file.startsWith(`${dir}/`));
    if (!inSlice || !hasDocs) continue;
    routes.add(permalink(metadata.label ?? stripNumberPrefix(dir.split('/').at(-1)!), metadata.link.slug));
  }
  return routes;
}

// ---------------------------------------------------------------------------
// Comparison
// ---------------------------------------------------------------------------

/** A readable difference: the first 20 missing and extra routes. */
function describeDifference(label: string, expected: Set<string>, actual: Set<string>): string {
  const missing = [...expected].filter((route) => !actual.has(route)).sort();
  const extra = [...actual].filter((route) => !expected.has(route)).sort();
  return [
    `${label}: ${expected.size} expected, ${actual.size} from docgen`,
    `missing (${missing.length}): ${missing.slice(0, 20).join(', ') || '-'}`,
    `extra (${extra.length}): ${extra.slice(0, 20).join(', ') || '-'}`,
  ].join('\n');
}

function routesOf(routes: Route[], kind: 'doc' | 'generated-index', version: VersionCase): Set<string> {
  const paths = routes.flatMap((route) => (route.kind === kind && route.pluginId === version.pluginId && route.versionName === version.versionName ? [route.path] : []));
  return new Set(paths);
}

// ---------------------------------------------------------------------------

describe('routes of the real devdocs corpus', () => {
  let loaded: LoadedConfig;
  let routes: Route[];
  const expected = new Map<string, ExpectedVersion>();

  beforeAll(async () => {
    expect(existsSync(CORPUS), `the corpus is read in place from ${CORPUS}`).toBe(true);
    loaded = await loadConfig(CONFIG);
    const reporter = createReporter();
    const content = await loadContent(loaded, { includeDrafts: false, reporter });
    routes = buildRouteTable(content, loaded.config.baseUrl, reporter);
    for (const version of VERSIONS) expected.set(version.base, await expectedVersion(version));
  });

  it('helper check: the A2 number-prefix examples (the corpus itself uses no prefixes)', () => {
    expect(stripNumberPrefix('01-foo')).toBe('foo');
    expect(stripNumberPrefix('003 - foo')).toBe('foo');
    expect(stripNumberPrefix('4.1')).toBe('4.1');
    expect(stripNumberPrefix('2021-11-foo')).toBe('2021-11-foo');
    expect(stripNumberPrefix('7.0-x')).toBe('7.0-x');
    expect(stripNumberPrefix('202202')).toBe('202202');
    expect(expectedDoc('01-guides/02-intro.md', {}, '/docs').permalink).toBe('/docs/guides/intro');
    expect(expectedDoc('01-guides/02-intro.md', { parse_number_prefixes: false }, '/docs').permalink).toBe('/docs/01-guides/02-intro');
  });

  it('reads the corpus through the devdocs config, with the A9 version paths', async () => {
    expect(loaded.contentDir).toBe(CORPUS);
    // A9: path part = versions[v].path ?? ('' for lastVersion, 'next' for current, else the name).
    const released = JSON.parse(await readFile(path.join(CORPUS, 'versions.json'), 'utf8')) as string[];
    const bases = loaded.config.docs.flatMap((instance) => {
      const names = [...(instance.includeCurrentVersion ? ['current'] : []), ...(instance.id === 'default' ? released : [])];
      const lastVersion = instance.lastVersion ?? names.find((name) => name !== 'current') ?? 'current';
      return names.map((name) => {
        const part = instance.versions[name]?.path ?? (name === lastVersion ? '' : name === 'current' ? 'next' : name);
        return withoutTrailingSlash(joinUrl(loaded.config.baseUrl, instance.routeBasePath, part));
      });
    });
    expect(bases.sort()).toEqual(VERSIONS.map((version) => version.base).sort());
  });

  it('has plausible totals: 706 pages from 782 md/mdx files', () => {
    for (const version of VERSIONS) {
      // The facts (D5) count the site repository (docs 141, version-4.1 139, general 508);
      // the corpus, without the site's code, holds the numbers below.
      expect(expected.get(version.base)!.rawFiles.length, `${version.folder} md/mdx files`).toBe(version.rawFiles);
    }
    const pages = VERSIONS.reduce((sum, version) => sum + expected.get(version.base)!.included.length, 0);
    expect(pages).toBe(TOTAL_PAGES);
    const docRoutes = routes.filter((route) => route.kind === 'doc');
    const drafts = VERSIONS.reduce((sum, version) => sum + expected.get(version.base)!.drafts.length, 0);
    expect(docRoutes.length).toBe(TOTAL_PAGES - drafts);
  });

  it.each(VERSIONS)('doc routes under $base match the Docusaurus rules', (version) => {
    const want = expected.get(version.base)!;
    const got = routesOf(routes, 'doc', version);
    expect([...got].sort(), describeDifference(version.base, want.routes, got)).toEqual([...want.routes].sort());
    // No two published docs of the corpus share a permalink (A12 duplicates), so one route per page.
    expect(want.routes.size, 'expected permalinks are unique').toBe(want.included.length - want.drafts.length);
    // A5: drafts are excluded in production builds.
    for (const draft of want.drafts) expect(got.has(draft.permalink), `draft ${draft.file}`).toBe(false);
  });

  it('gives the well-known routes of the corpus', () => {
    const docRoutes = new Map(routes.flatMap((route) => (route.kind === 'doc' ? [[route.source.split(path.sep).join('/').replace(`${CORPUS}/`, ''), route.path] as const] : [])));
    const cases: [file: string, route: string, why: string][] = [
      // D5: docs/intro.md has id introduction and slug `/`, so it is the version root.
      ['docs/intro.md', '/docs', 'front matter slug / (A4, D5)'],
      ['versioned_docs/version-4.1/intro.md', '/docs/4.1', 'slug / in the 4.1 version (A4, A9)'],
      // D5: front matter slugs are relative to the version path, not the folder, when absolute.
      ['general/community/channels.md', '/general/channels', 'absolute slug /channels (A4, D5)'],
      ['general/community/intro.md', '/general/community', 'absolute slug /community (A4, D5)'],
      // A2: `4.1` and `202202` are not number prefixes.
      ['general/releases/4.1.md', '/general/releases/4.1', '4.1 is not a number prefix (A2)'],
      ['general/community/meetings/202202.md', '/general/community/meetings/202202', 'digits without separator are not a prefix (A2)'],
      // A4: index docs take their folder's URL.
      ['general/app/development/setup/index.md', '/general/app/development/setup', 'index doc (A4)'],
      ['general/projects/index.mdx', '/general/projects', 'index doc, .mdx (A4)'],
      // A4: app.md beside app/ is not an index, it is /general/app by its own name.
      ['general/app.md', '/general/app', 'foo.md beside foo/ is not an index (A4)'],
      // A9: versioned docs live under /docs/4.1.
      ['versioned_docs/version-4.1/apis/subsystems/access.md', '/docs/4.1/apis/subsystems/access', 'versioned doc (A9)'],
      ['docs/apis/subsystems/access.md', '/docs/apis/subsystems/access', 'current doc at /docs (A9)'],
    ];
    for (const [file, route, why] of cases) {
      expect(existsSync(path.join(CORPUS, file)), `${file} exists in the corpus`).toBe(true);
      expect(docRoutes.get(file), `${file}: ${why}`).toBe(route);
    }
    // A1: partials under _files/ and _examples/ get no route.
    expect([...docRoutes.keys()].filter((file) => file.split('/').some((segment) => segment.startsWith('_')))).toEqual([]);
  });

  it.each(VERSIONS)('generated-index category routes under $base match the _category_ links', async (version) => {
    const want = await expectedGeneratedIndexes(version, expected.get(version.base)!.docs);
    const got = routesOf(routes, 'generated-index', version);
    expect(want.size, 'the corpus has generated-index categories here').toBeGreaterThan(0);
    expect([...got].sort(), describeDifference(`${version.base} generated indexes`, want, got)).toEqual([...want].sort());
  });

  it('names the known generated-index pages (A8 example /docs/category/subsystems)', () => {
    const paths = new Set(routes.filter((route) => route.kind === 'generated-index').map((route) => route.path));
    for (const route of ['/docs/category/subsystems', '/docs/4.1/category/subsystems', '/general/category/upgrading-your-code', '/general/category/link-handling']) {
      expect(paths.has(route), route).toBe(true);
    }
  });
});
