// Which of the site's own files, and where in it, a stack frame is: for the
// errors its components, pages and config throw, which an author fixes in
// those files, not in docgen's or in the bundles docgen made of them.
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCGEN_ROOT } from './docgen-source.ts';

/**
 * Where each site module's code is written, named by its hash: the same code
 * is the same file, which Node runs once, and a module's code names the files
 * of the modules it imports. The system's temporary folder clears them.
 */
export const MODULE_FOLDER = path.join(tmpdir(), 'docgen-site-modules');

/** The site's own source files, which are modules of their own; JSON and packages are bundled into their importers. */
const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
export const isSiteSource = (file: string) => path.isAbsolute(file) && SOURCE_FILE.test(file) && !file.split(path.sep).includes('node_modules');

/**
 * The site's source file of a stack frame, if it is in one: the original
 * file where Node maps frames through the modules' source maps (as in
 * docgen's worker threads), or else the file whose code esbuild marked with a
 * comment naming it, above the frame's line in the module's file.
 */
function siteFileOfFrame(location: string, line: number): string | undefined {
  const file = location.startsWith('file:') ? fileURLToPath(location) : location;
  if (!path.isAbsolute(file)) return undefined;
  if (path.dirname(file) === MODULE_FOLDER) {
    const linesUpToFrame = readFileSync(file, 'utf8').split('\n').slice(0, line);
    const marked = linesUpToFrame.reverse().find((text) => /^\/\/ \S+\.[cm]?[jt]sx?$/.test(text))?.slice(3);
    return marked === undefined ? undefined : path.resolve(marked);
  }
  // docgen's own code, run from its sources (in its tests) rather than compiled into node_modules.
  const docgenSources = path.join(DOCGEN_ROOT, 'src') + path.sep;
  return isSiteSource(file) && !file.startsWith(docgenSources) ? file : undefined;
}

/**
 * The innermost frame of an error's stack in one of the site's source files:
 * the function and the file, with the line and column in that file where
 * Node mapped the frame through the module's source map.
 */
export interface SiteFrame {
  name: string;
  file: string;
  line?: number;
  column?: number;
}

export function innermostSiteFrame(error: unknown): SiteFrame | undefined {
  try {
    return innermostFrameIn(error);
  } catch {
    // A module file gone from the temporary folder, a source map that cannot be read: the error is reported without the place.
    return undefined;
  }
}

/** A frame of a V8 stack trace: the function (when named), where its code is, and the line and column there (from 1). */
export interface StackFrame {
  name?: string;
  location: string;
  line: number;
  column: number;
}

/** The frames of an error's stack, innermost first. */
export function* stackFrames(error: unknown): Generator<StackFrame> {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const [, name, location, line, column] of stack.matchAll(/^\s+at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/gm)) {
    yield { name, location: location!, line: Number(line), column: Number(column) };
  }
}

function innermostFrameIn(error: unknown): SiteFrame | undefined {
  for (const { name = '(anonymous)', location, line, column } of stackFrames(error)) {
    const fromDataUrl = dataUrlFrame(location, line, column);
    if (fromDataUrl) {
      if (isSiteSource(fromDataUrl.file)) return { name, ...fromDataUrl };
      continue;
    }
    const file = siteFileOfFrame(location, line);
    if (!file) continue;
    const mapped = (location.startsWith('file:') ? fileURLToPath(location) : location) === file;
    return { name, file, ...(mapped ? { line, column } : {}) };
  }
  return undefined;
}

/**
 * A frame in a module run from a data: URL (the config and React pages, see
 * site-import.ts), mapped through the source map inside it: Node maps no
 * frames of such modules itself.
 */
function dataUrlFrame(location: string, line: number, column: number): { file: string; line: number; column: number } | undefined {
  const code = /^data:text\/javascript;[^,]*base64,(.*)$/.exec(location)?.[1];
  return code === undefined ? undefined : throughInlineMap(Buffer.from(code, 'base64').toString(), line, column);
}

/** Where a place in code that carries its source map inline (as esbuild writes the site's modules) comes from. */
function throughInlineMap(code: string, line: number, column: number): { file: string; line: number; column: number } | undefined {
  const map = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(code)?.[1];
  if (map === undefined) return undefined;
  const entry = new SourceMap(JSON.parse(Buffer.from(map, 'base64').toString()) as SourceMapPayload).findEntry(line - 1, column - 1) as Partial<{ originalSource: string; originalLine: number; originalColumn: number }>;
  if (entry.originalSource === undefined || entry.originalLine === undefined || entry.originalColumn === undefined) return undefined;
  const file = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(entry.originalSource);
  return { file, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

/**
 * The site's file and place of a frame that no source map has mapped (the
 * inspector's, cli/hang-watch.ts): in a module file or data: URL docgen made
 * of the site's code, through the map inside it; else the site's own file as
 * it is. Undefined when it is not the site's code.
 */
export function unmappedSiteFrame({ name = '(anonymous)', location, line, column }: StackFrame): SiteFrame | undefined {
  try {
    const file = location.startsWith('file:') ? fileURLToPath(location) : location;
    const mapped = location.startsWith('data:') ? dataUrlFrame(location, line, column) : path.dirname(file) === MODULE_FOLDER ? throughInlineMap(readFileSync(file, 'utf8'), line, column) : undefined;
    if (mapped) return isSiteSource(mapped.file) ? { name, ...mapped } : undefined;
    const own = siteFileOfFrame(location, line);
    if (own === undefined) return undefined;
    return own === file ? { name, file, line, column } : { name, file: own };
  } catch {
    return undefined;
  }
}
