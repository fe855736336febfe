import { isValidElement, type ReactNode } from 'react';
import { interpolate as interpolateText } from '../../i18n/translate.ts';
import { interpolateNodes } from '../../i18n/Translate.tsx';

type InterpolateValues = Record<string, ReactNode>;

/** `@docusaurus/Interpolate`'s `interpolate(text, values)`: text when every value is text or a number, else the elements to render. */
export function interpolate(text: string, values: InterpolateValues = {}): ReactNode {
  const plain = Object.values(values).every((value) => !isValidElement(value));
  return plain ? interpolateText(text, values as Record<string, string | number>) : interpolateNodes(text, values);
}

/** `<Interpolate values={{ name: <b>Ada</b> }}>{'Hello, {name}'}</Interpolate>`: the text with its placeholders filled, elements too. */
export function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  if (typeof children !== 'string') throw new Error('<Interpolate> takes its text as plain text between its tags, as Docusaurus does.');
  return <>{interpolate(children, values)}</>;
}
