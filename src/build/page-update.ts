// `docgen serve`'s fast path: when an author saves a doc and only its text
// changed (not its front matter, title or description, which other pages and
// the sidebar show, nor the links it holds and the anchors it offers, which
// the build's link check reads), that one page is compiled, rendered and
// written in place, without a whole build. Its new search entry waits for
// serve to index the site again (see search-index-update.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSourceFile } from '../content/front-matter.ts';
import { readSourceText } from '../content/source-text.ts';
import { extractExcerpt, extractTitle } from '../content/markdown-text.ts';
import type { SourceFile } from '../content/types.ts';
import { routeToOutputFile } from '../content/url.ts';
import { sourceOf, type MarkdownRoute } from '../routes/route-table.ts';
import type { BuildError, BuildErrors } from '../shared/errors.ts';
import type { Reporter } from '../shared/logger.ts';
import { replaceFile } from '../shared/replace-file.ts';
import { routeChunkFile } from '../shared/route-chunks.ts';
import { readPageLinks } from '../links/page-links.ts';
import { islandModulesIn } from './page-islands.ts';
import { compileFailure, compileJobFor } from './compile-job.ts';
import type { CompilePool } from './compile-pool.ts';
import { prepareRoute, type RouteRenderContext } from './route-render.ts';
import type { SearchEntries, SearchIndexUpdate } from './search-index-update.ts';

export interface PageUpdateContext {
  render: RouteRenderContext;
  outDir: string;
  /** The build's compile pool, down to one worker kept ready; the updater closes it, or hands it over to the next build. */
  pool: CompilePool;
  routes: MarkdownRoute[];
  /** The build's search entries, when the updated pages are to be indexed again. */
  searchEntries?: SearchEntries;
  /** The interactive components whose browser code the build bundled (see site-islands.ts): a page showing another needs a whole build. */
  islandModules: ReadonlySet<string>;
  /** The files the build's pages import: a doc another page imports shows in that page too, so a save of it needs a whole build. */
  importedFiles: Set<string>;
  /** Told of the files an updated page imports (see BuildOptions.onInputs). */
  onInputs?: (files: string[]) => void;
}

/**
 * `rewritten`: the page is written again; `unchanged`: saved with the text
 * its page was made from, so there is nothing to rewrite or reload; `site`:
 * the save needs a whole build; `stopped`: the page's compiling ran past the
 * time limit (its worker was stopped and replaced), and a whole build would
 * only compile it again, for as long. After that, every save is a whole
 * build's: the site has an error only a whole build can find gone.
 */
export type PageUpdate = { page: 'rewritten' | 'unchanged'; route: string } | { page: 'site' } | { page: 'stopped'; error: BuildError | BuildErrors };

export class PageUpdater {
  private readonly routesByFile: Map<string, MarkdownRoute>;
  /** Set once a page's compiling was stopped: the output no longer stands for the site as saved. */
  private stopped = false;

  constructor(private readonly context: PageUpdateContext) {
    this.routesByFile = new Map(context.routes.map((route) => [sourceOf(route).path, route]));
  }

  /** The site's search index with the pages updated so far, to be written over the output's; undefined without search entries. */
  searchIndexUpdate(): SearchIndexUpdate | undefined {
    return this.context.searchEntries?.indexUpdate();
  }

  /** Ends the compile worker. */
  close(): Promise<void> {
    return this.context.pool.close();
  }

  /** The compile pool, for the next whole build to take over (see BuildOptions.compilePool): this updater is done with. */
  handOver(): CompilePool {
    return this.context.pool;
  }

  /**
   * Updates the page of `file` in the output if the edit allows it; a text
   * the same as the page's answers `unchanged`, leaving it as it is. Anything
   * else (another kind of file, a changed front matter or title, an error)
   * answers `site`, and the caller runs a whole build, which reports errors
   * as usual.
   */
  async update(file: string, reporter: Reporter): Promise<PageUpdate> {
    const route = this.routesByFile.get(path.resolve(file));
    if (!route || this.stopped || this.context.importedFiles.has(path.resolve(file))) return { page: 'site' };
    const previous = sourceOf(route);
    let next: SourceFile;
    try {
      next = parseSourceFile(previous.path, readSourceText(previous.path));
    } catch {
      return { page: 'site' };
    }
    if (!showsTheSame(previous, next)) return { page: 'site' };
    // Saved again as it was (an editor's save without an edit, or a watcher reporting one save twice).
    if (next.body === previous.body) return { page: 'unchanged', route: route.path };

    const { render, outDir, pool } = this.context;
    const [outcome] = await pool.run([compileJobFor(route, next)], { urgent: true });
    if (outcome && !outcome.ok && outcome.stopped) {
      this.stopped = true;
      return { page: 'stopped', error: compileFailure(outcome.errors) };
    }
    if (!outcome?.ok) return { page: 'site' };
    for (const warning of outcome.warnings) reporter.warn(warning.message, warning.location);
    // An image new to the output needs copying: a whole build does that.
    if (!outcome.assets.every(([, target]) => existsSync(path.join(outDir, target)))) return { page: 'site' };
    // So does an interactive component the build has not bundled for the browser.
    if (islandModulesIn(outcome.result.html).some((module) => !this.context.islandModules.has(module))) return { page: 'site' };
    // (A whole build reads the source again: the updater's copy need not be put back when it is one.)
    Object.assign(previous, next);
    const prepared = await prepareRoute(render, route, outcome.result);
    const pageFile = path.join(outDir, routeToOutputFile(route.path, render.config.baseUrl, render.config.trailingSlash));
    const html = prepared.renderHtml();
    // A link added or changed, or an anchor gone that another page may point to: the whole build checks the site's links again.
    if (!sameLinks(await readFile(pageFile, 'utf8'), html)) return { page: 'site' };
    this.context.searchEntries?.set({ page: prepared.page, contentHtml: prepared.contentHtml, contentHash: prepared.contentHash });
    // A doc the page now imports shows in it too: a later save of that doc needs a whole build.
    for (const dependency of outcome.dependencies) this.context.importedFiles.add(dependency);
    this.context.onInputs?.(outcome.dependencies);
    await Promise.all([
      replaceFile(pageFile, html),
      replaceFile(path.join(outDir, routeChunkFile(render.config.baseUrl, route.path)), prepared.chunkJson()),
    ]);
    return { page: 'rewritten', route: route.path };
  }
}

/** Whether what the rest of the site shows of a page (front matter, title, description) is unchanged. */
function showsTheSame(previous: SourceFile, next: SourceFile): boolean {
  return (
    JSON.stringify(previous.frontMatter) === JSON.stringify(next.frontMatter) &&
    previous.bodyStartLine === next.bodyStartLine &&
    extractTitle(previous.body) === extractTitle(next.body) &&
    extractExcerpt(previous.body) === extractExcerpt(next.body)
  );
}

/** Whether two versions of a page point to the same URLs and offer the same anchors. */
function sameLinks(before: string, after: string): boolean {
  const [was, is] = [readPageLinks(before), readPageLinks(after)];
  const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((item) => b.has(item));
  return sameSet(new Set(was.urls), new Set(is.urls)) && sameSet(was.ids, is.ids);
}
