// Which component React was rendering when a page failed on something that
// carries no stack: a component that returns a value React cannot render (an
// object), or throws one that is not an Error (a string). The build renders
// with React's synchronous renderer, which reports no component stack; its
// prerenderer does, so a tree that failed is rendered again with it, on the
// error's path only.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { unmappedSiteFrame } from '../shared/site-frames.ts';

/** A component of the stack, and where it is when it is in one of the site's own files. */
export interface RenderingComponent {
  name: string;
  file?: string;
  line?: number;
  column?: number;
}

/** A name an author gives a component: the theme's wrappers of HTML tags (`MDX(a)`), providers (`Context.Provider`) and MDX's own function are left out. */
const AUTHORED_NAME = /^[A-Z][\w$]*$/;
const MDX_CONTENT = 'MDXContent';

/**
 * The components React was rendering when `tree`'s first error was thrown,
 * innermost first; empty when rendering it again does not fail (its
 * components' output may depend on more than their props).
 */
export async function renderingComponents(tree: ReactNode): Promise<RenderingComponent[]> {
  let componentStack: string | undefined;
  try {
    const { prelude } = await prerenderToNodeStream(tree, {
      onError: (_error, info) => {
        componentStack ??= info.componentStack ?? '';
      },
    });
    prelude.resume();
  } catch {
    // An error outside a Suspense boundary also rejects the prerender, after onError has had the stack.
  }
  return componentStack === undefined ? [] : componentsOfStack(componentStack);
}

/** The stack's authored components, innermost first: `at Box (file:///…/Box.js:3:9)`, or `at Box (<anonymous>)` where React could not place it. */
export function componentsOfStack(componentStack: string): RenderingComponent[] {
  const components: RenderingComponent[] = [];
  for (const [, frameName, where] of componentStack.matchAll(/^\s*at (\S+)(?: \((.*)\))?$/gm)) {
    // An interactive component is rendered inside the theme's Island(Name) (see site-island.tsx).
    const name = /^Island\((.+)\)$/.exec(frameName!)?.[1] ?? frameName!;
    if (!AUTHORED_NAME.test(name) || name === MDX_CONTENT) continue;
    const place = where === undefined ? undefined : /^(.+?):(\d+):(\d+)$/.exec(where);
    const site = place ? unmappedSiteFrame({ name, location: place[1]!, line: Number(place[2]), column: Number(place[3]) }) : undefined;
    components.push(site ? { name, file: site.file, ...(site.line === undefined ? {} : { line: site.line, column: site.column }) } : { name });
  }
  return components;
}
