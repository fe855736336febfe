import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { cloneElement, createElement, type ReactElement, type ReactNode, type SVGProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

export type SvgComponentProps = SVGProps<SVGSVGElement> & { title?: string };

/**
 * An SVG file imported into a site's component, as the React component
 * Docusaurus's SVGR makes of it: the file's `<svg>` with the props given
 * (`className`, `role`, `width`…) over its own attributes, and a `title`
 * prop as its first child.
 */
export function svgComponent(svg: string, file: string): (props: SvgComponentProps) => ReactElement {
  const root = fromHtml(svg, { fragment: true }).children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
  if (!root) throw new Error(`${file} has no <svg> element, so it cannot be shown as a component.`);
  const element = toJsxRuntime(root, { Fragment, jsx, jsxs, elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom', space: 'svg' }) as ReactElement<{ children?: ReactNode }>;
  return function Svg({ title, ...props }: SvgComponentProps) {
    return title === undefined ? cloneElement(element, props) : cloneElement(element, props, createElement('title', null, title), element.props.children);
  };
}

/** An element of an SVG as plain data: what the browser's version of the component is made from (see output/site-islands.ts). */
export interface SvgNode {
  type: string;
  props: Record<string, unknown>;
  children: (SvgNode | string)[];
}

/** The file's `<svg>` as svgComponent renders it, as plain data. */
export function svgTree(svg: string, file: string): SvgNode {
  const root = fromHtml(svg, { fragment: true }).children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
  if (!root) throw new Error(`${file} has no <svg> element, so it cannot be shown as a component.`);
  const node = (type: unknown, { children, ...props }: Record<string, unknown>): SvgNode => ({ type: String(type), props, children: (children === undefined ? [] : Array.isArray(children) ? children : [children]) as (SvgNode | string)[] });
  return toJsxRuntime(root, { Fragment, jsx: node, jsxs: node, elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom', space: 'svg' }) as unknown as SvgNode;
}
