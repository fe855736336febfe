import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { staticFileAt } from '../output/static-files.ts';
import { pathWithinBase } from '../content/url.ts';
import type { SourceFile } from '../content/types.ts';
import { setAdmonitionScheme } from '../markdown/admonition-types.ts';
import { AssetRegistry } from '../markdown/assets.ts';
import { knownFileFacts } from '../markdown/image-dimensions.ts';
import { markTruncation } from '../markdown/blog-truncate.ts';
import { needsMdx } from '../markdown/preprocess.ts';
import { mdxScopeOf, siteMdxComponentsOf, type MdxScope } from '../markdown/site-mdx-components.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../markdown/compile.ts';
import { deferredCodeFiller, deferringHighlighter } from '../markdown/deferred-code.ts';
import { getCodeHighlighter, type CodeHighlighter } from '../markdown/highlighter.ts';
import { ImportLoader } from '../markdown/imports/import-loader.ts';
import { ImportResolver } from '../markdown/imports/import-resolver.ts';
import { SiteModuleLoader } from '../markdown/site-modules.ts';
import { BuildError, BuildErrors, isAuthorError } from '../shared/errors.ts';
import { createReporter } from '../shared/logger.ts';
import { createImportableModules, createProvidedComponents } from '../theme/content/registry.ts';
import type { MarkdownPluginLists } from '../config/schema.ts';
import type { CompileEnvironment, CompileJob, CompileOutcome } from './compile-job.ts';
import { loadSitePlugins, pluginSetOf } from './site-plugins.ts';
import { pageLinkResolver, recordingLinkResolver } from './page-lookups.ts';

/** The in-thread compiler's stand-ins for code blocks: made for the process, so that no comment an author wrote can be taken for one. */
const IN_THREAD_CODE_MARKER = `docgen-code-${randomBytes(8).toString('hex')}`;

/** Compiles one page at a time with a shared highlighter; the same code runs in-thread and in workers. */
export class PageCompiler {
  /** A compiler for each plugin set with plugins (see site-plugins.ts), and under '' one without, each made when its first page comes. */
  private readonly compilers = new Map<string, MarkdownCompiler>();

  /** The components every MDX file gets without importing, the site's MDX components among them: loaded when the first page comes. */
  private provided: Promise<Record<string, unknown>> | undefined;

  private constructor(
    private readonly environment: CompileEnvironment,
    private readonly highlighter: CodeHighlighter,
    /** Makes a compiler, with the plugins of a set or without any, and the components MDX files get. */
    private readonly makeCompiler: (provided: Record<string, unknown>, plugins?: MarkdownPluginLists) => MarkdownCompiler,
    private readonly plugins: Map<string, MarkdownPluginLists>,
    /** The site's modules, bundled once per build and shared by the pages that import them. */
    private readonly siteModules: SiteModuleLoader,
    /** Which pages must be MDX for the site's MDX components. */
    private readonly mdxScope: MdxScope | undefined,
    /** In-thread, the page's code blocks are highlighted here once it is compiled; in a worker, the highlighting thread does it. */
    private readonly fillCode: ((html: string) => Promise<string>) | undefined,
  ) {}

  /** With `codeMarker`, code blocks are left for the highlighting thread (see deferred-code.ts). */
  static async create(environment: CompileEnvironment, { codeMarker }: { codeMarker?: string } = {}): Promise<PageCompiler> {
    // The thread's pages draw their admonitions as the site's Docusaurus did.
    setAdmonitionScheme(environment.admonitions);
    // In-thread too, a page's blocks are stand-ins filled once it is compiled: a grammar is read (asynchronously) before its first block, not while a component renders.
    const highlighter = deferringHighlighter(codeMarker ?? IN_THREAD_CODE_MARKER);
    const fillCode = codeMarker === undefined ? deferredCodeFiller(IN_THREAD_CODE_MARKER, await getCodeHighlighter(environment.codeThemes)) : undefined;
    const registry = createImportableModules();
    const { aliases, folders, onMissingImport } = environment.imports;
    const resolver = new ImportResolver({ registry: Object.keys(registry), aliases, folders, siteDir: environment.siteDir, contentDir: environment.contentDir });
    const imports = new ImportLoader(resolver, registry, onMissingImport);
    const { siteComponents } = environment;
    const scope = mdxScopeOf(siteComponents);
    const makeCompiler = (providedComponents: Record<string, unknown>, plugins?: MarkdownPluginLists) =>
      createMarkdownCompiler({ imports, providedComponents, ...(plugins ? { plugins } : {}), ...(siteComponents && scope ? { siteComponents: { file: siteComponents.file, scope } } : {}) });
    const plugins = environment.plugins ? await loadSitePlugins(environment.plugins) : new Map<string, MarkdownPluginLists>();
    return new PageCompiler(environment, highlighter, makeCompiler, plugins, new SiteModuleLoader(resolver, AssetRegistry.fileUrls(environment.baseUrl), environment.direction), scope, fillCode);
  }

