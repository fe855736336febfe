import { createContext, useContext } from 'react';

/** Page loading states of the spec: loading (spinner), failed (error text and Retry), loaded. */
export type RouteStatus = 'loaded' | 'loading' | 'failed';

export interface RouteStatusValue {
  status: RouteStatus;
  /** Loads the current route again (Retry, and Try again after a crash). */
  retry(): void;
  /** A render crashed and its crash page is shown (the browser titles the document after it). */
  crashed(): void;
}

/** On the server, and before the router starts, every page is simply loaded. */
export const RouteStatusContext = createContext<RouteStatusValue>({
  status: 'loaded',
  retry: () => window.location.reload(),
  crashed: () => {},
});

export function useRouteStatus(): RouteStatusValue {
  return useContext(RouteStatusContext);
}
