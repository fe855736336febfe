// The client router: renders a route from its data chunk instead of loading a
// new document, so the shell stays mounted and only the chunk travels.
import { translate } from '../../i18n/translate.ts';
import { focusPageTop } from '../../theme/layout/SkipToContent.tsx';
import type { SiteData } from '../../shared/page-data.ts';
import type { RouteChunk } from '../../shared/route-chunks.ts';
import { ROUTE_UPDATE_EVENT, type RouteUpdateDetail } from '../../shared/route-update.ts';
import { fragmentId } from '../../shared/url-fragment.ts';
import { currentHistoryState, isMobileMenuHistoryState, saveScroll } from '../../theme/history-state.ts';
import type { RouteStatus } from '../../theme/route-status.tsx';
import { applyHead } from './head.ts';
import { isRoutableUrl, normaliseRoutePath } from './paths.ts';
import { routeAddress } from '../../content/url.ts';
import { startProgress } from './progress-bar.ts';
import { RouteLoader } from './route-loader.ts';

/** What to do with the scroll position once a route has rendered. */
export type ScrollIntent = { kind: 'none' } | { kind: 'top' } | { kind: 'hash'; hash: string } | { kind: 'position'; y: number };

export interface RouterState {
  /** The route the shell renders (while loading or failed: the previous one). */
  chunk: RouteChunk;
  status: RouteStatus;
  /** Grows with every change, so the page's error boundary starts afresh for each. */
  version: number;
  scroll: ScrollIntent;
}

export class ClientRouter {
  readonly loader: RouteLoader;
  private state: RouterState;
  private scrollSaving: ReturnType<typeof setTimeout> | undefined;
  /** What the server rendered, for hydration, even if the state has changed since start(). */
  readonly initialState: RouterState;
  private readonly listeners = new Set<() => void>();
  /** Only the latest navigation may render; earlier ones that finish late are dropped. */
  private navigationId = 0;
  private finishProgress: (() => void) | undefined;
  private observer: IntersectionObserver | undefined;
  /** The route path of the address bar (a not-found page's route is /404, its address is not). */
  private currentPath: string;
  /** The state version whose render crashed: its head is the crash page's, not the route's. */
  private crashedVersion: number | undefined;
  /** The address last announced with ROUTE_UPDATE_EVENT (at first, the one the page loaded at). */
  private announced = '';

  constructor(
    private readonly site: SiteData,
    initial: RouteChunk,
  ) {
    this.loader = new RouteLoader(site.baseUrl, site.buildId);
    this.loader.remember(initial.page.path, initial);
    this.state = this.initialState = { chunk: initial, status: 'loaded', version: 0, scroll: { kind: 'none' } };
    this.currentPath = normaliseRoutePath(location.pathname, this.site.baseUrl);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): RouterState => this.state;

  private set(next: Omit<RouterState, 'version'>): void {
    this.state = { ...next, version: this.state.version + 1 };
    for (const listener of this.listeners) listener();
  }

