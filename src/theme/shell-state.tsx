import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export const MOBILE_BREAKPOINT = 996;

interface ShellState {
  mobileMenuOpen: boolean;
  setMobileMenuOpen(open: boolean): void;
}

const ShellStateContext = createContext<ShellState | null>(null);

/** Mobile menu state: closes on back navigation and when the window grows past the breakpoint. */
export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  useEffect(() => {
    if (!mobileMenuOpen) return undefined;
    document.body.style.overflow = 'hidden';
    const onResize = () => {
      if (window.innerWidth > MOBILE_BREAKPOINT) setMobileMenuOpen(false);
    };
    // Back closes the menu instead of leaving the page.
    history.pushState({ docgenMobileMenu: true }, '');
    const onPop = () => setMobileMenuOpen(false);
    window.addEventListener('resize', onResize);
    window.addEventListener('popstate', onPop);
    return () => {
      document.body.style.overflow = '';
      window.removeEventListener('resize', onResize);
      window.removeEventListener('popstate', onPop);
      if ((history.state as { docgenMobileMenu?: boolean } | null)?.docgenMobileMenu) history.back();
    };
  }, [mobileMenuOpen]);
  return <ShellStateContext.Provider value={{ mobileMenuOpen, setMobileMenuOpen }}>{children}</ShellStateContext.Provider>;
}

export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState() was called outside <ShellStateProvider>.');
  return state;
}
