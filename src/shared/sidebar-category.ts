// A sidebar category as content sees it: Docusaurus's useCurrentSidebarCategory
// gives a category page's MDX its category, whose items are in Docusaurus's
// client shape (a doc is a link that names its doc id). The build makes one
// for each doc that is a category's link page; generated index pages and
// <DocCardList> turn items into the same cards.
import type { Doc, DocsVersion, SidebarCategoryItem, SidebarItem } from '../content/types.ts';
import type { DocCardData } from './page-data.ts';

export type PropSidebarItem = PropSidebarLink | PropSidebarCategory | PropSidebarHtml;

export interface PropSidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** For a doc: its id, and its description, which its card shows. */
  docId?: string;
  description?: string;
  className?: string;
}

export interface PropSidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  items: PropSidebarItem[];
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
}

export interface PropSidebarHtml {
  type: 'html';
  value: string;
  className?: string;
}

/** The category of each doc that is a category's link page, by doc id: the first in the version's sidebars, as Docusaurus finds it. */
export function linkedCategories(version: DocsVersion): Map<string, PropSidebarCategory> {
  const docs = docsById(version);
  const categories = new Map<string, PropSidebarCategory>();
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.linkDocId !== undefined && !categories.has(item.linkDocId)) categories.set(item.linkDocId, propCategory(item, docs));
      visit(item.items);
    }
  };
  for (const sidebar of Object.values(version.sidebars)) visit(sidebar);
  return categories;
}

/** A category of the sidebar in Docusaurus's client shape. */
export function propSidebarCategory(category: SidebarCategoryItem, version: DocsVersion): PropSidebarCategory {
  return propCategory(category, docsById(version));
}

/** A version's docs by id, made once per version: every generated index page of the version asks. */
const docMaps = new WeakMap<DocsVersion, ReadonlyMap<string, Doc>>();
function docsById(version: DocsVersion): ReadonlyMap<string, Doc> {
  let docs = docMaps.get(version);
  if (!docs) docMaps.set(version, (docs = new Map(version.docs.map((doc) => [doc.id, doc]))));
  return docs;
}

function propCategory(category: SidebarCategoryItem, docs: ReadonlyMap<string, Doc>): PropSidebarCategory {
  return {
    type: 'category',
    label: category.label,
    ...(category.href === undefined ? {} : { href: category.href }),
    items: category.items.map((item) => propItem(item, docs)),
    collapsed: category.collapsed,
    collapsible: category.collapsible,
    ...(category.className === undefined ? {} : { className: category.className }),
  };
}

function propItem(item: SidebarItem, docs: ReadonlyMap<string, Doc>): PropSidebarItem {
  const className = item.className === undefined ? {} : { className: item.className };
  switch (item.type) {
    case 'category':
      return propCategory(item, docs);
    case 'doc': {
      const description = docs.get(item.docId)?.description;
      return { type: 'link', label: item.label, href: item.href, docId: item.docId, ...(description ? { description } : {}), ...className };
    }
    case 'link':
      return { type: 'link', label: item.label, href: item.href, ...className };
    case 'html':
      return { type: 'html', value: item.value, ...className };
  }
}

/** One card per item, as Docusaurus's DocCardList shows them: html items and categories that lead nowhere have none. */
export function docCards(items: readonly PropSidebarItem[]): DocCardData[] {
  return items.flatMap((item): DocCardData[] => {
    if (item.type === 'link') return [item.docId === undefined ? { kind: 'link', label: item.label, href: item.href } : { kind: 'doc', label: item.label, href: item.href, description: item.description }];
    if (item.type === 'category') {
      const href = item.href ?? firstHref(item.items);
      return href ? [{ kind: 'category', label: item.label, href, itemCount: item.items.length }] : [];
    }
    return [];
  });
}

function firstHref(items: readonly PropSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      const href = item.href ?? firstHref(item.items);
      if (href) return href;
    }
  }
  return undefined;
}
