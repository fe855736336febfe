// The history entry the mobile menu adds so that Back closes it. The client
// router recognises it and replaces it instead of stacking a page on top.
const MOBILE_MENU_KEY = 'docgenMobileMenu';

export function mobileMenuHistoryState(): Record<string, unknown> {
  return { [MOBILE_MENU_KEY]: true };
}

export function isMobileMenuHistoryState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MOBILE_MENU_KEY] === true;
}
