import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
  attributes?: Record<string, unknown>;
}

/** Only a carrier of props: <Tabs> renders the panels. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
