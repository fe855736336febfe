import { toHtml } from 'hast-util-to-html';
import type { ElementContent } from 'hast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCodeHighlighter } from '../../src/markdown/highlighter.ts';

const THEMES = { light: 'github-light', dark: 'dracula' };
const PLAIN = { lineClasses: new Map<number, string[]>(), showLineNumbers: false };
/** github-light's colour for strings: every character of 'MOODLE_INTERNAL', quotes included, is in one. */
const LIGHT_STRING = '#032F62';

const spans = (html: string) => [...html.matchAll(/<span style="color:(#[0-9A-F]+);[^"]*">([^<]*)<\/span>/g)].map(([, colour, text]) => ({ colour, text }));

describe('code highlighting', () => {
  afterEach(() => vi.restoreAllMocks());

  it('colours a block the same however long the machine takes to tokenise it', async () => {
    const highlighter = await getCodeHighlighter(THEMES);
    // A machine so slow, or so busy, that every look at the clock finds a second gone.
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    const code = "<?php\ndefined('MOODLE_INTERNAL') || die();\n$tasks = ['classname' => 'x'];\n";
    const slow = toHtml(highlighter.highlight(code, 'php', PLAIN) as ElementContent);
    vi.restoreAllMocks();
    expect(now).toBeGreaterThan(0);
    const inString = spans(slow).filter(({ text }) => /MOODLE_INTERNAL|&#x27;|'/.test(text) && !/\(|\)/.test(text));
    expect(inString.map(({ text }) => text).join('')).toContain('MOODLE_INTERNAL');
    expect(new Set(inString.map(({ colour }) => colour))).toEqual(new Set([LIGHT_STRING]));
    // And the same as at the machine's own pace (one more line, so not the remembered result).
    const usual = toHtml(highlighter.highlight(code + '\n', 'php', PLAIN) as ElementContent);
    expect(spans(slow)).toEqual(spans(usual));
  });
});
