import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { BuildError } from '../shared/errors.ts';
import { replaceFile } from '../shared/replace-file.ts';
import { isSiteSource, MODULE_FOLDER } from '../shared/site-frames.ts';
import { mirroredStyles } from '../output/rtl-styles.ts';
import { bundleSiteModule, DOCGEN_MODULE_NAMESPACE, ISLAND_MODULE, runSiteModule, sharedModuleExpression, type SiteModule } from '../shared/site-import.ts';
import { BUILD_ONLY_HOOKS, INTERACTIVE_CODE, ISLAND_DOCUSAURUS_MODULES } from '../shared/site-islands.ts';
import { SVG_MODULE, type AssetUrl } from '../shared/site-files.ts';
import type { ImportOptions } from '../build/import-options.ts';
import { createImportableModules } from '../theme/content/registry.ts';
import { AssetRegistry } from './assets.ts';
import { ImportResolver, resolveFile } from './imports/import-resolver.ts';

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
  /** What importers get: for an interactive component's module, the module wrapping its components as islands. */
  url: string;
  /** The module's own code. */
  ownUrl: string;
  inputs: string[];
  styles: string[];
  publishedFiles: string[];
  /** docgen's modules it and the modules it imports import. */
  docgenModules: string[];
  /** The hooks of those modules that answer from the build alone (see site-islands.ts) that it and the modules it imports use. */
  buildOnlyHooks: string[];
  /** Its own exports' names. */
  exportNames: string[];
  /** The modules it, or a module it imports, imports through a forwarder (see SiteModuleLoader.forwarder), which import it in turn. */
  cycleTargets: string[];
  /** Its own code has state, effects or event handlers (see site-islands.ts). */
  interactive: boolean;
}

/**
 * Loads the site's own modules (React components, data files) that MDX pages
 * import. Each of the site's source files is a module of its own, bundled by
 * esbuild (see site-import.ts) with its imports of the site's other source
 * files left to their modules: two components that import one module (a
 * React context shared by a component and its children) share it, as they do
 * in a Docusaurus build, modules that import one another in a circle too
 * (see forwarder). A module is built once per build, so the next build
 * sees the files as they are then, and a page knows which files it depends on.
 */
export class SiteModuleLoader {
  private readonly written = new Map<string, Promise<WrittenModule>>();
  private readonly loaded = new Map<string, Promise<SiteModule & { interactive: boolean }>>();
  /** For each module being built, the modules it waits for: a wait that would close a circle is not made. */
  private readonly waitsFor = new Map<string, Set<string>>();
  /** The forwarding modules of this build, by the file each forwards to. */
  private readonly forwarders = new Map<string, { url: string; written: Promise<void> }>();
  /** Names this build's forwarding modules, which are made anew by each build. */
  private readonly nonce = randomBytes(8).toString('hex');

  /**
   * `assetUrl` gives the URLs of the files the modules use: their stylesheets'
   * `url()`s and the images they import (see site-files.ts). For a locale
   * written right to left, the stylesheets they import are mirrored, as the
   * theme's are (see rtl-styles.ts).
   */
  constructor(
    private readonly resolver: ImportResolver,
    private readonly assetUrl: AssetUrl,
    private readonly direction: 'ltr' | 'rtl' = 'ltr',
  ) {}

