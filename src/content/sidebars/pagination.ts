import { BuildError } from '../../shared/errors.ts';
import type { Doc, DocsVersion, GeneratedIndexPage, NavLink, SidebarItem, Sidebars } from '../types.ts';
import { createDocLookup } from './resolve.ts';

type Entry = { kind: 'doc'; docId: string } | { kind: 'index'; permalink: string; title: string };

/** Depth-first: a category's own link comes before its children. `ref` items take no part. */
function flatten(items: SidebarItem[], generated: Set<string>): Entry[] {
  return items.flatMap((item): Entry[] => {
    if (item.type === 'doc') return item.ref ? [] : [{ kind: 'doc', docId: item.docId }];
    if (item.type !== 'category') return [];
    const own: Entry[] = item.linkDocId
      ? [{ kind: 'doc', docId: item.linkDocId }]
      : item.href && generated.has(item.href)
        ? [{ kind: 'index', permalink: item.href, title: item.label }]
        : [];
    return [...own, ...flatten(item.items, generated)];
  });
}

/**
 * Doc id → the sidebar it shows: the last sidebar listing it (for an unlisted
 * doc, which the sidebars leave out, the one that lists it), unless front
 * matter says otherwise.
 */
export function mapDocsToSidebars(sidebars: Sidebars, docs: Doc[], unlistedMembers: ReadonlyMap<string, string> = new Map()): Record<string, string> {
  const result: Record<string, string> = Object.fromEntries(unlistedMembers);
  for (const [name, items] of Object.entries(sidebars)) {
    for (const entry of flatten(items, new Set())) if (entry.kind === 'doc') result[entry.docId] = name;
  }
  for (const doc of docs) {
    const displayed = doc.frontMatter.displayed_sidebar;
    if (displayed === null) delete result[doc.id];
    else if (typeof displayed === 'string') {
      if (!(displayed in sidebars)) throw new BuildError(`displayed_sidebar "${displayed}" is not a sidebar of this version.`, { file: doc.source.path, line: doc.source.frontMatterLines.displayed_sidebar });
      result[doc.id] = displayed;
    }
  }
  return result;
}

export function computePagination(
  version: Pick<DocsVersion, 'sidebars' | 'docSidebar' | 'docs' | 'name'>,
  generatedIndexes: GeneratedIndexPage[],
): DocsVersion['pagination'] {
  const lookup = createDocLookup(version.docs, version.name);
  const generated = new Set(generatedIndexes.map((page) => page.permalink));
  const navLink = (entry: Entry | undefined): NavLink | undefined => {
    if (!entry) return undefined;
    if (entry.kind === 'index') return { title: entry.title, permalink: entry.permalink };
    const doc = lookup(entry.docId)!;
    return { title: doc.frontMatter.pagination_label ?? doc.frontMatter.sidebar_label ?? doc.title, permalink: doc.permalink };
  };
  const result: DocsVersion['pagination'] = {};
  for (const [name, items] of Object.entries(version.sidebars)) {
    const entries = flatten(items, generated);
    entries.forEach((entry, index) => {
      const key = entry.kind === 'doc' ? entry.docId : entry.permalink;
      if (entry.kind === 'doc' && version.docSidebar[entry.docId] !== name) return;
      // Listed twice in its sidebar: its first place gives its neighbours, as in Docusaurus.
      if (key in result) return;
      result[key] = { previous: navLink(entries[index - 1]), next: navLink(entries[index + 1]) };
    });
  }
  // Front matter overrides: a doc id, or null to hide.
  for (const doc of version.docs) {
    for (const [key, side] of [['pagination_prev', 'previous'], ['pagination_next', 'next']] as const) {
      const value = doc.frontMatter[key];
      if (value === undefined) continue;
      const links = (result[doc.id] ??= {});
      if (value === null) {
        links[side] = undefined;
        continue;
      }
      const target = lookup(value);
      if (!target) throw new BuildError(`${key} refers to the doc id "${value}", which does not exist.`, { file: doc.source.path, line: doc.source.frontMatterLines[key] });
      links[side] = navLink({ kind: 'doc', docId: target.id });
    }
  }
  return result;
}
