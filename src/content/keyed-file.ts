// The blog's YAML files that describe things by key (authors.yml, tags.yml):
// each entry checked against its schema, an error naming the file and line.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { BuildError } from '../shared/errors.ts';
import { settingProblems } from '../shared/setting-problems.ts';
import { lineOfKeyPath } from './source-line.ts';

export interface KeyedFileKind {
  /** What the file holds, for its errors: "authors", "tags". */
  things: string;
  /** One of them: "author", "tag". */
  thing: string;
  /** What each key maps to, for the error of a file that is not a map. */
  fields: string;
}

/** Each key's entry (an empty one for a key without details), checked; the file must exist. */
export function readKeyedFile<T>(file: string, schema: z.ZodType<T>, kind: KeyedFileKind): Map<string, T> {
  let data: unknown;
  try {
    data = parseYaml(readFileSync(file, 'utf8')) ?? {};
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    throw new BuildError(`The blog's ${kind.things} file is not valid YAML: ${(error as Error).message.split('\n')[0]}`, { file, ...(line ? { line } : {}) });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new BuildError(`The blog's ${kind.things} file must map each ${kind.thing}'s key to ${kind.fields}.`, { file, line: 1 });
  const entries = new Map<string, T>();
  for (const [key, value] of Object.entries(data)) {
    const parsed = schema.safeParse(value ?? {});
    if (!parsed.success) {
      const { keyPath, message } = settingProblems(parsed.error)[0]!;
      throw new BuildError(`Blog ${kind.thing} "${key}": ${[key, ...keyPath].join('.')}: ${message}`, { file, line: lineOfKeyPath(file, [key, ...keyPath.map(String)]) ?? lineOfKeyPath(file, [key]) });
    }
    entries.set(key, parsed.data);
  }
  return entries;
}
