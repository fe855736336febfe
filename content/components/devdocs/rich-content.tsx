import { createElement, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * What a page may pass where the file summaries expect prose: text (often a
 * template literal), a compiled Markdown partial, or JSX (a fragment of
 * Markdown, `<>…</>`, arrives as its children, a list). false or '' mean "none".
 */
export type RichContent = string | ComponentType<Record<string, unknown>> | ReactElement | ReactNode[] | false | null | undefined;

/** A compiled partial is a function; memo/forwardRef components are objects tagged by React. */
function isComponent(value: unknown): value is ComponentType<Record<string, unknown>> {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value && !isValidElement(value));
}

/** Text from a string prop is not Markdown-compiled; paragraphs and `code` are the only marks it keeps. */
function renderText(text: string): ReactNode {
  const paragraphs = text.trim().split(/\n\s*\n/);
  return paragraphs.map((paragraph, index) => (
    <p key={index}>
      {paragraph.split(/(`[^`\n]+`)/).map((part, partIndex) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={partIndex}>{part.slice(1, -1)}</code> : part))}
    </p>
  ));
}

export function hasContent(value: RichContent): boolean {
  return typeof value === 'string' ? value.trim() !== '' : Boolean(value);
}

export function renderRichContent(value: RichContent): ReactNode {
  if (!hasContent(value)) return null;
  if (typeof value === 'string') return renderText(value);
  if (isValidElement(value) || Array.isArray(value)) return value;
  if (isComponent(value)) return createElement(value);
  return null;
}
