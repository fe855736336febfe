// Finds the command line's module for the launcher (bin/docgen.js): docgen's
// compiled code (compiled-code.ts), or its TypeScript where that code cannot
// be written. The launcher's TypeScript loader (tsx, confined to a namespace)
// loads this module, the site's config and pages, and docgen's TypeScript in
// the second case; the compiled code is imported by the launcher itself,
// outside that namespace, or tsx would handle each of its imports too.
import { register } from 'node:module';
import { compiledCode, compiledEntry } from '../shared/compiled-code.ts';
import { setSiteImporter, type SiteImporter } from '../shared/site-import.ts';

/**
 * A site's config and pages import 'docgen' and 'docgen/theme': they must get
 * the very modules the compiled code runs (one React context, one registry),
 * not second copies loaded from the TypeScript. A resolve hook points those
 * imports at the compiled entries.
 */
function pointSiteImportsAt(folder: string): void {
  const targets = { docgen: compiledEntry(folder, 'index.ts'), 'docgen/theme': compiledEntry(folder, 'theme/content/index.ts') };
  const hooks = `const targets = ${JSON.stringify(targets)};
export async function resolve(specifier, context, next) {
  return Object.hasOwn(targets, specifier) ? { url: targets[specifier], shortCircuit: true } : next(specifier, context);
}`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}

/** The URL of the module whose `main(argv)` runs the command line, and whether it is TypeScript. */
export async function commandLineModule(importTypeScript: SiteImporter): Promise<{ url: string; typeScript: boolean }> {
  setSiteImporter(importTypeScript);
  const folder = await compiledCode();
  if (!folder) return { url: new URL('./index.ts', import.meta.url).href, typeScript: true };
  // So that a crash names docgen's TypeScript files and lines.
  process.setSourceMapsEnabled(true);
  pointSiteImportsAt(folder);
  return { url: compiledEntry(folder, 'cli/index.ts'), typeScript: false };
}
