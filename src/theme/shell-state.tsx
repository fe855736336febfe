import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { isMobileMenuHistoryState, mobileMenuHistoryState, saveScroll } from './history-state.ts';
import { SidebarMemory } from './docs/sidebar-memory.ts';
import { usePage } from './context.tsx';

/**
 * The stylesheet's query for the phone's navbar and single column: 996 px at
 * the default text size, and sooner for a reader who chose larger text
 * (WCAG's resize text), so the shell follows what the reader sees.
 */
export const MOBILE_LAYOUT_QUERY = '(max-width:62.25em)';
export const isMobileLayout = () => matchMedia(MOBILE_LAYOUT_QUERY).matches;

interface ShellState {
  mobileMenuOpen: boolean;
  setMobileMenuOpen(open: boolean): void;
  /** Closes the menu because one of its links was followed: the new page takes over its history entry. */
  closeMobileMenuForNavigation(): void;
  /** The desktop docs sidebar narrowed to a strip: kept from one docs page to the next, as Docusaurus keeps it while its docs layout stays (not on other pages, nor across reloads). */
  docSidebarHidden: boolean;
  setDocSidebarHidden(hidden: boolean): void;
  /** The desktop docs sidebar's categories as the reader left them (see sidebar-memory.ts). */
  sidebarMemory: SidebarMemory;
}

const ShellStateContext = createContext<ShellState | null>(null);

/** Shell state that outlives a page: the mobile menu (closed on back navigation and when the window grows past the breakpoint), the hidden docs sidebar and its categories' state. */
export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [docSidebarHidden, setDocSidebarHidden] = useState(false);
  const [sidebarMemory] = useState(() => new SidebarMemory());
  const navigating = useRef(false);
  // Another page closes the menu, however the reader got there (search opened above it, a site's
  // script): that page has taken over its history entry. One outside the docs drops the hidden
  // docs sidebar, as leaving the docs unmounts Docusaurus's docs layout, which holds it.
  const page = usePage();
  useEffect(() => {
    setMobileMenuOpen(false);
    if (!page.docs) setDocSidebarHidden(false);
  }, [page]);
  useEffect(() => {
    if (!mobileMenuOpen) return undefined;
    document.body.style.overflow = 'hidden';
    const onResize = () => {
      if (!isMobileLayout()) setMobileMenuOpen(false);
    };
    // Back closes the menu instead of leaving the page (and finds the page where it was).
    saveScroll();
    history.pushState(mobileMenuHistoryState(), '');
    const onPop = () => setMobileMenuOpen(false);
    window.addEventListener('resize', onResize);
    window.addEventListener('popstate', onPop);
    return () => {
      document.body.style.overflow = '';
      window.removeEventListener('resize', onResize);
      window.removeEventListener('popstate', onPop);
      // Closed by its button, the backdrop or a resize: drop the entry it added.
      if (!navigating.current && isMobileMenuHistoryState(history.state)) history.back();
      navigating.current = false;
    };
  }, [mobileMenuOpen]);
  const closeMobileMenuForNavigation = () => {
    navigating.current = true;
    setMobileMenuOpen(false);
  };
  return <ShellStateContext.Provider value={{ mobileMenuOpen, setMobileMenuOpen, closeMobileMenuForNavigation, docSidebarHidden, setDocSidebarHidden, sidebarMemory }}>{children}</ShellStateContext.Provider>;
}

export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState() was called outside <ShellStateProvider>.');
  return state;
}
