import { useState } from 'react';
import type { SidebarItem } from '../../content/types.ts';
import { translate } from '../../i18n/translate.ts';
import { useSite } from '../context.tsx';
import { useShellState } from '../shell-state.tsx';
import { DocSidebarItems } from './DocSidebarItems.tsx';
import { SidebarMemoryContext } from './sidebar-memory.ts';

/** The desktop sidebar column; hideable to a narrow strip, which stays so from one docs page to the next (not outside the docs nor across reloads, as in Docusaurus), as its categories do while the sidebar is the same. */
export function DocSidebar({ sidebar, sidebarKey, pathname }: { sidebar: SidebarItem[]; /** Which sidebar it is (its file, or its name). */ sidebarKey: string; pathname: string }) {
  const { docsSidebar } = useSite();
  const { docSidebarHidden: hidden, setDocSidebarHidden: setHidden, sidebarMemory } = useShellState();
  sidebarMemory.use(sidebarKey);
  // The button pressed goes, the other one comes in its place: it takes the focus, which would otherwise fall to the page's body.
  const [toggled, setToggled] = useState(false);
  const toggle = (hide: boolean) => {
    setHidden(hide);
    setToggled(true);
  };
  return (
    <aside className={`theme-doc-sidebar-container docSidebarContainer${hidden ? ' docSidebarContainer--hidden' : ''}`}>
      {hidden ? (
        <button
          type="button"
          className="clean-btn expandSidebarButton"
          title={translate({ id: 'theme.docs.sidebar.expandButtonTitle', message: 'Expand sidebar' })}
          aria-label={translate({ id: 'theme.docs.sidebar.expandButtonAriaLabel', message: 'Expand sidebar' })}
          onClick={() => toggle(false)}
          autoFocus={toggled}
        >
          <svg width="20" height="20" aria-hidden="true" viewBox="0 0 24 24"><path fill="currentColor" d="M9.29 15.88L13.17 12 9.29 8.12a.996.996 0 111.41-1.41l4.59 4.59c.39.39.39 1.02 0 1.41L10.7 17.3a.996.996 0 01-1.41 0c-.38-.39-.39-1.03 0-1.42z" /></svg>
        </button>
      ) : (
        <div className="sidebar">
          <nav className="menu thin-scrollbar" aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })}>
            <ul className="theme-doc-sidebar-menu menu__list">
              <SidebarMemoryContext.Provider value={sidebarMemory}>
                <DocSidebarItems items={sidebar} pathname={pathname} level={1} />
              </SidebarMemoryContext.Provider>
            </ul>
          </nav>
          {docsSidebar.hideable && (
            <button
              type="button"
              className="button button--secondary button--outline collapseSidebarButton"
              title={translate({ id: 'theme.docs.sidebar.collapseButtonTitle', message: 'Collapse sidebar' })}
              aria-label={translate({ id: 'theme.docs.sidebar.collapseButtonAriaLabel', message: 'Collapse sidebar' })}
              onClick={() => toggle(true)}
              autoFocus={toggled}
            >
              <svg width="20" height="20" aria-hidden="true" viewBox="0 0 24 24" className="collapseSidebarButtonIcon"><path fill="currentColor" d="M14.71 15.88L10.83 12l3.88-3.88a.996.996 0 10-1.41-1.41L8.71 11.3a.996.996 0 000 1.41l4.59 4.59c.39.39 1.02.39 1.41 0 .38-.39.39-1.03 0-1.42z" /></svg>
            </button>
          )}
        </div>
      )}
    </aside>
  );
}
