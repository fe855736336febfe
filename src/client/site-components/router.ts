// @docusaurus/router's hooks in the browser, for the site's interactive
// components: where the reader is (the client router makes each page's
// islands anew, so a component sees its own page), following the fragment
// and the history as they change; and moves to another page as a link does.
import { useMemo, useSyncExternalStore } from 'react';
import type { RouterHistory, RouterLocation } from '../../theme/content/docusaurus-hooks.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
  };
}

const currentHref = () => window.location.href;

export function useLocation(): RouterLocation {
  const href = useSyncExternalStore(subscribe, currentHref, currentHref);
  return useMemo(() => {
    const url = new URL(href);
    return { pathname: url.pathname, search: url.search, hash: url.hash, state: window.history.state as unknown };
  }, [href]);
}

/** Goes to `path` as a click on a link to it would: the shell's router shows the page (or the browser loads it). */
function follow(path: string): void {
  const link = document.createElement('a');
  link.href = path;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

export function useHistory(): RouterHistory {
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: follow,
      replace: (path: string) => window.location.replace(new URL(path, window.location.href).href),
      go: (steps: number) => window.history.go(steps),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
    }),
    [location],
  );
}
