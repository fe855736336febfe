// Docusaurus's ways to render in the browser alone, as the browser runs the
// site's interactive components: as in Docusaurus, what hydrates first is what
// the build rendered (not yet the browser), then the browser's own.
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** `@docusaurus/useIsBrowser`: false while the build's HTML is hydrated, true from then on. */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** `@docusaurus/BrowserOnly`: its fallback, as the build rendered it, then what it holds. */
export function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return createElement(Fragment, null, useIsBrowser() ? children() : (fallback ?? null));
}

/** `@docusaurus/ExecutionEnvironment`, in the browser. */
export const ExecutionEnvironment = {
  canUseDOM: true,
  canUseEventListeners: true,
  canUseIntersectionObserver: typeof IntersectionObserver !== 'undefined',
  canUseViewport: true,
};
