import { statSync } from 'node:fs';
import type { SourceMapPayload } from 'node:module';
import path from 'node:path';
import { createProcessor, run } from '@mdx-js/mdx';
import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import './linear-edit-map.ts';
import { rehypeFocusableTables } from './plugins/focusable-tables.ts';
import { rehypeRawHtml } from './plugins/raw-html.ts';
import { rehypeTableCellAlign } from './plugins/table-cell-align.ts';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Root } from 'mdast';
import { unified, type PluggableList } from 'unified';
import type { Node } from 'unist';
import { VFile } from 'vfile';
import { SourceMapGenerator } from 'source-map';
import { parseSourceFile } from '../content/front-matter.ts';
import type { SourceFile } from '../content/types.ts';
import { styleHead, type ContentHead } from '../shared/content-head.ts';
import { readSourceText } from '../content/source-text.ts';
import { BuildError, isAuthorError, type BuildErrors, type SourceLocation } from '../shared/errors.ts';
import { throwRecordedErrors } from './position.ts';
import { createReporter } from '../shared/logger.ts';
import { hashOf } from '../shared/hash-of.ts';
import { AssetRegistry } from './assets.ts';
import { ContentContext, type ContentRenderContext } from '../theme/content/content-context.ts';
import type { ImportLoader } from './imports/import-loader.ts';
import { remarkAdmonitions, remarkContainerDirectives } from './plugins/admonitions.ts';
import { gfmConstructsIn, mayHoldTables, remarkGfmConstructs, type GfmConstructs } from './plugins/gfm.ts';
import { rehypeCodeBlocks, remarkCodeMeta } from './plugins/code-blocks.ts';
import { rehypeBaseUrl } from './plugins/base-url.ts';
import { rehypeExternalLinks } from './plugins/external-links.ts';
import { rehypeHeadingAnchors } from './plugins/heading-anchors.ts';
import { remarkHeadingIds } from './plugins/heading-ids.ts';
import { remarkImages } from './plugins/images.ts';
import { remarkMarkdownLinks } from './plugins/markdown-links.ts';
import { remarkMdxAttributeMarkdown } from './plugins/mdx-attribute-markdown.ts';
import { remarkMdxDetails } from './plugins/mdx-details.ts';
import { rehypeLinkSources } from './plugins/link-sources.ts';
import { mergeHeads, remarkHeadElement } from './plugins/head-element.ts';
import { remarkMdxImports } from './plugins/mdx-imports.ts';
import { remarkMdxJsxText } from './plugins/mdx-jsx-text.ts';
import { remarkMdxTocExport } from './plugins/mdx-toc-export.ts';
import { rehypeMdxPrerenderedCode } from './plugins/mdx-prerendered-code.ts';
import { assertNestingWithinLimit, remarkNestingLimit } from './nesting-limit.ts';
import { innermostSiteFrame, stackFrames } from '../shared/site-frames.ts';
import { describeThrown } from '../shared/stray-error.ts';
import { renderingComponents, type RenderingComponent } from '../render/rendering-components.ts';
import escapeRegExp from 'lodash-es/escapeRegExp.js';
import { needsMdx, preprocessWithPlaces } from './preprocess.ts';
import { readsDollarSyntax } from './plugin-syntax.ts';
import { compiledFrameOf, originalPosition, sourceUrlComment } from './mdx-error-position.ts';
import type { Place } from './mdx-compat/source-places.ts';
import type { LinkSource, MarkdownContext, MarkdownInput, MarkdownResult } from './types.ts';
import type { MarkdownPluginLists } from '../config/schema.ts';
import type { MdxScope } from './site-mdx-components.ts';

export interface MarkdownCompilerOptions {
  imports: ImportLoader;
  /** Components provided to every MDX file (HTML element overrides). */
  providedComponents: Record<string, unknown>;
  /** The site's remark and rehype plugins for the pages this compiler compiles. */
  plugins?: MarkdownPluginLists;
  /** The module of the site's MDX components, among `providedComponents`, and which pages must be MDX to use them. */
  siteComponents?: { file: string; scope: MdxScope };
}

