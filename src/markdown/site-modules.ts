import type { Plugin } from 'esbuild';
import { BuildError } from '../shared/errors.ts';
import { importSiteModule, type SiteModule } from '../shared/site-import.ts';
import { resolveFile, type ImportResolver } from './imports/import-resolver.ts';

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
 * import (see site-import.ts), each once per build: a page knows which files
 * it depends on, and the next build sees them as they are then.
 */
export class SiteModuleLoader {
  private readonly loaded = new Map<string, Promise<SiteModule>>();
  private readonly plugins: Plugin[];

  constructor(resolver: ImportResolver) {
    this.plugins = [resolveSiteSpecifiers(resolver)];
  }

  load(file: string): Promise<SiteModule> {
    let module = this.loaded.get(file);
    if (!module) {
      module = importSiteModule(file, { plugins: this.plugins }).catch((error: unknown) => {
        throw error instanceof BuildError ? new BuildError(`Could not load this module: ${error.message}`, error.location) : error;
      });
      this.loaded.set(file, module);
    }
    return module;
  }
}
