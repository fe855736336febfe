import type { DocsVersion, SidebarCategoryItem, SidebarItem } from '../content/types.ts';
import { isActivePath } from '../theme/Link.tsx';
import type { DocCardData, DocsPageData } from '../shared/page-data.ts';
import type { TocItem } from '../markdown/types.ts';

/** Items from the sidebar root down to the item that links to `permalink`. */
export function findSidebarPath(items: SidebarItem[], permalink: string): SidebarItem[] | undefined {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'link' || item.type === 'category') && item.href !== undefined && isActivePath(permalink, item.href, true)) return [item];
    if (item.type === 'category') {
      const inner = findSidebarPath(item.items, permalink);
      if (inner) return [item, ...inner];
    }
  }
  return undefined;
}

export function breadcrumbsFor(sidebar: SidebarItem[] | undefined, permalink: string): DocsPageData['breadcrumbs'] {
  const path = sidebar ? findSidebarPath(sidebar, permalink) : undefined;
  if (!path) return [];
  return path
    .filter((item): item is Exclude<SidebarItem, { type: 'html' }> => item.type !== 'html')
    .map((item) => ({ label: item.label, href: item.type === 'category' ? item.href : item.href }));
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'link') return item.href;
    if (item.type === 'category') {
      const href = item.href ?? firstHref(item.items);
      if (href) return href;
    }
  }
  return undefined;
}

/** Cards of a generated index: one per direct child of the category. */
export function cardsFor(category: SidebarCategoryItem, version: DocsVersion): DocCardData[] {
  return category.items.flatMap((item): DocCardData[] => {
    switch (item.type) {
      case 'doc': {
        const doc = version.docs.find((candidate) => candidate.id === item.docId);
        return [{ kind: 'doc', label: item.label, href: item.href, description: doc?.description }];
      }
      case 'link':
        return [{ kind: 'link', label: item.label, href: item.href }];
      case 'category': {
        const href = item.href ?? firstHref(item.items);
        return href ? [{ kind: 'category', label: item.label, href, itemCount: item.items.length }] : [];
      }
      default:
        return [];
    }
  });
}

export interface DocsPageInput {
  version: DocsVersion;
  allVersions: DocsVersion[];
  permalink: string;
  /** Doc id for doc pages (for the version switcher and the sidebar), undefined for other docs pages. */
  docId?: string;
  sidebarName?: string;
  paginationKey: string;
  toc: TocItem[];
  tocMin: number;
  tocMax: number;
  hideTableOfContents: boolean;
  tags: DocsPageData['tags'];
}

export function buildDocsPageData(input: DocsPageInput): DocsPageData {
  const { version } = input;
  const sidebar = input.sidebarName ? version.sidebars[input.sidebarName] : undefined;
  const links = version.pagination[input.paginationKey];
  const versionLinks: Record<string, string> = {};
  for (const other of input.allVersions) {
    const same = input.docId ? other.docs.find((doc) => doc.id === input.docId) : undefined;
    versionLinks[other.name] = same?.permalink ?? other.docs.find((doc) => doc.id === other.mainDocId)?.permalink ?? other.path;
  }
  return {
    pluginId: version.pluginId,
    versionName: version.name,
    versionLabel: version.label,
    showVersionBadge: version.badge,
    sidebarName: input.sidebarName,
    sidebar,
    breadcrumbs: breadcrumbsFor(sidebar, input.permalink),
    toc: input.toc,
    tocMin: input.tocMin,
    tocMax: input.tocMax,
    hideTableOfContents: input.hideTableOfContents,
    previous: links?.previous && { label: links.previous.title, href: links.previous.permalink },
    next: links?.next && { label: links.next.title, href: links.next.permalink },
    tags: input.tags,
    versionLinks,
  };
}
