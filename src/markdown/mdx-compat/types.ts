import type { LiteralSyntax } from './inline-code.ts';

/**
 * One line-preserving rewrite of an MDX file's source, taking the lines,
 * whether each is prose (outside fenced code and math) and what else to leave
 * as written, and returning the new lines. Keeping the line count lets every
 * error still point at the author's line.
 */
export type LineTransform = (lines: readonly string[], prose: readonly boolean[], literal: LiteralSyntax) => string[];
