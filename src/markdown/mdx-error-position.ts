// Where in an MDX file an error thrown by its compiled code was made.
//
// An MDX page is compiled to JavaScript and run; an expression that fails
// when it runs (`{course.id}` with no `course`, an attribute such as
// `title={missing.x}`, an `export const` that throws) fails there, and the
// error's stack names only the compiled code. Each file's compiled code is
// given a name of its own (`//# sourceURL`, which costs nothing), so the
// stack says which file it was; its line is then found by compiling that file
// again with a source map, which only a failing page pays for.
import { SourceMap, type SourceMapPayload } from 'node:module';
import { stackFrames } from '../shared/site-frames.ts';

const SCHEME = 'docgen-mdx:';

/** The comment that names an MDX file's compiled code in stack traces. */
export function sourceUrlComment(file: string): string {
  // Encoded: V8 takes the name up to the first space.
  return `//# sourceURL=${SCHEME}${encodeURI(file)}`;
}

/** An error's innermost stack frame in an MDX file's compiled code: the file, and the line and column in that code (from 1). */
export interface CompiledFrame {
  file: string;
  line: number;
  column: number;
}

export function compiledFrameOf(error: unknown): CompiledFrame | undefined {
  for (const { location, line, column } of stackFrames(error)) {
    const file = mdxFileOf(location);
    if (file !== undefined) return { file, line, column };
  }
  return undefined;
}

/** The MDX file whose compiled code a stack frame's location names, if it names one. */
export function mdxFileOf(location: string): string | undefined {
  return location.startsWith(SCHEME) ? decodeURI(location.slice(SCHEME.length)) : undefined;
}

/**
 * MDX runs the compiled code as the body of an async function, whose source
 * V8 begins with two lines of its own, `(async function anonymous(` and `) {`:
 * the stack counts them, the source map does not.
 */
const FUNCTION_HEADER_LINES = 2;

/** The frame's line and column (from 1) in the text the code was compiled from, by the compile's source map. */
export function originalPosition(map: SourceMapPayload, frame: CompiledFrame): { line: number; column: number } | undefined {
  const entry = new SourceMap(map).findEntry(frame.line - 1 - FUNCTION_HEADER_LINES, frame.column - 1) as Partial<{ originalLine: number; originalColumn: number }>;
  if (entry.originalLine === undefined || entry.originalColumn === undefined) return undefined;
  return { line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}
