// Docusaurus's MDXComponents (the components MDX renders a page's Markdown
// elements with) as docgen's theme has them. A Docusaurus site's own
// src/theme/MDXComponents spreads them before adding its components
// (`{ ...MDXComponents, Highlight }`), and a copy of the whole file imports
// them from '@theme/MDXComponents/…'. docgen's Markdown steps have already
// made each element what Docusaurus's components make of it (a link's
// address, a heading's anchor, an image's lazy loading, a code block's
// highlighting), so these render the element they are given as it is.
import { createElement, type ComponentType, type HTMLAttributes } from 'react';
import { Admonition } from './Admonition.tsx';
import { Details } from './Details.tsx';
import { Head } from './Head.tsx';
import { Mermaid } from './Mermaid.tsx';

type ElementProps = Record<string, unknown>;

function elementAsGiven(tag: string): ComponentType<ElementProps> {
  const Element = (props: ElementProps) => createElement(tag, props);
  Element.displayName = `MDX(${tag})`;
  return Element;
}

export const MDXA = elementAsGiven('a');
export const MDXCode = elementAsGiven('code');
export const MDXPre = elementAsGiven('pre');
export const MDXUl = elementAsGiven('ul');
export const MDXLi = elementAsGiven('li');
export const MDXImg = elementAsGiven('img');

/** `@theme/MDXComponents/Heading`: the heading `as` names, as docgen's Markdown steps made it (its id and anchor included). */
export function MDXHeading({ as, ...props }: HTMLAttributes<HTMLHeadingElement> & { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  return createElement(as, props);
}

/** The theme's map, with Docusaurus 3's keys. */
export const THEME_MDX_COMPONENTS: Readonly<Record<string, unknown>> = Object.freeze({
  Head,
  details: Details,
  Details,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  ...Object.fromEntries((['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((tag) => [tag, elementAsGiven(tag)])),
  admonition: Admonition,
  mermaid: Mermaid,
});

/** The keys of the map that docgen's Markdown steps do not render through it, with why: a site's own component under one is not used. */
export const KEYS_DOCGEN_RENDERS: Readonly<Record<string, string>> = {
  pre: 'docgen highlights code blocks itself as it builds the page',
  admonition: "docgen's Markdown steps make admonitions (:::note) themselves",
  mermaid: 'docgen draws ```mermaid code blocks itself',
};

/** The keys a site's component is used for in part, with what it is not given. */
export const KEYS_USED_IN_PART: Readonly<Record<string, string>> = {
  code: 'it is given inline code only, as docgen highlights code blocks itself as it builds the page',
};
