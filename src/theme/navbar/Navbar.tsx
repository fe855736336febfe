import { useEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';
import { translate } from '../../i18n/translate.ts';
import { usePage, useSite } from '../context.tsx';
import { DocSidebarItems } from '../docs/DocSidebarItems.tsx';
import { sidebarKeyOf } from '../docs/sidebar-memory.ts';
import { trapTab } from '../search/focus-trap.ts';
import { useShellState } from '../shell-state.tsx';
import { ColorModeToggle, NavbarItem } from './NavbarItem.tsx';
import { fragmentId } from '../../shared/url-fragment.ts';
import { LogoImages } from '../layout/Logo.tsx';
import { brandHref } from '../../content/url.ts';
import type { SidebarItem } from '../../content/types.ts';

function Brand() {
  const site = useSite();
  const { navbar, title } = site;
  return (
    <a className="navbar__brand" href={brandHref(navbar.logo, site)} target={navbar.logo?.target} aria-label={!navbar.title && navbar.logo && !navbar.logo.alt ? title : undefined}>
      {navbar.logo && (
        <div className="navbar__logo">
          <LogoImages logo={navbar.logo} />
        </div>
      )}
      {navbar.title && <b className="navbar__title text--truncate">{navbar.title}</b>}
      {!navbar.logo && !navbar.title && <b className="navbar__title">{title}</b>}
    </a>
  );
}

/**
 * navbar.hideOnScroll, as Docusaurus has it (facts C4): hidden while the reader
 * scrolls down, shown again scrolling up and within its own height of the
 * top; hidden when the reader goes to an anchor, which it would cover, and
 * shown on any other page the reader goes to.
 */
function useHideOnScroll(enabled: boolean, navbar: RefObject<HTMLElement | null>, pathname: string): boolean {
  const [visible, setVisible] = useState(true);
  // The scroll a jump to an anchor makes is not the reader scrolling.
  const jumped = useRef(false);
  const onLocation = useRef(() => {});
  useEffect(() => {
    if (!enabled) return undefined;
    const height = () => navbar.current?.getBoundingClientRect().height ?? 0;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previous = last;
      last = y;
      if (y < height()) setVisible(true);
      else if (jumped.current) jumped.current = false;
      else if (y >= previous) setVisible(false);
      // Not at the very bottom, where an elastic scroll bounces back up.
      else if (y + window.innerHeight < document.documentElement.scrollHeight - height()) setVisible(true);
    };
    onLocation.current = () => {
      const anchor = location.hash ? document.getElementById(fragmentId(location.hash.slice(1))) : null;
      jumped.current = anchor !== null;
      setVisible(anchor === null);
    };
    const onHashChange = () => onLocation.current();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHashChange);
      onLocation.current = () => {};
    };
  }, [enabled, navbar]);
  // A new page (not the first): before the router scrolls to its anchor, if it has one.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onLocation.current();
  }, [pathname]);
  return visible;
}

