import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
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

/** The <TabItem>s of a <Tabs>: anything else in it, which would be shown in no tab, is an error, as in Docusaurus (white space between them aside). */
function tabItems(children: ReactNode): ReactElement<TabItemProps>[] {
  return Children.toArray(children).flatMap((child) => {
    if (typeof child === 'string' && child.trim() === '') return [];
    if (isValidElement(child) && typeof (child.props as Partial<TabItemProps>).value === 'string') return [child as ReactElement<TabItemProps>];
    const name = !isValidElement(child) ? 'text' : typeof child.type === 'string' ? `<${child.type}>` : `<${(child.type as { displayName?: string; name?: string }).displayName ?? (child.type as { name?: string }).name ?? 'component'}>`;
    throw new Error(`<Tabs> holds ${name}, which is not a <TabItem> with a value: it would be shown in no tab. Put it inside a <TabItem>, or outside the <Tabs>.`);
  });
}

/**
 * Rendered at build time: every panel is in the HTML (inactive ones hidden), so
 * the page reads fully without JavaScript; the tabs island makes it interactive.
 */
export function Tabs({ children, values, defaultValue, groupId, queryString, className, block }: TabsProps) {
  // Each tab names its panel and each panel its tab (aria-controls, aria-labelledby), by ids unique in the page: the compiler renders each file's content with a prefix of its own (see compile.ts).
  const idBase = useId();
  const tabId = (index: number) => `${idBase}tab${index}`;
  const panelId = (index: number) => `${idBase}panel${index}`;
  const items = tabItems(children);
  const tabs = values ?? items.map((item) => ({ value: item.props.value, label: item.props.label, attributes: item.props.attributes }));
  const seen = new Set<string>();
  for (const tab of tabs) {
    if (seen.has(tab.value)) throw new Error(`<Tabs> has two tabs with the value "${tab.value}"; values must be unique.`);
    seen.add(tab.value);
  }
  if (queryString === true && !groupId) throw new Error('<Tabs queryString> names its parameter by the groupId: give a groupId, or the parameter\'s name (queryString="os").');
  const queryKey = typeof queryString === 'string' ? queryString : queryString ? groupId : undefined;
  if (defaultValue != null && !seen.has(defaultValue)) {
    throw new Error(`<Tabs defaultValue="${defaultValue}"> names none of its tabs (${[...seen].join(', ')}); use defaultValue={null} to show no tab at first.`);
  }
  const selected = defaultValue === null ? undefined : (defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value);
  return (
    <div className={['tabs-container', className].filter(Boolean).join(' ')} data-group-id={groupId} data-query-string={queryKey}>
      <ul role="tablist" aria-orientation="horizontal" className={['tabs', block ? 'tabs--block' : ''].filter(Boolean).join(' ')}>
        {tabs.map((tab, index) => (
          <li
            // A tab's own attributes (Docusaurus' `attributes`: a class to colour it, say) go on its button; the tab's workings win.
            {...tab.attributes}
            key={tab.value}
            role="tab"
            id={tabId(index)}
            aria-controls={items.some((item) => item.props.value === tab.value) ? panelId(index) : undefined}
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
          const index = tabs.findIndex((candidate) => candidate.value === item.props.value);
          const tab = tabs[index];
          return (
            <div
              key={item.props.value}
              role="tabpanel"
              {...(tab ? { id: panelId(index), 'aria-labelledby': tabId(index) } : {})}
              className="tab-panel"
              data-value={item.props.value}
              data-label={tab?.label ?? item.props.value}
              hidden={item.props.value !== selected}
            >
              {item.props.children}
            </div>
          );
        })}
      </div>
    </div>
  );
}