  /**
   * `what` names the module in an error (a page's component, or a React
   * page), as the first to load it says. A React page's own module is loaded
   * as it is (`{ page: true }`): its component is the page, not an island in it.
   */
  load(file: string, what = 'this module', { page = false }: { page?: boolean } = {}): Promise<SiteModule & { interactive: boolean }> {
    const key = page ? `page:${file}` : file;
    let module = this.loaded.get(key);
    if (!module) {
      module = this.write(file)
        .then(async (written) => {
          // The modules it reaches through forwarders: their files written before Node links them, and what they were made from counts too.
          const cycles = await this.cycleModules(written);
          const merged = (key: 'inputs' | 'styles' | 'publishedFiles') => [...new Set([...written[key], ...cycles.flatMap((module) => module[key])])];
          return { exports: await runSiteModule(page ? written.ownUrl : written.url, file), inputs: merged('inputs'), styles: merged('styles'), publishedFiles: merged('publishedFiles'), interactive: written.interactive };
        })
        .catch((error: unknown) => {
          throw error instanceof BuildError ? new BuildError(`Could not load ${what}: ${error.message}`, error.location) : error;
        });
      this.loaded.set(key, module);
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

  /** The modules `written` reaches through forwarders, and those they reach in turn, once each forwarder is written. */
  private async cycleModules(written: WrittenModule): Promise<WrittenModule[]> {
    const reached = new Map<string, WrittenModule>();
    let next = written.cycleTargets;
    while (next.length > 0) {
      const targets = next.filter((target) => !reached.has(target));
      const modules = await Promise.all(targets.map(async (target) => (await this.forwarder(target).written, this.write(target))));
      modules.forEach((module, index) => reached.set(targets[index]!, module));
      next = modules.flatMap((module) => module.cycleTargets);
    }
    return [...reached.values()];
  }

  /**
   * A module that forwards to `file`'s, for an import that closes a circle of
   * modules importing one another (a folder's index that re-exports a
   * component that imports the index): `file`'s URL names its code, so it is
   * known once its bundle is done, which waits for this import's. Node links
   * the circle through it as it links any: each module is loaded once, and a
   * React context the circle's modules share is one. Named by the build.
   */
  private forwarder(file: string): { url: string; written: Promise<void> } {
    let forwarder = this.forwarders.get(file);
    if (!forwarder) {
      const forwarding = path.join(MODULE_FOLDER, `forward-${this.nonce}-${createHash('sha256').update(file).digest('hex').slice(0, 16)}.mjs`);
      const written = this.write(file).then(({ url, exportNames }) => {
        const target = JSON.stringify(url);
        return replaceFile(forwarding, [`export * from ${target};`, ...(exportNames.includes('default') ? [`export { default } from ${target};`] : [])].join('\n'));
      });
      written.catch(() => {}); // awaited by the pages that load a module importing it
      forwarder = { url: pathToFileURL(forwarding).href, written };
      this.forwarders.set(file, forwarder);
    }
    return forwarder;
  }

  /**
   * The module of `file` for `importer`, or undefined where waiting for it
   * would close a circle of modules waiting for one another (an import
   * cycle): the importer then imports it through a forwarder.
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
    const cycleTargets: string[] = [];
    const ownModules: Plugin = {
      name: 'docgen-site-own-modules',
      setup: (build) => {
        build.onResolve({ filter: /.*/ }, async (args) => {
          if (args.kind === 'entry-point' || args.pluginData === RESOLVING || !isSiteSource(args.importer)) return undefined;
          const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: RESOLVING });
          if (resolved.errors.length > 0 || resolved.external || !isSiteSource(resolved.path)) return undefined;
          const module = await this.moduleFor(file, resolved.path);
          if (!module) {
            cycleTargets.push(resolved.path);
            return { path: this.forwarder(resolved.path).url, external: true };
          }
          imported.push(module);
          return { path: module.url, external: true };
        });
      },
    };
    const { code, inputs, css, publishedFiles, docgenModules, exportNames } = await bundleSiteModule(file, { plugins: [ownModules, resolveSiteSpecifiers(this.resolver), ...(this.direction === 'rtl' ? [mirroredStyles()] : [])], assetUrl: this.assetUrl });
    const all = (own: string[], key: 'inputs' | 'styles' | 'publishedFiles' | 'docgenModules' | 'buildOnlyHooks' | 'cycleTargets') => [...new Set([...imported.flatMap((module) => module[key]), ...own])];
    // Found in the bundled code, where each export of docgen's modules that the module uses is read by its name (see site-import.ts).
    const buildOnlyHooks = BUILD_ONLY_HOOKS.filter((hook) => code.includes(`(${JSON.stringify(hook)})`));
    const ownUrl = await writeModuleFile(code);
    const interactive = INTERACTIVE_CODE.test(code);
    const written = { ownUrl, inputs: all(inputs, 'inputs'), styles: all(css ? [css] : [], 'styles'), publishedFiles: all(publishedFiles, 'publishedFiles'), docgenModules: all(docgenModules, 'docgenModules'), buildOnlyHooks: all(buildOnlyHooks, 'buildOnlyHooks'), exportNames, cycleTargets: all(cycleTargets, 'cycleTargets'), interactive };
    // The imported modules' styles first, as a bundle of them all would order them.
    return { ...written, url: interactive ? await writeModuleFile(await this.islandsModule(file, ownUrl, exportNames, [...written.docgenModules, ...written.buildOnlyHooks])) : ownUrl };
  }

  /**
   * The module an interactive component's module is imported as: each of its
   * components wrapped as an island (see site-island.tsx), named by the
   * module's path from the site's folder; one that imports a docgen module
   * with no browser version (or one of its hooks that answer from the build
   * alone) is rendered once, with a warning saying which. `used`: docgen's
   * modules, and those hooks, that the module and those it imports use.
   */
  private async islandsModule(file: string, ownUrl: string, exportNames: string[], used: string[]): Promise<string> {
    const id = path.relative(this.resolver.siteDir, file).split(path.sep).join('/');
    // An imported SVG's component has a browser version too.
    const buildOnly = used.filter((specifier) => specifier !== SVG_MODULE && !(ISLAND_DOCUSAURUS_MODULES as readonly string[]).includes(specifier));
    const staticBecause = buildOnly.length > 0 ? `it imports ${buildOnly.join(', ')}, which ${buildOnly.length === 1 ? 'exists' : 'exist'} only in the build` : undefined;
    const wrap = (name: string) => `island(own[${JSON.stringify(name)}], ${JSON.stringify(id)}, ${JSON.stringify(name)}${staticBecause ? `, ${JSON.stringify(staticBecause)}` : ''})`;
    const lines = [`import * as own from ${JSON.stringify(ownUrl)};`, `const { island } = ${await sharedModuleExpression(ISLAND_MODULE)};`];
    // A name no code can import by (`export { x as 'a-b' }`) is left out.
    for (const name of exportNames.filter((exported) => /^[A-Za-z_$][\w$]*$/.test(exported))) {
      // Components are capitalised (hooks and helpers pass through as they are).
      const value = name === 'default' || /^[A-Z]/.test(name) ? wrap(name) : `own[${JSON.stringify(name)}]`;
      lines.push(name === 'default' ? `export default ${value};` : `export const ${name} = ${value};`);
    }
    return lines.join('\n');
  }
}

/** A loader of the site's modules for the build's own thread (React pages, the site's MDX components), with the mapping pages import with. */
export function siteModuleLoaderFor({ imports, siteDir, contentDir, baseUrl, direction }: { imports: ImportOptions; siteDir: string; contentDir: string; baseUrl: string; direction: 'ltr' | 'rtl' }): SiteModuleLoader {
  const resolver = new ImportResolver({ registry: Object.keys(createImportableModules()), aliases: imports.aliases, folders: imports.folders, siteDir, contentDir });
  return new SiteModuleLoader(resolver, AssetRegistry.fileUrls(baseUrl), direction);
}

/** Marks the resolution the plugin asks esbuild for, so that it does not answer it itself. */
const RESOLVING = Symbol('docgen-resolving');

/** Writes a module's code under its hash, whole (another docgen, or another compile worker, may be loading it), unless it is there. */
async function writeModuleFile(code: string): Promise<string> {
  const file = path.join(MODULE_FOLDER, `${createHash('sha256').update(code).digest('hex').slice(0, 32)}.mjs`);
  if (!existsSync(file)) await replaceFile(file, code);
  return pathToFileURL(file).href;
}
