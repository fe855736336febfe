// The history entry the mobile menu adds so that Back closes it. The client
// router recognises it and replaces it instead of stacking a page on top (or,
// for a link to the page shown, goes back over it).
const MOBILE_MENU_KEY = 'docgenMobileMenu';

export function mobileMenuHistoryState(): Record<string, unknown> {
  return { [MOBILE_MENU_KEY]: true };
}

export function isMobileMenuHistoryState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MOBILE_MENU_KEY] === true;
}

/** The current entry's state as an object (a site's script may have stored anything), with the scroll position the router saves in it. */
export function currentHistoryState(): Record<string, unknown> & { docgen?: { scroll: number } } {
  const state: unknown = history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/**
 * Writes where the page is scrolled into the current entry, for Back and
 * Forward to restore (router.ts): called before an entry is added on top of
 * it, as a scroll saves it only once it pauses and a page just loaded has
 * none yet.
 */
export function saveScroll(): void {
  history.replaceState({ ...currentHistoryState(), docgen: { scroll: window.scrollY } }, '');
}
