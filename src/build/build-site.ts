import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.ts';
import { readSiteLastUpdates } from '../content/last-updated.ts';
import { loadContent } from '../content/load-content.ts';
import type { SiteContent, SourceFile } from '../content/types.ts';
import { routeToOutputFile } from '../content/url.ts';
import { AssetRegistry } from '../markdown/assets.ts';
import type { MarkdownResult } from '../markdown/types.ts';
import { AtomicOutput } from '../output/atomic-output.ts';
import { bundleClient } from '../output/client-bundle.ts';
import { renderManifest, renderRobots, renderSitemap } from '../output/site-files.ts';
import { copyStatic } from '../output/static-files.ts';
import { createPageDataBuilder } from '../render/page-data.ts';
import { renderPage } from '../render/render-page.ts';
import { buildSiteData } from '../render/site-data.ts';
import { buildRouteTable, type Route } from '../routes/route-table.ts';
import { BuildError, BuildErrors } from '../shared/errors.ts';
import type { Reporter } from '../shared/logger.ts';
import { routeChunkFile, type RouteChunk } from '../shared/route-chunks.ts';
import { writeSearchIndex, type SearchablePage } from '../search/search-index.ts';
import { LinkCheck } from '../links/link-check.ts';
import { reportBrokenLinks } from '../links/broken-link-report.ts';
import { resolveRequestFile } from '../server/static-server.ts';
import { writeServiceWorker, writeServiceWorkerRemover, type PrecacheSummary } from '../offline/service-worker.ts';
import { loadComponentPage, renderComponentPage } from './component-pages.ts';
import { CompileCache } from './compile-cache.ts';
import { createCompilePool } from './compile-pool.ts';
import { resolveImportOptions } from './import-options.ts';
import { collectLinkTargets } from './markdown-link-resolver.ts';

export type BuildStage = 'content' | 'markdown' | 'render' | 'search' | 'write';

export interface BuildOptions {
  /** Development builds (docgen serve) keep draft docs. */
  includeDrafts?: boolean;
  reporter: Reporter;
  onProgress?: (stage: BuildStage, done: number, total: number) => void;
  /** Kept across rebuilds by `docgen serve`: unchanged pages are not compiled again. */
  cache?: CompileCache;
  /** Write the offline app's service worker (when the config enables it); `docgen serve` does not. */
  serviceWorker?: boolean;
}

export interface BuildResult {
  routes: Route[];
  content: SiteContent;
  pageCount: number;
  outDir: string;
  /** What the service worker precaches in offline mode, when there is one. */
  precache?: PrecacheSummary;
}

const CONCURRENCY = 16;

/** Runs `task` over `items` with a bounded number in flight, collecting author errors instead of stopping. */
async function forEachCollectingErrors<T>(items: T[], task: (item: T) => Promise<void>, errors: BuildError[], onDone: () => void): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (error) {
        if (error instanceof BuildErrors) errors.push(...error.errors);
        else if (error instanceof BuildError) errors.push(error);
        else throw error;
      }
      onDone();
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

