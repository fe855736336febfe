import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.ts';
import { assertCustomCssExists } from '../config/custom-css.ts';
import { readSiteLastUpdates } from '../content/last-updated.ts';
import { loadContent } from '../content/load-content.ts';
import { readPartialsText } from '../content/partials-text.ts';
import type { SiteContent } from '../content/types.ts';
import { brandHref, routeToOutputFile } from '../content/url.ts';
import { setActiveTranslations } from '../i18n/translate.ts';
import { setAdmonitionScheme } from '../markdown/admonition-types.ts';
import { localeBaseUrls } from '../i18n/localize-config.ts';
import { AssetRegistry } from '../markdown/assets.ts';
import type { MarkdownResult } from '../markdown/types.ts';
import { AtomicOutput } from '../output/atomic-output.ts';
import { bundleStyles, clientBundle } from '../output/client-bundle.ts';
import { cachedClientScripts } from '../output/client-bundle-cache.ts';
import { redirectFile, renderRedirectPage, planRedirects } from '../output/redirects.ts';
import { isIndexable, OPEN_SEARCH_FILE, renderManifest, renderOpenSearch, renderRobots, renderSitemap } from '../output/site-files.ts';
import { copyStatic, staticFileAt } from '../output/static-files.ts';
import { blogOf } from '../content/blog/blogs.ts';
import { blogPostHtml } from '../render/blog-page-data.ts';
import { createPageDataBuilder } from '../render/page-data.ts';
import { buildSiteData } from '../render/site-data.ts';
import { buildRouteTable, isMarkdownRoute, isUnlistedRoute, sourceOf, type MarkdownRoute, type Route } from '../routes/route-table.ts';
import { BuildError, BuildErrors, bySourcePlace, collectBuildError } from '../shared/errors.ts';
import type { Reporter } from '../shared/logger.ts';
import { FILE_CONCURRENCY, mapLimited, settleAll } from '../shared/map-limited.ts';
import { hashOf } from '../shared/hash-of.ts';
import { ISLANDS_MANIFEST } from '../shared/site-islands.ts';
import { islandModulesIn } from './page-islands.ts';
import { routeChunkFile } from '../shared/route-chunks.ts';
import { SEARCH_INDEX_FOLDER, SearchIndexWriter, type SearchIndexFiles } from '../search/search-index.ts';
import { searchIndexPartCount } from '../shared/search-index-parts.ts';
import { LinkCheck } from '../links/link-check.ts';
import { readPageLinks, type PageLinks } from '../links/page-links.ts';
import { reportBrokenLinks } from '../links/broken-link-report.ts';
import { layoutLinkSource } from '../links/layout-link-source.ts';
import { resolveRequestFile } from '../server/static-server.ts';
import { serviceWorkerMaker, writeServiceWorker, writeServiceWorkerRemover, type PrecacheSummary } from '../offline/service-worker.ts';
import { MERMAID_CONTAINER_CLASS } from '../markdown/plugins/code-blocks.ts';
import { outcomeOf } from './compile-cache.ts';
import { rememberHashes, stampOf } from './file-stamps.ts';
import { linkLookupsHold, pageLinkResolver, type LinkLookup } from './page-lookups.ts';
import { PageUpdater } from './page-update.ts';
import { SearchEntries, SearchIndexUpdate, standInIndex } from './search-index-update.ts';
import { prepareRoute, type RouteRenderContext } from './route-render.ts';
import { compileJobFor, type CompileEnvironment, type CompileJob, type CompileOutcome } from './compile-job.ts';
import { BuildCache } from './persistent-cache.ts';
import { createCompilePool, type CompilePool } from './compile-pool.ts';
import { ComponentPageLoader } from './component-pages.ts';
import { sitePluginsSource } from './site-plugins.ts';
import { PagePreview } from './page-preview.ts';
import { resolveImportOptions, type ImportOptions } from './import-options.ts';
import type { SiteMdxComponents } from '../markdown/site-mdx-components.ts';
import { collectLinkTargets } from './markdown-link-resolver.ts';
import { StageTimer } from './stage-timer.ts';
import { contentSiteOf } from './content-site.ts';
import { TimeSlices } from '../shared/time-slices.ts';
import { bundleClientModules } from '../output/client-modules.ts';