  /** Installs the document-wide listeners. Call once, before hydration. */
  start(): void {
    history.scrollRestoration = 'manual';
    // `/a/b.html` and `/a/b/index.html` are shown as `/a/b` (`/a/b/` with trailingSlash true).
    const normalised = normaliseRoutePath(location.pathname, this.site.baseUrl);
    const address = routeAddress(normalised, this.site.trailingSlash);
    // An address of `//host/…` (reached as `//host/…/`) is another origin's to history: left as it is.
    const moved = address !== location.pathname && !address.startsWith('//');
    if (moved) history.replaceState(history.state, '', address + location.search + location.hash);
    // A host with no file for `/a/b/index.html`, or for `/A/B` (docgen's server redirects
    // instead), answered with its not-found page: show the route the address names, as
    // Docusaurus' router does, which ignores letter case. If it has no data either, the
    // not-found page is the right answer.
    const lower = normalised.toLowerCase();
    if (this.state.chunk.page.kind === 'not-found' && (moved || lower !== normalised)) {
      const id = this.cancel();
      this.loader.load(lower).then((chunk) => {
        if (id !== this.navigationId || chunk.buildId !== this.site.buildId) return;
        history.replaceState(history.state, '', routeAddress(lower, this.site.trailingSlash) + location.search + location.hash);
        this.currentPath = lower;
        this.set({ chunk, status: 'loaded', scroll: toHashOr(location.hash, { kind: 'none' }) });
      }, () => {});
    }
    this.announced = location.href;
    const saved = currentHistoryState().docgen;
    if (saved && !location.hash) requestAnimationFrame(() => window.scrollTo(0, saved.scroll));

    document.addEventListener('click', this.onClick);
    document.addEventListener('mouseover', this.onIntent, { passive: true });
    document.addEventListener('touchstart', this.onIntent, { passive: true });
    window.addEventListener('popstate', this.onPopState);
    // Another fragment of the same page (a heading's link, Back between two): the page stays, the address is new.
    // (Its query may have changed in place since: a tab set keeps its choice there.)
    window.addEventListener('hashchange', () => {
      if (new URL(this.announced).pathname === location.pathname) this.announce();
    });
    window.addEventListener('pagehide', saveScroll);
    // Back and Forward leave an entry before the router hears of it, too late to write the
    // position read there: each entry's is written as the reader scrolls (once the scrolling
    // pauses), so that coming Forward again finds it.
    window.addEventListener('scroll', () => {
      clearTimeout(this.scrollSaving);
      this.scrollSaving = setTimeout(saveScroll, 100);
    }, { passive: true });
    if ('IntersectionObserver' in window) {
      this.observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          this.observer!.unobserve(entry.target);
          const path = this.routePathOf((entry.target as HTMLAnchorElement).href);
          if (path) this.loader.prefetch(path);
        }
      });
    }
  }

  /** Called by the app after each render: scroll, head, progress bar, and prefetching of the new links. */
  rendered(): void {
    const { scroll, chunk, status } = this.state;
    if (status === 'loaded' && this.state.version > 0 && this.state.version !== this.crashedVersion) {
      applyHead(this.site, chunk.page);
      this.announce();
    }
    if (status !== 'loading') {
      this.finishProgress?.();
      this.finishProgress = undefined;
    }
    // A new page starts the keyboard again from its top, as a page load does (and Docusaurus):
    // the next Tab reaches "Skip to main content", not the link after the one followed. The
    // region focused for it is named by the new page's title, which a screen reader reads.
    if (scroll.kind === 'top' || scroll.kind === 'position') focusPageTop(document.title);
    scrollAs(scroll);
    this.state.scroll = { kind: 'none' };
    this.observeLinks();
  }

  /** Watches every routable link on the page so its chunk is prefetched when it comes into view. */
  private observeLinks(): void {
    if (!this.observer) return;
    this.observer.disconnect();
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (opensHere(anchor) && this.routePathOf(anchor.href)) this.observer.observe(anchor);
    }
  }

  /** The route path a link leads to, if the router can render it. */
  private routePathOf(href: string): string | undefined {
    let url: URL;
    try {
      url = new URL(href, location.href);
    } catch {
      return undefined;
    }
    return isRoutableUrl(url, this.site.baseUrl) ? normaliseRoutePath(url.pathname, this.site.baseUrl) : undefined;
  }

  private readonly onIntent = (event: Event): void => {
    const target = event.target as Element | null;
    // A reader reaching for a collapsible: its slide is loaded before the click comes.
    if (target?.closest?.('summary,.menu__list-item-collapsible')) import('../collapse-animation.ts').catch(() => {});
    const anchor = target?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !opensHere(anchor)) return;
    const path = this.routePathOf(anchor.href);
    if (path && path !== this.currentPath) this.loader.preload(path);
  };

  private readonly onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !opensHere(anchor)) return;
    const url = new URL(anchor.href, location.href);
    if (!isRoutableUrl(url, this.site.baseUrl)) return;
    const path = normaliseRoutePath(url.pathname, this.site.baseUrl);
    // A link to a heading of the page being read: the browser scrolls to it, in an entry of its own.
    // The entry it leaves keeps its position, and is the page's, not the mobile menu's any more: the
    // menu, closing, would go back over it, undoing the browser's step to the heading. From the menu,
    // that entry takes the heading's address too, so the browser, finding it shown, replaces the
    // entry rather than add one: Back then leaves the page as it was before the menu opened.
    if (path === this.currentPath && url.search === location.search && url.hash) {
      this.cancel();
      return history.replaceState({ docgen: { scroll: scrollY } }, '', isMobileMenuHistoryState(history.state) ? url.hash : undefined);
    }
    event.preventDefault();
    void this.navigate(url);
  };

  /** Loads the route's chunk (keeping the current page meanwhile), then renders it. */
  async navigate(url: URL): Promise<void> {
    const id = this.cancel();
    const path = normaliseRoutePath(url.pathname, this.site.baseUrl);
    const href = routeAddress(path, this.site.trailingSlash) + url.search + url.hash;
    this.finishProgress = startProgress();
    let chunk: RouteChunk;
    try {
      chunk = await this.loader.load(path);
    } catch (error) {
      if (id !== this.navigationId) return;
      // A route matches whatever the letter case, as Docusaurus's router does (the build's link check lets such links through).
      const lower = url.pathname.toLowerCase();
      if (lower !== url.pathname) return this.navigate(new URL(lower + url.search + url.hash, url));
      console.warn(`docgen: could not load the content of ${path}, so the page is loaded in full.`, error);
      window.location.assign(href);
      return;
    }
    if (id !== this.navigationId) return;
    if (chunk.buildId !== this.site.buildId) {
      // The site was rebuilt since this page was opened: its shell may not fit the new data.
      window.location.assign(href);
      return;
    }
    saveScroll();
    const menu = isMobileMenuHistoryState(history.state);
    const here = href === location.pathname + location.search + location.hash;
    // The page shown, from the mobile menu: going back over the entry the menu pushed (so that
    // Back closes it) is all there is to do.
    if (menu && here) return history.back();
    // Another page takes over that entry, and a link to the address shown adds none, as
    // Docusaurus's Link replaces the entry then.
    history[menu || here ? 'replaceState' : 'pushState']({ docgen: { scroll: 0 } }, '', href);
    this.currentPath = path;
    this.set({ chunk, status: 'loaded', scroll: toHashOr(url.hash, { kind: 'top' }) });
  }

  private readonly onPopState = (): void => {
    clearTimeout(this.scrollSaving);
    const id = this.cancel();
    const path = normaliseRoutePath(location.pathname, this.site.baseUrl);
    // Same page: Back or Forward between its fragments (or to the mobile menu's entry, which the
    // menu handles). The browser restores no position, as the router restores them: the entry's
    // own, where the reader scrolled to, else its heading.
    if (path === this.currentPath && this.state.status === 'loaded') {
      const y = currentHistoryState().docgen?.scroll;
      scrollAs(y === undefined ? toHashOr(location.hash, { kind: 'none' }) : { kind: 'position', y });
      return;
    }
    this.currentPath = path;
    const y = currentHistoryState().docgen?.scroll ?? 0;
    const scroll = toHashOr(location.hash, { kind: 'position', y });
    const cached = this.loader.peek(path);
    if (cached && cached.buildId === this.site.buildId) {
      this.set({ chunk: cached, status: 'loaded', scroll });
      return;
    }
    void this.loadInPlace(id, path, scroll, false);
  };

  /**
   * Back/forward to a route whose chunk is not at hand: the URL has already
   * changed, so the page shows the loading state, then the route or the
   * failed state with Retry.
   */
  private async loadInPlace(id: number, path: string, scroll: ScrollIntent, fresh: boolean): Promise<void> {
    this.finishProgress = startProgress();
    this.set({ chunk: this.state.chunk, status: 'loading', scroll: { kind: 'none' } });
    try {
      const chunk = await this.loader.load(path, { fresh });
      if (id !== this.navigationId) return;
      if (chunk.buildId !== this.site.buildId) {
        window.location.reload();
        return;
      }
      this.set({ chunk, status: 'loaded', scroll });
    } catch (error) {
      if (id !== this.navigationId) return;
      console.warn(`docgen: could not load the content of ${path}.`, error);
      this.set({ chunk: this.state.chunk, status: 'failed', scroll: { kind: 'none' } });
    }
  }

  /** Retry after a failed load, and 'Try again' after a crash: fetch the current route's chunk afresh. */
  retry = (): void => {
    void this.loadInPlace(this.cancel(), normaliseRoutePath(location.pathname, this.site.baseUrl), { kind: 'none' }, true);
  };

  /**
   * Gives up the navigation still loading, if any, and its progress bar: the
   * reader's latest action wins (a link, a heading of the page, Back). Returns
   * the id of the navigation that starts now, if one does.
   */
  private cancel(): number {
    this.finishProgress?.();
    return ++this.navigationId;
  }

  /**
   * Called when a crash page is committed, before rendered() (error boundaries
   * report in the commit, the app's effects run after it), which then leaves the
   * title alone: as in Docusaurus's fallback, the document is titled 'Page Error'.
   */
  crashed = (): void => {
    this.crashedVersion = this.state.version;
    document.title = translate({ id: 'theme.ErrorPage.documentTitle', message: 'Page Error' });
  };

  /** Tells the page's scripts that the address shown has changed, once for each address. */
  private announce(): void {
    const previousUrl = this.announced;
    if (location.href === previousUrl) return;
    this.announced = location.href;
    window.dispatchEvent(new CustomEvent<RouteUpdateDetail>(ROUTE_UPDATE_EVENT, { detail: { previousUrl } }));
  }
}

function scrollAs(scroll: ScrollIntent): void {
  if (scroll.kind === 'top') window.scrollTo(0, 0);
  else if (scroll.kind === 'position') window.scrollTo(0, scroll.y);
  else if (scroll.kind === 'hash') {
    const target = document.getElementById(fragmentId(scroll.hash));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }
}

/** To the target of an address's `#hash` when it has one, else as `otherwise` says. */
function toHashOr(hash: string, otherwise: ScrollIntent): ScrollIntent {
  return hash ? { kind: 'hash', hash: hash.slice(1) } : otherwise;
}

/**
 * A link the router may follow in this tab: not one that opens another tab or
 * window (another site's, a `pathname://` link to a file of the site),
 * downloads its file, or leads to a page in another language (another
 * locale's build, which the language menu's links say). Only those are
 * prefetched and preloaded.
 */
function opensHere(anchor: HTMLAnchorElement): boolean {
  return (!anchor.target || anchor.target === '_self') && !anchor.hasAttribute('download') && !anchor.hreflang;
}
