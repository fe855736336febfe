import type { Doc, GeneratedIndexPage, SourceFile, StandalonePage, SiteContent, TagPage } from '../content/types.ts';
import type { LinkPolicy } from '../config/schema.ts';
import { BuildErrors, type BuildError } from '../shared/errors.ts';
import type { Reporter } from '../shared/logger.ts';
import { applyPolicy } from '../shared/policy.ts';
import { linkedCategories, type PropSidebarCategory } from '../shared/sidebar-category.ts';

interface DocsRouteBase {
  pluginId: string;
  versionName: string;
}

export type Route = { path: string; source: string } & (
  | ({ kind: 'doc'; doc: Doc; /** The sidebar category this doc is the link page of, if any. */ sidebarCategory?: PropSidebarCategory } & DocsRouteBase)
  | ({ kind: 'generated-index'; index: GeneratedIndexPage } & DocsRouteBase)
  | ({ kind: 'tags-list' } & DocsRouteBase)
  | ({ kind: 'tag'; tag: TagPage } & DocsRouteBase)
  | { kind: 'markdown-page'; page: StandalonePage }
  | { kind: 'component-page'; page: StandalonePage }
  | { kind: 'search' }
  | { kind: 'not-found' }
);

/** A route made from a Markdown or MDX file: a doc or a Markdown page. */
export type MarkdownRoute = Extract<Route, { kind: 'doc' | 'markdown-page' }>;

export const isMarkdownRoute = (route: Route): route is MarkdownRoute => route.kind === 'doc' || route.kind === 'markdown-page';

/** The source file a Markdown route is compiled from. */
export const sourceOf = (route: MarkdownRoute): SourceFile => (route.kind === 'doc' ? route.doc.source : route.page.markdown!);

/** The path the not-found page is rendered at; it is written as 404.html. */
export const NOT_FOUND_PATH = '/404';

/**
 * Every URL of the site, in one place. A path created twice names both
 * sources (a warning by default); the later one wins, as in Docusaurus.
 */
export function buildRouteTable(content: SiteContent, baseUrl: string, reporter: Reporter, onDuplicateRoutes: LinkPolicy = 'warn'): Route[] {
  const routes = new Map<string, Route>();
  const errors: BuildError[] = [];
  const add = (route: Route) => {
    const key = route.path.toLowerCase();
    const existing = routes.get(key);
    if (existing) {
      const error = applyPolicy(onDuplicateRoutes, `Duplicate route "${route.path}": created by ${existing.source} and by ${route.source}. The second one is used.`, { file: route.source }, reporter);
      if (error) errors.push(error);
    }
    routes.set(key, route);
  };

  for (const instance of content.docsInstances) {
    for (const version of instance.versions) {
      const base = { pluginId: instance.pluginId, versionName: version.name };
      const categories = linkedCategories(version);
      for (const doc of version.docs) {
        const sidebarCategory = categories.get(doc.id);
        add({ kind: 'doc', path: doc.permalink, source: doc.source.path, doc, ...(sidebarCategory ? { sidebarCategory } : {}), ...base });
      }
      for (const index of version.generatedIndexes) add({ kind: 'generated-index', path: index.permalink, source: `the "${index.title}" category of sidebar "${index.sidebarName}"`, index, ...base });
      if (version.tags.length > 0) {
        add({ kind: 'tags-list', path: version.tagsPath, source: `the tags of ${instance.pluginId} ${version.name}`, ...base });
        for (const tag of version.tags) add({ kind: 'tag', path: tag.permalink, source: `tag "${tag.label}" of ${instance.pluginId} ${version.name}`, tag, ...base });
      }
    }
  }
  for (const page of content.pages) add({ kind: page.kind === 'markdown' ? 'markdown-page' : 'component-page', path: page.permalink, source: page.source, page });
  if (!routes.has(`${baseUrl}search`)) add({ kind: 'search', path: `${baseUrl}search`, source: 'the built-in search page' });
  add({ kind: 'not-found', path: NOT_FOUND_PATH, source: 'the built-in not-found page' });
  if (errors.length > 0) throw new BuildErrors(errors);
  return [...routes.values()];
}
