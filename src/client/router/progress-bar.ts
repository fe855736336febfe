// The navigation progress bar (nprogress, as Docusaurus uses it): shown only
// when a navigation takes longer than 200 ms, so quick ones do not flicker.
// nprogress is loaded the first time a navigation is that slow: most readers
// never need it, and it stays out of the first load's JavaScript.
import type NProgressType from 'nprogress';

export const PROGRESS_DELAY_MS = 200;

let loading: Promise<typeof NProgressType> | undefined;

function loadProgressBar(): Promise<typeof NProgressType> {
  loading ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({ showSpinner: false, minimum: 0.08, speed: 200, trickleSpeed: 800 });
    return NProgress;
  });
  return loading;
}

/** Starts the delayed bar; call the returned function when the new route has rendered. */
export function startProgress(): () => void {
  let finished = false;
  const timer = setTimeout(() => {
    void loadProgressBar().then((bar) => {
      if (!finished) bar.start();
    });
  }, PROGRESS_DELAY_MS);
  return () => {
    finished = true;
    clearTimeout(timer);
    void loading?.then((bar) => bar.done());
  };
}
