// An error the site's code threw where nothing awaited it: a timer or a
// promise a module started as it was imported (`setTimeout(() => { throw … })`,
// `Promise.reject(…)` at its top level). Told as the author's error, at its place.
import { BuildError } from './errors.ts';
import { innermostSiteFrame } from './site-frames.ts';

/** What was thrown, in words: an error's message, or the value (`undefined was thrown`). */
export function describeThrown(error: unknown): string {
  if (error instanceof Error) return error.message;
  return error === undefined || error === null ? `${String(error)} was thrown` : String(error);
}

/** The author's error for one thrown from the site's own files; undefined for any other (docgen's own). */
export function strayErrorOf(error: unknown): BuildError | undefined {
  const frame = innermostSiteFrame(error);
  if (!frame) return undefined;
  return new BuildError(`The site's code threw outside the rendering of any page (in a timer or a promise it started): ${describeThrown(error)}`, { file: frame.file, line: frame.line, column: frame.column });
}
