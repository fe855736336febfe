// Fetches the per-route data chunks, once per path, and prefetches the ones a
// reader is likely to open next. A docs page's data names its sidebar's file,
// which is fetched once per sidebar and put back into the data.
import type { SidebarItem } from '../../content/types.ts';
import { routeChunkUrl, type RouteChunk } from '../../shared/route-chunks.ts';
import { prefetchAllowed } from './connection.ts';

export class RouteLoader {
  private readonly pending = new Map<string, Promise<RouteChunk>>();
  private readonly loaded = new Map<string, RouteChunk>();
  private readonly prefetched = new Set<string>();
  private readonly sidebars = new Map<string, Promise<SidebarItem[]>>();

  constructor(
    private readonly baseUrl: string,
    private readonly buildId: string,
  ) {}

  /** Seeds the cache with a route whose data is already at hand (the first page, once fillSidebar has filled it). */
  remember(path: string, chunk: RouteChunk): void {
    this.loaded.set(path, chunk);
    this.pending.set(path, Promise.resolve(chunk));
  }

  /** Puts a chunk's sidebar back from its file, fetched once per sidebar; a chunk of another build is left as it is (it is not rendered, and its file may be gone). */
  async fillSidebar(chunk: RouteChunk): Promise<void> {
    const docs = chunk.page.docs;
    if (docs?.sidebarUrl && !docs.sidebar && chunk.buildId === this.buildId) docs.sidebar = await this.sidebar(docs.sidebarUrl);
  }

  /** The chunk if it has already arrived, for rendering without waiting. */
  peek(path: string): RouteChunk | undefined {
    return this.loaded.get(path);
  }

  /** Loads a chunk; concurrent and later calls share one request. A failure is forgotten so it can be retried. */
  load(path: string, options: { fresh?: boolean } = {}): Promise<RouteChunk> {
    if (options.fresh) {
      this.pending.delete(path);
      this.loaded.delete(path);
    }
    let request = this.pending.get(path);
    if (!request) {
      request = this.fetchChunk(path).then(
        (chunk) => {
          this.loaded.set(path, chunk);
          return chunk;
        },
        (error: unknown) => {
          this.pending.delete(path);
          throw error;
        },
      );
      this.pending.set(path, request);
    }
    return request;
  }

  /** Hover or touch: the reader is about to click, so load the chunk now (not on slow connections). */
  preload(path: string): void {
    if (!prefetchAllowed()) return;
    this.load(path).catch(() => {
      // A failed preload is retried, and reported, by the navigation itself.
    });
  }

  /** A link came into view: let the browser fetch its chunk at idle priority, once. */
  prefetch(path: string): void {
    if (this.pending.has(path) || this.prefetched.has(path) || !prefetchAllowed()) return;
    this.prefetched.add(path);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = routeChunkUrl(this.baseUrl, path);
    document.head.append(link);
  }

  private async fetchChunk(path: string): Promise<RouteChunk> {
    const url = routeChunkUrl(this.baseUrl, path);
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`.trim());
    const chunk = (await response.json()) as RouteChunk;
    if (!chunk || typeof chunk.contentHtml !== 'string' || !chunk.page) throw new Error(`${url} is not a route data chunk.`);
    await this.fillSidebar(chunk);
    return chunk;
  }

  private sidebar(url: string): Promise<SidebarItem[]> {
    let request = this.sidebars.get(url);
    if (!request) {
      request = fetch(url, { credentials: 'same-origin' }).then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`.trim());
        return response.json() as Promise<SidebarItem[]>;
      });
      // A failure is forgotten, so that Retry fetches again.
      request.catch(() => this.sidebars.delete(url));
      this.sidebars.set(url, request);
    }
    return request;
  }
}
