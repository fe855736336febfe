import { toHtml } from 'hast-util-to-html';
import { Children } from 'react';
import { parseCodeMeta } from '../../markdown/code-meta.ts';
import type { CodeHighlighter } from '../../markdown/highlighter.ts';
import { renderCodeBlock } from '../../markdown/plugins/code-blocks.ts';

export interface CodeBlockProps {
  children?: string | string[];
  language?: string;
  title?: string;
  metastring?: string;
  showLineNumbers?: boolean;
  className?: string;
}

/** The <CodeBlock> of MDX content, highlighted at build time like fenced code. */
export function createCodeBlock(highlighter: CodeHighlighter) {
  return function CodeBlock({ children, language, title, metastring, showLineNumbers, className }: CodeBlockProps) {
    const source = Children.toArray(children).join('');
    const written = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
    const resolved = highlighter.resolveLanguage(written) ?? 'text';
    const meta = parseCodeMeta(metastring);
    const element = renderCodeBlock(highlighter, source, resolved, {
      title: meta.title ?? title,
      highlightLines: meta.highlightLines,
      showLineNumbers: meta.showLineNumbers || Boolean(showLineNumbers),
    });
    // The block is a finished HTML fragment; the wrapper keeps it one element.
    return <div className="code-block-wrapper" dangerouslySetInnerHTML={{ __html: toHtml(element) }} />;
  };
}
