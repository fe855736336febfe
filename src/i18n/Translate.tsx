import type { ReactNode } from 'react';
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
