// `docgen serve` answers readers while its first build is still running: a page
// the build has not written yet is compiled (ahead of the build's own queue),
// rendered and answered from memory, exactly as the build will write it. The
// build's output takes over once it is complete.
import { readFile, stat } from 'node:fs/promises';
import { staticFileCandidates } from '../output/static-files.ts';
import { requestFileCandidates, routeToOutputFile } from '../content/url.ts';
import type { BundledFile } from '../output/client-bundle.ts';
import { isMarkdownRoute, type MarkdownRoute, type Route } from '../routes/route-table.ts';
import { routeChunkFile } from '../shared/route-chunks.ts';
import { compileFailure, type CompileOutcome } from './compile-job.ts';
import { prepareRoute, type PreparedRoute, type RouteRenderContext } from './route-render.ts';

export interface PreviewFile {
  /** The file's path relative to the output folder. */
  name: string;
  bytes: Uint8Array;
  mtime: Date;
}

export interface PagePreviewOptions {
  routes: Route[];
  render: RouteRenderContext;
  staticDirs: string[];
  bundleFiles: BundledFile[];
  /** Compiles a Markdown route ahead of the pages still waiting. */
  compile(route: MarkdownRoute): Promise<CompileOutcome>;
}

type Producer = () => Promise<Uint8Array>;

export class PagePreview {
  /** What each output file is made from, by its path relative to the output folder. */
  private readonly producers = new Map<string, Producer>();
  private readonly prepared = new Map<string, Promise<PreparedRoute>>();
  private readonly madeAt = new Date();

  constructor(private readonly options: PagePreviewOptions) {
    const { baseUrl, trailingSlash } = options.render.config;
    for (const route of options.routes) {
      this.producers.set(routeToOutputFile(route.path, baseUrl, trailingSlash), async () => Buffer.from((await this.prepare(route)).renderHtml()));
      this.producers.set(routeChunkFile(baseUrl, route.path), async () => Buffer.from((await this.prepare(route)).chunkJson()));
    }
    for (const file of options.bundleFiles) this.producers.set(file.path, async () => file.contents);
    for (const sidebar of options.render.buildPageData.sidebarFiles) this.producers.set(sidebar.file, async () => Buffer.from(sidebar.json));
  }

  /**
   * The file a request for `urlPath` is answered with, looked up the way a
   * static host looks up the output; undefined when the site has none. A page
   * that fails to compile rejects with its errors (a BuildError, or BuildErrors for several).
   */
  async find(urlPath: string): Promise<PreviewFile | undefined> {
    for (const name of requestFileCandidates(urlPath) ?? []) {
      const produce = this.producers.get(name) ?? (await this.staticFile(name));
      if (produce) return { name, bytes: await produce(), mtime: this.madeAt };
    }
    return undefined;
  }

  private prepare(route: Route): Promise<PreparedRoute> {
    let prepared = this.prepared.get(route.path);
    if (!prepared) {
      prepared = this.compileAndPrepare(route);
      this.prepared.set(route.path, prepared);
      // A failure is not kept: the author may fix it before the build gets there.
      prepared.catch(() => this.prepared.delete(route.path));
    }
    return prepared;
  }

  private async compileAndPrepare(route: Route): Promise<PreparedRoute> {
    if (!isMarkdownRoute(route)) return prepareRoute(this.options.render, route);
    const outcome = await this.options.compile(route);
    if (!outcome.ok) throw compileFailure(outcome.errors);
    // The page's images, under the names its HTML gives them.
    for (const [source, target] of outcome.assets) this.producers.set(target, () => readFile(source));
    return prepareRoute(this.options.render, route, outcome.result);
  }

  /** A file of the static folders, which the build copies into the output as it is. */
  private async staticFile(name: string): Promise<Producer | undefined> {
    if (name.split('/').some((segment) => segment.startsWith('.'))) return undefined;
    for (const file of staticFileCandidates(this.options.staticDirs, name)) {
      const found = await stat(file).catch(() => undefined);
      if (found?.isFile()) return () => readFile(file);
    }
    return undefined;
  }
}
