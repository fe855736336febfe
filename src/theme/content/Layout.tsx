import type { ReactNode } from 'react';
import { useContentContext } from './content-context.ts';

export interface LayoutProps {
  children?: ReactNode;
  /** The page's title: the document's is "title | site title", as in Docusaurus. */
  title?: string;
  description?: string;
  /** A class of the page's `main-wrapper`, which holds the page between the navbar and the footer. */
  wrapperClassName?: string;
  /** Leaves the site's footer out of the page. */
  noFooter?: boolean;
}

/**
 * `@theme/Layout`, which a Docusaurus site's React pages wrap themselves in.
 * docgen puts every page in the navbar, Docusaurus's `main-wrapper` and the
 * footer itself: this gives the children, and tells the page's shell what
 * its props say (the title and description, the wrapper's class, no footer).
 */
export function Layout({ children, title, description, wrapperClassName, noFooter }: LayoutProps) {
  const { pageMeta } = useContentContext();
  if (pageMeta) {
    if (title !== undefined) pageMeta.title = title;
    if (description !== undefined) pageMeta.description = description;
    if (wrapperClassName !== undefined) pageMeta.wrapperClassName = wrapperClassName;
    if (noFooter !== undefined) pageMeta.noFooter = noFooter;
  }
  return <>{children}</>;
}
