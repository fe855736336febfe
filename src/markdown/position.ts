import type { Node } from 'unist';
import { BuildError, type SourceLocation } from '../shared/errors.ts';
import type { MarkdownContext } from './types.ts';

/** Location in the original file of a node parsed from the body (front matter lines added back). */
export function locate(node: Node | undefined, context: MarkdownContext): SourceLocation {
  const line = node?.position?.start.line;
  return { file: context.file.path, line: line === undefined ? undefined : line + context.file.bodyStartLine - 1, column: node?.position?.start.column };
}

export function errorAt(message: string, node: Node | undefined, context: MarkdownContext): BuildError {
  return new BuildError(message, locate(node, context));
}
