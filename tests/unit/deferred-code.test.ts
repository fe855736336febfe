import { toHtml } from 'hast-util-to-html';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { deferredCodeFiller, deferringHighlighter } from '../../src/markdown/deferred-code.ts';
import { getCodeHighlighter, type CodeHighlighter } from '../../src/markdown/highlighter.ts';

const MARKER = 'docgen-code-0123456789abcdef';
let highlighter: CodeHighlighter;

beforeAll(async () => {
  highlighter = await getCodeHighlighter({ light: 'github-light', dark: 'github-dark' });
});

describe('code blocks highlighted after compiling', () => {
  it('become the same HTML as blocks highlighted in place, whatever their text', async () => {
    const deferring = deferringHighlighter(MARKER);
    const blocks = [
      { code: '<?php\n// --> not the end of a comment\n$a = "é ✓";\n', language: 'php', options: { lineClasses: new Map([[2, ['theme-code-block-highlighted-line', 'code-block-error-line']]]), showLineNumbers: true } },
      { code: 'plain -- text >', language: 'text', options: { lineClasses: new Map<number, string[]>(), showLineNumbers: false } },
    ];
    const page = blocks.map((block) => `<div>${toHtml(deferring.highlight(block.code, block.language, block.options))}</div>`).join('');
    expect(page).not.toContain('<pre');
    const inPlace = blocks.map((block) => `<div>${toHtml(highlighter.highlight(block.code, block.language, block.options))}</div>`).join('');
    expect(await deferredCodeFiller(MARKER, highlighter)(page)).toBe(inPlace);
  });

  it("leaves alone comments that are not this build's stand-ins", async () => {
    const written = '<!--docgen-code-ffffffffffffffff:e30=--><!-- docgen-code --><p>text</p>';
    expect(await deferredCodeFiller(MARKER, highlighter)(written)).toBe(written);
  });

  it("fills a stand-in in an interactive component's props, where React has escaped it, as the props would hold the block highlighted in place", async () => {
    const block = { code: 'echo "<b>" . $a;\n', language: 'php', options: { lineClasses: new Map<number, string[]>(), showLineNumbers: false } };
    const island = (html: string) => renderToStaticMarkup(createElement('docgen-island', { 'data-props': JSON.stringify({ children: { 'docgen:html': `<p>Text</p>${html}` } }) }));
    const deferred = island(toHtml(deferringHighlighter(MARKER).highlight(block.code, block.language, block.options)));
    expect(deferred).toContain('&lt;!--docgen-code-');
    expect(await deferredCodeFiller(MARKER, highlighter)(deferred)).toBe(island(toHtml(highlighter.highlight(block.code, block.language, block.options))));
  });

  it('reads the grammar of any language shiki knows when a page first has a block of it (Go, C++ as c++, Groovy)', async () => {
    const options = { lineClasses: new Map<number, string[]>(), showLineNumbers: false };
    const written = [['go', 'func main() {}\n'], ['c++', 'int main() { return 0; }\n'], ['groovy', 'def name = "Moodle"\n']] as const;
    const page = written.map(([name, code]) => toHtml(deferringHighlighter(MARKER).highlight(code, highlighter.resolveLanguage(name)!, options))).join('');
    const filled = await deferredCodeFiller(MARKER, highlighter)(page);
    expect(filled.match(/<pre class="shiki/g)).toHaveLength(3);
    // Coloured by their grammars: keywords have a colour of their own.
    for (const keyword of ['func', 'int', 'def']) expect(filled).toMatch(new RegExp(`<span style="color:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">${keyword}</span>`));
  });
});