const NO_PLUGINS: MarkdownPluginLists = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] };

/** A page's input with what the compiler collects while compiling it. */
type PageInput = Omit<MarkdownContext, 'compilePartial'>;

/** What compiling needs of a unified processor, whatever trees its transforms make. */
interface MarkdownProcessor {
  parse(file: VFile): Root;
  run(tree: Root, file: VFile): Promise<Node>;
  stringify(tree: never, file: VFile): string;
}

/** The remark steps of every page, with the GFM constructs its text may hold. */
const remarkShared = (gfm: GfmConstructs): PluggableList => [[remarkGfmConstructs, gfm], remarkHeadElement, remarkContainerDirectives, remarkAdmonitions, remarkHeadingIds, remarkMarkdownLinks, remarkImages, remarkCodeMeta];
// Code blocks last: a highlighted block is thousands of token elements, which
// the steps before it would otherwise walk through for nothing (they look for
// headings and links).
const rehypeShared: PluggableList = [rehypeHeadingAnchors, rehypeExternalLinks, rehypeBaseUrl, rehypeLinkSources, rehypeFocusableTables, rehypeCodeBlocks];

/** A processor for each set of GFM constructs, made when a page first needs it (the devdocs corpus uses about twenty). */
function perGfmConstructs(create: (gfm: GfmConstructs) => MarkdownProcessor): (text: string) => MarkdownProcessor {
  const made = new Map<GfmConstructs, MarkdownProcessor>();
  return (text) => {
    const gfm = gfmConstructsIn(text);
    let processor = made.get(gfm);
    if (!processor) {
      processor = create(gfm);
      made.set(gfm, processor);
    }
    return processor;
  };
}

/**
 * One compiler per build: the processors are created once and reused for every
 * page; per-file knowledge travels on `vfile.data.context`.
 */
