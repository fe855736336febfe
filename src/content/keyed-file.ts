// The YAML files that describe things by key (a blog's authors.yml, a blog's or docs version's tags.yml):
// each entry checked against its schema, an error naming the file and line.
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { BuildError } from '../shared/errors.ts';
import { parseYamlText } from '../shared/yaml-text.ts';
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
  const data = parseYamlText(readFileSync(file, 'utf8'), file, `The ${kind.things} file`) ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new BuildError(`The ${kind.things} file must map each ${kind.thing}'s key to ${kind.fields}.`, { file, line: 1 });
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
