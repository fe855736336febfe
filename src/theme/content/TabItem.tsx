import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
  /** Attributes of the tab's button (`className`, `style`, `data-…`), as in Docusaurus. */
  attributes?: Record<string, unknown>;
}

/** Only a carrier of props: <Tabs> renders the panels. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
