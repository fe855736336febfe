import { toHtml } from 'hast-util-to-html';
import { Children, isValidElement, type ReactNode } from 'react';
import { parseCodeMeta } from '../../markdown/code-meta.ts';
import { renderCodeBlock } from '../../markdown/plugins/code-blocks.ts';
import { useContentContext } from './content-context.ts';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  title?: string;
  metastring?: string;
  /** Lines numbered, from 1 or (a number) from that one, as in Docusaurus 3. */
  showLineNumbers?: boolean | number;
  className?: string;
}

/** The <CodeBlock> of MDX content, highlighted at build time like fenced code. */
export function CodeBlock({ children, language, title, metastring, showLineNumbers, className }: CodeBlockProps) {
  const { highlighter, magicComments } = useContentContext();
  const parts = Children.toArray(children);
  // An element instead of text (a missing-import notice, say) is shown as it is.
  if (parts.some((part) => isValidElement(part))) return <>{children}</>;
  const source = parts.join('').replace(/\n$/, '');
  const written = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const resolved = highlighter.resolveLanguage(written) ?? 'text';
  const meta = parseCodeMeta(metastring);
  const element = renderCodeBlock(highlighter, source, { written, highlighted: resolved }, {
    title: meta.title ?? title,
    highlightLines: meta.highlightLines,
    showLineNumbers: showLineNumbers || meta.showLineNumbers,
  }, magicComments);
  // The block is a finished HTML fragment; the wrapper keeps it one element.
  return <div className="code-block-wrapper" dangerouslySetInnerHTML={{ __html: toHtml(element) }} />;
}
