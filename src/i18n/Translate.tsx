import { Fragment, type ReactNode } from 'react';
import { translate, TranslationError } from './translate.ts';

export interface TranslateProps {
  id: string;
  /** Only a plain string: the message must be extractable without rendering. */
  children: string;
  values?: Record<string, string | number>;
  description?: string;
}

export function Translate({ id, children, values }: TranslateProps): ReactNode {
  if (typeof children !== 'string') {
    throw new TranslationError(`<Translate id="${id}"> accepts only a plain string as its children.`);
  }
  return translate({ id, message: children }, values);
}

/** A translated message whose `{name}` placeholders are elements rather than text. */
export function translateWithNodes(id: string, message: string, nodes: Record<string, ReactNode>): ReactNode {
  return interpolateNodes(translate({ id, message }), nodes);
}

/** A message's `{name}` placeholders filled with elements or text; one without a value stays as written. */
export function interpolateNodes(message: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = message.split(/\{(\w+)\}/);
  // split() with a capture group alternates text and placeholder names.
  return parts.map((part, index) => (index % 2 === 0 ? part : <Fragment key={index}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment>));
}