export function createMarkdownCompiler(options: MarkdownCompilerOptions) {
  // The site's remark plugins before and after docgen's steps, as Docusaurus
  // orders them. Its rehype plugins all come before docgen's rehype steps:
  // Docusaurus has none of its own there (it makes heading anchors, external
  // links and code blocks as it renders), so a plugin such as rehype-katex
  // finds the `<pre><code class="language-math">` it is looking for.
  const { beforeDefaultRemarkPlugins, remarkPlugins, beforeDefaultRehypePlugins, rehypePlugins } = options.plugins ?? NO_PLUGINS;
  const siteRehype = [...beforeDefaultRehypePlugins, ...rehypePlugins];
  /** With remark-math, TeX's braces and `<` are not MDX 1 leftovers to rewrite. */
  const math = readsDollarSyntax([...beforeDefaultRemarkPlugins, ...remarkPlugins]);
  const markdownFor = perGfmConstructs(
    (gfm) =>
      unified()
        .use(remarkParse)
        .use(remarkNestingLimit)
        .use(beforeDefaultRemarkPlugins)
        .use(remarkShared(gfm))
        .use(remarkPlugins)
        .use(remarkRehype, { allowDangerousHtml: true })
        .use(mayHoldTables(gfm) ? [rehypeTableCellAlign] : [])
        .use(rehypeRawHtml)
        .use(siteRehype)
        .use(rehypeShared)
        .use(rehypeStringify)
        .freeze(),
  );

  const globalComponents = new Set(Object.keys(options.providedComponents).filter((name) => /^[A-Z]/.test(name)));
  // Cast: MDX's declared types start its transforms from a JavaScript tree, where they take Markdown's.
  const mdxProcessor = (gfm: GfmConstructs, sourceMaps: boolean) =>
    createProcessor({
      format: 'mdx',
      outputFormat: 'function-body',
      development: false,
      remarkPlugins: [remarkNestingLimit, remarkMdxAttributeMarkdown, remarkMdxDetails, remarkMdxJsxText, [remarkMdxImports, { loader: options.imports, globalComponents }], ...beforeDefaultRemarkPlugins, ...remarkShared(gfm), ...remarkPlugins, remarkMdxTocExport],
      // Last: the other rehype steps still see each code block as elements.
      rehypePlugins: [...siteRehype, ...rehypeShared, rehypeMdxPrerenderedCode],
      SourceMapGenerator: sourceMaps ? SourceMapGenerator : undefined,
    }) as unknown as MarkdownProcessor;
  const mdxFor = perGfmConstructs((gfm) => mdxProcessor(gfm, false));
  /** The same with a source map, for a page whose code failed as it ran (see mdx-error-position.ts). */
  const mdxMappedFor = perGfmConstructs((gfm) => mdxProcessor(gfm, true));

  type MdxContent = ComponentType<{ components: Record<string, unknown> }>;

  /** What a compiled partial took from the rest of the site, for each page that shows it. */
  interface PartialUses {
    assets: AssetRegistry;
    dependencies: Set<string>;
    styles: Set<string>;
    linkQuestions: [target: string, from: string][];
  }

  /**
   * The tree of a text another page will be compiled from next, kept
   * untouched (the transforms change the tree they are given): the copies of
   * a doc in several versions are mostly the same text, and parsing is the
   * larger part of compiling. A copy of the tree costs a twentieth of a parse.
   */
  let keptParse: { processor: MarkdownProcessor; text: string; tree: Root } | undefined;

  function parse(processor: MarkdownProcessor, vfile: VFile, keep: boolean): Root {
    const text = String(vfile.value);
    if (keptParse?.processor === processor && keptParse.text === text) {
      if (keep) return structuredClone(keptParse.tree);
      // Its last use: the page takes the kept tree itself.
      const { tree } = keptParse;
      keptParse = undefined;
      return tree;
    }
    const tree = processor.parse(vfile);
    keptParse = keep ? { processor, text, tree: structuredClone(tree) } : undefined;
    return tree;
  }

  /** Parses (or takes a kept tree), transforms and serialises one file. */
  async function compileText(processor: MarkdownProcessor, vfile: VFile, keep: boolean): Promise<string> {
    const tree = await processor.run(parse(processor, vfile, keep), vfile);
    throwRecordedErrors(vfile);
    return processor.stringify(tree as never, vfile);
  }

  /** Compiles and runs an MDX file: its content component, its other exports and the links it contains. */
  async function compileMdx(context: MarkdownContext, keep = false): Promise<{ Content: MdxContent; exports: Record<string, unknown>; vfile: VFile }> {
    assertNestingWithinLimit(context.file);
    // Every MDX file renders with the site's MDX components: it depends on their files, and shows their styles.
    if (options.siteComponents) await options.imports.loadModule(options.siteComponents.file, context);
    const { text, sourcePlace } = preprocessWithPlaces(context.file.body, { mdx: true, math });
    const vfile = new VFile({ path: context.file.path, value: text });
    vfile.data.context = { ...context, sourcePlace };
    const compiled = await compileText(mdxFor(text), vfile, keep);
    const { default: Content, ...exports } = await run(`${compiled}\n${sourceUrlComment(context.file.path)}`, { ...runtime, baseUrl: import.meta.url, docgenImports: vfile.data.importBindings ?? {} } as never);
    return { Content: Content as MdxContent, exports, vfile };
  }

  /**
   * Where in its MDX file an error thrown by compiled code was made, if it
   * was: that file (the page, or a partial it shows) compiled again, with a
   * source map. A failure to find it leaves the error as it was.
   */
  async function runtimeErrorPosition(error: unknown, input: MarkdownInput): Promise<ErrorPosition | undefined> {
    const frame = compiledFrameOf(error);
    if (!frame) return undefined;
    try {
      const file = frame.file === input.file.path ? input.file : parseSourceFile(frame.file, readSourceText(frame.file));
      const { text, sourcePlace } = preprocessWithPlaces(file.body, { mdx: true, math });
      const vfile = new VFile({ path: file.path, value: text });
      // Its warnings were given when it was compiled the first time; a partial is compiled as one, to the same code.
      const asCompiled: PageInput = { ...input, file, reporter: createReporter(), styles: new Set(), ...(file === input.file ? {} : { exportsToc: true as const }) };
      vfile.data.context = withPartials(asCompiled, { links: [], heads: [] }, [file.path]);
      const processor = mdxMappedFor(text);
      processor.stringify((await processor.run(processor.parse(vfile), vfile)) as never, vfile);
      // The map's places are in the rewritten text.
      const position = vfile.map ? originalPosition(vfile.map as SourceMapPayload, frame) : undefined;
      return position && { file, ...sourcePlace(position) };
    } catch {
      return undefined;
    }
  }

  /**
   * The error a page or partial that failed to compile or render is reported
   * with. `renderAgain`, given when React failed to render the page, finds the
   * components it was rendering (see rendering-components.ts): asked only for
   * an error that names no component of its own and has no place of its own
   * (an expression's), since it runs the page's code again. `mdx`: the file
   * was compiled as MDX, whose errors are placed in the rewritten text.
   */
  async function compileError(error: unknown, input: MarkdownInput, { mdx, renderAgain }: { mdx: boolean; renderAgain?: () => Promise<RenderingComponent[]> }): Promise<BuildError | BuildErrors> {
    if (isAuthorError(error)) return error;
    const at = await runtimeErrorPosition(error, input);
    const component = throwingComponent(error, input.file.body) ?? (renderAgain && !at ? componentRendering(await renderAgain(), input.file.body) : undefined);
    const { sourcePlace } = preprocessWithPlaces(input.file.body, { mdx, math });
    return toBuildError(error, input, at, component, sourcePlace);
  }

  /**
   * A partial is compiled once per build and file version, whichever page
   * imports it first. What it takes from the rest of the site (its images and
   * files, the other files it was made from, its `.md` links' answers) is
   * given to every page that shows it, as if the page had asked: the build's
   * cache keeps a page by these (see build/page-lookups.ts), and a page kept
   * with an image's old name would show a file the output no longer has.
   */
  const partials = new Map<string, { mtimeMs: number; uses: PartialUses; compiled: Promise<{ Content: MdxContent; exports: Record<string, unknown> } & PartialsShown> }>();

  /** What the partials a page (or partial) shows add to it: their links, and their `<head>` tags, in the order shown. */
  interface PartialsShown {
    links: LinkSource[];
    heads: ContentHead[];
  }

  function withPartials(input: PageInput, shown: PartialsShown, chain: string[]): MarkdownContext {
    const context: MarkdownContext = {
      ...input,
      compilePartial: async (file) => {
        if (chain.includes(file)) throw new BuildError(`This partial imports itself (through ${chain.join(' → ')}).`, { file });
        const mtimeMs = statSync(file).mtimeMs;
        let entry = partials.get(file);
        if (!entry || entry.mtimeMs !== mtimeMs) {
          const uses: PartialUses = { assets: new AssetRegistry(input.baseUrl), dependencies: new Set(), styles: new Set(), linkQuestions: [] };
          const partialInput: PageInput = {
            ...input,
            file: parseSourceFile(file, readSourceText(file)),
            exportsToc: true,
            assets: uses.assets,
            dependencies: uses.dependencies,
            styles: uses.styles,
            resolveMarkdownLink: (target, from) => {
              uses.linkQuestions.push([target, from]);
              return input.resolveMarkdownLink(target, from);
            },
          };
          const compiled = (async () => {
            const nested: PartialsShown = { links: [], heads: [] };
            try {
              const { Content, exports, vfile } = await compileMdx(withPartials(partialInput, nested, [...chain, file]));
              const head = vfile.data.head;
              return { Content, exports, links: [...(vfile.data.links ?? []).map((link) => ({ ...link, file })), ...nested.links], heads: head ? [...nested.heads, head] : nested.heads };
            } catch (error) {
              throw await compileError(error, partialInput, { mdx: true });
            }
          })();
          entry = { mtimeMs, uses, compiled };
          partials.set(file, entry);
        }
        input.dependencies.add(file);
        const { Content, exports, links, heads } = await entry.compiled;
        input.assets.merge(entry.uses.assets.entries());
        for (const dependency of entry.uses.dependencies) input.dependencies.add(dependency);
        for (const style of entry.uses.styles) input.styles.add(style);
        for (const [target, from] of entry.uses.linkQuestions) input.resolveMarkdownLink(target, from);
        shown.links.push(...links);
        shown.heads.push(...heads);
        const Partial = (props: Record<string, unknown>) => createElement(Content, { ...props, components: options.providedComponents });
        // Not a name an author gave: an error's component stack leaves it out (see rendering-components.ts).
        Partial.displayName = `Partial(${path.basename(file)})`;
        return { ...exports, default: Partial };
      },
    };
    return context;
  }

  /** Compiles one page; `textFollows` says the next page compiled has the same text (keep its parse). */
  return async function compileMarkdown(input: MarkdownInput, { textFollows = false }: { textFollows?: boolean } = {}): Promise<MarkdownResult> {
    const { file } = input;
    const shown: PartialsShown = { links: [], heads: [] };
    /** What `<Head>` elements set as the page rendered (in the page, its partials or the site's components). */
    const renderedHeads: ContentHead[] = [];
    const styles = new Set<string>();
    const context = withPartials({ ...input, styles }, shown, [file.path]);
    /** Set when React fails to render the page: renders it again to find the components it was rendering. */
    let renderAgain: (() => Promise<RenderingComponent[]>) | undefined;
    const mdx = needsMdx(file.path, file.body, options.siteComponents?.scope);
    try {
      let html: string;
      let vfile: VFile;
      if (mdx) {
        const compiled = await compileMdx(context, textFollows);
        vfile = compiled.vfile;
        const content = createElement(compiled.Content, { components: options.providedComponents });
        const renderContext: ContentRenderContext = {
          highlighter: input.highlighter,
          ...(input.magicComments ? { magicComments: input.magicComments } : {}),
          baseUrl: input.baseUrl,
          tableOfContents: input.tableOfContents,
          site: input.site,
          sidebarCategory: input.sidebarCategory,
          ...(input.pagePath === undefined ? {} : { pagePath: input.pagePath }),
          heads: renderedHeads,
          warn: (message) => input.reporter.warn(message, componentWarningAt(message, file)),
        };
        const tree = (value: ContentRenderContext) => createElement(ContentContext.Provider, { value }, content);
        try {
          html = renderToStaticMarkup(tree(renderContext), { identifierPrefix: contentIdPrefix(input.siteDir, file.path) });
        } catch (error) {
          // Its warnings and heads were the first render's, and are dropped with the page.
          renderAgain = () => renderingComponents(tree({ ...renderContext, heads: [], warn: () => {} }));
          throw error;
        }
      } else {
        assertNestingWithinLimit(file);
        const { text, sourcePlace } = preprocessWithPlaces(file.body, { mdx: false, math });
        vfile = new VFile({ path: file.path, value: text });
        vfile.data.context = { ...context, sourcePlace };
        html = await compileText(markdownFor(text), vfile, textFollows);
      }
      // The page's own <head> after its partials': where both set a title or a tag, the page's wins; then <Head> elements, as react-helmet applies them after.
      // The site's stylesheets first, as a page's own <style> in its <head> would come after the site's.
      const styleTags = styleHead(styles);
      const head = mergeHeads([...(styleTags ? [styleTags] : []), ...shown.heads, ...(vfile.data.head ? [vfile.data.head] : []), ...renderedHeads]);
      return { html, toc: vfile.data.toc ?? [], hasTitleHeading: vfile.data.hasTitleHeading ?? false, links: [...(vfile.data.links ?? []), ...shown.links], ...(head ? { head } : {}) };
    } catch (error) {
      throw await compileError(error, input, { mdx, renderAgain });
    }
  };
}