export function Navbar() {
  const site = useSite();
  const page = usePage();
  const { mobileMenuOpen, setMobileMenuOpen, closeMobileMenuForNavigation } = useShellState();
  const navbar = useRef<HTMLElement>(null);
  const visible = useHideOnScroll(site.navbar.hideOnScroll, navbar, page.path);
  const items = site.navbar.items;
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');
  const hasSearch = items.some((item) => item.kind === 'search');
  const toggle = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  // The drawer is a modal dialog: closed, it gives the focus back to the
  // button that opened it.
  const closeMenu = () => {
    setMobileMenuOpen(false);
    toggle.current?.focus();
  };
  // Escape closes the drawer and Tab cycles through its items, so that the
  // focus never reaches the page behind the backdrop. A modal dialog above
  // the drawer (search) owns the keys: one that handled a key has marked it
  // so, and one still open may yet handle it in a listener after this one.
  useEffect(() => {
    if (!mobileMenuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !drawer.current || document.querySelector('[aria-modal="true"]:not(.navbar-sidebar)')) return;
      if (event.key === 'Escape') closeMenu();
      else trapTab(event, drawer.current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [mobileMenuOpen, setMobileMenuOpen]);
  return (
    <nav
      ref={navbar}
      aria-label={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main' })}
      className={['navbar', 'navbar--fixed-top', site.navbar.style === 'dark' ? 'navbar--dark' : site.navbar.style === 'primary' ? 'navbar--primary' : '', site.navbar.hideOnScroll && !visible ? 'navbar--hidden' : '', mobileMenuOpen ? 'navbar-sidebar--show' : ''].filter(Boolean).join(' ')}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            ref={toggle}
            type="button"
            className="navbar__toggle clean-btn"
            aria-label={translate({ id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel', message: 'Toggle navigation bar' })}
            aria-expanded={mobileMenuOpen}
            onClick={() => setMobileMenuOpen(!mobileMenuOpen)}
          >
            <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true"><path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" /></svg>
          </button>
          <Brand />
          {left.map((item, index) => (
            <NavbarItem key={index} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, index) => (
            <NavbarItem key={index} item={item} />
          ))}
          <ColorModeToggle />
          {!hasSearch && <NavbarItem item={{ kind: 'search', position: 'right' }} />}
        </div>
      </div>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={closeMenu} />
      {mobileMenuOpen && <MobileMenu dialog={drawer} close={closeMenu} closeForNavigation={closeMobileMenuForNavigation} />}
    </nav>
  );
}

/**
 * The drawer: the primary menu, and a secondary menu with the docs sidebar on
 * doc pages, or the blog's recent posts on blog pages (which hide them beside
 * the text on a phone), as in Docusaurus.
 */
function MobileMenu({ dialog, close, closeForNavigation }: { dialog: RefObject<HTMLDivElement | null>; close(): void; closeForNavigation(): void }) {
  const site = useSite();
  const page = usePage();
  const secondary = page.docs?.sidebar ?? page.blog?.sidebar?.items.map((item): SidebarItem => ({ type: 'link', ...item }));
  const [showPrimary, setShowPrimary] = useState(!secondary);
  // The focus goes to the first item of the panel shown: on opening it is on
  // the toggle behind the backdrop, and after "Back to main menu" on that
  // button, which the hidden panel takes out of reach.
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('.navbar-sidebar__item:not([inert]) :is(a[href], button)')?.focus();
  }, [dialog, showPrimary]);
  // A link followed from the drawer (its logo's too) closes it, so the new page is not left under
  // it: once the router has seen the click (on the document, after this), which takes over the
  // drawer's history entry for the page it shows; a link it leaves to the browser (another tab, a
  // download) closes it as its button does, going back over that entry.
  const closeOnLink = (event: ReactMouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) addEventListener('click', () => (event.nativeEvent.defaultPrevented ? closeForNavigation() : close()), { once: true });
  };
  return (
    <div ref={dialog} className="navbar-sidebar" role="dialog" aria-modal="true" aria-label={translate({ id: 'theme.navbar.mobileSidebar.ariaLabel', message: 'Navigation bar' })} onClick={closeOnLink}>
      <div className="navbar-sidebar__brand">
        <Brand />
        <ColorModeToggle />
        <button type="button" className="clean-btn navbar-sidebar__close" aria-label={translate({ id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel', message: 'Close navigation bar' })} onClick={close}>
          <svg viewBox="0 0 15 15" width="15" height="15" aria-hidden="true"><path stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" d="M1 1l13 13M14 1L1 14" /></svg>
        </button>
      </div>
      <div className={`navbar-sidebar__items${showPrimary ? '' : ' navbar-sidebar__items--show-secondary'}`}>
        {/* The panel slid out of view is inert: Tab would reach its items off-screen and scroll the drawer sideways to show them. */}
        <div className="navbar-sidebar__item menu" inert={!showPrimary}>
          <ul className="menu__list">
            {site.navbar.items.map((item, index) => (
              <NavbarItem key={index} item={item} mobile />
            ))}
          </ul>
        </div>
        {secondary && (
          <div className="navbar-sidebar__item menu" inert={showPrimary}>
            <button type="button" className="clean-btn navbar-sidebar__back" onClick={() => setShowPrimary(true)}>
              {translate({ id: 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', message: '← Back to main menu' })}
            </button>
            <ul className="menu__list">
              <DocSidebarItems key={page.docs ? sidebarKeyOf(page.docs) : 'blog'} items={secondary} pathname={page.path} level={1} />
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
