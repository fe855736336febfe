import { BuildError } from '../shared/errors.ts';
import { readSourceText } from './source-text.ts';

/**
 * The text of the partials `files`, one after another. Which pages import
 * which partial is known only once they are compiled; a search index in
 * parts needs their words before that (see SearchIndexOptions.sharedText).
 * A partial that cannot be read is left out: a page importing it fails to
 * compile with the reason.
 */
export function readPartialsText(files: string[]): string {
  return [...new Set(files)]
    .map((file) => {
      try {
        return readSourceText(file);
      } catch (error) {
        if (error instanceof BuildError) return '';
        throw error;
      }
    })
    .join('\n');
}
