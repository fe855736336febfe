import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.tsx';

export interface TabsProps {
  children: ReactNode;
  values?: { value: string; label?: string; attributes?: Record<string, unknown> }[];
  defaultValue?: string | null;
  groupId?: string;
  /** The query string parameter that holds the choice (`?os=linux`), so a link can choose a tab; `true` names it by the groupId. */
  queryString?: string | boolean;
  className?: string;
  lazy?: boolean;
  block?: boolean;
}

/**
 * Rendered at build time: every panel is in the HTML (inactive ones hidden), so
 * the page reads fully without JavaScript; the tabs island makes it interactive.
 */
export function Tabs({ children, values, defaultValue, groupId, queryString, className, block }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === 'string');
  const tabs = values ?? items.map((item) => ({ value: item.props.value, label: item.props.label, attributes: item.props.attributes }));
  const seen = new Set<string>();
  for (const tab of tabs) {
    if (seen.has(tab.value)) throw new Error(`<Tabs> has two tabs with the value "${tab.value}"; values must be unique.`);
    seen.add(tab.value);
  }
  if (queryString === true && !groupId) throw new Error('<Tabs queryString> names its parameter by the groupId: give a groupId, or the parameter\'s name (queryString="os").');
  const queryKey = typeof queryString === 'string' ? queryString : queryString ? groupId : undefined;
  const selected = defaultValue === null ? undefined : (defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value);
  return (
    <div className={['tabs-container', className].filter(Boolean).join(' ')} data-group-id={groupId} data-query-string={queryKey}>
      <ul role="tablist" aria-orientation="horizontal" className={['tabs', block ? 'tabs--block' : ''].filter(Boolean).join(' ')}>
        {tabs.map((tab) => (
          <li
            // A tab's own attributes (Docusaurus' `attributes`: a class to colour it, say) go on its button; the tab's workings win.
            {...tab.attributes}
            key={tab.value}
            role="tab"
            tabIndex={tab.value === selected ? 0 : -1}
            aria-selected={tab.value === selected}
            data-value={tab.value}
            className={['tabs__item', typeof tab.attributes?.className === 'string' ? tab.attributes.className : '', tab.value === selected ? 'tabs__item--active' : ''].filter(Boolean).join(' ')}
          >
            {tab.label ?? tab.value}
          </li>
        ))}
      </ul>
      <div className="tab-panels">
        {items.map((item) => {
          const tab = tabs.find((candidate) => candidate.value === item.props.value);
          return (
            <div key={item.props.value} role="tabpanel" className="tab-panel" data-value={item.props.value} data-label={tab?.label ?? item.props.value} hidden={item.props.value !== selected}>
              {item.props.children}
            </div>
          );
        })}
      </div>
    </div>
  );
}
