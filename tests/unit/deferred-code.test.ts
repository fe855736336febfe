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
  it('become the same HTML as blocks highlighted in place, whatever their text', () => {
    const deferring = deferringHighlighter(MARKER);
    const blocks = [
      { code: '<?php\n// --> not the end of a comment\n$a = "é ✓";\n', language: 'php', options: { lineClasses: new Map([[2, ['theme-code-block-highlighted-line', 'code-block-error-line']]]), showLineNumbers: true } },
      { code: 'plain -- text >', language: 'text', options: { lineClasses: new Map<number, string[]>(), showLineNumbers: false } },
    ];
    const page = blocks.map((block) => `<div>${toHtml(deferring.highlight(block.code, block.language, block.options))}</div>`).join('');
    expect(page).not.toContain('<pre');
    const inPlace = blocks.map((block) => `<div>${toHtml(highlighter.highlight(block.code, block.language, block.options))}</div>`).join('');
    expect(deferredCodeFiller(MARKER, highlighter)(page)).toBe(inPlace);
  });

  it("leaves alone comments that are not this build's stand-ins", () => {
    const written = '<!--docgen-code-ffffffffffffffff:e30=--><!-- docgen-code --><p>text</p>';
    expect(deferredCodeFiller(MARKER, highlighter)(written)).toBe(written);
  });

  it("fills a stand-in in an interactive component's props, where React has escaped it, as the props would hold the block highlighted in place", () => {
    const block = { code: 'echo "<b>" . $a;\n', language: 'php', options: { lineClasses: new Map<number, string[]>(), showLineNumbers: false } };
    const island = (html: string) => renderToStaticMarkup(createElement('docgen-island', { 'data-props': JSON.stringify({ children: { 'docgen:html': `<p>Text</p>${html}` } }) }));
    const deferred = island(toHtml(deferringHighlighter(MARKER).highlight(block.code, block.language, block.options)));
    expect(deferred).toContain('&lt;!--docgen-code-');
    expect(deferredCodeFiller(MARKER, highlighter)(deferred)).toBe(island(toHtml(highlighter.highlight(block.code, block.language, block.options))));
  });
});
