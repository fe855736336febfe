// HTML the build rendered, inside an island: a React element given to an
// island as a prop (most often its children, text written in the page) cannot
// travel to the browser as an element, so it travels as its HTML and is shown
// as that HTML, by the build and by the browser alike.
import { createElement, type ReactElement } from 'react';
import { ISLAND_HTML_KEY, ISLAND_HTML_TAG } from '../../shared/site-islands.ts';

/** The HTML in an element of its own, which the stylesheet lays out as if it were not there. */
export function IslandHtml({ html }: { html: string }): ReactElement {
  return createElement(ISLAND_HTML_TAG, { dangerouslySetInnerHTML: { __html: html } });
}

/** An island's props as its component takes them: each `{ "docgen:html": … }` an IslandHtml element. */
export function reviveIslandProps(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveIslandProps);
  if (typeof value !== 'object' || value === null) return value;
  const html = (value as Record<string, unknown>)[ISLAND_HTML_KEY];
  if (typeof html === 'string') return createElement(IslandHtml, { html });
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, reviveIslandProps(inner)]));
}
