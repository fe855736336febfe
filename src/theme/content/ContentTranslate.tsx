import type { ReactNode } from 'react';
import { interpolate } from '../../i18n/translate.ts';
import { interpolateNodes } from '../../i18n/Translate.tsx';

// `@docusaurus/Translate` in content and the site's components. A build is
// of the site's default locale, so a message is its own text, with its
// `{name}` placeholders filled; the id and description (what translators
// would see) are accepted and change nothing.

export interface TranslateDeclaration {
  message: string;
  id?: string;
  description?: string;
}

/** `translate({ message }, values)`: the message as text. */
export function translate({ message }: TranslateDeclaration, values?: Record<string, string | number>): string {
  return interpolate(message, values);
}

export interface TranslateProps {
  /** The message, as plain text (as Docusaurus requires, so that it can be extracted). */
  children: string;
  id?: string;
  description?: string;
  /** Values of the placeholders: text, numbers or elements (a link, say). */
  values?: Record<string, ReactNode>;
}

/** `<Translate>`: the message, with elements allowed as placeholder values. */
export function Translate({ children, values = {} }: TranslateProps) {
  if (typeof children !== 'string') throw new Error('<Translate> takes its message as plain text between its tags, as Docusaurus does.');
  return <>{interpolateNodes(children, values)}</>;
}
