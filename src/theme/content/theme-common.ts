// The hooks of Docusaurus's @docusaurus/theme-common that a site's components
// use, as the build answers them: a page is rendered once, so each answers as
// Docusaurus's does on the server (the default colour mode, no window). The
// browser's versions, for the site's interactive components, are in
// client/site-components/theme-common.ts.
import { selectPluralForm } from '../../i18n/translate.ts';
import type { ColorMode } from '../color-mode.ts';
import { useContentContext } from './content-context.ts';

export interface ColorModeState {
  colorMode: ColorMode;
  /** A mode to show, or null for the site's default (or the system's, when the site follows it). */
  setColorMode(mode: ColorMode | null): void;
  /** Docusaurus 2's name for `colorMode === 'dark'`. */
  isDarkTheme: boolean;
}

/** The config's default mode, which every page is rendered in. */
export function useColorMode(): ColorModeState {
  const mode = useContentContext().site.themeConfig.colorMode.defaultMode;
  return { colorMode: mode, setColorMode: () => {}, isDarkTheme: mode === 'dark' };
}

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

export function useWindowSize(): WindowSize {
  return 'ssr';
}

/** `selectMessage(count, 'One item|{count} items')`: the form for the count in the site's language (the caller fills `{count}`). */
export function usePluralForm(): { selectMessage(count: number, message: string): string } {
  return { selectMessage: selectPluralForm };
}
