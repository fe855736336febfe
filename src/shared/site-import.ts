// The site's own modules (its config, a sidebars module, its React pages, and
// the components and data files its MDX imports) are bundled by esbuild and
// imported from the bundle's code. So TypeScript, JSX and JSON load with no
// TypeScript loader in the process (registering tsx cost every command about
// 0.2 s), a load sees the files as they are now (an edited component or data
// file gives new code), and a module knows every file it was built from.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, transform, type BuildOptions, type Message, type Plugin } from 'esbuild';
import { firstLinePrefixLength, moduleGlobals, MODULE_GLOBALS_BANNER, MODULE_GLOBALS_DEFINE } from './module-globals.ts';
import { innermostSiteFrame } from './site-frames.ts';
import { siteFiles, SVG_MODULE, type AssetUrl } from './site-files.ts';
import { BuildError, type SourceLocation } from './errors.ts';

/** What an imported site module gives: its exports and every file it was built from. */
export interface SiteModule {
  exports: Record<string, unknown>;
  /** Absolute paths of the module and everything it imports (for rebuild invalidation). */
  inputs: string[];
  /** The stylesheets it and the modules it imports import, in order (a page that shows it puts them in its head). */
  styles: string[];
  /** The files its modules use (`url(./hero.png)` in their stylesheets, an imported image), which a page showing it publishes. */
  publishedFiles: string[];
}

/** A site module imported by itself: with a hash of its bundled code, which changes when any code it runs changes, a package's included. */
export interface ImportedSiteModule extends SiteModule {
  fingerprint: string;
}

// The site's modules must share docgen's React: a second copy would break
// hooks and context. Imports of React are pointed at the files docgen uses;
// a CommonJS package's require() of React (prism-react-renderer's, in a
// Docusaurus config) gets a module that imports them, as a bundle run from a
// data: URL has no require() of its own.
const require = createRequire(import.meta.url);
const SHARED_PACKAGES = /^(react|react-dom)(\/.*)?$/;
const SHARED_REQUIRE_NAMESPACE = 'docgen-shared-require';
const useDocgenReact: Plugin = {
  name: 'docgen-shared-react',
  setup(build) {
    build.onResolve({ filter: SHARED_PACKAGES }, (args) =>
      args.kind === 'require-call' ? { path: args.path, namespace: SHARED_REQUIRE_NAMESPACE } : { path: pathToFileURL(require.resolve(args.path)).href, external: true },
    );
    // Its imports come back to the resolver above, as imports.
    build.onLoad({ filter: /.*/, namespace: SHARED_REQUIRE_NAMESPACE }, (args) => ({ contents: `export * from ${JSON.stringify(args.path)};\nexport { default } from ${JSON.stringify(args.path)};`, loader: 'js' }));
  },
};

/** What the module wrapping an interactive component's module imports (see site-modules.ts). */
export const ISLAND_MODULE = 'docgen/island';

// docgen's own modules ('docgen', 'docgen/theme', and the component registry's
// '@theme/…' and '@docusaurus/…' modules, which site modules are given by
// site-modules.ts) are handed to site modules as the very objects the build
// uses, through a registry on globalThis: bundling their files again would
// make second copies of React contexts and of the translation catalogue. Each
// is imported when a site module first asks for it (the config needs no theme).
const DOCGEN_MODULES: Record<string, () => Promise<Record<string, unknown>>> = {
  docgen: () => import('../index.ts'),
  'docgen/theme': () => import('../theme/content/index.ts'),
  [SVG_MODULE]: () => import('../theme/content/svg-component.ts'),
  [ISLAND_MODULE]: () => import('../theme/content/site-island.tsx'),
};
/** The namespace of docgen's modules in a site module's bundle. */
export const DOCGEN_MODULE_NAMESPACE = 'docgen-shared';

