import { createHighlighter, type RegexEngine } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { rememberingRegexEngine } from '../../src/markdown/remembering-regex-engine.ts';
import { expectSameHighlighting, NO_TIME_LIMIT, THEMES } from '../helpers/highlighting.ts';

const BLOCKS: [language: string, code: string][] = [
  ['php', "<?php\n$record = $DB->get_record('course', ['id' => $courseid], '*', MUST_EXIST);\nif (!$record) {\n    throw new moodle_exception('invalidcourseid');\n}\n}\n}\n"],
  ['javascript', "import {get_string as getString} from 'core/str';\nconst label = await getString('save', 'core');\n// A comment\n"],
  ['html', '<div class="x" data-id="1">\n  <script>const a = "<b>";</script>\n</div>\n'],
  ['yaml', 'key: value\nlist:\n  - one\n  - "two"\n'],
];

/** Counts the scans the engine really runs. */
function countingEngine(engine: RegexEngine): RegexEngine & { scans: number } {
  const counting = {
    scans: 0,
    createString: (content: string) => engine.createString(content),
    createScanner(patterns: (string | RegExp)[]) {
      const scanner = engine.createScanner(patterns);
      return {
        findNextMatchSync(...args: Parameters<typeof scanner.findNextMatchSync>) {
          counting.scans++;
          return scanner.findNextMatchSync(...args);
        },
      };
    },
  };
  return counting;
}

describe('the remembering regex engine', () => {
  it('gives the same highlighting as shiki on its own, for two themes', async () => {
    const engine = rememberingRegexEngine(await createOnigurumaEngine(import('shiki/wasm')));
    await expectSameHighlighting(engine, BLOCKS, () => engine.forget());
  });

  it('runs no more scans for two themes than for one', async () => {
    const counting = countingEngine(await createOnigurumaEngine(import('shiki/wasm')));
    const engine = rememberingRegexEngine(counting);
    const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: ['php'], engine });
    const [, code] = BLOCKS[0]!;
    engine.forget();
    highlighter.codeToHast(code, { lang: 'php', theme: THEMES.light, ...NO_TIME_LIMIT });
    const oneTheme = counting.scans;
    expect(oneTheme).toBeGreaterThan(0);

    counting.scans = 0;
    engine.forget();
    highlighter.codeToHast(code, { lang: 'php', themes: THEMES, defaultColor: 'light', ...NO_TIME_LIMIT });
    expect(counting.scans).toBe(oneTheme);

    // Forgetting is what keeps memory to one block: the same block scans again afterwards.
    counting.scans = 0;
    engine.forget();
    highlighter.codeToHast(code, { lang: 'php', theme: THEMES.dark, ...NO_TIME_LIMIT });
    expect(counting.scans).toBe(oneTheme);
  });
});
