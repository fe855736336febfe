// YAML an author wrote (sidebars, _category_ files, authors.yml, tags.yml):
// the yaml library's errors carry their place, which the author's error keeps.
import { parse as parseYaml } from 'yaml';
import { BuildError } from './errors.ts';

/**
 * The value of a YAML file's text; when it is not valid YAML, a BuildError
 * `<what> is not valid YAML: …` at the line and column of the mistake.
 */
export function parseYamlText(text: string, file: string, what: string): unknown {
  try {
    return parseYaml(text) as unknown;
  } catch (error) {
    const place = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    throw new BuildError(`${what} is not valid YAML: ${(error as Error).message.split('\n')[0]}`, { file, ...(place ? { line: place.line, column: place.col } : {}) });
  }
}
