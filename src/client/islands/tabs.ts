// Tabs island: click or Enter selects; arrow keys move focus; a groupId's
// choice is stored and applied to every tab group with the same id, also in
// other open tabs of the site.
import { readStorage, writeStorage } from '../../theme/storage.ts';

export const TAB_GROUP_KEY_PREFIX = 'docusaurus.tab.';

function select(container: Element, value: string): boolean {
  const tabs = [...container.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')];
  if (!tabs.some((tab) => tab.dataset.value === value)) return false;
  for (const tab of tabs) {
    const active = tab.dataset.value === value;
    tab.classList.toggle('tabs__item--active', active);
    tab.setAttribute('aria-selected', String(active));
    tab.tabIndex = active ? 0 : -1;
  }
  for (const panel of container.querySelectorAll<HTMLElement>(':scope > .tab-panels > [role=tabpanel]')) panel.hidden = panel.dataset.value !== value;
  return true;
}

function selectGroup(root: ParentNode, groupId: string, value: string): void {
  for (const container of root.querySelectorAll(`.tabs-container[data-group-id="${CSS.escape(groupId)}"]`)) select(container, value);
}

/** Shows the remembered choice of every tab group in freshly rendered content. */
export function applyStoredTabChoices(root: ParentNode): void {
  for (const container of root.querySelectorAll<HTMLElement>('.tabs-container[data-group-id]')) {
    const stored = readStorage(TAB_GROUP_KEY_PREFIX + container.dataset.groupId);
    if (stored) select(container, stored);
  }
}

/** Delegated listeners, installed once: they serve every page the router renders. */
export function installTabs(root: Document): void {
  root.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('.tabs-container > [role=tablist] > [role=tab]');
    if (!tab) return;
    activate(root, tab);
  });
  root.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('.tabs-container > [role=tablist] > [role=tab]');
    if (!tab) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(root, tab);
      return;
    }
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const tabs = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role=tab]')];
    const index = tabs.indexOf(tab);
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    next.focus();
  });
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(TAB_GROUP_KEY_PREFIX) && event.newValue) selectGroup(root, event.key.slice(TAB_GROUP_KEY_PREFIX.length), event.newValue);
  });
}

function activate(root: Document, tab: HTMLElement): void {
  const container = tab.closest<HTMLElement>('.tabs-container')!;
  const value = tab.dataset.value!;
  const groupId = container.dataset.groupId;
  if (groupId) {
    writeStorage(TAB_GROUP_KEY_PREFIX + groupId, value);
    selectGroup(root, groupId, value);
  } else select(container, value);
}
