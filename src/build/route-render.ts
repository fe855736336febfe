// What a route becomes in the output, made the same way by a build and by
// `docgen serve`'s preview of a page the first build has not reached yet.
import type { SiteConfig } from '../config/schema.ts';
import type { MarkdownResult } from '../markdown/types.ts';
import { documentKey, type ClientAssets } from '../render/document.ts';
import type { createPageDataBuilder } from '../render/page-data.ts';
import { renderPage } from '../render/render-page.ts';
import { unlistedNoticeHtml } from '../render/unlisted-notice.ts';
import { blogPostHtml } from '../render/blog-page-data.ts';
import { isBlogListRoute, isUnlistedRoute, type Route } from '../routes/route-table.ts';
import type { PageData, SiteData } from '../shared/page-data.ts';
import { pageDataJson, serializeRouteChunk } from '../shared/route-chunks.ts';
import { hashOf } from '../shared/hash-of.ts';
import { highlightPageCode, renderComponentPage, type ComponentPageLoader, type ComponentPageSettings } from './component-pages.ts';
import { StageTimer } from './stage-timer.ts';

export interface RouteRenderContext {
  config: SiteConfig;
  site: SiteData;
  assets: ClientAssets;
  /** The config's analytics tags go in the pages (`docgen build`), or not (`docgen serve`). */
  analytics: boolean;
  buildPageData: ReturnType<typeof createPageDataBuilder>;
  /** The site's React pages, and what their content components read. */
  componentPages: { loader: ComponentPageLoader; settings: ComponentPageSettings };
  timer?: StageTimer;
  /** A blog post compiled, by its permalink, for the pages that list it; undefined when it failed (its own page reports why). */
  blogPost?(permalink: string): Promise<MarkdownResult | undefined>;
}

/**
 * A route's page data and content. Its data chunk and whole HTML document
 * are made on demand: a build reuses the earlier ones while `renderKey` is
 * the same.
 */
export interface PreparedRoute {
  page: PageData;
  contentHtml: string;
  /** A hash of `contentHtml`, for keys of what is made from it. */
  contentHash: string;
  /**
   * A hash of everything the chunk and the HTML are made from: the build id
   * (which covers the site's data and the client's files), what the document
   * takes of the config besides, the page data and the content. Made from the
   * content's hash rather than from the chunk, which would put the content
   * through JSON first.
   */
  renderKey: string;
  chunkJson(): string;
  renderHtml(): string;
}

/** Prepares `route`, with its compiled Markdown when it is a Markdown route. */
export async function prepareRoute(context: RouteRenderContext, route: Route, compiled?: MarkdownResult): Promise<PreparedRoute> {
  const { config, site, assets, buildPageData } = context;
  const timer = context.timer ?? new StageTimer();
  let contentHtml = compiled ? (route.kind === 'blog-post' ? blogPostHtml(compiled) : compiled.html) : '';
  let page: PageData;
  if (isBlogListRoute(route)) {
    const posts = await Promise.all(route.list.posts.map(async (post) => [post.permalink, await context.blogPost?.(post.permalink)] as const));
    page = buildPageData({ route, blogPosts: new Map(posts.filter((entry): entry is readonly [string, MarkdownResult] => entry[1] !== undefined)) });
  } else if (route.kind === 'component-page') {
    const module = await context.componentPages.loader.load(route.page);
    const rendered = await timer.slice('render', () => renderComponentPage(module, site, buildPageData({ route, componentMeta: module.meta }), route.page.source, context.componentPages.settings));
    // Its <Layout>'s title and description, and its <Head> elements, known once it has rendered.
    page = buildPageData({ route, componentMeta: { ...module.meta, ...rendered.meta }, ...(rendered.head ? { head: rendered.head } : {}) });
    contentHtml = await highlightPageCode(rendered.html, context.componentPages.settings.codeThemes);
  } else page = buildPageData({ route, compiled });
  // An unlisted doc's, Markdown page's or tag's notice, written into its content: docs pages load no code for it (a blog post's page renders its own).
  if (route.kind !== 'blog-post' && isUnlistedRoute(route)) contentHtml = unlistedNoticeHtml() + contentHtml;
  const contentHash = hashOf(contentHtml);
  // Made once: the key, the chunk and the HTML's inline data all hold it.
  const pageJson = pageDataJson(page);
  const renderKey = hashOf(site.buildId, documentKey(config, context.analytics), pageJson, contentHash);
  let chunkJson: string | undefined;
  return {
    page,
    contentHtml,
    contentHash,
    renderKey,
    chunkJson: () => (chunkJson ??= timer.slice('render', () => serializeRouteChunk(site, pageJson, contentHtml))),
    renderHtml: () => timer.slice('render', () => renderPage(config, site, page, pageJson, contentHtml, assets, context.analytics)),
  };
}