export type MarkdownCompiler = ReturnType<typeof createMarkdownCompiler>;

/**
 * The prefix of the ids React's `useId` gives in a file's content (a tab's, its panel's): a list of
 * blog posts shows several files' content in one page, each rendered on its own, so each file's
 * ids need a prefix of their own. Made from the path within the site, so that the output is the
 * same wherever the site is built.
 */
function contentIdPrefix(siteDir: string, file: string): string {
  return `c${hashOf(path.relative(siteDir, file).split(path.sep).join('/')).slice(0, 6)}`;
}

/** A place in a source file, the line and column counted from its body's start. */
interface ErrorPosition {
  file: SourceFile;
  line: number;
  column: number;
}

/**
 * `at`: where the error was made when the error does not say (see
 * mdx-error-position.ts); `component`: the component it was thrown in, or
 * that React was rendering.
 */
function toBuildError(error: unknown, context: MarkdownInput, at: ErrorPosition | undefined, component: FailedComponent | undefined, sourcePlace: (place: Place) => Place): BuildError {
  // A page's code may throw anything, `undefined` and `null` included.
  const message = (typeof error === 'object' && error !== null ? error : {}) as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  const reason = stackOverflowReason(error) ?? (message.reason ?? message.message ?? describeThrown(error)).split('\n')[0]!;
  // Some MDX errors carry their position only in the text, e.g. "… (3:1-3:6)".
  const inReason = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  const parsedLine = message.line ?? message.place?.line ?? message.place?.start?.line ?? (inReason ? Number(inReason[1]) : undefined);
  const parsedColumn = message.column ?? message.place?.column ?? message.place?.start?.column ?? (inReason ? Number(inReason[2]) : undefined);
  // Positions are in the text MDX parsed, counted from the start of the body; the file's lines from its front matter's first.
  const inBody = parsedLine === undefined ? undefined : sourcePlace({ line: parsedLine, column: parsedColumn ?? 1 });
  const line = inBody?.line;
  const column = parsedColumn === undefined ? undefined : inBody?.column;
  const offset = context.file.bodyStartLine - 1;
  const inFile = (placeLine: string, placeColumn: string) => {
    const place = sourcePlace({ line: Number(placeLine), column: Number(placeColumn) });
    return `${place.line + offset}:${place.column}`;
  };
  const shifted = reason.replace(/\((\d+):(\d+)(?:-(\d+):(\d+))?\)/, (_, startLine: string, startColumn: string, endLine?: string, endColumn?: string) =>
    `(${inFile(startLine, startColumn)}${endLine === undefined ? '' : `-${inFile(endLine, endColumn!)}`})`,
  );
  const thrownBy = component
    ? ` (${component.rendering ? 'rendering' : 'thrown by'} ${component.name}${component.file ? ` in ${component.file}` : ''}${component.inside ? `, inside ${component.inside}` : ''}${component.uses.length > 1 ? `, which this page uses on lines ${component.uses.map((use) => use + offset).join(', ')}` : ''})`
    : '';
  if (line === undefined && at) {
    const importedBy = at.file.path === context.file.path ? '' : ` (in a partial that ${path.relative(process.cwd(), context.file.path)} imports)`;
    return new BuildError(`Could not compile this page: ${reason}${thrownBy}${importedBy}`, { file: at.file.path, line: at.line + at.file.bodyStartLine - 1, column: at.column });
  }
  // A component that throws is found where the page uses it, if it uses it once.
  const used = line === undefined && component?.uses.length === 1 ? component.uses[0]! : undefined;
  return new BuildError(`Could not compile this page: ${shifted}${thrownBy}`, {
    file: context.file.path,
    line: line !== undefined ? line + offset : used !== undefined ? used + offset : undefined,
    column,
  });
}

