import type { ReactNode } from 'react';
import { translate as translateMessage } from '../../i18n/translate.ts';
import { translateWithNodes } from '../../i18n/Translate.tsx';

// `@docusaurus/Translate` in content and the site's components: a message in
// the site's language (its i18n/<locale>/code.json, which docgen
// write-translations lists these in), or else as written, with its `{name}`
// placeholders filled. A message without an id is known by its text, as in
// Docusaurus; the description is for translators and changes nothing.

export interface TranslateDeclaration {
  message: string;
  id?: string;
  description?: string;
}

/** `translate({ message, id }, values)`: the message as text. */
export function translate({ message, id }: TranslateDeclaration, values?: Record<string, string | number>): string {
  return translateMessage({ id: id ?? message, message }, values);
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
export function Translate({ children, id, values = {} }: TranslateProps) {
  if (typeof children !== 'string') throw new Error('<Translate> takes its message as plain text between its tags, as Docusaurus does.');
  return <>{translateWithNodes(id ?? children, children, values)}</>;
}
