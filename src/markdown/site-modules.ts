import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { BuildError } from '../shared/errors.ts';
import { replaceFile } from '../shared/replace-file.ts';
import { isSiteSource, MODULE_FOLDER } from '../shared/site-frames.ts';
import { bundleSiteModule, DOCGEN_MODULE_NAMESPACE, runSiteModule, type SiteModule } from '../shared/site-import.ts';
import type { AssetUrl } from '../shared/site-files.ts';
import { resolveFile, type ImportResolver } from './imports/import-resolver.ts';

/**
 * docgen's component registry (`@theme/Tabs`, `@docusaurus/Link`, …), `@site/…`
 * and the site's aliases mean the same in its modules as in its pages: a
 * Docusaurus site's components import these too.
 */
function resolveSiteSpecifiers(resolver: ImportResolver): Plugin {
  return {
    name: 'docgen-site-specifiers',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (resolver.isRegistered(args.path)) return { path: args.path, namespace: DOCGEN_MODULE_NAMESPACE };
        const base = resolver.toPath(args.path, args.importer);
        if (!base) return undefined;
        const file = resolveFile(base);
        return file ? { path: file } : { errors: [{ text: `Cannot resolve "${args.path}": nothing exists at ${base}.` }] };
      });
    },
  };
}

/** A site module written as a file: its URL, and of it and the modules it imports, every file they were built from, their stylesheets and the files they use. */
interface WrittenModule {
  url: string;
  inputs: string[];
  styles: string[];
  publishedFiles: string[];
}

/**
 * Loads the site's own modules (React components, data files) that MDX pages
 * import. Each of the site's source files is a module of its own, bundled by
 * esbuild (see site-import.ts) with its imports of the site's other source
 * files left to their modules: two components that import one module (a
 * React context shared by a component and its children) share it, as they do
 * in a Docusaurus build. A module is built once per build, so the next build
 * sees the files as they are then, and a page knows which files it depends on.
 */
export class SiteModuleLoader {
  private readonly written = new Map<string, Promise<WrittenModule>>();
  private readonly loaded = new Map<string, Promise<SiteModule>>();
  /** For each module being built, the modules it waits for: a wait that would close a circle is not made. */
  private readonly waitsFor = new Map<string, Set<string>>();

  /** `assetUrl` gives the URLs of the files the modules use: their stylesheets' `url()`s and the images they import (see site-files.ts). */
  constructor(
    private readonly resolver: ImportResolver,
    private readonly assetUrl: AssetUrl,
  ) {}

  /** `what` names the module in an error (a page's component, or a React page), as the first to load it says. */
  load(file: string, what = 'this module'): Promise<SiteModule> {
    let module = this.loaded.get(file);
    if (!module) {
      module = this.write(file)
        .then(async ({ url, inputs, styles, publishedFiles }) => ({ exports: await runSiteModule(url, file), inputs, styles, publishedFiles }))
        .catch((error: unknown) => {
          throw error instanceof BuildError ? new BuildError(`Could not load ${what}: ${error.message}`, error.location) : error;
        });
      this.loaded.set(file, module);
    }
    return module;
  }

  private write(file: string): Promise<WrittenModule> {
    let module = this.written.get(file);
    if (!module) {
      module = this.bundle(file);
      this.written.set(file, module);
    }
    return module;
  }

  /**
   * The module of `file` for `importer`, or undefined where waiting for it
   * would close a circle of modules waiting for one another (an import
   * cycle): the importer then takes a copy of it.
   */
  private async moduleFor(importer: string, file: string): Promise<WrittenModule | undefined> {
    if (this.reaches(file, importer)) return undefined;
    const waits = this.waitsFor.get(importer) ?? new Set<string>();
    this.waitsFor.set(importer, waits.add(file));
    try {
      return await this.write(file);
    } finally {
      waits.delete(file);
      if (waits.size === 0) this.waitsFor.delete(importer);
    }
  }

  /** Whether `from` is `to` or waits, through others, for `to`. */
  private reaches(from: string, to: string): boolean {
    const seen = new Set<string>();
    const walk = (file: string): boolean => file === to || (!seen.has(file) && (seen.add(file), [...(this.waitsFor.get(file) ?? [])].some(walk)));
    return walk(from);
  }

  private async bundle(file: string): Promise<WrittenModule> {
    const imported: WrittenModule[] = [];
    const ownModules: Plugin = {
      name: 'docgen-site-own-modules',
      setup: (build) => {
        build.onResolve({ filter: /.*/ }, async (args) => {
          if (args.kind === 'entry-point' || args.pluginData === RESOLVING || !isSiteSource(args.importer)) return undefined;
          const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: RESOLVING });
          if (resolved.errors.length > 0 || resolved.external || !isSiteSource(resolved.path)) return undefined;
          const module = await this.moduleFor(file, resolved.path);
          if (!module) return undefined;
          imported.push(module);
          return { path: module.url, external: true };
        });
      },
    };
    const { code, inputs, css, publishedFiles } = await bundleSiteModule(file, { plugins: [ownModules, resolveSiteSpecifiers(this.resolver)], assetUrl: this.assetUrl });
    const all = (own: string[], key: 'inputs' | 'styles' | 'publishedFiles') => [...new Set([...imported.flatMap((module) => module[key]), ...own])];
    // The imported modules' styles first, as a bundle of them all would order them.
    return { url: await writeModuleFile(code), inputs: all(inputs, 'inputs'), styles: all(css ? [css] : [], 'styles'), publishedFiles: all(publishedFiles, 'publishedFiles') };
  }
}

/** Marks the resolution the plugin asks esbuild for, so that it does not answer it itself. */
const RESOLVING = Symbol('docgen-resolving');

/** Writes a module's code under its hash, whole (another docgen, or another compile worker, may be loading it), unless it is there. */
async function writeModuleFile(code: string): Promise<string> {
  const file = path.join(MODULE_FOLDER, `${createHash('sha256').update(code).digest('hex').slice(0, 32)}.mjs`);
  if (!existsSync(file)) await replaceFile(file, code);
  return pathToFileURL(file).href;
}
