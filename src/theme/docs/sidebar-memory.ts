// Docusaurus keeps its docs layout, and so its sidebar, mounted while the
// reader moves between pages of one sidebar: a category expanded or collapsed
// by hand stays so. docgen's shell renders each page afresh, so the desktop
// sidebar's categories are remembered here, in the shell's state, and read
// back when the next page's sidebar mounts. Another sidebar starts afresh,
// as Docusaurus remounts its sidebar when it changes.
import { createContext } from 'react';

/** A category as the reader left it: whether collapsed, and whether it held the page then. */
export interface CategoryMemory {
  collapsed: boolean;
  active: boolean;
}

export class SidebarMemory {
  private sidebar: string | undefined;
  private readonly categories = new Map<string, CategoryMemory>();

  /** The sidebar shown now (its file, or its name); a different one forgets the last one's categories. */
  use(sidebar: string): void {
    if (sidebar === this.sidebar) return;
    this.sidebar = sidebar;
    this.categories.clear();
  }

  /** By the category's place in the sidebar (`2/0/3/`). */
  get(key: string): CategoryMemory | undefined {
    return this.categories.get(key);
  }

  set(key: string, memory: CategoryMemory): void {
    this.categories.set(key, memory);
  }
}

/** Which sidebar a page shows: its file, which only pages with the same sidebar share, or its name. */
export function sidebarKeyOf(docs: { sidebarUrl?: string; sidebarName?: string }): string {
  return docs.sidebarUrl ?? docs.sidebarName ?? '';
}

/** The memory of the sidebar being rendered; none for the mobile menu's, which stays mounted from page to page. */
export const SidebarMemoryContext = createContext<SidebarMemory | undefined>(undefined);

/**
 * A category's state when its sidebar mounts: as the reader left it, but
 * expanded if it has just come to hold the page (as Docusaurus expands a
 * category that becomes active); else as the sidebar config says, expanded
 * when it holds the page.
 */
export function initialCollapsed(remembered: CategoryMemory | undefined, isActive: boolean, collapsedByDefault: boolean): boolean {
  if (remembered) return isActive && !remembered.active ? false : remembered.collapsed;
  return collapsedByDefault && !isActive;
}
