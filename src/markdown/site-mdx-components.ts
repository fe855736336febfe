// The site's own MDX components (mdx.components; a Docusaurus site's
// src/theme/MDXComponents): a module whose default export is the map MDX
// renders pages with, the theme's spread into it and the site's added
// (`{ ...MDXComponents, Highlight, a: MyLink }`). Its components are used by
// every page without an import, and its elements replace the theme's.
import escapeRegExp from 'lodash-es/escapeRegExp.js';
import { lineOfKeyPath } from '../content/source-line.ts';
import { BuildError } from '../shared/errors.ts';
import type { Reporter } from '../shared/logger.ts';
import { KEYS_DOCGEN_RENDERS, KEYS_USED_IN_PART, THEME_MDX_COMPONENTS } from '../theme/content/mdx-components.tsx';
import { isComponent } from '../theme/content/site-island.tsx';
import { resolveFile } from './imports/import-resolver.ts';
import type { SiteModuleLoader } from './site-modules.ts';

/** What compiling needs to know of the site's MDX components before it loads them: plain data, sent to each compile worker. */
export interface SiteMdxComponents {
  /** The module, its path absolute. */
  file: string;
  /** The components of its own that pages use without importing them (`<Highlight>`). */
  globals: string[];
  /** The elements it renders its own way (`a`, `img`). */
  elements: string[];
}

/** The site's entries that differ from the theme's, by kind, and what it should know about them. */
interface SiteMap {
  own: Record<string, unknown>;
  globals: string[];
  elements: string[];
  warnings: string[];
}

const COMPONENT_NAME = /^[A-Z][\w$]*$/;
const ELEMENT_NAME = /^[a-z][\w-]*$/;

const kindOf = (value: unknown) =>
  value === null || value === undefined ? String(value) : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;

/** Reads the module's exports: a BuildError at its file for anything MDX could not render with. */
export function siteMdxComponentsOf(exports: Record<string, unknown>, file: string): SiteMap {
  const map = exports.default;
  if (typeof map !== 'object' || map === null || Array.isArray(map) || '$$typeof' in map) {
    throw new BuildError(
      "The site's MDX components must be its module's default export, an object of components by name, as Docusaurus's src/theme/MDXComponents is: export default { ...MDXComponents, Highlight }, with MDXComponents imported from '@theme-original/MDXComponents'.",
      { file },
    );
  }
  const site: SiteMap = { own: {}, globals: [], elements: [], warnings: [] };
  for (const [key, value] of Object.entries(map)) {
    // The theme's own, spread in: the pages have it already.
    if (THEME_MDX_COMPONENTS[key] === value) continue;
    const at = { file, line: lineOfKeyPath(file, [key]) };
    // A string names an element to render instead (`{ em: 'i' }`), as MDX allows.
    if (typeof value !== 'string' && !isComponent(value)) throw new BuildError(`The site's MDX components: "${key}" is ${kindOf(value)}, not a component.`, at);
    if (COMPONENT_NAME.test(key)) site.globals.push(key);
    else if (ELEMENT_NAME.test(key)) {
      const unused = KEYS_DOCGEN_RENDERS[key];
      const inPart = KEYS_USED_IN_PART[key];
      if (unused) site.warnings.push(`The site's MDX components: "${key}" is not used: ${unused}.`);
      else site.elements.push(key);
      if (inPart) site.warnings.push(`The site's MDX components: "${key}" is used, but ${inPart}.`);
    } else {
      throw new BuildError(`The site's MDX components: "${key}" is not a name a page can use: a component's is capitalised (Highlight), an element's in lower case (a, img).`, at);
    }
    site.own[key] = value;
  }
  return site;
}

/**
 * Loads the site's MDX components in the build's own thread, before any page
 * is compiled: a module that fails, or exports something else, is one error
 * at its file rather than one on every page; and compiling needs the names.
 */
export async function loadSiteMdxComponents(
  configured: string,
  { configPath, loader, reporter }: { configPath: string; loader: SiteModuleLoader; reporter: Reporter },
): Promise<SiteMdxComponents> {
  const file = resolveFile(configured);
  if (!file) throw new BuildError(`mdx.components: nothing exists at ${configured}.`, { file: configPath, line: lineOfKeyPath(configPath, ['mdx', 'components']) });
  const module = await loader.load(file, "the site's MDX components (mdx.components)");
  const { globals, elements, warnings } = siteMdxComponentsOf(module.exports, file);
  for (const warning of warnings) reporter.warn(warning, { file });
  return { file, globals, elements };
}

/** Which Markdown pages must be compiled as MDX because of the site's MDX components. */
export interface MdxScope {
  /** Every one: the site renders an element its own way, as Docusaurus renders every page with its components. */
  everyFile: boolean;
  /** Ones that use one of its components (`<Highlight`). */
  componentTag?: RegExp;
}

export function mdxScopeOf(site: SiteMdxComponents | undefined): MdxScope | undefined {
  if (!site) return undefined;
  return {
    everyFile: site.elements.length > 0,
    ...(site.globals.length > 0 ? { componentTag: new RegExp(`<(?:${site.globals.map(escapeRegExp).join('|')})(?=[\\s/>]|$)`) } : {}),
  };
}
