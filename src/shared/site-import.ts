// The site's own modules (its config, its React pages) are TypeScript, which
// the launcher (src/cli/launch.ts) loads through tsx. Only they do: docgen's
// code runs compiled, and tsx handling every import of the process made the
// build's start 0.3 s slower.

import type { SourceLocation } from './errors.ts';

const SITE_IMPORTER = Symbol.for('docgen.importSiteModule');

export type SiteImporter = (url: string) => Promise<Record<string, unknown>>;

/** Set once by the launcher, before docgen's code runs. */
export function setSiteImporter(importer: SiteImporter): void {
  (globalThis as Record<symbol, unknown>)[SITE_IMPORTER] = importer;
}

/**
 * Imports a module of the site by URL: through the launcher's TypeScript
 * loader, or plainly where no launcher ran (tests, whose runner loads
 * TypeScript itself). The importer is kept on globalThis because the
 * launcher and the compiled code it starts are separate copies of this module.
 */
export function importSiteModule(url: string): Promise<Record<string, unknown>> {
  const importer = (globalThis as Record<symbol, SiteImporter | undefined>)[SITE_IMPORTER];
  return importer ? importer(url) : import(url);
}

/**
 * The syntax error behind a failed import of a site module, if that is what
 * it was: tsx rethrows esbuild's report as a message whose first line only
 * says "Transform failed with 1 error:", the error itself (file, line,
 * column, text) on the next.
 */
export function syntaxErrorOf(error: unknown): { text: string; location: SourceLocation } | undefined {
  const found = /^(.+?):(\d+):(\d+): ERROR: (.+)$/m.exec(error instanceof Error ? error.message : '');
  return found ? { text: found[4]!, location: { file: found[1], line: Number(found[2]), column: Number(found[3]) } } : undefined;
}
