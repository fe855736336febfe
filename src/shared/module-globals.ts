// What a site module may use of its own file when it runs from a bundle, as
// Node gives a module run from its file: `import.meta` (url, filename,
// dirname), and CommonJS's `__dirname`, `__filename`, `require.resolve()` and
// `require()` of Node's own modules. A Docusaurus config uses all of the
// latter (`require.resolve('./sidebars.js')`, `require('path')`), and a
// bundle run from a data: URL has none of them.
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, Plugin } from 'esbuild';

// A .js file may hold JSX, as Docusaurus's own pages and components do (its template's src/pages/index.js).
const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'jsx', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };

const IMPORT_META = '__docgenImportMeta';
/** As long as `require.resolve`, so that a call's columns stay where they are in the file. */
const RESOLVE = '__docgenResolve';
/** The bundle's import of Node's createRequire, which each module resolving a path uses for its own file. */
const CREATE_REQUIRE = '__docgenCreateRequire';

/** For the bundle's `banner`: what the modules' declarations use. */
export const MODULE_GLOBALS_BANNER = `import { createRequire as ${CREATE_REQUIRE} } from 'node:module';`;

/** For the bundle's `define`. */
export const MODULE_GLOBALS_DEFINE = { 'import.meta': IMPORT_META };

/**
 * The declarations put before a module's first line (to keep its line
 * numbers), of what it uses and does not declare itself; `''` for none.
 * Each file's are remembered for the columns of errors on that line.
 */
const prefixes = new Map<string, string>();

function declarationsFor(file: string, text: string): string {
  const declarations: string[] = [];
  if (text.includes('import.meta')) declarations.push(`const ${IMPORT_META} = ${JSON.stringify({ url: pathToFileURL(file).href, filename: file, dirname: path.dirname(file) })};`);
  if (uses(text, DIRNAME)) declarations.push(`const __dirname = ${JSON.stringify(path.dirname(file))};`);
  if (uses(text, FILENAME)) declarations.push(`const __filename = ${JSON.stringify(file)};`);
  if (text.includes('require.resolve(')) declarations.push(`const ${RESOLVE} = ${CREATE_REQUIRE}(${JSON.stringify(pathToFileURL(file).href)}).resolve;`);
  return declarations.join('');
}

/** A CommonJS global: where a module reads it, and where it declares its own (an ES module may make `__dirname` from import.meta). */
interface ModuleGlobal {
  read: RegExp;
  declared: RegExp;
}

const moduleGlobal = (name: string): ModuleGlobal => ({ read: new RegExp(`\\b${name}\\b`), declared: new RegExp(`\\b(?:const|let|var|function)\\s+${name}\\b`) });
const DIRNAME = moduleGlobal('__dirname');
const FILENAME = moduleGlobal('__filename');

/** Whether the module reads the global without declaring it. */
function uses(text: string, global: ModuleGlobal): boolean {
  return global.read.test(text) && !global.declared.test(text);
}

/** How many characters of the module's first line docgen put before it. */
export function firstLinePrefixLength(file: string): number {
  return prefixes.get(file)?.length ?? 0;
}

const BUILTIN = new RegExp(`^(?:node:)?(?:${builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})$`);
const BUILTIN_NAMESPACE = 'docgen-node-builtin';

export const moduleGlobals: Plugin = {
  name: 'docgen-module-globals',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const prefix = declarationsFor(args.path, text);
      prefixes.set(args.path, prefix);
      const contents = prefix ? `${prefix}${text.replaceAll('require.resolve(', `${RESOLVE}(`)}` : text;
      return { contents, loader: LOADERS[path.extname(args.path)] ?? 'js' };
    });
    // `require('path')`: an import of Node's module, which the bundle's require() then gives (an import is left to Node as it is).
    build.onResolve({ filter: BUILTIN }, (args) => (args.kind === 'require-call' ? { path: args.path, namespace: BUILTIN_NAMESPACE } : undefined));
    build.onLoad({ filter: /.*/, namespace: BUILTIN_NAMESPACE }, (args) => {
      const specifier = JSON.stringify(args.path.startsWith('node:') ? args.path : `node:${args.path}`);
      return { contents: `export * from ${specifier};\nexport { default } from ${specifier};`, loader: 'js' };
    });
  },
};
