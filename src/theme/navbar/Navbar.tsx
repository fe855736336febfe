import { useEffect, useRef, useState } from 'react';
import { translate } from '../../i18n/translate.ts';
import { usePage, useSite } from '../context.tsx';
import { DocSidebarItems } from '../docs/DocSidebarItems.tsx';
import { useShellState } from '../shell-state.tsx';
import { ColorModeToggle, NavbarItem } from './NavbarItem.tsx';

function Brand() {
  const { navbar, title } = useSite();
  return (
    <a className="navbar__brand" href={navbar.logo?.href ?? '/'} aria-label={!navbar.title && navbar.logo && !navbar.logo.alt ? title : undefined}>
      {navbar.logo && (
        <div className="navbar__logo">
          <img src={navbar.logo.src} alt={navbar.logo.alt} width={navbar.logo.width} height={navbar.logo.height} className={navbar.logo.srcDark ? 'themedImage themedImage--light' : undefined} />
          {navbar.logo.srcDark && <img src={navbar.logo.srcDark} alt={navbar.logo.alt} width={navbar.logo.width} height={navbar.logo.height} className="themedImage themedImage--dark" />}
        </div>
      )}
      {navbar.title && <b className="navbar__title text--truncate">{navbar.title}</b>}
      {!navbar.logo && !navbar.title && <b className="navbar__title">{title}</b>}
    </a>
  );
}

/** Hides on scroll down and shows on scroll up when the option is on. */
function useHideOnScroll(enabled: boolean): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!enabled) return undefined;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setVisible(y < 60 || y < last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return visible;
}

export function Navbar() {
  const site = useSite();
  const page = usePage();
  const { mobileMenuOpen, setMobileMenuOpen, closeMobileMenuForNavigation } = useShellState();
  const visible = useHideOnScroll(site.navbar.hideOnScroll);
  const items = site.navbar.items;
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');
  const hasSearch = items.some((item) => item.kind === 'search');
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the drawer, as it does a dialog, and gives the focus back to
  // the button that opened it. A modal dialog above the drawer (search) owns
  // the key: one that handled it has marked it so, and one still open may yet
  // handle it in a listener after this one.
  useEffect(() => {
    if (!mobileMenuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[aria-modal="true"]')) return;
      setMobileMenuOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [mobileMenuOpen, setMobileMenuOpen]);
  return (
    <nav
      aria-label={translate({ id: 'theme.navbar.mainAriaLabel', message: 'Main' })}
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
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={() => setMobileMenuOpen(false)} />
      {mobileMenuOpen && <MobileMenu close={() => setMobileMenuOpen(false)} closeForNavigation={closeMobileMenuForNavigation} hasDocSidebar={Boolean(page.docs?.sidebar)} />}
    </nav>
  );
}

/** The drawer: the primary menu, and on doc pages a secondary menu with the docs sidebar. */
function MobileMenu({ close, closeForNavigation, hasDocSidebar }: { close(): void; closeForNavigation(): void; hasDocSidebar: boolean }) {
  const site = useSite();
  const page = usePage();
  const [showPrimary, setShowPrimary] = useState(!hasDocSidebar);
  return (
    <div className="navbar-sidebar">
      <div className="navbar-sidebar__brand">
        <Brand />
        <ColorModeToggle />
        <button type="button" className="clean-btn navbar-sidebar__close" aria-label={translate({ id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel', message: 'Close navigation bar' })} onClick={close}>
          <svg viewBox="0 0 15 15" width="15" height="15" aria-hidden="true"><path stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" d="M1 1l13 13M14 1L1 14" /></svg>
        </button>
      </div>
      <div className={`navbar-sidebar__items${showPrimary ? '' : ' navbar-sidebar__items--show-secondary'}`}>
        <div className="navbar-sidebar__item menu">
          <ul className="menu__list" onClick={(event) => (event.target as HTMLElement).closest('a') && closeForNavigation()}>
            {site.navbar.items.map((item, index) => (
              <NavbarItem key={index} item={item} mobile />
            ))}
          </ul>
        </div>
        {hasDocSidebar && (
          <div className="navbar-sidebar__item menu">
            <button type="button" className="clean-btn navbar-sidebar__back" onClick={() => setShowPrimary(true)}>
              {translate({ id: 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', message: '← Back to main menu' })}
            </button>
            <ul className="menu__list">
              <DocSidebarItems items={page.docs!.sidebar!} pathname={page.path} level={1} onNavigate={closeForNavigation} />
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
