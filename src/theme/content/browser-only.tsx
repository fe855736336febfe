// Docusaurus's ways for a component to do something only in the browser:
// `@docusaurus/BrowserOnly`, `@docusaurus/useIsBrowser` and
// `@docusaurus/ExecutionEnvironment`. docgen renders content components
// once, when it builds, as Docusaurus renders them on its server: each
// answers as it does there, and that is what readers get.
import type { ReactNode } from 'react';
import { useContentContext } from './content-context.ts';

export interface BrowserOnlyProps {
  children: () => ReactNode;
  fallback?: ReactNode;
}

/** Its fallback, with a warning that what it holds does not appear: docgen has no browser-side render of content to show it in. */
export function BrowserOnly({ fallback }: BrowserOnlyProps) {
  const { warn } = useContentContext();
  warn("<BrowserOnly> shows its fallback only: docgen renders content's components once, when it builds, so what they render in the browser alone does not appear.");
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