/**
 * V8's own words for a stack that overflowed, which tell an author nothing:
 * the tree transforms recurse once per level of nesting, and emphasis, links
 * or raw HTML elements nested a few thousand deep overflow them (no real page
 * does; Docusaurus overflows too), as does a component that renders itself;
 * a list of a hundred thousand items did too.
 */
function stackOverflowReason(error: unknown): string | undefined {
  if (!(error instanceof RangeError) || !error.message.includes('Maximum call stack size exceeded')) return undefined;
  return 'it is nested too deeply or too long to compile (the stack overflowed): emphasis, links or HTML elements inside one another thousands of levels deep, a list of a hundred thousand items, or a component that renders itself without end';
}

/** The lines of a body (from 1) where a tag of this name opens. */
function tagUses(name: string, body: string): number[] {
  const tag = new RegExp(`<${escapeRegExp(name)}(?=[\\s/>]|$)`);
  return body.split('\n').flatMap((text, index) => (tag.test(text) ? [index + 1] : []));
}

/**
 * Where a warning a component gives as the page renders (`<Toggle> is
 * rendered once…`) is: the line of the page that uses that component, when
 * it uses it once (one used by another component is not in the page's text).
 */
function componentWarningAt(message: string, file: SourceFile): SourceLocation {
  const name = /^<([A-Z][\w.]*)>/.exec(message)?.[1];
  const uses = name ? tagUses(name, file.body) : [];
  return uses.length === 1 ? { file: file.path, line: uses[0]! + file.bodyStartLine - 1 } : { file: file.path };
}

