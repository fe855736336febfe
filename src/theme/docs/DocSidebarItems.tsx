import { useContext, useEffect, useRef, useState } from 'react';
import type { SidebarCategoryItem, SidebarItem } from '../../content/types.ts';
import { translate } from '../../i18n/translate.ts';
import { useSite } from '../context.tsx';
import { ExternalLinkIcon, isActivePath, Link } from '../Link.tsx';
import { isExternalUrl } from '../../content/url.ts';
import { initialCollapsed, SidebarMemoryContext } from './sidebar-memory.ts';

function containsPath(item: SidebarItem, pathname: string): boolean {
  if (item.type === 'doc' || item.type === 'link') return isActivePath(pathname, item.href, true);
  if (item.type === 'category') return (item.href !== undefined && isActivePath(pathname, item.href, true)) || item.items.some((child) => containsPath(child, pathname));
  return false;
}

interface ItemsProps {
  items: SidebarItem[];
  pathname: string;
  level: number;
  /** Where these items are in the sidebar (`2/0/` under the first item of the third), for its memory. */
  path?: string;
}

/** A level of the sidebar. With auto-collapse, expanding one category collapses its expanded siblings. */
export function DocSidebarItems({ items, pathname, level, path = '' }: ItemsProps) {
  const { docsSidebar } = useSite();
  const [expandedIndex, setExpandedIndex] = useState<number | null>(null);
  return (
    <>
      {items.map((item, index) => {
        switch (item.type) {
          case 'category':
            return (
              <Category
                key={index}
                item={item}
                pathname={pathname}
                level={level}
                siblingExpanded={docsSidebar.autoCollapseCategories ? expandedIndex : null}
                index={index}
                path={`${path}${index}/`}
                onExpand={() => setExpandedIndex(index)}
              />
            );
          case 'html':
            return <li key={index} className={`menu__list-item theme-doc-sidebar-item-html ${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
          default: {
            const active = isActivePath(pathname, item.href, true);
            const external = isExternalUrl(item.href);
            return (
              <li key={index} className={`menu__list-item theme-doc-sidebar-item-${item.type}${item.className ? ` ${item.className}` : ''}`}>
                <Link className={`menu__link${active ? ' menu__link--active' : ''}`} href={item.href} aria-current={active ? 'page' : undefined}>
                  {item.label}
                  {external && <ExternalLinkIcon />}
                </Link>
              </li>
            );
          }
        }
      })}
    </>
  );
}

interface CategoryProps {
  item: SidebarCategoryItem;
  pathname: string;
  level: number;
  index: number;
  /** Its place in the sidebar, for the sidebar's memory. */
  path: string;
  siblingExpanded: number | null;
  onExpand(): void;
}

function Category({ item, pathname, level, index, path, siblingExpanded, onExpand }: CategoryProps) {
  const isActive = containsPath(item, pathname);
  const memory = useContext(SidebarMemoryContext);
  const [collapsed, setCollapsed] = useState(() => initialCollapsed(memory?.get(path), isActive, item.collapsible && item.collapsed));
  // Every way of expanding it tells its level, which collapses its siblings when it auto-collapses them.
  const expand = () => {
    onExpand();
    setCollapsed(false);
  };
  // Expanded when it comes to hold the page, not while it goes on holding it (a reader may have
  // collapsed it), as a click on it expands it (Docusaurus 2.2).
  const wasActive = useRef(isActive);
  useEffect(() => {
    if (isActive && !wasActive.current && collapsed) expand();
    wasActive.current = isActive;
  }, [isActive]);
  useEffect(() => {
    memory?.set(path, { collapsed, active: isActive });
  }, [memory, path, collapsed, isActive]);
  useEffect(() => {
    if (siblingExpanded !== null && siblingExpanded !== index && item.collapsible) setCollapsed(true);
  }, [siblingExpanded, index, item.collapsible]);

  // As in Docusaurus, a collapsed category's items are rendered once it is
  // first expanded, so that a page does not carry the whole sidebar: the
  // devdocs corpus's pages are 57 MB of HTML instead of 78 MB. A category
  // without a page of its own keeps them: a reader without JavaScript sees
  // them there (docs.css), and reaches the others' from their pages, where
  // they are expanded. Once rendered they stay, so categories inside keep
  // their state.
  const [itemsRendered, setItemsRendered] = useState(!collapsed || !item.href);
  if (!collapsed && !itemsRendered) setItemsRendered(true);

  const toggle = () => (collapsed ? expand() : setCollapsed(true));
  const linkActive = item.href !== undefined && isActivePath(pathname, item.href, true);
  // As in Docusaurus, a category holding the current page is `menu__link--active` too (site CSS may style that trail); the page's own link alone has aria-current.
  const caretLabel = translate({ id: 'theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel', message: "Toggle the collapsible sidebar category '{label}'" }, { label: item.label });
  return (
    <li className={['menu__list-item', 'theme-doc-sidebar-item-category', `theme-doc-sidebar-item-category-level-${level}`, collapsed ? 'menu__list-item--collapsed' : '', item.href ? '' : 'menu__list-item--no-link', item.className ?? ''].filter(Boolean).join(' ')}>
      <div className={`menu__list-item-collapsible${linkActive ? ' menu__list-item-collapsible--active' : ''}`}>
        {item.href ? (
          <Link
            className={`menu__link menu__link--sublist${isActive ? ' menu__link--active' : ''}`}
            href={item.href}
            aria-current={linkActive ? 'page' : undefined}
            onClick={() => {
              if (collapsed) expand();
            }}
          >
            {item.label}
          </Link>
        ) : (
          <button type="button" className={`clean-btn menu__link menu__link--sublist menu__link--sublist-caret${isActive ? ' menu__link--active' : ''}`} aria-expanded={!collapsed} onClick={item.collapsible ? toggle : undefined}>
            {item.label}
          </button>
        )}
        {item.href && item.collapsible && <button type="button" className="clean-btn menu__caret" aria-label={caretLabel} aria-expanded={!collapsed} onClick={toggle} />}
      </div>
      <ul className="menu__list">{itemsRendered && <DocSidebarItems items={item.items} pathname={pathname} level={level + 1} path={path} />}</ul>
    </li>
  );
}
