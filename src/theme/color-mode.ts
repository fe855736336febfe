// The page's colour mode, as the navbar's switch and the site's components
// (useColorMode) share it: the `data-theme` attribute of <html>, which the
// head's script sets before the first paint, kept in localStorage under
// `theme` once the reader chooses.
import { useSyncExternalStore } from 'react';

export const THEME_STORAGE_KEY = 'theme';
export type ColorMode = 'light' | 'dark';

export function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The head's script always sets it, before anything runs. */
const pageMode = () => document.documentElement.getAttribute('data-theme') as ColorMode;

/**
 * The page's colour mode, following every change, whoever makes it: while
 * the build's HTML is hydrated, the mode it was rendered in (the default).
 */
export function usePageColorMode(defaultMode: ColorMode): ColorMode {
  return useSyncExternalStore(subscribe, pageMode, () => defaultMode);
}