/** The component a page failed in, and the lines of the page's body (from 1) where it, or the component `inside` which it was, is used. */
interface FailedComponent {
  name: string;
  /** Its file (and line) in the site, relative to the working folder. */
  file?: string;
  /** The component of the page's text it was rendered inside, when it is not used in the page itself. */
  inside?: string;
  uses: number[];
  /** Found in React's component stack: React was rendering it (it returned what React cannot render, or threw what is not an Error). */
  rendering?: true;
}

/**
 * The innermost component React was rendering when the page failed, with
 * the innermost of those around it that the page uses as a tag (the
 * component itself, or one it is rendered inside).
 */
function componentRendering(rendering: RenderingComponent[], body: string): FailedComponent | undefined {
  const [innermost] = rendering;
  if (!innermost) return undefined;
  const file = innermost.file === undefined ? undefined : path.relative(process.cwd(), innermost.file) + (innermost.line === undefined ? '' : `:${innermost.line}`);
  for (const component of rendering) {
    const uses = tagUses(component.name, body);
    if (uses.length > 0) return { name: innermost.name, ...(file ? { file } : {}), ...(component === innermost ? {} : { inside: component.name }), uses, rendering: true };
  }
  return { name: innermost.name, ...(file ? { file } : {}), uses: [], rendering: true };
}

/**
 * The component a rendering error was thrown in, and the lines of the page's
 * body (from 1) that use it: the site's own component of the innermost stack
 * frame in one of the site's modules (see site-modules.ts), with its file;
 * or else, for a component of docgen's theme (<Tabs> refusing two tabs with
 * one value), the innermost frame's function that the page uses as a tag.
 * Without it an author has the page alone to search.
 */
function throwingComponent(error: unknown, body: string): FailedComponent | undefined {
  const usesOf = (name: string) => tagUses(name, body);
  const site = innermostSiteFrame(error);
  if (site) {
    const where = path.relative(process.cwd(), site.file) + (site.line === undefined ? '' : `:${site.line}`);
    return { name: site.name, file: where, uses: usesOf(site.name) };
  }
  const innermost = [...stackFrames(error)].find((frame) => frame.name !== undefined && /^[A-Z][\w$]*$/.test(frame.name))?.name;
  const uses = innermost ? usesOf(innermost) : [];
  return uses.length > 0 ? { name: innermost!, uses } : undefined;
}
