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
