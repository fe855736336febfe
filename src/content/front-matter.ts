import { isMap, isScalar, parseDocument, type YAMLError } from 'yaml';
import { BuildError } from '../shared/errors.ts';
import type { SourceFile } from './types.ts';

const FENCE = /^---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*$/m;

/** Splits `--- yaml ---` from the Markdown body; YAML errors name the line in the source file. */
export function parseSourceFile(filePath: string, text: string): SourceFile {
  const source = text.replace(/^\uFEFF/, '');
  if (!FENCE.test(source)) return { path: filePath, frontMatter: {}, body: source, bodyStartLine: 1, frontMatterLines: {} };

  const afterOpen = source.replace(FENCE, '');
  const close = CLOSING.exec(afterOpen);
  if (!close) throw new BuildError('Front matter is not closed: add a line containing only "---" after it.', { file: filePath, line: 1 });
  const yamlText = afterOpen.slice(0, close.index);
  const yamlLines = yamlText.split('\n').length - 1;

  const document = parseDocument(yamlText, { prettyErrors: false });
  const problem = document.errors[0] as YAMLError | undefined;
  if (problem) {
    // The YAML starts on line 2 of the file, after the opening fence.
    // An error found at the end of the input (an unclosed bracket) belongs to the last YAML line.
    const line = Math.min(2 + (yamlText.slice(0, problem.pos[0]).match(/\n/g)?.length ?? 0), 1 + Math.max(yamlLines, 1));
    throw new BuildError(`Malformed front matter: ${problem.message.split('\n')[0]}`, { file: filePath, line });
  }
  const data: unknown = document.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new BuildError('Front matter must be a YAML mapping of keys to values.', { file: filePath, line: 2 });
  }
  const frontMatterLines: Record<string, number> = {};
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      if (isScalar(pair.key) && pair.key.range) {
        frontMatterLines[String(pair.key.value)] = 2 + yamlText.slice(0, pair.key.range[0]).split('\n').length - 1;
      }
    }
  }
  const rest = afterOpen.slice(close.index + close[0].length).replace(/^\r?\n/, '');
  // Opening fence line + YAML lines + closing fence line.
  return { path: filePath, frontMatter: data as Record<string, unknown>, body: rest, bodyStartLine: yamlLines + 3, frontMatterLines };
}
