/**
 * One line-preserving rewrite of an MDX file's source, taking the lines and
 * whether each is prose (outside fenced code) and returning the new lines.
 * Keeping the line count lets every error still point at the author's line.
 */
export type LineTransform = (lines: readonly string[], prose: readonly boolean[]) => string[];
