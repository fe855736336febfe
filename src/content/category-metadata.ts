import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { BuildError } from '../shared/errors.ts';
import type { Reporter } from '../shared/logger.ts';
import { parseCategoryLink } from './category-link.ts';
import type { CategoryMetadata } from './types.ts';

const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/** Reads every `_category_.{json,yml,yaml}` under a version's folder, keyed by raw folder path ('.' for the root). */
export async function loadCategoryMetadata(root: string, reporter: Reporter): Promise<Map<string, CategoryMetadata>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const result = new Map<string, CategoryMetadata>();
  for (const entry of entries) {
    if (!entry.isFile() || !CATEGORY_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const dir = path.relative(root, entry.parentPath).split(path.sep).join('/') || '.';
    if (dir.split('/').some((segment) => segment.startsWith('_'))) continue;
    if (result.has(dir)) reporter.warn(`More than one _category_ file in "${dir}"; only one is used.`, { file });
    result.set(dir, parseMetadata(await readFile(file, 'utf8'), file));
  }
  return result;
}

function parseMetadata(text: string, file: string): CategoryMetadata {
  let raw: unknown;
  try {
    raw = parseYaml(text); // YAML is a superset of JSON
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    throw new BuildError(`Malformed category file: ${(error as Error).message.split('\n')[0]}`, { file, line });
  }
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new BuildError('A _category_ file must hold a mapping.', { file });
  const data = raw as Record<string, unknown>;
  const label = typeof data.label === 'string' ? data.label : undefined;
  return {
    label,
    position: typeof data.position === 'number' ? data.position : undefined,
    collapsed: typeof data.collapsed === 'boolean' ? data.collapsed : undefined,
    collapsible: typeof data.collapsible === 'boolean' ? data.collapsible : undefined,
    className: typeof data.className === 'string' ? data.className : undefined,
    customProps: data.customProps as Record<string, unknown> | undefined,
    link: 'link' in data ? parseCategoryLink(data.link, file, label ?? dir(file)) : undefined,
  };
}

function dir(file: string): string {
  return path.basename(path.dirname(file));
}
