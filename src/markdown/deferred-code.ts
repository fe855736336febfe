// Code blocks highlighted outside the compile worker. The worker is a build's
// critical path (it compiles every page, one after the other) while the main
// thread, which renders and writes the pages, waits for it most of the time:
// highlighting was a quarter of compiling. So a worker leaves a stand-in where
// each highlighted `<pre>` goes, an HTML comment carrying what to highlight,
// and a thread of its own (build/highlight-worker.ts) puts the `<pre>` there
// when the page's HTML arrives. The stand-in holds everything it needs: a
// partial's HTML is compiled once and appears in the pages of several groups.
import type { ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { escapeHtml } from '../render/html-escape.ts';
import { resolveCodeLanguage, type CodeHighlighter } from './highlighter.ts';

interface DeferredBlock {
  code: string;
  language: string;
  lineClasses: [number, string[]][];
  showLineNumbers: boolean | number;
}

/**
 * A highlighter for compile workers: each block becomes a comment that
 * `deferredCodeFiller` replaces. `marker` is made by the main thread for the
 * build, so that no comment an author wrote can be taken for one.
 */
export function deferringHighlighter(marker: string): CodeHighlighter {
  return {
    resolveLanguage: resolveCodeLanguage,
    // The filler prepares the highlighter it is given.
    prepare: async () => {},
    highlight(code, language, { lineClasses, showLineNumbers }): ElementContent {
      const block: DeferredBlock = { code, language, lineClasses: [...lineClasses].map(([line, classes]) => [line, [...classes]]), showLineNumbers };
      // Base64 has no '-' or '>', so the comment cannot end early.
      return { type: 'comment', value: `${marker}:${Buffer.from(JSON.stringify(block)).toString('base64')}` };
    },
  };
}

/**
 * Highlights the deferred blocks of a page's HTML; the patterns are made once
 * for the build's marker, not for each page. A block may also be in an
 * attribute: in the HTML an interactive component is given, which travels in
 * its props as JSON (see shared/site-islands.ts), where React has escaped it.
 */
export function deferredCodeFiller(marker: string, highlighter: CodeHighlighter): (html: string) => Promise<string> {
  const standIn = new RegExp(`<!--${marker}:([A-Za-z0-9+/=]*)-->`, 'g');
  const escapedStart = `&lt;!--${marker}:`;
  const escapedStandIn = new RegExp(`${escapedStart}([A-Za-z0-9+/=]*)--&gt;`, 'g');
  return async (html) => {
    // Each page's HTML is searched once: the stand-ins, then the grammars their languages need, then the page put together.
    const found = [...html.matchAll(standIn), ...(html.includes(escapedStart) ? html.matchAll(escapedStandIn) : [])].sort((one, other) => one.index - other.index);
    if (found.length === 0) return html;
    const blocks = new Map<string, DeferredBlock>();
    for (const [, data] of found) if (!blocks.has(data!)) blocks.set(data!, JSON.parse(Buffer.from(data!, 'base64').toString()) as DeferredBlock);
    await highlighter.prepare(new Set([...blocks.values()].map((block) => block.language)));
    const highlighted = (data: string) => {
      const block = blocks.get(data)!;
      return toHtml(highlighter.highlight(block.code, block.language, { lineClasses: new Map(block.lineClasses), showLineNumbers: block.showLineNumbers }));
    };
    let filled = '';
    let last = 0;
    for (const { 0: comment, 1: data, index } of found) {
      // One inside an attribute is inside a JSON string, escaped as React escapes attributes (an apostrophe as `&#39;`, which reads the same).
      filled += html.slice(last, index) + (comment.startsWith('&lt;') ? escapeHtml(JSON.stringify(highlighted(data!)).slice(1, -1)) : highlighted(data!));
      last = index + comment.length;
    }
    return filled + html.slice(last);
  };
}