/** The whole pipeline: config → content → markdown → routes → render → output (written atomically). */
export async function buildSite(loaded: LoadedConfig, options: BuildOptions): Promise<BuildResult> {
  const { config, contentDir, siteDir, staticDir, outDir, configPath } = loaded;
  const { reporter } = options;
  const progress = options.onProgress ?? (() => {});

  progress('content', 0, 1);
  // The build's one git history query, for the doc footers; it runs while the content loads and never fails.
  const lastUpdatesRead = readSiteLastUpdates(loaded, reporter);
  const [content, bundle] = await Promise.all([loadContent(loaded, { includeDrafts: options.includeDrafts ?? false, reporter }), bundleClient(config.baseUrl, config.customCss.map((file) => path.resolve(siteDir, file)))]);
  const routes = buildRouteTable(content, config.baseUrl, reporter, config.onDuplicateRoutes);
  const withServiceWorker = config.offline.enabled && options.serviceWorker !== false;
  const site = buildSiteData({ ...config, offline: { ...config.offline, enabled: withServiceWorker } }, content, configPath, bundle.assets.scripts.join(' '));
  progress('content', 1, 1);

  // Markdown → HTML for every doc and Markdown page, on worker threads for big sites.
  const assets = new AssetRegistry(config.baseUrl);
  options.cache?.resetStats();
  const compiled = new Map<string, MarkdownResult>();
  const urlSignature = CompileCache.key(...routes.map((route) => `${route.source}→${route.path}`));
  const errors: BuildError[] = [];
  const markdownRoutes = routes.filter((route): route is Extract<Route, { kind: 'doc' | 'markdown-page' }> => route.kind === 'doc' || route.kind === 'markdown-page');
  const sourceOf = (route: (typeof markdownRoutes)[number]): SourceFile => (route.kind === 'doc' ? route.doc.source : route.page.markdown!);
  const keyOf = (route: (typeof markdownRoutes)[number]) => CompileCache.key(sourceOf(route).body, sourceOf(route).bodyStartLine, urlSignature);
  const cachedResults = new Map(markdownRoutes.flatMap((route) => {
    const entry = options.cache?.get(sourceOf(route).path, keyOf(route));
    return entry ? [[route.path, entry] as const] : [];
  }));
  const pool = await createCompilePool(
    {
      baseUrl: config.baseUrl,
      siteDir,
      contentDir,
      staticDir,
      codeThemes: config.codeThemes,
      linkTargets: collectLinkTargets(content, contentDir),
      onBrokenMarkdownLinks: config.onBrokenMarkdownLinks,
      imports: resolveImportOptions(config.mdx, siteDir),
    },
    markdownRoutes.length - cachedResults.size,
  );
  let compiledCount = 0;
  try {
    await forEachCollectingErrors(
      markdownRoutes,
      async (route) => {
        const file = sourceOf(route);
        const cached = cachedResults.get(route.path);
        if (cached) {
          assets.merge(cached.assets.map((asset) => [asset.source, asset.target]));
          for (const warning of cached.warnings) reporter.warn(warning.message, warning.location);
          compiled.set(route.path, cached.result);
          return;
        }
        const outcome = await pool.run({ file, origin: route.kind === 'doc' ? { pluginId: route.pluginId, versionName: route.versionName } : undefined });
        for (const warning of outcome.warnings) reporter.warn(warning.message, warning.location);
        if (!outcome.ok) throw new BuildError(outcome.error.message, outcome.error.location);
        assets.merge(outcome.assets);
        options.cache?.set(file.path, {
          key: keyOf(route),
          result: outcome.result,
          warnings: outcome.warnings,
          assets: outcome.assets.map(([source, target]) => ({ source, target, mtimeMs: statSync(source).mtimeMs })),
          dependencies: outcome.dependencies.map((dependency) => ({ file: dependency, mtimeMs: statSync(dependency).mtimeMs })),
        });
        compiled.set(route.path, outcome.result);
      },
      errors,
      () => progress('markdown', ++compiledCount, markdownRoutes.length),
    );
  } finally {
    await pool.close();
  }

  // Render every route into the pending output.
  const output = new AtomicOutput(outDir);
  let precache: PrecacheSummary | undefined;
  await output.open();
  try {
    const buildPageData = createPageDataBuilder(config, content, { contentDir, lastUpdates: await lastUpdatesRead });
    const searchable: SearchablePage[] = [];
    const linkCheck = new LinkCheck(new Set(routes.map((route) => route.path)));
    let rendered = 0;
    await forEachCollectingErrors(
      routes,
      async (route) => {
        if ((route.kind === 'doc' || route.kind === 'markdown-page') && !compiled.has(route.path)) return; // its error is already reported
        let contentHtml = compiled.get(route.path)?.html ?? '';
        let page;
        if (route.kind === 'component-page') {
          const module = await loadComponentPage(route.page);
          page = buildPageData({ route, componentMeta: module.meta });
          try {
            contentHtml = renderComponentPage(module, site, page);
          } catch (error) {
            throw new BuildError((error as Error).message, { file: route.page.source });
          }
        } else {
          page = buildPageData({ route, compiled: compiled.get(route.path) });
        }
        if (route.kind === 'doc' || route.kind === 'markdown-page') searchable.push({ page, contentHtml });
        const chunk: RouteChunk = { buildId: site.buildId, page, contentHtml };
        const html = renderPage(config, site, page, contentHtml, bundle.assets);
        linkCheck.addPage(route.path, html, route.source, compiled.get(route.path)?.links);
        await Promise.all([
          output.write(routeToOutputFile(route.path), html),
          output.write(routeChunkFile(config.baseUrl, route.path), JSON.stringify(chunk)),
        ]);
      },
      errors,
      () => progress('render', ++rendered, routes.length),
    );
    if (errors.length > 0) throw new BuildErrors(errors);
    options.cache?.retain(new Set(markdownRoutes.map((route) => (route.kind === 'doc' ? route.doc.source.path : route.page.source))));

    progress('search', 0, 1);
    // Sorted, so the index does not depend on the order in which pages finished rendering.
    searchable.sort((a, b) => (a.page.path < b.page.path ? -1 : a.page.path > b.page.path ? 1 : 0));
    await writeSearchIndex(output.tempDir, site.locale.htmlLang, searchable);
    progress('search', 1, 1);

    progress('write', 0, 1);
    await copyStatic(staticDir, output.tempDir);
    await Promise.all([
      ...bundle.files.map((file) => output.write(file.path, file.contents)),
      ...assets.entries().map(async ([source, target]) => output.write(target, await readFile(source))),
    ]);
    const indexable = routes.filter((route) => route.kind !== 'not-found' && route.kind !== 'search').map((route) => route.path);
    await output.write('sitemap.xml', renderSitemap(config, indexable));
    if (!existsSync(path.join(staticDir, 'robots.txt'))) await output.write('robots.txt', renderRobots(config));
    if (!existsSync(path.join(staticDir, 'manifest.json'))) await output.write('manifest.json', renderManifest(config));
    // Every file is in place: links to static files and assets count as valid.
    const linkErrors = reportBrokenLinks(linkCheck.findBroken((pathname) => resolveRequestFile(output.tempDir, pathname) !== undefined), config, reporter);
    if (linkErrors.length > 0) throw new BuildErrors(linkErrors);
    // Last: its precache list is made from everything written so far.
    if (withServiceWorker) precache = await writeServiceWorker(output.tempDir);
    else await writeServiceWorkerRemover(output.tempDir);
    await output.commit();
    progress('write', 1, 1);
  } catch (error) {
    await output.discard();
    throw error;
  }
  return { routes, content, pageCount: routes.length, outDir, precache };
}
