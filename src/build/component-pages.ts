import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StandalonePage } from '../content/types.ts';
import { randomBytes } from 'node:crypto';
import { deferredCodeFiller, deferringHighlighter } from '../markdown/deferred-code.ts';
import { getCodeHighlighter, type CodeThemes } from '../markdown/highlighter.ts';
import type { MagicComment } from '../markdown/magic-comments.ts';
import type { TocLevels } from '../markdown/types.ts';
import { mergeHeads } from '../markdown/plugins/head-element.ts';
import type { SiteModuleLoader } from '../markdown/site-modules.ts';
import { styleHead, type ContentHead } from '../shared/content-head.ts';
import { BuildError } from '../shared/errors.ts';
import { renderingComponents } from '../render/rendering-components.ts';
import { describeThrown } from '../shared/stray-error.ts';
import { innermostSiteFrame } from '../shared/site-frames.ts';
import type { PageData, SiteData } from '../shared/page-data.ts';
import { ContentContext, type ContentRenderContext, type ContentSite, type PageMeta } from '../theme/content/content-context.ts';
import { PageContext, SiteContext } from '../theme/context.tsx';
import type { ImportOptions } from './import-options.ts';

export interface ComponentPageModule {
  Page: ComponentType<{ site: SiteData }>;
  meta: PageMeta;
  /** The stylesheets its modules import, and the files they use (see site-files.ts). */
  styles: string[];
  publishedFiles: string[];
  /** Its own code has state, effects or event handlers, which a page's component does not run in the browser. */
  interactive: boolean;
}

/**
 * Loads the site's React pages. They import what MDX pages and the site's
 * components do, under the same names: docgen's registry (`@theme/Layout`,
 * `@docusaurus/Link`, `useDocusaurusContext`, …), `@site/…` and the config's
 * aliases; and each of the site's source files is one module, made once per
 * build (see site-modules.ts).
 */
export class ComponentPageLoader {
  private modules?: Promise<SiteModuleLoader>;

  constructor(private readonly options: { imports: ImportOptions; siteDir: string; contentDir: string; baseUrl: string; direction: 'ltr' | 'rtl' }) {}

  /** A page module; without a default export it cannot render anything. */
  async load(page: StandalonePage): Promise<ComponentPageModule> {
    const { exports, styles, publishedFiles, interactive } = await (await this.siteModules()).load(page.source, 'this page component', { page: true });
    const mod = exports as { default?: unknown; meta?: PageMeta };
    if (typeof mod.default !== 'function') {
      throw new BuildError('This page module has no default export, so it cannot render anything. Export the page component as default.', { file: page.source });
    }
    return { Page: mod.default as ComponentType<{ site: SiteData }>, meta: mod.meta ?? {}, styles, publishedFiles, interactive };
  }

  /** Made on the first React page: a site without one never loads the registry's components in this thread. */
  private siteModules(): Promise<SiteModuleLoader> {
    return (this.modules ??= import('../markdown/site-modules.ts').then(({ siteModuleLoaderFor }) => siteModuleLoaderFor(this.options)));
  }
}

/** What a React page's content components read besides the site's data. */
export interface ComponentPageSettings {
  site: ContentSite;
  tableOfContents: TocLevels;
  /** For a page's `<CodeBlock>`s: the site's code themes and magic comments. */
  codeThemes: CodeThemes;
  magicComments: readonly MagicComment[];
  warn(message: string, file: string): void;
  /** Publishes a file the page's modules use (an imported image, a stylesheet's `url()`), with the build's other files. */
  publish(file: string): void;
}

/** A React page rendered: its HTML, what its `<Layout>` says of it, and what its `<Head>` elements set. */
export interface RenderedComponentPage {
  html: string;
  meta: PageMeta;
  head?: ContentHead;
}

/**
 * A React page's `<CodeBlock>`s are rendered as stand-ins (as in the compile
 * workers, see deferred-code.ts) and highlighted once the page has rendered
 * (highlightPageCode): rendering is synchronous, and shiki is loaded on the
 * main thread only for a site whose React pages show code. The marker is
 * made for the process, so that no comment an author wrote can be taken for one.
 */
const PAGE_CODE_MARKER = `docgen-page-code-${randomBytes(8).toString('hex')}`;
const PAGE_CODE = deferringHighlighter(PAGE_CODE_MARKER);

/** A rendered React page's HTML with its code blocks highlighted (getCodeHighlighter keeps the highlighter). */
export async function highlightPageCode(html: string, codeThemes: CodeThemes): Promise<string> {
  if (!html.includes(PAGE_CODE_MARKER)) return html;
  return await deferredCodeFiller(PAGE_CODE_MARKER, await getCodeHighlighter(codeThemes))(html);
}

/** Renders a React page; an error it throws is reported where it was thrown, in the page's file or a module it imports. */
export async function renderComponentPage(module: ComponentPageModule, site: SiteData, page: PageData, source: string, settings: ComponentPageSettings): Promise<RenderedComponentPage> {
  const meta: PageMeta = {};
  const content: ContentRenderContext = {
    highlighter: PAGE_CODE,
    magicComments: settings.magicComments,
    baseUrl: site.baseUrl,
    tableOfContents: settings.tableOfContents,
    site: settings.site,
    pagePath: page.path,
    heads: [],
    pageMeta: meta,
    warn: (message) => settings.warn(message, source),
  };
  // The page is the shell's to show and replace; a component of its own is the browser's to run (see site-island.tsx).
  if (module.interactive) settings.warn("This page's component is rendered once, when the site is built: its state, effects and event handlers do not run in the browser. Move them into a component of their own, in a file of its own, which the browser runs where the page shows it.", source);
  const tree = (context: ContentRenderContext) => createElement(SiteContext.Provider, { value: site }, createElement(PageContext.Provider, { value: page }, createElement(ContentContext.Provider, { value: context }, createElement(module.Page, { site }))));
  // Rendered without a pause: a build times its rendering as the synchronous part of this call (route-render.ts).
  try {
    const html = renderToStaticMarkup(tree(content));
    for (const file of module.publishedFiles) settings.publish(file);
    const styles = styleHead(module.styles);
    const head = mergeHeads([...(styles ? [styles] : []), ...content.heads]);
    return { html, meta, ...(head ? { head } : {}) };
  } catch (error) {
    const frame = innermostSiteFrame(error);
    // What fails without a stack (a value React cannot render, a thrown string) is found in React's component stack: the page is rendered again to get it.
    const rendering = frame ? [] : await renderingComponents(tree({ ...content, heads: [], pageMeta: {}, warn: () => {} }));
    const place = frame ?? rendering.find((component) => component.file !== undefined);
    const within = [...(rendering[0] ? [rendering[0].name] : []), ...(place && place.file !== source ? [path.relative(process.cwd(), source)] : [])];
    throw new BuildError(`This page component failed to render: ${describeThrown(error)}${within.length > 0 ? ` (rendering ${within.join(', in ')})` : ''}`, place ? { file: place.file!, line: place.line, column: place.column } : { file: source });
  }
}
