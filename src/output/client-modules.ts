// A site's client modules (Docusaurus's clientModules): its own scripts and
// stylesheets, run on every page. They are bundled by each build that has
// them (tens of milliseconds, as the stylesheet is) into one script of the
// site's, which imports them in order and calls their `onRouteUpdate` and
// `onRouteDidUpdate`, as Docusaurus does: for the address the page loads at
// (with no previous location), then for each one the client router announces
// (ROUTE_UPDATE_EVENT), once the new page has rendered.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { BuildError } from '../shared/errors.ts';
import { ROUTE_UPDATE_EVENT } from '../shared/route-update.ts';
import { asBuildError, outputPath, outputsOf, sharedOptions, type BundledFile } from './client-bundle.ts';
import { mirroredStyles } from './rtl-styles.ts';

export interface ClientModulesBundle {
  files: BundledFile[];
  scripts: string[];
  styles: string[];
}

const ENTRY = 'client-modules.js';
const NAMESPACE = 'docgen-client-modules';

/** What a client module may import of Docusaurus's own: the one module about where it runs. */
const EXECUTION_ENVIRONMENT = `export default { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: typeof IntersectionObserver !== 'undefined', canUseViewport: true };`;

/**
 * The entry: each module imported in order (a stylesheet for its effect),
 * then the hooks called. A hook that throws is reported in the console, and
 * the others still run. `onRouteUpdate` may return a function, called once
 * the new page is there, which it already is.
 */
function entrySource(files: string[]): string {
  const modules: string[] = [];
  const imports = files.map((file) => {
    if (file.endsWith('.css')) return `import ${JSON.stringify(file)};`;
    modules.push(`module${modules.length}`);
    return `import * as ${modules.at(-1)} from ${JSON.stringify(file)};`;
  });
  return [
    ...imports,
    `const modules = [${modules.join(', ')}];`,
    'const at = (url) => { const { pathname, search, hash } = new URL(url, window.location.href); return { pathname, search, hash }; };',
    'const call = (hook, args) => { try { return hook(args); } catch (error) { console.error(error); } };',
    'const update = (current, previous) => {',
    '  const args = { location: current, previousLocation: previous };',
    '  const after = modules.map((module) => typeof module.onRouteUpdate === "function" ? call(module.onRouteUpdate, args) : undefined);',
    '  for (const module of modules) if (typeof module.onRouteDidUpdate === "function") call(module.onRouteDidUpdate, args);',
    '  for (const callback of after) if (typeof callback === "function") call(callback);',
    '};',
    'update(at(window.location.href), null);',
    `window.addEventListener(${JSON.stringify(ROUTE_UPDATE_EVENT)}, (event) => update(at(window.location.href), at(event.detail.previousUrl)));`,
  ].join('\n');
}

function clientModulesEntry(files: string[], siteDir: string): Plugin {
  return {
    name: 'docgen-client-modules',
    setup(build) {
      build.onResolve({ filter: /^docgen-client-modules$/ }, () => ({ path: ENTRY, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: entrySource(files), loader: 'js', resolveDir: siteDir }));
      build.onResolve({ filter: /^@docusaurus\/ExecutionEnvironment$/ }, () => ({ path: 'ExecutionEnvironment', namespace: `${NAMESPACE}-environment` }));
      build.onLoad({ filter: /.*/, namespace: `${NAMESPACE}-environment` }, () => ({ contents: EXECUTION_ENVIRONMENT, loader: 'js' }));
      // Docusaurus's theme and client API live in its React app, which a client module does not run in here.
      build.onResolve({ filter: /^(@docusaurus|@theme|@generated)\// }, (args) => ({
        errors: [{ text: `A client module runs in the browser beside docgen's own code, which has no "${args.path}": it may import the site's files and packages, and @docusaurus/ExecutionEnvironment.` }],
      }));
    },
  };
}

/**
 * The site's client modules (paths relative to its folder) as one script
 * and, when they import stylesheets, one stylesheet (mirrored for a locale
 * written right to left, as the theme's is); undefined for none.
 */
export async function bundleClientModules(baseUrl: string, modules: string[], siteDir: string, configPath: string, direction: 'ltr' | 'rtl' = 'ltr'): Promise<ClientModulesBundle | undefined> {
  if (modules.length === 0) return undefined;
  const files = modules.map((module) => path.resolve(siteDir, module));
  const missing = files.find((file) => !existsSync(file));
  if (missing) throw new BuildError(`The client module ${missing} does not exist (clientModules).`, { file: configPath });
  const result = await build({
    ...sharedOptions(baseUrl),
    entryPoints: { 'client-modules': 'docgen-client-modules' },
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [clientModulesEntry(files, siteDir), ...(direction === 'rtl' ? [mirroredStyles()] : [])],
  }).catch(asBuildError);
  const [[script, output] = []] = outputsOf(result.metafile, `${NAMESPACE}:${ENTRY}`);
  const url = (file: string) => `${baseUrl}${outputPath(file)}`;
  return {
    files: result.outputFiles.map((file) => ({ path: outputPath(file.path), contents: file.contents })),
    scripts: script ? [url(script)] : [],
    styles: output?.cssBundle ? [url(output.cssBundle)] : [],
  };
}
