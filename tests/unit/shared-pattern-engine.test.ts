import { createHighlighter, type RegexEngine } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { sharedPatternEngine } from '../../src/markdown/shared-pattern-engine.ts';
import { expectSameHighlighting, THEMES } from '../helpers/highlighting.ts';

// Oniguruma's scanners search lines of 1,000 bytes or more another way (one pattern at a time, remembering each): one such line is here.
const LONG_LINE = `$settings = [${Array.from({ length: 60 }, (_, i) => `'key${i}' => "value ${i}"`).join(', ')}];`;

const BLOCKS: [language: string, code: string][] = [
  ['php', `<?php\n/** A doc comment. */\nfunction xmldb_local_test_upgrade(int $oldversion): bool {\n    global $DB;\n    ${LONG_LINE}\n    if ($oldversion < 2023010100) {\n        $table = new xmldb_table('local_test');\n    }\n    return true;\n}\n`],
  ['typescript', "import { CoreSites } from '@services/sites';\nexport class Example<T extends object> {\n    protected value?: T = undefined;\n    async load(): Promise<void> { await CoreSites.getSite(`id-${1}`); }\n}\n"],
  ['html', '<div class="x" data-id="1">\n  <script>const a = "<b>";</script>\n  <style>.x { color: red; }</style>\n</div>\n'],
  ['scss', '.block_x {\n  $gap: 4px;\n  &:hover { margin: $gap * 2; }\n}\n'],
  ['shellscript', 'for f in *.php; do\n  php -l "$f" || exit 1\ndone\n'],
];

/** Counts the scanners an engine is asked for and the patterns they list. */
function countingEngine(engine: RegexEngine) {
  const counting = {
    scanners: 0,
    patterns: [] as unknown[],
    createString: (content: string) => engine.createString(content),
    createScanner(patterns: (string | RegExp)[]) {
      counting.scanners++;
      counting.patterns.push(...patterns);
      return engine.createScanner(patterns);
    },
  };
  return counting;
}

describe('the shared-pattern regex engine', () => {
  it('highlights as shiki does with its own engine, long lines included', async () => {
    await expectSameHighlighting(sharedPatternEngine(await createOnigurumaEngine(import('shiki/wasm'))), BLOCKS);
  });

  it('compiles each distinct pattern once, however many scanners list it', async () => {
    const counting = countingEngine(await createOnigurumaEngine(import('shiki/wasm')));
    const engine = sharedPatternEngine(counting);
    const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: ['php', 'html'], engine });
    for (const [lang, code] of BLOCKS.filter(([language]) => language === 'php' || language === 'html')) highlighter.codeToHast(code, { lang, theme: THEMES.light });

    // Each compiled scanner holds one pattern, and no pattern is compiled twice.
    expect(counting.patterns.length).toBe(counting.scanners);
    expect(new Set(counting.patterns).size).toBe(counting.patterns.length);
    expect(counting.scanners).toBeGreaterThan(100);
  });

  /** Every search of `searches` gives the same answer from both engines' scanners for `patterns`. */
  async function expectSameScans(patterns: string[], line: string, searches: [start: number, options?: number][]) {
    const oniguruma = await createOnigurumaEngine(import('shiki/wasm'));
    const own = oniguruma.createScanner(patterns);
    const shared = sharedPatternEngine(oniguruma).createScanner(patterns);
    const ownLine = oniguruma.createString(line);
    const sharedLine = oniguruma.createString(line);
    for (const [start, options = 0] of searches) {
      expect(shared.findNextMatchSync(sharedLine, start, options), `from ${start}`).toEqual(own.findNextMatchSync(ownLine, start, options));
    }
  }

  it('answers with the match that starts first, and the earlier pattern on a tie', async () => {
    await expectSameScans(['c', 'b(c)', 'bc', 'a'], 'xxbcxa', [[0], [3], [4], [6]]);
  });

  it('answers a later search on the same line from what a pattern found before only when that is still its first match', async () => {
    // 'a' found at 0 from 0; from 1 the next one (at 2) must be searched for, not the remembered one.
    await expectSameScans(['a', 'z'], 'a_a_z', [[0], [1], [3], [5], [0]]);
  });

  it('searches a pattern anchored to the search start (\\G) afresh each time', async () => {
    await expectSameScans(['\\Gx', 'y'], 'xxyx', [[0], [1], [2], [3], [1, 4 /* NotBeginPosition */]]);
  });

  it('keeps each search to its options', async () => {
    // With NotBeginString, \A cannot match.
    await expectSameScans(['\\Aab', 'b'], 'ab', [[0], [0, 1], [0]]);
  });
});
