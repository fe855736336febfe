import type { ReactNode } from 'react';
import { useContentContext } from './content-context.ts';

export interface LayoutProps {
  children?: ReactNode;
  /** The page's title: the document's is "title | site title", as in Docusaurus. */
  title?: string;
  description?: string;
  wrapperClassName?: string;
  /** Docusaurus's way to leave the footer out; docgen's pages all have one. */
  noFooter?: boolean;
}

/**
 * `@theme/Layout`, which a Docusaurus site's React pages wrap themselves in.
 * docgen puts every page in the navbar and footer, and in Docusaurus's
 * `main-wrapper`, itself: this gives the children (in a wrapper of the
 * `wrapperClassName` given, which the site's CSS styles) and makes its
 * `title` and `description` the page's.
 */
export function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  const { pageMeta } = useContentContext();
  if (pageMeta) {
    if (title !== undefined) pageMeta.title = title;
    if (description !== undefined) pageMeta.description = description;
  }
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}
