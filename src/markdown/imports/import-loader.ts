import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ImportDeclaration } from 'estree';
import { createElement, type ComponentType } from 'react';
import { readSourceText } from '../../content/source-text.ts';
import { BuildError } from '../../shared/errors.ts';
import { MissingImport } from '../../theme/content/MissingImport.tsx';
import type { MarkdownContext } from '../types.ts';
import { lookupFolders, nearestFolder, type ImportResolver, type ImportTarget } from './import-resolver.ts';

/** Modules content may import from docgen's registry, by specifier: `@theme/Tabs` → its exports. */
export type ImportableModules = Record<string, Record<string, unknown>>;

/** The values one import statement binds, by local name, or why it cannot. */
export type ImportBindings = { ok: true; bindings: Record<string, unknown> } | { ok: false; message: string };

/**
 * Turns the import statements of an MDX page into values: registry modules,
 * raw text, compiled partials, bundled site modules, folder modules made from
 * partials, or (when the site allows it) notices for files that do not exist.
 */
export class ImportLoader {
  constructor(
    private readonly resolver: ImportResolver,
    private readonly registry: ImportableModules,
    private readonly onMissingImport: 'throw' | 'warn',
  ) {}

  /** `line` is the statement's line in the source file, for the warning of a missing import. */
  async bind(statement: ImportDeclaration, context: MarkdownContext, line: number | undefined): Promise<ImportBindings> {
    const specifier = String(statement.source.value);
    const target = this.resolver.resolve(specifier, context.file.path);
    if (target.kind === 'unknown') return { ok: false, message: `Cannot resolve import "${specifier}": ${target.reason}` };
    if (target.kind === 'missing') {
      const message = `Cannot resolve import "${specifier}": ${target.path} does not exist.`;
      if (this.onMissingImport === 'throw') return { ok: false, message: `${message} Add the file, or set mdx.onMissingImport to 'warn' to build with a notice in its place.` };
      context.reporter.warn(`${message} The page shows a notice where it is used.`, { file: context.file.path, line });
      // The file made later replaces the notice: the page depends on the folders it would be made in.
      for (const folder of lookupFolders(target.path)) context.dependencies.add(folder);
      return { ok: true, bindings: missingBindings(statement, specifier, target.text) };
    }
    const exports = await this.load(target, context);
    const bindings: Record<string, unknown> = {};
    for (const item of statement.specifiers) {
      const local = item.local.name;
      if (item.type === 'ImportNamespaceSpecifier') {
        bindings[local] = exports;
        continue;
      }
      const imported = item.type === 'ImportDefaultSpecifier' ? 'default' : item.imported.type === 'Identifier' ? item.imported.name : String(item.imported.value);
      if (!(imported in exports)) return { ok: false, message: `"${specifier}" has no export named "${imported}" (it has: ${Object.keys(exports).join(', ') || 'none'}).` };
      bindings[local] = exports[imported];
    }
    return { ok: true, bindings };
  }

  private async load(target: Exclude<ImportTarget, { kind: 'unknown' | 'missing' }>, context: MarkdownContext): Promise<Record<string, unknown>> {
    switch (target.kind) {
      case 'registry':
        return this.registry[target.specifier]!;
      case 'raw':
        context.dependencies.add(target.file);
        return { default: readSourceText(target.file) };
      case 'partial':
        return context.compilePartial(target.file);
      case 'module':
        return this.loadModule(target.file, context);
      case 'folder': {
        const module = await this.loadModule(target.module, context);
        if (!target.factory) return module;
        const factory = module[target.factory];
        if (typeof factory !== 'function') throw new BuildError(`This module has no function export "${target.factory}", which the site's mdx.folders names.`, { file: target.module });
        return factory(await this.folderPartials(target.folder, context)) as Record<string, unknown>;
      }
    }
  }

  /** One of the site's modules, for the page (or partial) of `context`: it depends on the module's files, and shows its styles and the files it uses. */
  async loadModule(file: string, context: MarkdownContext): Promise<Record<string, unknown>> {
    const module = await context.loadSiteModule(file);
    for (const input of module.inputs) context.dependencies.add(input);
    for (const style of module.styles) context.styles.add(style);
    // Published with the page, at the URL the module's code or stylesheet names.
    for (const used of module.publishedFiles) context.assets.add(used, 'files');
    return module.exports;
  }

  /** The folder's `.md`/`.mdx` files as components, by base name (`version-php.mdx` → `version-php`). */
  private async folderPartials(folder: string, context: MarkdownContext): Promise<Record<string, ComponentType>> {
    const partials: Record<string, ComponentType> = {};
    // A partial added to the folder changes what the module makes of it.
    context.dependencies.add(nearestFolder(folder));
    let names: string[] = [];
    try {
      names = readdirSync(folder).filter((name) => /\.mdx?$/.test(name));
    } catch {
      // A folder that does not exist has no partials; the module decides what that means.
    }
    for (const name of names.sort()) partials[name.replace(/\.mdx?$/, '')] = (await context.compilePartial(path.join(folder, name))).default;
    return partials;
  }
}

/** A notice in place of each name the missing import would have given. */
function missingBindings(statement: ImportDeclaration, specifier: string, isText: boolean): Record<string, unknown> {
  const bindings: Record<string, unknown> = {};
  for (const item of statement.specifiers) {
    const name = item.local.name;
    const notice = createElement(MissingImport, { specifier: specifier.replace(/^!!?raw-loader!/, ''), name });
    // Raw text is used as a value (code in a prop or a child); anything else is used as a component.
    bindings[name] = isText ? notice : Object.assign(() => notice, { displayName: `Missing(${name})` });
  }
  return bindings;
}
