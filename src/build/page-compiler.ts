import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from '../content/types.ts';
import { AssetRegistry } from '../markdown/assets.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../markdown/compile.ts';
import { getCodeHighlighter, type CodeHighlighter } from '../markdown/highlighter.ts';
import { SiteModuleLoader } from '../markdown/site-modules.ts';
import type { MarkdownResult } from '../markdown/types.ts';
import type { LinkPolicy } from '../config/schema.ts';
import { BuildError, type SourceLocation } from '../shared/errors.ts';
import { createReporter, type Warning } from '../shared/logger.ts';
import { createImportableModules, createProvidedComponents } from '../theme/content/registry.ts';
import { createMarkdownLinkResolver, type LinkTargets, type PageOrigin } from './markdown-link-resolver.ts';

/** Everything compiling needs besides the page itself; plain data, sent once to each worker. */
export interface CompileEnvironment {
  baseUrl: string;
  siteDir: string;
  staticDir: string;
  codeThemes: { light: string; dark: string };
  linkTargets: LinkTargets;
  onBrokenMarkdownLinks: LinkPolicy;
}

export interface CompileJob {
  file: SourceFile;
  origin?: PageOrigin;
}

export type CompileOutcome =
  | { ok: true; result: MarkdownResult; assets: [string, string][]; dependencies: string[]; warnings: Warning[] }
  | { ok: false; error: { message: string; location: SourceLocation }; warnings: Warning[] };

/** Compiles one page at a time with a shared highlighter; the same code runs in-thread and in workers. */
export class PageCompiler {
  /** The site's modules, bundled once per build and shared by the pages that import them. */
  private readonly siteModules = new SiteModuleLoader();

  private constructor(
    private readonly environment: CompileEnvironment,
    private readonly highlighter: CodeHighlighter,
    private readonly compile: MarkdownCompiler,
  ) {}

  static async create(environment: CompileEnvironment): Promise<PageCompiler> {
    const highlighter = await getCodeHighlighter(environment.codeThemes);
    const compile = createMarkdownCompiler({ modules: createImportableModules(highlighter), providedComponents: createProvidedComponents() });
    return new PageCompiler(environment, highlighter, compile);
  }

  async run(job: CompileJob): Promise<CompileOutcome> {
    const { baseUrl, siteDir, staticDir, linkTargets, onBrokenMarkdownLinks } = this.environment;
    const assets = new AssetRegistry(baseUrl);
    const dependencies = new Set<string>();
    const reporter = createReporter();
    try {
      const result = await this.compile({
        file: job.file,
        resolveMarkdownLink: createMarkdownLinkResolver(linkTargets, job.origin, job.file.path),
        onBrokenMarkdownLinks,
        resolveStaticFile: (url) => {
          const candidate = path.join(staticDir, decodeURI(url).replace(baseUrl, '/'));
          return candidate.startsWith(staticDir) && existsSync(candidate) ? candidate : undefined;
        },
        assets,
        siteDir,
        loadSiteModule: (file) => this.siteModules.load(file),
        dependencies,
        highlighter: this.highlighter,
        reporter,
      });
      return { ok: true, result, assets: assets.entries(), dependencies: [...dependencies], warnings: reporter.warnings };
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      return { ok: false, error: { message: error.message, location: error.location }, warnings: reporter.warnings };
    }
  }
}
