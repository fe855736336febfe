// YAML an author wrote (sidebars, _category_ files, authors.yml, tags.yml):
// the yaml library's errors carry their place, which the author's error keeps.
import { parse as parseYaml } from 'yaml';
import { BuildError } from './errors.ts';
import { placeAt } from './text-place.ts';

/**
 * The value of a YAML file's text; when it is not valid YAML, a BuildError
 * `<what> is not valid YAML: …` at the line and column of the mistake.
 */
export function parseYamlText(text: string, file: string, what: string): unknown {
  try {
    return parseYaml(text) as unknown;
  } catch (error) {
    const { message, pos, linePos } = error as { message: string; pos?: [number, number]; linePos?: { line: number; col: number }[] };
    const at = pos && yamlMistakeOffset(message, pos[0], text);
    const place = at !== undefined && at !== pos?.[0] ? placeAt(text, at) : linePos?.[0] && { line: linePos[0].line, column: linePos[0].col };
    throw new BuildError(`${what} is not valid YAML: ${message.split('\n')[0]}`, { file, ...place });
  }
}

/**
 * Where the mistake the yaml library reports at `pos` was made: a quote never
 * closed is found at the end of the input, but was made where it opened.
 */
export function yamlMistakeOffset(message: string, pos: number, text: string): number {
  const unclosedQuote = /^Missing closing (["'])quote/.exec(message)?.[1];
  return unclosedQuote ? Math.max(0, text.lastIndexOf(unclosedQuote, pos - 1)) : pos;
}