export type BuildStage = 'content' | 'pages' | 'search' | 'write';

export interface BuildOptions {
  /** Development builds (docgen serve) keep draft docs. */
  includeDrafts?: boolean;
  reporter: Reporter;
  onProgress?: (stage: BuildStage, done: number, total: number) => void;
  /** Results of earlier builds (on disk, or kept in memory by `docgen serve`): unchanged pages are not compiled or rendered again. */
  cache?: BuildCache;
  /** Put the config's analytics tags (gtag, Google Tag Manager) in the pages; `docgen serve` does not, as Docusaurus's dev server does not. */
  analytics?: boolean;
  /** Write the offline app's service worker (when the config enables it); `docgen serve` does not. */
  serviceWorker?: boolean;
  /** Receives the time of each stage; the command adds the time it took to load the config. */
  timer?: StageTimer;
  /**
   * Return a PageUpdater, with which `docgen serve` rewrites one edited page
   * without a whole build; pages are then compiled on a worker, never on the
   * main thread, where a page whose code never ends would take the server down.
   */
  pageUpdates?: boolean;
  /**
   * `docgen serve`'s compile pool from its last build (handed over by its
   * page updater): taken over when it has the workers this build needs, and
   * closed otherwise. After a build that fails, the caller closes it (closing
   * twice does no harm).
   */
  compilePool?: CompilePool;
  /**
   * Called as soon as pages can be made one at a time (before any is compiled),
   * with a preview that makes them ahead of the build. It works until the build
   * settles.
   */
  onPreview?: (preview: PagePreview) => void;
  /**
   * Put the cached search index in the output, when it can stand in, and
   * return the new one's making as `searchIndexUpdate` (see
   * search-index-update.ts): `docgen serve`, which needs no precache list.
   */
  deferSearchIndex?: boolean;
  /** Folders of the output that other builds write (the other locales'): kept as they are when this build replaces the output. */
  keptFolders?: string[];
  /**
   * Told, as the build reads them, of the files it reads besides the config
   * and the pages: the sidebars modules and what they import, the modules,
   * data and partials pages import. `docgen serve` watches those outside the
   * folders it watches. Given with `pageUpdates`, also of the files pages
   * import in the page updates after the build.
   */
  onInputs?: (files: string[]) => void;
}

export interface BuildResult {
  routes: Route[];
  content: SiteContent;
  pageCount: number;
  outDir: string;
  /** What the service worker precaches in offline mode, when there is one. */
  precache?: PrecacheSummary;
  pageUpdater?: PageUpdater;
  /** With `deferSearchIndex`: writes the build's search index over the one that stands in. */
  searchIndexUpdate?: SearchIndexUpdate;
  /** The output's size in bytes. */
  outputBytes: number;
  /**
   * The output is in place when buildSite returns; the one it replaced is
   * removed meanwhile, until this settles.
   */
  replacedRemoved: Promise<void>;
}

/**
 * Groups of pages compiled and rendered at a time: those the workers hold
 * (eight each, see compile-pool.ts), and those whose code the highlighting
 * thread has, or that wait for the main thread to render them. When the
 * highlighting falls behind, the groups waiting on it must not fill every
 * place, or the worker runs dry: with 16 places, the compile worker of a
 * devdocs build sat idle for 50 to 380 ms in all, and that of a synthetic
 * 1,000-page build for 290 ms; with 48, for 0 to 40 ms.
 */
const PAGE_CONCURRENCY = 48;

/** Runs `task` over `items` with a bounded number in flight, collecting author errors instead of stopping. */
async function forEachCollectingErrors<T>(items: T[], task: (item: T) => Promise<void>, errors: BuildError[]): Promise<void> {
  await mapLimited(items, PAGE_CONCURRENCY, async (item) => {
    try {
      await task(item);
    } catch (error) {
      collectBuildError(error, errors);
    }
  });
}

/** The sidebars files of every docs version: where a sidebar's link items are written. */
function sidebarsFiles(content: SiteContent): string[] {
  return content.docsInstances.flatMap((instance) => instance.versions.flatMap((version) => (version.sidebarsFile ? [version.sidebarsFile] : [])));
}

