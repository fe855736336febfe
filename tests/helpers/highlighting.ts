import { createHighlighter, type RegexEngine } from 'shiki';
import { toHtml } from 'hast-util-to-html';
import { expect } from 'vitest';

export const THEMES = { light: 'github-light', dark: 'github-dark' };

/** As the build highlights: shiki's default stops a line after 500 ms, which a busy machine reaches while compiling a grammar. */
export const NO_TIME_LIMIT = { tokenizeTimeLimit: 0 };

/**
 * Highlights each block for two themes with shiki's own engine and with
 * `engine`, and expects the same HTML. `beforeBlock` runs before each block
 * is highlighted with `engine`.
 */
export async function expectSameHighlighting(engine: RegexEngine, blocks: [language: string, code: string][], beforeBlock: () => void = () => {}): Promise<void> {
  const languages = blocks.map(([language]) => language);
  const plain = await createHighlighter({ themes: Object.values(THEMES), langs: languages });
  const tested = await createHighlighter({ themes: Object.values(THEMES), langs: languages, engine });
  for (const [lang, code] of blocks) {
    const expected = toHtml(plain.codeToHast(code, { lang, themes: THEMES, defaultColor: 'light', ...NO_TIME_LIMIT }));
    beforeBlock();
    expect(toHtml(tested.codeToHast(code, { lang, themes: THEMES, defaultColor: 'light', ...NO_TIME_LIMIT })), `${lang} block`).toBe(expected);
    expect(expected).toContain('--shiki-dark:');
  }
}
