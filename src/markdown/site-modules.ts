import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';
import escapeRegExp from 'lodash-es/escapeRegExp.js';
import { BuildError } from '../shared/errors.ts';
import { resolveFile, type ImportResolver } from './imports/import-resolver.ts';

/** What an imported site module gives a page: its exports and every file it was built from. */
export interface SiteModule {
  exports: Record<string, unknown>;
  /** Absolute paths of the module and everything it imports (for rebuild invalidation). */
  inputs: string[];
}

// The site's components must share docgen's React: a second copy would break
// hooks and context. Imports of React are pointed at the files docgen uses.
const require = createRequire(import.meta.url);
const SHARED_PACKAGES = /^(react|react-dom)(\/.*)?$/;
const useDocgenReact: Plugin = {
  name: 'docgen-shared-react',
  setup(build) {
    build.onResolve({ filter: SHARED_PACKAGES }, (args) => ({ path: pathToFileURL(require.resolve(args.path)).href, external: true }));
  },
};

// docgen's own modules (`docgen/theme`) are handed to site modules as the very
// objects the build uses, through a registry on globalThis: importing their
// TypeScript files again would make second copies of contexts, and would need
// a TypeScript loader wherever the build runs.
const SHARED_MODULES = Symbol.for('docgen.sharedModules');
type SharedModules = Record<string, Record<string, unknown>>;

function shareDocgenModules(modules: SharedModules): Plugin {
  (globalThis as Record<symbol, unknown>)[SHARED_MODULES] = modules;
  const names = Object.keys(modules).map(escapeRegExp);
  return {
    name: 'docgen-shared-modules',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(${names.join('|')})$`) }, (args) => ({ path: args.path, namespace: 'docgen-shared' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-shared' }, (args) => ({
        contents: [
          `const shared = globalThis[Symbol.for('docgen.sharedModules')][${JSON.stringify(args.path)}];`,
          ...Object.keys(modules[args.path]!).map((name) => `export const ${name} = shared.${name};`),
        ].join('\n'),
        loader: 'js',
      }));
    },
  };
}

/** `@site/…` and the site's aliases mean the same in its modules as in its pages. */
function resolveSiteSpecifiers(resolver: ImportResolver): Plugin {
  return {
    name: 'docgen-site-specifiers',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const base = resolver.toPath(args.path, args.importer);
        if (!base) return undefined;
        const file = resolveFile(base);
        return file ? { path: file } : { errors: [{ text: `Cannot resolve "${args.path}": nothing exists at ${base}.` }] };
      });
    },
  };
}

/**
 * Loads the site's own modules (React components, data files) that MDX pages
 * import. Each module is bundled with esbuild, so TypeScript, JSX and JSON
 * work and the result reflects the files as they are now: an edited component
 * or data file gives new code, and a page knows which files it depends on.
 */
export class SiteModuleLoader {
  private readonly loaded = new Map<string, Promise<SiteModule>>();
  private readonly plugins: Plugin[];

  constructor(resolver: ImportResolver, sharedModules: SharedModules) {
    this.plugins = [useDocgenReact, shareDocgenModules(sharedModules), resolveSiteSpecifiers(resolver)];
  }

  load(file: string): Promise<SiteModule> {
    let module = this.loaded.get(file);
    if (!module) {
      module = this.bundleAndImport(file);
      this.loaded.set(file, module);
    }
    return module;
  }

  private async bundleAndImport(file: string): Promise<SiteModule> {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      metafile: true,
      logLevel: 'silent',
      plugins: this.plugins,
    }).catch((error: { errors?: Message[] }) => {
      const first = error.errors?.[0];
      if (!first) throw error;
      throw new BuildError(`Could not build this module: ${first.text}`, {
        file: first.location ? path.resolve(first.location.file) : file,
        line: first.location?.line,
        column: first.location ? first.location.column + 1 : undefined,
      });
    });
    const code = result.outputFiles[0]!.text;
    // Files only: the shared modules (`docgen-shared:…`) are docgen's own, not the site's.
    const inputs = Object.keys(result.metafile.inputs).filter((input) => !/^[\w-]+:/.test(input)).map((input) => path.resolve(input));
    let exports: Record<string, unknown>;
    try {
      // A data: URL keeps the module out of the file system; the same code gives the same URL, so unchanged modules are not evaluated twice.
      exports = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;
    } catch (error) {
      throw new BuildError(`Could not load this module: ${(error as Error).message}`, { file });
    }
    return { exports, inputs };
  }
}