/** Whether search finds a page: every Markdown page but an unlisted blog post, which only its address reaches. */
const isSearchable = (route: MarkdownRoute): boolean => !isUnlistedRoute(route);

/** The site's MDX components, read in this thread: their module's code (and the registry's) is loaded only for a site that has them. */
async function readSiteMdxComponents(file: string, options: { imports: ImportOptions; siteDir: string; contentDir: string; baseUrl: string; direction: 'ltr' | 'rtl'; configPath: string; reporter: Reporter }): Promise<SiteMdxComponents> {
  const [{ siteModuleLoaderFor }, { loadSiteMdxComponents }] = await Promise.all([import('../markdown/site-modules.ts'), import('../markdown/site-mdx-components.ts')]);
  return loadSiteMdxComponents(file, { configPath: options.configPath, loader: siteModuleLoaderFor(options), reporter: options.reporter });
}

/**
 * The pages to compile, grouped so that the copies of one doc in several
 * versions go to the same worker together (they share most of their code
 * blocks, which the worker's highlighter then tokenises once).
 */
function groupVersionCopies(routes: MarkdownRoute[]): MarkdownRoute[][] {
  const groups = new Map<string, MarkdownRoute[]>();
  for (const route of routes) {
    const key = route.kind === 'doc' ? `${route.pluginId}\0${route.doc.id}` : route.path;
    const group = groups.get(key);
    if (group) group.push(route);
    else groups.set(key, [route]);
  }
  return [...groups.values()];
}

/**
 * The whole pipeline: config → content → markdown → routes → render → output
 * (written atomically). Workers compile Markdown while the main thread renders
 * the pages already compiled and Pagefind indexes the pages already rendered.
 */
