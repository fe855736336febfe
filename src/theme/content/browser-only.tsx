// Docusaurus's ways for a component to do something only in the browser:
// `@docusaurus/BrowserOnly`, `@docusaurus/useIsBrowser` and
// `@docusaurus/ExecutionEnvironment`, as the build renders content's
// components, as Docusaurus renders them on its server: each answers as it
// does there. A site's interactive component then runs again in the browser,
// where the browser's versions answer (client/site-components/browser-only.ts).
import type { ReactNode } from 'react';
import { useContentContext } from './content-context.ts';
import { useInsideIsland } from './island-context.ts';

export interface BrowserOnlyProps {
  children: () => ReactNode;
  fallback?: ReactNode;
}

/**
 * Its fallback. In one of the site's interactive components, the browser then
 * shows what it holds (see site-island.tsx); elsewhere nothing renders it in
 * the browser, and a warning says that it does not appear.
 */
export function BrowserOnly({ fallback }: BrowserOnlyProps) {
  const { warn } = useContentContext();
  if (!useInsideIsland()) warn("<BrowserOnly> shows its fallback only: docgen renders content's components once, when it builds, so what they render in the browser alone does not appear.");
  return <>{fallback ?? null}</>;
}

/** False: a component renders when the site is built. */
export function useIsBrowser(): boolean {
  return false;
}

/** What Docusaurus's server render sees: no document, no events, no viewport. */
export const ExecutionEnvironment = {
  canUseDOM: false,
  canUseEventListeners: false,
  canUseIntersectionObserver: false,
  canUseViewport: false,
};
