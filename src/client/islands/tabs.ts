// Tabs island: click or Enter selects; arrow keys move focus; a groupId's
// choice is stored and applied to every tab group with the same id, also in
// other open tabs of the site. A set with a queryString keeps its choice in
// the address (`?os=linux`), which wins over the stored one, as in Docusaurus.
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

/** Shows the choice of the address, else the remembered one, of every tab set that has one, in freshly rendered content. */
export function applyStoredTabChoices(root: ParentNode): void {
  const query = new URLSearchParams(location.search);
  for (const container of root.querySelectorAll<HTMLElement>('.tabs-container[data-group-id], .tabs-container[data-query-string]')) {
    const { groupId, queryString } = container.dataset;
    const asked = queryString ? query.get(queryString) : null;
    if (asked && select(container, asked)) continue;
    const stored = groupId && readStorage(TAB_GROUP_KEY_PREFIX + groupId);
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
  const { groupId, queryString } = container.dataset;
  if (queryString) {
    const url = new URL(location.href);
    url.searchParams.set(queryString, value);
    // In place: the router's entry (its scroll position) stays.
    history.replaceState(history.state, '', url);
  }
  if (groupId) {
    writeStorage(TAB_GROUP_KEY_PREFIX + groupId, value);
    selectGroup(root, groupId, value);
  } else select(container, value);
}
