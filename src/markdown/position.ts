import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { BuildError, BuildErrors, bySourcePlace, type SourceLocation } from '../shared/errors.ts';
import type { Place } from './mdx-compat/source-places.ts';
import type { MarkdownContext } from './types.ts';

/** Location in the original file of a node parsed from the body (front matter lines added back). */
export function locate(node: Node | undefined, context: MarkdownContext): SourceLocation {
  return locatePlace(node?.position?.start, context);
}

/** Location in the original file of a place (line and column from 1) in the text the body was parsed from. */
export function locatePlace(place: Place | undefined, context: MarkdownContext): SourceLocation {
  const inBody = place && (context.sourcePlace?.(place) ?? place);
  return { file: context.file.path, line: inBody === undefined ? undefined : inBody.line + context.file.bodyStartLine - 1, column: inBody?.column };
}

export function errorAt(message: string, node: Node | undefined, context: MarkdownContext): BuildError {
  return new BuildError(message, locate(node, context));
}

/**
 * Records a mistake the transforms can go on past (a missing image, an
 * unresolved import or link, an unknown component): the file's compile stops
 * once they are done, with every one of them (see throwRecordedErrors), so an
 * author sees all of a file's mistakes in one build rather than one a build.
 */
export function recordError(file: VFile, error: BuildError): void {
  (file.data.errors ??= []).push(error);
}

/** Throws what the transforms of a file recorded, in the order of its lines: one error, or several. */
export function throwRecordedErrors(file: VFile): void {
  const errors = file.data.errors;
  if (!errors?.length) return;
  if (errors.length === 1) throw errors[0]!;
  throw new BuildErrors([...errors].sort(bySourcePlace));
}
