// @docusaurus/theme-common's hooks in the browser, for the site's interactive
// components: what hydrates first is what the build rendered (the default
// colour mode, 'ssr'), then the page's own, following its changes.
import { useCallback, useSyncExternalStore } from 'react';
import { applyColorMode, THEME_STORAGE_KEY, usePageColorMode, type ColorMode } from '../../theme/color-mode.ts';
import { useContentContext } from '../../theme/content/content-context.ts';
import type { ColorModeState, WindowSize } from '../../theme/content/theme-common.ts';
import { isMobileLayout } from '../../theme/shell-state.tsx';
import { removeStorage, writeStorage } from '../../theme/storage.ts';

export { usePluralForm } from '../../theme/content/theme-common.ts';

/** The page's mode; setting it does what the navbar's switch does (and the switch shows it). */
export function useColorMode(): ColorModeState {
  const { defaultMode, respectPrefersColorScheme } = useContentContext().site.themeConfig.colorMode;
  const colorMode = usePageColorMode(defaultMode);
  const setColorMode = useCallback(
    (mode: ColorMode | null) => {
      if (mode) writeStorage(THEME_STORAGE_KEY, mode);
      else removeStorage(THEME_STORAGE_KEY);
      // No choice of the reader's: the system's mode when the site follows it (light too), else the site's default, as the page's first script chose.
      applyColorMode(mode ?? (respectPrefersColorScheme ? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : defaultMode));
    },
    [defaultMode, respectPrefersColorScheme],
  );
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** 'desktop' where the stylesheet lays out the desktop's columns (above 996 px at the default text size), else 'mobile'. */
export function useWindowSize(): WindowSize {
  return useSyncExternalStore(
    subscribeToResize,
    () => (isMobileLayout() ? 'mobile' : 'desktop'),
    () => 'ssr',
  );
}
