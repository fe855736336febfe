import { Children, createElement, isValidElement, type ComponentType, type ReactNode } from 'react';

/** Carries Markdown written as a JSX prop value, rendered as content, to the component that receives it. */
export function PropContent({ children }: { name: string; children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * Renders `of` with the props the page gave it plus one prop per <PropContent>
 * child: how `extraDescription={<div>…Markdown…</div>}` reaches a component
 * with its Markdown rendered, as MDX 1 did (see remarkMdxAttributeMarkdown).
 */
export function PropsFromChildren({ of, children, ...props }: { of: ComponentType<Record<string, unknown>>; children?: ReactNode } & Record<string, unknown>) {
  const rest: ReactNode[] = [];
  const fromChildren: Record<string, ReactNode> = {};
  for (const child of Children.toArray(children)) {
    if (isValidElement<{ name: string; children?: ReactNode }>(child) && child.type === PropContent) fromChildren[child.props.name] = child.props.children;
    else rest.push(child);
  }
  return createElement(of, { ...props, ...fromChildren }, ...(rest.length ? [rest] : []));
}