async function docgenModule(specifier: string): Promise<Record<string, unknown>> {
  const named = DOCGEN_MODULES[specifier];
  if (named) return named();
  const { createImportableModules } = await import('../theme/content/registry.ts');
  const module = createImportableModules()[specifier];
  if (!module) throw new Error(`"${specifier}" is not one of docgen's modules.`);
  return module;
}
const SHARED_MODULES = Symbol.for('docgen.sharedModules');

/** An expression for one of docgen's modules in a site module's code: the very object the build uses, put where the code finds it. */
export async function sharedModuleExpression(specifier: string): Promise<string> {
  const registry = ((globalThis as Record<symbol, Record<string, unknown>>)[SHARED_MODULES] ??= {});
  registry[specifier] ??= await docgenModule(specifier);
  return `globalThis[Symbol.for('docgen.sharedModules')][${JSON.stringify(specifier)}]`;
}
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const shareDocgenModules: Plugin = {
  name: 'docgen-shared-modules',
  setup(build) {
    build.onResolve({ filter: /^docgen(\/theme|\/svg)?$/ }, (args) => ({ path: args.path, namespace: DOCGEN_MODULE_NAMESPACE }));
    build.onLoad({ filter: /.*/, namespace: DOCGEN_MODULE_NAMESPACE }, async (args) => {
      const exports = await docgenModule(args.path);
      return {
        // Each export read by a call marked pure, which esbuild leaves out when nothing uses it: the bundle names only what the module uses (see site-modules.ts).
        contents: [
          `const shared = ${await sharedModuleExpression(args.path)};`,
          'const read = (name) => shared[name];',
          ...Object.keys(exports)
            .filter((name) => IDENTIFIER.test(name) && name !== 'default')
            .map((name) => `export const ${name} = /* @__PURE__ */ read(${JSON.stringify(name)});`),
          ...('default' in exports ? ['export default shared.default;'] : []),
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

/** A site module bundled: its code, and every file it was built from. */
export interface BundledSiteModule {
  code: string;
  /** Absolute paths of the module and everything it bundles. */
  inputs: string[];
  /** The CSS it imports (`import styles from './x.module.css'`, `import './x.css'`), bundled, if any. */
  css?: string;
  /** The files it uses: those its CSS points at, and images and other files it imports (see site-files.ts). */
  publishedFiles: string[];
  /** docgen's modules it imports (`@theme/Tabs`, `@docusaurus/Link`, …), by their specifiers. */
  docgenModules: string[];
  /** The names it exports. */
  exportNames: string[];
}

/**
 * Bundles a site module. One that cannot be built is a BuildError at the file
 * and line esbuild names, or the BuildError a plugin threw (a module it
 * bundled in turn, see site-modules.ts).
 */
export async function bundleSiteModule(file: string, { plugins = [], assetUrl }: { plugins?: Plugin[]; assetUrl?: AssetUrl } = {}): Promise<BundledSiteModule> {
  const publishedFiles: string[] = [];
  const entry = entryOf(file);
  const result = await build({
    ...entry,
    bundle: true,
    write: false,
    // Where the outputs would be: CSS imported by the module is an output of its own. The
    // working folder, as without one, keeps the source map's paths relative to it.
    outdir: process.cwd(),
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    define: MODULE_GLOBALS_DEFINE,
    banner: { js: MODULE_GLOBALS_BANNER },
    // Stack traces of a module that throws name its own files and lines. The
    // map names them from the working folder, wherever the module's code runs from.
    sourcemap: 'inline',
    sourceRoot: `${pathToFileURL(process.cwd()).href}/`,
    sourcesContent: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [...(assetUrl ? [siteFiles(assetUrl, publishedFiles)] : []), ...plugins, useDocgenReact, shareDocgenModules, moduleGlobals],
  }).catch((error: { errors?: Message[] }) => {
    const first = error.errors?.[0];
    if (!first) throw error;
    if (first.detail instanceof BuildError) throw first.detail;
    throw new BuildError(first.text, locationOf(first, file));
  });
  // Files only: the shared modules (`docgen-shared:…`) are docgen's own, not the site's, a module
  // left to a file of its own (site-modules.ts) is another module's input, and a stylesheet's entry (entryOf) is no file.
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => (/^[\w-]+:/.test(input) ? undefined : path.resolve(input)))
    .filter((input): input is string => input !== undefined && input !== entry.stdin?.sourcefile);
  const docgenModules = Object.keys(result.metafile.inputs).flatMap((input) => (input.startsWith(`${DOCGEN_MODULE_NAMESPACE}:`) ? [input.slice(DOCGEN_MODULE_NAMESPACE.length + 1)] : []));
  const exportNames = Object.values(result.metafile.outputs).find((output) => output.entryPoint !== undefined)?.exports ?? [];
  const code = result.outputFiles.find((output) => output.path.endsWith('.js'))!.text;
  const bundledCss = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text;
  // Minified, which also drops the source map and the comments naming the files by their paths: a page holds it as it is.
  const css = bundledCss && (await transform(bundledCss, { loader: 'css', minify: true, legalComments: 'none' })).code.trim();
  return { code, inputs, ...(css ? { css } : {}), publishedFiles, docgenModules, exportNames };
}

/**
 * The module's entry for esbuild. A stylesheet a page imports itself
 * (`import styles from './x.module.css'`, `import './x.css'`) is bundled
 * through a line of JavaScript that imports it: as an entry of its own it
 * would give CSS and no module. A CSS module's class names are its exports.
 */
function entryOf(file: string): Pick<BuildOptions, 'entryPoints' | 'stdin'> {
  if (!file.endsWith('.css')) return { entryPoints: [file] };
  const specifier = JSON.stringify(`./${path.basename(file)}`);
  const contents = file.endsWith('.module.css') ? `export { default } from ${specifier};\nexport * from ${specifier};\n` : `import ${specifier};\n`;
  return { stdin: { contents, resolveDir: path.dirname(file), sourcefile: `${file}.js`, loader: 'js' } };
}

/** Counts the loads, which each need a URL of their own. */
let loads = 0;

/**
 * Bundles a site module and runs it, again at each load even if its code is
 * unchanged: a config or page may read files or the environment as it runs.
 * A module that throws as it runs is a BuildError naming the module's file.
 * Callers say what the module was.
 */
export async function importSiteModule(file: string): Promise<ImportedSiteModule> {
  const { code, inputs } = await bundleSiteModule(file);
  // A data: URL keeps the module out of the file system. The same code gives
  // the same URL, which Node runs once; a parameter of its own makes it new.
  const fingerprint = createHash('sha256').update(code).digest('hex');
  return { exports: await runSiteModule(`data:text/javascript;load=${++loads};base64,${Buffer.from(code).toString('base64')}`, file), inputs, styles: [], publishedFiles: [], fingerprint };
}

/** Runs a bundled site module from its URL; one that throws is a BuildError naming its file. */
export async function runSiteModule(url: string, file: string): Promise<Record<string, unknown>> {
  try {
    return (await import(url)) as Record<string, unknown>;
  } catch (error) {
    // Where it threw, when that is one of the site's files: the module's own, or one it imports.
    const frame = innermostSiteFrame(error);
    throw new BuildError((error as Error).message, frame ? { file: frame.file, line: frame.line, column: frame.column } : { file });
  }
}

/** Where esbuild's message points, in the module's own lines and columns (from 1). */
function locationOf(message: Message, entry: string): SourceLocation {
  const location = message.location;
  if (!location) return { file: entry };
  const file = path.resolve(location.file);
  // The first line of a module may start with docgen's declarations (see module-globals.ts).
  const shift = location.line === 1 ? firstLinePrefixLength(file) : 0;
  return { file, line: location.line, column: location.column - shift + 1 };
}
