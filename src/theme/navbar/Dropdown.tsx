import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { LinkAttributes, ResolvedDropdownChild } from '../../shared/page-data.ts';
import { isActivePath, Link } from '../Link.tsx';
import { siteAddress, type UrlRules } from '../../content/url.ts';
import { useSite } from '../context.tsx';

export interface DropdownProps {
  label: ReactNode;
  href?: string;
  /** `rules`: the address rules of the build a link leads to, when it is another's (another language's). */
  items: (ResolvedDropdownChild & { onClick?: (event: MouseEvent<HTMLAnchorElement>) => void; active?: boolean; rules?: UrlRules })[];
  position: 'left' | 'right';
  pathname: string;
  className?: string;
  /** The config's attributes of the toggle's `<a>`. */
  attributes?: LinkAttributes;
  mobile?: boolean;
}

/**
 * Opens on hover with CSS alone, and on keyboard focus without JavaScript; a
 * click, Enter or Space toggles it (touch screens, the keyboard), and the
 * focus leaving it closes it, so that its button's aria-expanded is what is
 * shown. Escape closes it, focus or pointer still on it, until they leave: a
 * menu that covers the page must be dismissible without moving away (WCAG 1.4.13).
 */
export function Dropdown({ label, href, items, position, pathname, className, attributes, mobile }: DropdownProps) {
  const site = useSite();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  const children = items.map((item, index) =>
    item.kind === 'html' ? (
      <li key={index} dangerouslySetInnerHTML={{ __html: item.html }} />
    ) : (
      <li key={index}>
        <Link className={`${mobile ? 'menu__link' : 'dropdown__link'}${item.active ?? isActivePath(pathname, item.href, true) ? (mobile ? ' menu__link--active' : ' dropdown__link--active') : ''}`} href={item.href} rules={item.rules} onClick={item.onClick} {...item.attributes}>
          {item.label}
        </Link>
      </li>
    ),
  );

  if (mobile) {
    return (
      <li className="menu__list-item">
        <span className="menu__link menu__link--sublist-label">{label}</span>
        <ul className="menu__list">{children}</ul>
      </li>
    );
  }
  return (
    <div
      ref={ref}
      className={['navbar__item', 'dropdown', 'dropdown--hoverable', position === 'right' ? 'dropdown--right' : '', open ? 'dropdown--show' : '', dismissed ? 'dropdown--dismissed' : '', className ?? ''].filter(Boolean).join(' ')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        setOpen(false);
        setDismissed(true);
        ref.current?.querySelector('a')?.focus();
      }}
      onBlur={(event) => {
        if (ref.current?.contains(event.relatedTarget as Node | null)) return;
        setOpen(false);
        setDismissed(false);
      }}
      onMouseLeave={() => setDismissed(false)}
    >
      <a
        {...attributes}
        href={siteAddress(href ?? '#', site)}
        className="navbar__link"
        aria-haspopup="true"
        aria-expanded={open}
        role="button"
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
          setDismissed(false);
        }}
        // A button's key, which a link's role does not bring: without this, Space scrolls the page.
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          event.currentTarget.click();
        }}
      >
        {label}
      </a>
      <ul className="dropdown__menu">{children}</ul>
    </div>
  );
}
