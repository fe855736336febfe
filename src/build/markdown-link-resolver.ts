import path from 'node:path';
import type { Doc, SiteContent } from '../content/types.ts';

/**
 * `.md` link targets resolve within the same docs plugin (any of its
 * versions): first against the version's folder, then against the linking
 * file's folder, as Docusaurus does.
 */
export function createMarkdownLinkResolver(content: SiteContent, contentDir: string) {
  const byPlugin = new Map<string, Map<string, string>>();
  const versionDirs = new Map<string, string>();
  for (const instance of content.docsInstances) {
    const sources = new Map<string, string>();
    for (const version of instance.versions) {
      versionDirs.set(`${instance.pluginId}/${version.name}`, version.contentDir);
      for (const doc of version.docs) sources.set(doc.source.path, doc.permalink);
    }
    byPlugin.set(instance.pluginId, sources);
  }
  const pageSources = new Map(content.pages.map((page) => [page.source, page.permalink]));

  return function resolverFor(doc: Pick<Doc, 'pluginId' | 'versionName'> | undefined, fromFile: string) {
    const sources = doc ? byPlugin.get(doc.pluginId)! : pageSources;
    const versionDir = doc ? versionDirs.get(`${doc.pluginId}/${doc.versionName}`)! : contentDir;
    return (target: string): string | undefined => {
      const candidates = target.startsWith('./') || target.startsWith('../')
        ? [path.resolve(path.dirname(fromFile), target)]
        : target.startsWith('/')
          ? [path.join(versionDir, target), path.join(contentDir, target)]
          : [path.join(versionDir, target), path.resolve(path.dirname(fromFile), target)];
      for (const candidate of candidates) {
        const permalink = sources.get(candidate);
        if (permalink) return permalink;
      }
      return undefined;
    };
  };
}
