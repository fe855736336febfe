import { isMap, isScalar, parseDocument, type Document, type Node, type YAMLError } from 'yaml';
import { BuildError } from '../shared/errors.ts';
import { placeAt } from '../shared/text-place.ts';
import { yamlMistakeOffset } from '../shared/yaml-text.ts';
import type { SourceFile } from './types.ts';
import { unwrapMdxCodeBlocks } from './mdx-code-blocks.ts';

const FENCE = /^---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*$/m;

/** A front matter's YAML, read: its data, and the line of each top-level key in the file. */
export interface ParsedFrontMatter {
  data: Record<string, unknown>;
  lines: Record<string, number>;
}

/**
 * Front matter read by the previous build, by its YAML text: the build cache
 * keeps it, since most files are unchanged between builds and reading YAML
 * was a third of loading the content of a rebuild with nothing changed.
 */
export class FrontMatterMemo {
  /** The entries this build used, for the next one. */
  readonly used = new Map<string, ParsedFrontMatter>();

  constructor(private readonly earlier: ReadonlyMap<string, ParsedFrontMatter> = new Map()) {}

  read(yamlText: string, parse: () => ParsedFrontMatter): ParsedFrontMatter {
    let parsed = this.used.get(yamlText) ?? this.earlier.get(yamlText);
    if (!parsed) parsed = parse();
    this.used.set(yamlText, parsed);
    // A copy: whoever reads the data may change it, and the memo outlives them.
    return structuredClone(parsed);
  }
}

/** Splits `--- yaml ---` from the Markdown body; YAML errors name the line in the source file. */
export function parseSourceFile(filePath: string, text: string, memo?: FrontMatterMemo): SourceFile {
  const source = text.replace(/^\uFEFF/, '');
  if (!FENCE.test(source)) return { path: filePath, frontMatter: {}, body: unwrapMdxCodeBlocks(source), bodyStartLine: 1, frontMatterLines: {} };

  const afterOpen = source.replace(FENCE, '');
  const close = CLOSING.exec(afterOpen);
  if (!close) throw new BuildError('Front matter is not closed: add a line containing only "---" after it.', { file: filePath, line: 1 });
  const yamlText = afterOpen.slice(0, close.index);
  const yamlLines = yamlText.split('\n').length - 1;

  const parse = () => parseFrontMatter(filePath, yamlText, yamlLines);
  const { data, lines: frontMatterLines } = memo ? memo.read(yamlText, parse) : parse();
  const rest = afterOpen.slice(close.index + close[0].length).replace(/^\r?\n/, '');
  // Opening fence line + YAML lines + closing fence line.
  return { path: filePath, frontMatter: data, body: unwrapMdxCodeBlocks(rest), bodyStartLine: yamlLines + 3, frontMatterLines };
}

function parseFrontMatter(filePath: string, yamlText: string, yamlLines: number): ParsedFrontMatter {
  const document = parseDocument(yamlText, { prettyErrors: false });
  const problem = document.errors[0] as YAMLError | undefined;
  if (problem) {
    // The YAML starts on line 2 of the file, after the opening fence.
    const at = yamlMistakeOffset(problem.message, problem.pos[0], yamlText);
    // An error found at the end of the input (an unclosed bracket) belongs to the last YAML line.
    const line = Math.min(1 + placeAt(yamlText, at).line, 1 + Math.max(yamlLines, 1));
    throw new BuildError(`Malformed front matter: ${problem.message.split('\n')[0]}`, { file: filePath, line });
  }
  const data: unknown = toData(document, filePath, yamlText) ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new BuildError('Front matter must be a YAML mapping of keys to values.', { file: filePath, line: 2 });
  }
  const lines: Record<string, number> = {};
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      if (isScalar(pair.key) && pair.key.range) {
        lines[String(pair.key.value)] = 2 + yamlText.slice(0, pair.key.range[0]).split('\n').length - 1;
      }
    }
  }
  return { data: data as Record<string, unknown>, lines };
}

/**
 * The front matter's value. The yaml library refuses aliases that repeat an
 * anchor's value far more often than the text does (a "billion laughs": a
 * few lines that would expand to gigabytes) with a plain error, which would
 * have been reported as docgen's crash: it is the author's, at the line of
 * the first top-level key whose value expands so.
 */
function toData(document: Document, filePath: string, yamlText: string): unknown {
  try {
    return document.toJS();
  } catch (error) {
    // The library's refusal is its only ReferenceError here (an alias to no anchor is a parse error, reported above).
    if (!(error instanceof ReferenceError)) throw error;
    const pairs = isMap(document.contents) ? document.contents.items : [];
    const culprit = pairs.find((pair) => {
      try {
        (pair.value as Node | null)?.toJS(document);
        return false;
      } catch {
        return true;
      }
    });
    const offset = (culprit?.key as Node | null)?.range?.[0];
    const line = offset === undefined ? 2 : 1 + placeAt(yamlText, offset).line;
    throw new BuildError(`Malformed front matter: its aliases expand to far more data than it holds (${(error as Error).message}). Write the values out instead of repeating an anchor's.`, { file: filePath, line });
  }
}
