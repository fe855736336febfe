// A `<details>` written as HTML in a page compiled without MDX takes the shape
// the theme's Details gives one in an MDX page (where `<details>` is that
// component, as Docusaurus's MDX components make it): the same class, the
// same content wrapper and, without a summary, the same default one, so that
// it looks and behaves alike on every page.
import type { Element, ElementContent, Root } from 'hast';
import { translate } from '../../i18n/translate.ts';

const classesOf = (element: Element): string[] => (Array.isArray(element.properties.className) ? element.properties.className.map(String) : []);

function shapeDetails(details: Element): void {
  const classes = classesOf(details);
  if (classes.includes('details')) return;
  details.properties.className = ['details', ...classes];
  const summaryIndex = details.children.findIndex((child) => child.type === 'element' && child.tagName === 'summary');
  const summary: ElementContent =
    summaryIndex >= 0 ? details.children[summaryIndex]! : { type: 'element', tagName: 'summary', properties: {}, children: [{ type: 'text', value: translate({ id: 'theme.details.summary', message: 'Details' }) }] };
  const rest = details.children.filter((_, index) => index !== summaryIndex);
  details.children = [summary, { type: 'element', tagName: 'div', properties: { className: ['details__content'] }, children: rest }];
}

/** Shapes every `<details>` of the tree, inner ones included. */
export function shapeRawDetails(tree: Root): void {
  const stack: (Root | Element)[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      stack.push(child);
      if (child.tagName === 'details') shapeDetails(child);
    }
  }
}
