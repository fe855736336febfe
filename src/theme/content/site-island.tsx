// The build's side of the site's interactive components (see
// shared/site-islands.ts): each component export of such a module is wrapped
// (site-modules.ts writes the wrapping module) so that where a page shows it,
// the build renders it inside the island's element, with its props as JSON,
// for the browser to run it again there.
import { createElement, Fragment, isValidElement, useContext, useId, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { ISLAND_HTML_KEY, ISLAND_TAG, islandName } from '../../shared/site-islands.ts';
import { PageContext, SiteContext } from '../context.tsx';
import { ContentContext, type ContentRenderContext } from './content-context.ts';
import { IslandContext, useInsideIsland } from './island-context.ts';
import { reviveIslandProps } from './island-html.tsx';

/** Props as JSON, or the first one that cannot be (a function, say), by its path. */
type SerializedProps = { ok: true; json: Record<string, unknown> } | { ok: false; problem: string };

/** A prop holding React elements: what React would render of it. */
function holdsElements(value: unknown): value is ReactNode {
  return isValidElement(value) || (Array.isArray(value) && value.some(holdsElements));
}

/**
 * An island's props as JSON: text, numbers, booleans, null, arrays and plain
 * objects as they are; React elements (children written in the page) as
 * their HTML, rendered by `renderHtml`; undefined left out, as JSON does.
 */
export function serializeIslandProps(props: Record<string, unknown>, renderHtml: (node: ReactNode) => string): SerializedProps {
  const visit = (value: unknown, at: string): unknown => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new PropProblem(`${at} (${String(value)}, which JSON cannot hold)`);
      return value;
    }
    if (holdsElements(value)) return { [ISLAND_HTML_KEY]: renderHtml(value) };
    if (Array.isArray(value)) return value.map((item, index) => visit(item, `${at}[${index}]`));
    if (typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
      return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined).map(([key, inner]) => [key, visit(inner, `${at}.${key}`)]));
    }
    const kind = typeof value === 'function' ? 'a function' : typeof value === 'object' ? `a ${(value as object).constructor?.name ?? 'object'}` : `a ${typeof value}`;
    throw new PropProblem(`${at} (${kind})`);
  };
  try {
    const json: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) if (value !== undefined) json[key] = visit(value, key);
    return { ok: true, json };
  } catch (error) {
    if (error instanceof PropProblem) return { ok: false, problem: error.message };
    throw error;
  }
}

class PropProblem extends Error {}

type AnyComponent = ComponentType<Record<string, unknown>>;

/** A function component, or one React made (memo, forwardRef): what can be rendered as a tag. */
export const isComponent = (value: unknown): value is AnyComponent =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value && ('render' in value || 'type' in value));

const nameOf = (component: AnyComponent, exportName: string) => component.displayName ?? (component.name || (exportName === 'default' ? 'component' : exportName));

/**
 * `Component` (export `exportName` of the module `module`) as an island;
 * with `staticBecause`, rendered once, when the site is built, with a warning
 * on each page that shows it saying why.
 */
export function island(exported: unknown, module: string, exportName: string, staticBecause?: string): unknown {
  if (!isComponent(exported)) return exported;
  const Component = exported;
  const name = nameOf(Component, exportName);
  function Island(props: Record<string, unknown>): ReactElement {
    const inside = useInsideIsland();
    const content = useContext(ContentContext);
    const site = useContext(SiteContext);
    const page = useContext(PageContext);
    // The island is a root of its own in the build and in the browser: its `useId`s take this prefix in both, unique in the page.
    const idPrefix = useId();
    if (inside) return createElement(Component, props);
    const warn = (why: string) => warnOnce(content, `<${name}> is rendered once, when the site is built: ${why}, so its state, effects and event handlers do not run in the browser.`);
    if (staticBecause) {
      warn(staticBecause);
      return createElement(Component, props);
    }
    // Elements given as props are rendered as the page renders them: with its contexts (its <Head>s, its code highlighter).
    let renderedProps = 0;
    const renderHtml = (node: ReactNode) =>
      renderToStaticMarkup(withContexts(createElement(Fragment, null, node), content, site, page), { identifierPrefix: `${idPrefix}p${renderedProps++}` });
    const serialized = serializeIslandProps(props, renderHtml);
    if (!serialized.ok) {
      warn(`its prop ${serialized.problem} cannot be sent to the browser`);
      return createElement(Component, props);
    }
    // Rendered as a root of its own, as the browser hydrates it, with the markers hydration reads (between adjacent texts, say), which a page's static HTML leaves out.
    const island = createElement(IslandContext.Provider, { value: true }, createElement(Component, reviveIslandProps(serialized.json) as Record<string, unknown>));
    return createElement(ISLAND_TAG, {
      'data-island': islandName({ module, exportName }),
      'data-props': JSON.stringify(serialized.json),
      'data-id-prefix': idPrefix,
      dangerouslySetInnerHTML: { __html: renderToString(withContexts(island, content, site, page), { identifierPrefix: idPrefix }) },
    });
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/** The warnings given on each page being rendered: a component shown many times is warned of once. */
const warned = new WeakMap<ContentRenderContext, Set<string>>();

function warnOnce(content: ContentRenderContext | undefined, message: string): void {
  if (!content) return;
  const given = warned.get(content) ?? new Set<string>();
  warned.set(content, given);
  if (given.has(message)) return;
  given.add(message);
  content.warn(message);
}

function withContexts(node: ReactElement, content: ContentRenderContext | undefined, site: unknown, page: unknown): ReactElement {
  let tree = content ? createElement(ContentContext.Provider, { value: content }, node) : node;
  if (page) tree = createElement(PageContext.Provider, { value: page as never }, tree);
  if (site) tree = createElement(SiteContext.Provider, { value: site as never }, tree);
  return tree;
}