  /** The compiler of the job's plugin set: the plain one when the set has no plugins. */
  private async compilerFor(job: CompileJob): Promise<MarkdownCompiler> {
    const provided = await this.providedComponents();
    const set = pluginSetOf(job.origin);
    const plugins = this.plugins.get(set);
    const key = plugins ? set : '';
    let compiler = this.compilers.get(key);
    if (!compiler) {
      compiler = this.makeCompiler(provided, plugins);
      this.compilers.set(key, compiler);
    }
    return compiler;
  }

  /** The build has read the site's MDX components already (see site-mdx-components.ts): here they are loaded for this thread's pages. */
  private providedComponents(): Promise<Record<string, unknown>> {
    const { siteComponents } = this.environment;
    return (this.provided ??= siteComponents
      ? this.siteModules.load(siteComponents.file, "the site's MDX components (mdx.components)").then(({ exports }) => createProvidedComponents(siteMdxComponentsOf(exports, siteComponents.file).own))
      : Promise.resolve(createProvidedComponents()));
  }

  /**
   * Compiles a group in order. The copies of a doc in several versions come
   * as one group, mostly with the same text: each is parsed once.
   */
  async runGroup(group: CompileJob[]): Promise<CompileOutcome[]> {
    const outcomes: CompileOutcome[] = [];
    for (const [index, job] of group.entries()) outcomes.push(await this.run(job, { textFollows: group[index + 1]?.file.body === job.file.body }));
    return outcomes;
  }

  async run(job: CompileJob, { textFollows = false } = {}): Promise<CompileOutcome> {
    const { baseUrl, siteDir, staticDirs, onBrokenMarkdownLinks, tableOfContents, site } = this.environment;
    const assets = new AssetRegistry(baseUrl);
    const dependencies = new Set<string>();
    const reporter = createReporter();
    const links = recordingLinkResolver(pageLinkResolver(this.environment, job));
    try {
      const result = await (await this.compilerFor(job))({
        file: job.origin && 'blogId' in job.origin ? { ...job.file, body: markTruncation(job.file.body, needsMdx(job.file.path, job.file.body, this.mdxScope), this.environment.blogTruncateMarkers?.[job.origin.blogId]) } : job.file,
        resolveMarkdownLink: links.resolve,
        onBrokenMarkdownLinks,
        resolveStaticFile: (url) => staticFileOf(url, staticDirs, baseUrl),
        assets,
        siteDir,
        loadSiteModule: (file) => this.siteModules.load(file),
        dependencies,
        highlighter: this.highlighter,
        magicComments: this.environment.magicComments,
        baseUrl,
        tableOfContents,
        site,
        ...(job.sidebarCategory ? { sidebarCategory: job.sidebarCategory } : {}),
        pagePath: job.path,
        reporter,
      }, { textFollows });
      if (this.fillCode) result.html = await this.fillCode(result.html);
      const image = frontMatterImageFile(job.file, assets);
      const entries = assets.entries();
      const filesRead = [...entries.map(([source]) => source), ...dependencies].flatMap((file) => {
        const facts = knownFileFacts(file);
        return facts ? [{ file, size: facts.size, mtimeMs: facts.mtimeMs, hash: facts.hash }] : [];
      });
      return { ok: true, result: image ? { ...result, image } : result, assets: entries, dependencies: [...dependencies], filesRead, linkLookups: links.lookups(), warnings: reporter.warnings };
    } catch (error) {
      if (!isAuthorError(error)) throw error;
      const errors = error instanceof BuildErrors ? error.errors : [error];
      return { ok: false, errors: errors.map(({ message, location }) => ({ message, location })), warnings: reporter.warnings };
    }
  }
}

/**
 * A front matter `image` beside the page (`./cover.png`, as Docusaurus reads
 * one: a value starting with `./` is a file to publish, any other a URL or a
 * path of the site), published with the page's images: its URL.
 */
function frontMatterImageFile(file: SourceFile, assets: AssetRegistry): string | undefined {
  const image = file.frontMatter.image;
  if (typeof image !== 'string' || !image.startsWith('./')) return undefined;
  const url = assets.add(path.resolve(path.dirname(file.path), decodeURI(image)));
  if (!url) throw new BuildError(`The front matter's image "${image}" names no file beside the page.`, { file: file.path, line: file.frontMatterLines.image });
  return url;
}

/**
 * The static folders' file for a root-relative URL in content, written with
 * the base URL or without it (`/img/a.png`, `/devdocs/img/a.png`), or
 * undefined when there is none.
 */
export function staticFileOf(url: string, staticDirs: readonly string[], baseUrl: string): string | undefined {
  const pathname = decodeURI(url);
  return staticFileAt(staticDirs, pathWithinBase(pathname, baseUrl) ?? pathname);
}
