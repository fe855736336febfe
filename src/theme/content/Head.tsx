import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { HEAD_TAGS, headTagFor, htmlAttributeName, unsupportedHeadTag } from '../../markdown/plugins/head-element.ts';
import type { ContentHead } from '../../shared/content-head.ts';
import { useContentContext } from './content-context.ts';

/**
 * `@docusaurus/Head`: its `<title>`, `<meta>` and `<link>` go into the page's
 * document head, as a `<head>` written in the page does (head-element.ts),
 * from the page, a partial or one of the site's components. It renders
 * nothing where it stands.
 */
export function Head({ children }: { children?: ReactNode }) {
  const context = useContentContext();
  const head: ContentHead = { tags: [] };
  const visit = (nodes: ReactNode) => {
    for (const node of Children.toArray(nodes)) {
      // Text between the tags (line breaks in MDX) says nothing.
      if (!isValidElement(node)) continue;
      const props = node.props as Record<string, unknown>;
      if (node.type === Fragment) {
        visit(props.children as ReactNode);
        continue;
      }
      const name = typeof node.type === 'string' ? node.type : undefined;
      if (!name || !HEAD_TAGS.has(name)) {
        context.warn(unsupportedHeadTag(name ?? 'a component', 'Head'));
        continue;
      }
      if (name === 'title') {
        head.title = textOf(props.children as ReactNode).trim();
        continue;
      }
      const tag = headTagFor(name, attributesOf(props));
      if (tag) head.tags.push(tag);
    }
  };
  visit(children);
  context.heads.push(head);
  return null;
}

/** A tag's props as HTML attributes: text and numbers as they are, `true` as an empty value; anything else is not an attribute. */
function attributesOf(props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    const htmlName = name === 'children' ? undefined : htmlAttributeName(name);
    if (!htmlName) continue;
    if (typeof value === 'string' || typeof value === 'number') attributes[htmlName] = String(value);
    else if (value === true) attributes[htmlName] = '';
  }
  return attributes;
}

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .filter((child): child is string | number => typeof child === 'string' || typeof child === 'number')
    .join('');
}
