import { useEffect } from 'react';
import { translate } from '../../i18n/translate.ts';
import { applyColorMode, THEME_STORAGE_KEY, usePageColorMode, type ColorMode } from '../color-mode.ts';
import { useSite } from '../context.tsx';
import { removeStorage, writeStorage } from '../storage.ts';

/**
 * Light/dark switch: stored under `theme`, synced across tabs; both icons are
 * rendered and CSS shows one. It shows the page's mode, whoever set it (a
 * component of the site's may, with useColorMode).
 */
export function ColorModeToggle() {
  const { colorMode } = useSite();
  const mode = usePageColorMode(colorMode.defaultMode);

  useEffect(() => {
    if (colorMode.disableSwitch) removeStorage(THEME_STORAGE_KEY);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      applyColorMode(event.newValue === 'dark' ? 'dark' : event.newValue === 'light' ? 'light' : colorMode.defaultMode);
    };
    window.addEventListener('storage', onStorage);
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onSystemChange = (event: MediaQueryListEvent) => {
      if (window.matchMedia('print').matches) return;
      removeStorage(THEME_STORAGE_KEY);
      applyColorMode(colorMode.respectPrefersColorScheme ? (event.matches ? 'dark' : 'light') : colorMode.defaultMode);
    };
    const listenToSystem = !(colorMode.disableSwitch && !colorMode.respectPrefersColorScheme);
    if (listenToSystem) media.addEventListener('change', onSystemChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      if (listenToSystem) media.removeEventListener('change', onSystemChange);
    };
  }, [colorMode]);

  if (colorMode.disableSwitch) return null;
  const modeLabel =
    mode === 'dark'
      ? translate({ id: 'theme.colorToggle.ariaLabel.mode.dark', message: 'dark mode' })
      : translate({ id: 'theme.colorToggle.ariaLabel.mode.light', message: 'light mode' });
  const label = translate({ id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})' }, { mode: modeLabel });
  return (
    <div className="colorModeToggle">
      <button
        type="button"
        className="clean-btn toggleButton"
        title={label}
        aria-label={label}
        aria-live="polite"
        onClick={() => {
          const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
          applyColorMode(next);
          writeStorage(THEME_STORAGE_KEY, next);
        }}
      >
        {/* A sun: a ring and eight rays, drawn with round-capped strokes. */}
        <svg viewBox="0 0 24 24" width="24" height="24" className="toggleIcon lightToggleIcon" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M2 12h2M20 12h2M5.3 5.3l1.05 1.05M17.65 17.65l1.05 1.05M18.7 5.3l-1.05 1.05M6.35 17.65l-1.05 1.05" />
        </svg>
        <svg viewBox="0 0 24 24" width="24" height="24" className="toggleIcon darkToggleIcon" aria-hidden="true">
          <path fill="currentColor" d="M9.37 5.51a7.4 7.4 0 0 0 9.12 9.12A7.01 7.01 0 0 1 5 12a7 7 0 0 1 4.37-6.49M12 3a9 9 0 1 0 8.9 7.64 5.39 5.39 0 0 1-9.8-3.14 5.4 5.4 0 0 1 2.26-4.4Q12.69 3 12 3" />
        </svg>
      </button>
    </div>
  );
}
