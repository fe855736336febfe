import path from 'node:path';
import type { MdxOptions } from '../config/schema.ts';

/** The site's import mapping with every path made absolute: plain data, sent to each compile worker. */
export interface ImportOptions {
  aliases: Record<string, string>;
  folders: Record<string, { module: string; factory?: string }>;
  onMissingImport: 'throw' | 'warn';
}

export function resolveImportOptions(mdx: MdxOptions, siteDir: string): ImportOptions {
  return {
    aliases: Object.fromEntries(Object.entries(mdx.aliases).map(([specifier, target]) => [specifier, path.resolve(siteDir, target)])),
    folders: Object.fromEntries(Object.entries(mdx.folders).map(([glob, target]) => [glob, { ...target, module: path.resolve(siteDir, target.module) }])),
    onMissingImport: mdx.onMissingImport,
  };
}