export async function buildSite(loaded: LoadedConfig, options: BuildOptions): Promise<BuildResult> {
  const { config, contentDir, siteDir, staticDirs, outDir, configPath } = loaded;
  const { reporter } = options;
  const progress = options.onProgress ?? (() => {});
  const timer = options.timer ?? new StageTimer();
  const started = Date.now();
  // The strings this thread renders: the site's language (a build is of one site at a time).
  setActiveTranslations(loaded.translations);
  // The React pages' <Admonition>s are rendered on this thread.
  setAdmonitionScheme(config.mdx.admonitions);

  // First: a missing stylesheet, or a plugin that cannot be set up, fails the build before anything else starts.
  assertCustomCssExists(config, configPath);
  const plugins = await sitePluginsSource(loaded);
  progress('content', 0, 1);
  // The build's one git history query, for the doc footers; it runs while the content loads and never fails.
  const lastUpdatesRead = readSiteLastUpdates(loaded, reporter);
  // The schema gives every locale its settings (see locale-defaults.ts).
  const { direction } = config.i18n.localeConfigs[config.i18n.currentLocale]!;
  const bundling = timer.span('bundle', async () => {
    const [scripts, styles, siteModules] = await Promise.all([
      cachedClientScripts(config.baseUrl),
      bundleStyles(config.baseUrl, config.customCss.map((file) => path.resolve(siteDir, file)), direction),
      bundleClientModules(config.baseUrl, config.clientModules, siteDir, configPath, direction),
    ]);
    return clientBundle(scripts, styles, siteModules);
  });
  bundling.catch(() => {}); // awaited below; a content error may come first
  const imports = resolveImportOptions(config.mdx, siteDir);
  // Read while the content loads, before any page is compiled (see site-mdx-components.ts).
  const siteComponentsRead = config.mdx.components === undefined ? undefined : readSiteMdxComponents(path.resolve(siteDir, config.mdx.components), { imports, siteDir, contentDir, baseUrl: config.baseUrl, direction, configPath, reporter });
  siteComponentsRead?.catch(() => {}); // awaited below
  const content = await timer.span('content', () => loadContent(loaded, { includeDrafts: options.includeDrafts ?? false, reporter, frontMatter: options.cache?.frontMatter }));
  const routes = timer.slice('content', () => buildRouteTable(content, config.baseUrl, reporter, config.onDuplicateRoutes));
  const redirects = timer.slice('content', () => planRedirects(config, routes.map((route) => route.path), configPath));
  progress('content', 1, 1);
  options.onInputs?.(content.docsInstances.flatMap((instance) => instance.versions.flatMap((version) => version.sidebarsInputs)));

  const assets = new AssetRegistry(config.baseUrl);
  options.cache?.compiled.resetStats();
  // In the order they are compiled and indexed: the copies of a doc in several versions together.
  const markdownGroups = groupVersionCopies(routes.filter(isMarkdownRoute));
  const markdownRoutes = markdownGroups.flat();
  const environment: CompileEnvironment = {
    baseUrl: config.baseUrl,
    siteDir,
    contentDir,
    staticDirs,
    codeThemes: config.codeThemes,
    magicComments: config.codeMagicComments,
    ...(config.blogs.length > 0 ? { blogTruncateMarkers: Object.fromEntries(config.blogs.map((blog) => [blog.id, { source: blog.truncateMarker.source, flags: blog.truncateMarker.flags }])) } : {}),
    tableOfContents: config.tableOfContents,
    admonitions: config.mdx.admonitions,
    site: contentSiteOf(config),
    direction,
    linkTargets: collectLinkTargets(content, contentDir),
    onBrokenMarkdownLinks: config.onBrokenMarkdownLinks,
    imports,
    ...(plugins ? { plugins } : {}),
    ...(siteComponentsRead ? { siteComponents: await siteComponentsRead } : {}),
    ...(loaded.translations ? { translations: loaded.translations } : {}),
  };
  // What compiling reads of the config (code themes, base URL, link policy, imports, the plugins' code): docgen serve keeps its cache when the config changes otherwise.
  const { linkTargets: _, ...settings } = environment;
  const settingsKey = JSON.stringify(settings);
  // A page's text, front matter (an MDX page may show it), route (useLocation), docs version and the category it is the link page of (<DocCardList> shows it); where its `.md` links lead is checked apart.
  const keyOf = ({ file, path: route, origin, sidebarCategory }: CompileJob) => hashOf(file.body, file.bodyStartLine, JSON.stringify(file.frontMatter), route, JSON.stringify(origin ?? null), JSON.stringify(sidebarCategory ?? null), settingsKey);
  const cachedResults = new Map(markdownRoutes.flatMap((route) => {
    const job = compileJobFor(route);
    const linksHold = (lookups: LinkLookup[]) => linkLookupsHold(lookups, pageLinkResolver(environment, job));
    const entry = options.cache?.compiled.get(job.file.path, keyOf(job), linksHold);
    return entry ? [[route.path, outcomeOf(entry)] as const] : [];
  }));
  const toCompileGroups = markdownGroups.map((group) => group.filter((route) => !cachedResults.has(route.path))).filter((group) => group.length > 0);
  /** For serve's one-page updates: the files pages import (a doc may be another's partial), which a save cannot update alone. */
  const cachedDependencies = [...cachedResults.values()].flatMap((outcome) => outcome.dependencies);
  const importedFiles = new Set<string>(options.pageUpdates ? cachedDependencies : []);
  options.onInputs?.(cachedDependencies);
  const toCompile = toCompileGroups.flat();
  // Workers start (each loads its highlighter) while the client bundle is made.
  const poolStarting = timer.span('markdown', () => createCompilePool(environment, toCompile.length, { offMainThread: options.pageUpdates ?? false, ...(options.compilePool ? { previous: options.compilePool } : {}) }));
  poolStarting.catch(() => {});
  /** Compiles a group of pages as soon as the workers are ready (whatever else the build waits for). */
  const compileGroup = async (group: MarkdownRoute[], options?: { urgent?: boolean }) => (await poolStarting).run(group.map((route) => compileJobFor(route)), options);
  /**
   * Pages compiled so far, by the build or by the preview (opened or prefetched by a reader):
   * neither compiles a page the other has.
   */
  const compiled = new Map<string, Promise<CompileOutcome>>();
  // The first groups go to the workers as soon as they are ready, before the
  // client bundle is, which only rendering needs; the compile loop finds them here.
  for (const group of toCompileGroups.slice(0, PAGE_CONCURRENCY)) {
    const outcomes = compileGroup(group);
    for (const [index, route] of group.entries()) {
      const outcome = outcomes.then((all) => all[index]!);
      outcome.catch(() => {}); // awaited by the compile loop, unless the build has failed before it
      compiled.set(route.path, outcome);
    }
  }
  const withServiceWorker = config.offline.enabled && options.serviceWorker !== false;

  // The precache's revisions are made as files are written, while the workers compile, not read back at the end.
  const revisions = withServiceWorker ? (options.cache?.revisions ?? new Map()) : undefined;
  const output = new AtomicOutput(outDir, options.cache?.files, revisions, options.keptFolders);
  let search: SearchIndexWriter | undefined;
  let precache: PrecacheSummary | undefined;
  let pageUpdater: PageUpdater | undefined;
  let searchIndexUpdate: SearchIndexUpdate | undefined;
  const errors: BuildError[] = [];
  try {
    const bundle = await bundling;
    const site = buildSiteData({ ...config, offline: { ...config.offline, enabled: withServiceWorker } }, content, configPath, JSON.stringify(bundle.assets), searchIndexPartCount(markdownRoutes.length), loaded.translations);
    await output.open();
    // Pages reach the index in the order they are compiled, so few wait for their turn.
    const sources = new Map(markdownRoutes.map((route) => [route.path, sourceOf(route)]));
    const sourceText = (routePath: string) => {
      const source = sources.get(routePath)!;
      return `${typeof source.frontMatter.title === 'string' ? source.frontMatter.title : ''}\n${source.body}`;
    };
    // Read only for an index in parts, whose vocabularies need the partials' words.
    const partials = content.docsInstances.flatMap((instance) => instance.versions.flatMap((version) => version.partials));
    const sharedText = searchIndexPartCount(markdownRoutes.length) > 1 ? readPartialsText(partials) : undefined;
    const standIn = options.deferSearchIndex && options.cache && !withServiceWorker ? standInIndex(options.cache.search, searchIndexPartCount(markdownRoutes.length)) : undefined;
    // Pagefind is given the documents during the build only if the build waits for its index.
    const eager = !standIn && (toCompile.length > 0 || !options.cache?.search);
    const indexed = markdownRoutes.filter(isSearchable).map((route) => route.path);
    const searchWriter = (eager: boolean, cached: SearchIndexFiles | undefined) => new SearchIndexWriter(site.locale.htmlLang, indexed, { eager, cached, sourceText, sharedText });
    search = searchWriter(eager, options.cache?.search);
    // For the page updater: its pages are indexed again with the others (against the index cached by then).
    const cache = options.cache;
    const searchEntries = options.pageUpdates && cache ? new SearchEntries(() => searchWriter(false, cache.search), outDir, cache) : undefined;
    const buildPageData = createPageDataBuilder(config, content, { contentDir, lastUpdates: await lastUpdatesRead });
    const linkCheck = new LinkCheck(new Set(routes.map((route) => route.path)), config, Object.values(localeBaseUrls(config)));
    let renderedCount = 0;
    /** Whether any page has a Mermaid diagram, whose library the offline app must then precache. */
    let usesDiagrams = false;
    /** The pages search engines may index, for the sitemap. */
    const indexable = new Set<string>();
    /** The site's interactive components the pages show, by their modules' ids: their browser code is bundled once every page is rendered. */
    const islandModules = new Set<string>();

    const componentPages = {
      loader: new ComponentPageLoader({ imports: environment.imports, siteDir, contentDir, baseUrl: config.baseUrl, direction }),
      settings: { site: environment.site, tableOfContents: config.tableOfContents, codeThemes: config.codeThemes, magicComments: config.codeMagicComments, warn: (message: string, file: string) => reporter.warn(message, { file }), publish: (file: string) => assets.add(file, 'files') },
    };
    /** A page compiled ahead of the build's queue (a reader waits for it, or a list of blog posts shows it); the queue then finds it compiled. */
    const outcomeAhead = (route: MarkdownRoute): Promise<CompileOutcome> => {
      // A page the cache holds needs no compiling: a restart answers it at once.
      const cached = cachedResults.get(route.path);
      if (cached) return Promise.resolve(cached);
      let outcome = compiled.get(route.path);
      if (!outcome) {
        outcome = compileGroup([route], { urgent: true }).then(([only]) => only!);
        compiled.set(route.path, outcome);
        outcome.catch(() => compiled.delete(route.path));
      }
      return outcome;
    };
    const blogPostRoutes = new Map(markdownRoutes.filter((route) => route.kind === 'blog-post').map((route) => [route.path, route]));
    const blogPost = async (permalink: string) => {
      const route = blogPostRoutes.get(permalink);
      const outcome = route ? await outcomeAhead(route).catch(() => undefined) : undefined;
      return outcome?.ok ? outcome.result : undefined;
    };
    const renderContext: RouteRenderContext = { config, site, assets: bundle.assets, analytics: options.analytics ?? true, buildPageData, componentPages, timer, blogPost };
    // Pages render one after another in promises: each waits for the event loop's turn once its slice is over, so that the workers are answered and sent more.
    const slices = new TimeSlices();
    const renderRoute = async (route: Route, compiled?: MarkdownResult) => {
      const { page, contentHtml, contentHash, renderKey, chunkJson, renderHtml } = await prepareRoute(renderContext, route, compiled);
      // The rest of a page's rendering runs without a pause.
      while (slices.over) await slices.next();
      usesDiagrams ||= contentHtml.includes(MERMAID_CONTAINER_CLASS);
      for (const module of islandModulesIn(contentHtml)) islandModules.add(module);
      if (isIndexable(page)) indexable.add(route.path);
      const htmlFile = routeToOutputFile(route.path, config.baseUrl, config.trailingSlash);
      const chunkFile = routeChunkFile(config.baseUrl, route.path);
      const earlier = options.cache?.getRendered(renderKey);
      let links: PageLinks;
      if (earlier && output.reuse([[htmlFile, earlier.html], [chunkFile, earlier.chunk]])) {
        links = { urls: earlier.urls, ids: new Set(earlier.ids) };
      } else {
        const html = renderHtml();
        links = timer.slice('linkCheck', () => readPageLinks(html, linkCheck.strings));
        const chunk = chunkJson();
        const [htmlWritten, chunkWritten] = timer.slice('write', () => [output.writeRecorded(htmlFile, html), output.writeRecorded(chunkFile, chunk)]);
        options.cache?.setRendered(renderKey, { urls: links.urls, ids: [...links.ids], html: htmlWritten, chunk: chunkWritten });
      }
      linkCheck.addPage(route.path, links, route.source, compiled?.links);
      if (isMarkdownRoute(route) && isSearchable(route)) {
        const entry = { page, contentHtml, contentHash };
        timer.slice('search', () => search!.add(entry));
        searchEntries?.set(entry);
      }
      progress('pages', ++renderedCount, routes.length);
    };

    // Offered before the workers are ready: pages that need no compiling (the home page, static files) are answered at once.
    options.onPreview?.(
      new PagePreview({
        routes,
        render: { ...renderContext, timer: undefined },
        staticDirs,
        bundleFiles: bundle.files,
        compile: outcomeAhead,
      }),
    );
    const workers = await poolStarting;
    try {
      const compiling = forEachCollectingErrors(
        toCompileGroups,
        async (group) => {
          const known = group.map((route) => compiled.get(route.path));
          const outcomes = await timer.span('markdown', () => (known.every((outcome) => outcome !== undefined) ? Promise.all(known) : compileGroup(group)));
          for (const [position, route] of group.entries()) {
            const outcome = outcomes[position]!;
            // Kept for the preview, and for the pages and feeds that show a blog post (the others are let go once written).
            if (options.onPreview || route.kind === 'blog-post') compiled.set(route.path, Promise.resolve(outcome));
            const file = sourceOf(route);
            for (const warning of outcome.warnings) reporter.warn(warning.message, warning.location);
            if (!outcome.ok) {
              errors.push(...outcome.errors.map(({ message, location }) => new BuildError(message, location)));
              continue;
            }
            assets.merge(outcome.assets);
            if (options.pageUpdates) for (const dependency of outcome.dependencies) importedFiles.add(dependency);
            options.onInputs?.(outcome.dependencies);
            if (options.cache) rememberHashes(outcome.filesRead);
            options.cache?.compiled.set(file.path, {
              key: keyOf(compileJobFor(route)),
              result: outcome.result,
              warnings: outcome.warnings,
              assets: outcome.assets.map(([source, target]) => ({ source, target, stamp: stampOf(source, started) })),
              dependencies: outcome.dependencies.map((dependency) => ({ file: dependency, stamp: stampOf(dependency, started) })),
              linkLookups: outcome.linkLookups,
            });
            await renderRoute(route, outcome.result).catch((error: unknown) => collectBuildError(error, errors));
          }
        },
        errors,
      );
      // Everything that needs no compiling renders while the workers are busy.
      const fromCache = markdownRoutes.filter((route) => cachedResults.has(route.path));
      const others = routes.filter((route) => !isMarkdownRoute(route));
      const renderingOthers = forEachCollectingErrors(
        [...fromCache, ...others],
        async (route) => {
          const cached = cachedResults.get(route.path);
          if (cached) {
            assets.merge(cached.assets);
            for (const warning of cached.warnings) reporter.warn(warning.message, warning.location);
          }
          await renderRoute(route, cached?.result);
        },
        errors,
      );
      await settleAll([compiling, renderingOthers]);
    } finally {
      // A preview compiles until the build settles; page updates keep one worker after it.
      if (!options.onPreview && !options.pageUpdates) await workers.close();
    }
    // Pages are compiled and rendered in parallel: their errors are reported in the order of their files and lines, the same in every build.
    if (errors.length > 0) throw new BuildErrors(errors.sort(bySourcePlace));
    options.cache?.compiled.retain(new Set(markdownRoutes.map((route) => sourceOf(route).path)));

    progress('search', 0, 1);
    // Pages compiled afresh change the precache list, so sw.js will be made
    // again: its worker is bundled now, while Pagefind finishes the index,
    // rather than last (a build that compiled nothing makes it only if needed).
    const makeServiceWorker = withServiceWorker && toCompile.length > 0 ? serviceWorkerMaker() : undefined;
    // Pagefind makes the index in its own process while the other files are written and the links checked.
    const indexing = timer.step('search', async () => {
      const index = standIn ?? (await search!.write());
      await mapLimited(index.files, FILE_CONCURRENCY, (file) => output.writeKeyed(path.join(SEARCH_INDEX_FOLDER, file.path), index.key, () => file.contents));
      return index;
    });
    const writing = (async () => {
      await timer.step('write', async () => {
        await copyStatic(staticDirs, output);
        // Bundle files and assets have content-hashed names: the same name, the same bytes (an asset's, whichever of its identical sources it is read from).
        await mapLimited(bundle.files, FILE_CONCURRENCY, (file) => output.writeKeyed(file.path, file.path, () => file.contents));
        await mapLimited(assets.outputFiles(), FILE_CONCURRENCY, ([target, source]) => output.writeKeyed(target, target, () => readFile(source)));
        // Named by their content, as bundle files are.
        await mapLimited(buildPageData.sidebarFiles, FILE_CONCURRENCY, (sidebar) => output.writeKeyed(sidebar.file, sidebar.file, () => sidebar.json));
        // Keyed by their text, so that an unchanged one keeps its time (and its precache revision).
        const writeGenerated = (file: string, text: string) => output.writeKeyed(file, hashOf(text), () => text);
        // In the routes' order, whichever order the pages were rendered in; none for a site that keeps search engines away, as in Docusaurus.
        if (!config.noIndex) await writeGenerated(config.sitemap.filename, renderSitemap(config, routes.filter((route) => indexable.has(route.path)).map((route) => route.path)));
        if (!staticFileAt(staticDirs, 'robots.txt')) await writeGenerated('robots.txt', renderRobots(config));
        await mapLimited(redirects, FILE_CONCURRENCY, (redirect) => writeGenerated(redirectFile(redirect, config.baseUrl, config.trailingSlash), renderRedirectPage(redirect)));
        // A web app's: none for a site without the offline app or a manifest of its own, as a Docusaurus site without the PWA plugin has none.
        if ((config.offline.enabled || config.manifest) && !staticFileAt(staticDirs, 'manifest.json')) await writeGenerated('manifest.json', renderManifest(config));
        if (!staticFileAt(staticDirs, OPEN_SEARCH_FILE)) await writeGenerated(OPEN_SEARCH_FILE, renderOpenSearch(config));
        if (islandModules.size > 0) {
          const { bundleSiteIslands } = await import('../output/site-islands.ts');
          const islands = await timer.step('bundle', () =>
            bundleSiteIslands({ modules: [...islandModules].sort(), siteDir, contentDir, baseUrl: config.baseUrl, runtime: bundle.islandsRuntime, imports: environment.imports, site: environment.site, translations: loaded.translations, assetUrl: AssetRegistry.fileUrls(config.baseUrl) }),
          );
          // The scripts are named by their content; the list is not, so it is keyed by its text.
          await mapLimited(islands.files, FILE_CONCURRENCY, (file) => (file.path === ISLANDS_MANIFEST ? writeGenerated(file.path, new TextDecoder().decode(file.contents)) : output.writeKeyed(file.path, file.path, () => file.contents)));
        }
        const renderBlogFeeds = content.blogs.length > 0 ? (await import('../output/blog-feeds.ts')).renderBlogFeeds : undefined;
        for (const blogContent of content.blogs) {
          const posts = new Map(await Promise.all(blogContent.listed.map(async (post) => [post.permalink, await blogPost(post.permalink)] as const)));
          const feeds = renderBlogFeeds!(config, blogOf(config, blogContent.id), blogContent, (permalink) => {
            const result = posts.get(permalink);
            return result ? blogPostHtml(result) : '';
          });
          await mapLimited(feeds, FILE_CONCURRENCY, (feed) => writeGenerated(feed.file, feed.text));
        }
      });
      // Every file pages link to is in place (the search index is loaded by script, never linked): links to static files and assets count as valid.
      const linkErrors = timer.slice('linkCheck', () => reportBrokenLinks(linkCheck.findBroken((pathname) => resolveRequestFile(output.tempDir, pathname) !== undefined), config, reporter, layoutLinkSource([configPath, ...loaded.configFiles, ...sidebarsFiles(content)], config.baseUrl, brandHref(config.navbar.logo, config))));
      if (linkErrors.length > 0) throw new BuildErrors(linkErrors);
    })();
    // Both settle before a failure is thrown: nothing may still be writing when the output is discarded.
    await settleAll([writing, indexing]);
    if (options.cache) options.cache.search = await indexing;
    progress('search', 1, 1);

    progress('write', 0, 1);
    // Last: its precache list is made from everything written so far.
    await timer.step('serviceWorker', async () => {
      if (withServiceWorker) precache = await writeServiceWorker(output, { exclude: usesDiagrams ? [] : bundle.diagramFiles, revisions, maker: makeServiceWorker });
      else writeServiceWorkerRemover(output);
    });
    await timer.step('write', () => output.commit());
    if (options.cache) options.cache.files = output.keyedFiles;
    if (standIn) {
      searchIndexUpdate = new SearchIndexUpdate(search, outDir, cache!);
      search = undefined; // closed by the update
    }
    progress('write', 1, 1);
    if (options.pageUpdates) {
      await workers.keepOneReady();
      // A blog post's text shows in the blog's lists and feeds too: a save of one is a whole build.
      pageUpdater = new PageUpdater({ render: { ...renderContext, timer: undefined }, outDir, pool: workers, routes: markdownRoutes.filter((route) => route.kind !== 'blog-post'), searchEntries, islandModules, importedFiles, ...(options.onInputs ? { onInputs: options.onInputs } : {}) });
    }
  } catch (error) {
    await output.discard();
    throw error;
  } finally {
    // Workers started before an error (in the bundle, say) end here too.
    // Unless handed to the page updater, which closes it when it is replaced.
    await Promise.all([search?.close(), pageUpdater ? undefined : poolStarting.then((started) => started.close(), () => {})]);
  }
  return { routes, content, pageCount: routes.length, outDir, precache, pageUpdater, searchIndexUpdate, outputBytes: output.bytes, replacedRemoved: output.replacedRemoved() };
}
