import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.ts';
import { loadContent } from '../content/load-content.ts';
import type { SiteContent, SourceFile } from '../content/types.ts';
import { routeToOutputFile } from '../content/url.ts';
import { AssetRegistry } from '../markdown/assets.ts';
import { createMarkdownCompiler } from '../markdown/compile.ts';
import { getCodeHighlighter } from '../markdown/highlighter.ts';
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
import { createReporter, type Reporter } from '../shared/logger.ts';
import { createImportableModules, createProvidedComponents } from '../theme/content/registry.ts';
import { loadComponentPage, renderComponentPage } from './component-pages.ts';
import { CompileCache } from './compile-cache.ts';
import { createMarkdownLinkResolver } from './markdown-link-resolver.ts';

export type BuildStage = 'content' | 'markdown' | 'render' | 'write';

export interface BuildOptions {
  /** Development builds (docgen serve) keep draft docs. */
  includeDrafts?: boolean;
  reporter: Reporter;
  onProgress?: (stage: BuildStage, done: number, total: number) => void;
  /** Kept across rebuilds by `docgen serve`: unchanged pages are not compiled again. */
  cache?: CompileCache;
}

export interface BuildResult {
  routes: Route[];
  content: SiteContent;
  pageCount: number;
  outDir: string;
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
  const { config, contentDir, staticDir, outDir, configPath } = loaded;
  const { reporter } = options;
  const progress = options.onProgress ?? (() => {});

  progress('content', 0, 1);
  const [content, highlighter, bundle] = await Promise.all([
    loadContent(loaded, { includeDrafts: options.includeDrafts ?? false, reporter }),
    getCodeHighlighter(config.codeThemes),
    bundleClient(config.baseUrl),
  ]);
  const routes = buildRouteTable(content, config.baseUrl, reporter);
  const site = buildSiteData(config, content, configPath);
  progress('content', 1, 1);

  // Markdown → HTML for every doc and Markdown page.
  const compile = createMarkdownCompiler({ modules: createImportableModules(highlighter), providedComponents: createProvidedComponents() });
  const assets = new AssetRegistry(config.baseUrl);
  const resolverFor = createMarkdownLinkResolver(content, contentDir);
  const resolveStaticFile = (url: string) => {
    const candidate = path.join(staticDir, decodeURI(url).replace(config.baseUrl, '/'));
    return candidate.startsWith(staticDir) && existsSync(candidate) ? candidate : undefined;
  };
  options.cache?.resetStats();
  const compiled = new Map<string, MarkdownResult>();
  const urlSignature = CompileCache.key(...routes.map((route) => `${route.source}→${route.path}`));
  const errors: BuildError[] = [];
  const markdownRoutes = routes.filter((route): route is Extract<Route, { kind: 'doc' | 'markdown-page' }> => route.kind === 'doc' || route.kind === 'markdown-page');
  let compiledCount = 0;
  await forEachCollectingErrors(
    markdownRoutes,
    async (route) => {
      const file: SourceFile = route.kind === 'doc' ? route.doc.source : route.page.markdown!;
      const key = CompileCache.key(file.body, file.bodyStartLine, urlSignature);
      const cached = options.cache?.get(file.path, key);
      if (cached) {
        assets.merge(cached.assets.map((asset) => [asset.source, asset.target]));
        for (const warning of cached.warnings) reporter.warn(warning.message, warning.location);
        compiled.set(route.path, cached.result);
        return;
      }
      // Each page gets its own image registry and reporter so the cache knows what belongs to it.
      const pageAssets = new AssetRegistry(config.baseUrl);
      const pageReporter = createReporter();
      const result = await compile({
        file,
        resolveMarkdownLink: resolverFor(route.kind === 'doc' ? route.doc : undefined, file.path),
        resolveStaticFile,
        assets: pageAssets,
        highlighter,
        reporter: pageReporter,
      });
      assets.merge(pageAssets.entries());
      for (const warning of pageReporter.warnings) reporter.warn(warning.message, warning.location);
      options.cache?.set(file.path, {
        key,
        result,
        warnings: pageReporter.warnings,
        assets: pageAssets.entries().map(([source, target]) => ({ source, target, mtimeMs: statSync(source).mtimeMs })),
      });
      compiled.set(route.path, result);
    },
    errors,
    () => progress('markdown', ++compiledCount, markdownRoutes.length),
  );

  // Render every route into the pending output.
  const output = new AtomicOutput(outDir);
  await output.open();
  try {
    const buildPageData = createPageDataBuilder(config, content);
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
        await output.write(routeToOutputFile(route.path), renderPage(config, site, page, contentHtml, bundle.assets));
      },
      errors,
      () => progress('render', ++rendered, routes.length),
    );
    if (errors.length > 0) throw new BuildErrors(errors);
    options.cache?.retain(new Set(markdownRoutes.map((route) => (route.kind === 'doc' ? route.doc.source.path : route.page.source))));

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
    await output.commit();
    progress('write', 1, 1);
  } catch (error) {
    await output.discard();
    throw error;
  }
  return { routes, content, pageCount: routes.length, outDir };
}
