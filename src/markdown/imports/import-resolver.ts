import path from 'node:path';
import { isImportableFile } from '../../shared/site-files.ts';
import picomatch from 'picomatch';
import { fileKind, isFile } from '../../shared/file-kind.ts';

/** What an import specifier of an MDX file names, decided without loading anything. */
export type ImportTarget =
  | { kind: 'registry'; specifier: string }
  | { kind: 'raw'; file: string }
  | { kind: 'partial'; file: string }
  | { kind: 'module'; file: string }
  | { kind: 'folder'; folder: string; module: string; factory?: string }
  /** A path that should exist but does not: the missing-import policy decides. `text` for a raw-loader import. */
  | { kind: 'missing'; path: string; text: boolean }
  /** Not something docgen or the site's mapping knows: always an error. */
  | { kind: 'unknown'; reason: string };

export interface ImportResolverOptions {
  /** Specifiers of docgen's component registry (`@theme/Tabs`, …). */
  registry: string[];
  /** Specifier (or specifier prefix) → absolute path. */
  aliases: Record<string, string>;
  /** Glob of a folder under the content dir → the module answering imports of it (absolute). */
  folders: Record<string, { module: string; factory?: string }>;
  siteDir: string;
  contentDir: string;
}

const RAW_LOADER = /^!!?raw-loader!(.+)$/;
const MODULE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'];
const PARTIAL_EXTENSIONS = ['.mdx', '.md'];
const INDEX_FILES = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'];
const isPartial = (file: string) => PARTIAL_EXTENSIONS.includes(path.extname(file));

/**
 * The mapping from import specifiers to files, in one place: docgen's registry
 * first, then the site's aliases, `@site/…`, and paths relative to the page
 * (where a configured folder wins over the files in it). The site's own
 * modules are bundled with the same mapping, so a component can import what a
 * page can.
 */
export class ImportResolver {
  private readonly registry: Set<string>;
  private readonly aliasKeys: string[];
  private readonly folders: { matches: (relative: string) => boolean; module: string; factory?: string }[];

  constructor(private readonly options: ImportResolverOptions) {
    this.registry = new Set(options.registry);
    // Longest first, so `@site/src/components` wins over `@site/src`.
    this.aliasKeys = Object.keys(options.aliases).sort((a, b) => b.length - a.length);
    this.folders = Object.entries(options.folders).map(([glob, target]) => ({ matches: picomatch(glob, { dot: true }), ...target }));
  }

  /** The site's folder: its modules are named from it (an interactive component's id, see site-islands.ts). */
  get siteDir(): string {
    return this.options.siteDir;
  }

  resolve(specifier: string, fromFile: string): ImportTarget {
    const raw = RAW_LOADER.exec(specifier);
    if (raw) {
      const base = this.toPath(raw[1]!.startsWith('.') || raw[1]!.startsWith('@') ? raw[1]! : `./${raw[1]}`, fromFile);
      if (!base) return { kind: 'unknown', reason: `"${raw[1]}" is not a path docgen can read as text.` };
      // Found as webpack finds it for Docusaurus, with a module's extension too (`!!raw-loader!@site/src/examples/_Widget`).
      const file = resolveFile(base);
      return file ? { kind: 'raw', file } : { kind: 'missing', path: base, text: true };
    }
    if (this.registry.has(specifier)) return { kind: 'registry', specifier };
    const base = this.toPath(specifier, fromFile);
    if (!base) {
      return {
        kind: 'unknown',
        reason: `it is not in docgen's component registry (${[...this.registry].join(', ')}) and no alias in the site's mdx.aliases maps it. Map it to a module of the site, or import the site's modules through "@site/…" or a relative path.`,
      };
    }
    const folder = this.folderFor(base);
    if (folder) return folder;
    const file = resolveFile(base);
    if (!file) return { kind: 'missing', path: base, text: false };
    if (isPartial(file)) return { kind: 'partial', file };
    // Told at the page's line, not at the file as a module that could not be built.
    if (!isImportableFile(file)) return { kind: 'unknown', reason: `docgen, like Docusaurus, has no loader for a ${path.extname(file) || 'extensionless'} file: a page may import modules, stylesheets, images, media and documents (Word, Excel, PDF, zip). Link to the file instead, or read it as text with "!!raw-loader!${specifier}".` };
    return { kind: 'module', file };
  }

  /** Whether docgen's component registry answers this specifier. */
  isRegistered(specifier: string): boolean {
    return this.registry.has(specifier);
  }

  /** The absolute path a specifier names, or undefined for a package that is not aliased. */
  toPath(specifier: string, fromFile: string): string | undefined {
    const alias = this.aliasKeys.find((key) => specifier === key || specifier.startsWith(`${key}/`));
    if (alias) return path.join(this.options.aliases[alias]!, specifier.slice(alias.length));
    if (specifier.startsWith('@site/')) return path.join(this.options.siteDir, specifier.slice('@site/'.length));
    if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(fromFile), specifier);
    return undefined;
  }

  private folderFor(base: string): ImportTarget | undefined {
    const relative = path.relative(this.options.contentDir, base).split(path.sep).join('/');
    if (relative.startsWith('..')) return undefined;
    const match = this.folders.find((folder) => folder.matches(relative));
    return match ? { kind: 'folder', folder: base, module: match.module, factory: match.factory } : undefined;
  }
}

/** The file an import path names, trying the extensions and index files a bundler would, then Markdown partials. */
export function resolveFile(base: string): string | undefined {
  if (isFile(base)) return base;
  for (const extension of [...MODULE_EXTENSIONS, ...PARTIAL_EXTENSIONS]) if (isFile(base + extension)) return base + extension;
  for (const index of INDEX_FILES) if (isFile(path.join(base, index))) return path.join(base, index);
  return undefined;
}

/** `folder`, or else the nearest of its parents that exists: a file or folder made within changes that one's time. */
export function nearestFolder(folder: string): string {
  return fileKind(folder) === 'folder' || path.dirname(folder) === folder ? folder : nearestFolder(path.dirname(folder));
}

/** The folders in which a file made later would make `base` resolve (see resolveFile), each as nearestFolder gives it. */
export function lookupFolders(base: string): string[] {
  return [...new Set([nearestFolder(path.dirname(base)), nearestFolder(base)])];
}
