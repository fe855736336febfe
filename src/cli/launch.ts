// Finds the command line's module for the launcher (bin/docgen.js) when
// docgen's compiled code for its present sources is not there yet: it makes
// that code (compiled-code.ts), or, where the code cannot be written, points
// at docgen's TypeScript. The launcher loads this module through tsx, and
// docgen's TypeScript in the second case; the compiled code it imports itself,
// outside tsx's namespace, or tsx would handle each of its imports too.
import { compiledCode, compiledEntry } from '../shared/compiled-code.ts';

/** The URL of the module whose `main(argv)` runs the command line, and whether it is TypeScript. */
export async function commandLineModule(): Promise<{ url: string; typeScript: boolean }> {
  const folder = await compiledCode();
  return folder ? { url: compiledEntry(folder, 'cli/index.ts'), typeScript: false } : { url: new URL('./index.ts', import.meta.url).href, typeScript: true };
}
