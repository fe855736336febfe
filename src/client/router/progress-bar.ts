// The navigation progress bar (nprogress, as Docusaurus uses it): shown only
// when a navigation takes longer than 200 ms, so quick ones do not flicker.
import NProgress from 'nprogress';

export const PROGRESS_DELAY_MS = 200;

NProgress.configure({ showSpinner: false, minimum: 0.08, speed: 200, trickleSpeed: 800 });

/** Starts the delayed bar; call the returned function when the new route has rendered. */
export function startProgress(): () => void {
  const timer = setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
  return () => {
    clearTimeout(timer);
    NProgress.done();
  };
}
