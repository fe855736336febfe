import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { convertedBoolean, convertedNumber } from './converted-values.ts';
import { BuildError } from '../shared/errors.ts';
import { settingProblems } from '../shared/setting-problems.ts';
import { parseJsonText } from '../shared/json-text.ts';
import { parseYamlText } from '../shared/yaml-text.ts';
import type { Reporter } from '../shared/logger.ts';
import { parseCategoryLink } from './category-link.ts';
import { lineOfKeyPath } from './source-line.ts';
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

/**
 * A _category_ file's value. Read as YAML, a superset of JSON, as Docusaurus
 * reads it (a .json file with a trailing comma builds there too); a .json
 * file that is not valid is told in JSON's terms, not YAML's.
 */
function parseCategoryText(text: string, file: string): unknown {
  try {
    return parseYamlText(text, file, 'The category file');
  } catch (error) {
    if (file.endsWith('.json')) parseJsonText(text, file, 'The category file');
    throw error;
  }
}

function parseMetadata(text: string, file: string): CategoryMetadata {
  const raw = parseCategoryText(text, file);
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new BuildError('A _category_ file must hold a mapping.', { file });
  const parsed = categoryFileSchema.safeParse(raw);
  if (!parsed.success) {
    // As Docusaurus does, a misspelt key or a value of the wrong type is an error rather than a setting silently lost.
    const { keyPath, unknownKey, message } = settingProblems(parsed.error)[0]!;
    const key = String(keyPath[0]);
    const problem = unknownKey ? `"${key}" is not a setting of a category (${Object.keys(categoryFileSchema.shape).join(', ')})` : `"${key}": ${message}`;
    throw new BuildError(`Invalid category file: ${problem}.`, { file, line: lineOfKeyPath(file, [key]) });
  }
  const data = parsed.data;
  return {
    label: data.label,
    position: data.position,
    collapsed: data.collapsed,
    collapsible: data.collapsible,
    className: data.className,
    customProps: data.customProps,
    link: 'link' in data ? parseCategoryLink(data.link, file, data.label ?? dir(file)) : undefined,
  };
}

/** The settings of a `_category_` file; `link` has its own checks (category-link.ts). */
const categoryFileSchema = z.strictObject({
  label: z.string().optional(),
  position: convertedNumber.optional(),
  collapsed: convertedBoolean.optional(),
  collapsible: convertedBoolean.optional(),
  className: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  link: z.unknown().optional(),
});

function dir(file: string): string {
  return path.basename(path.dirname(file));
}
