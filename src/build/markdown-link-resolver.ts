import path from 'node:path';
import type { SiteContent } from '../content/types.ts';

/** What `.md` links can point to, as plain data so compile workers can receive it. */
export interface LinkTargets {
  contentDir: string;
  /** Per docs plugin: source file → permalink, over all of its versions. */
  docsByPlugin: Record<string, Record<string, string>>;
  /** `plugin/version` → that version's content folder. */
  versionDirs: Record<string, string>;
  /** Standalone Markdown pages: source file → permalink. */
  pages: Record<string, string>;
  /** Each blog's folder and its posts (source file → permalink), by the blog's id. */
  blogs: Record<string, { dir: string; posts: Record<string, string> }>;
}

export function collectLinkTargets(content: SiteContent, contentDir: string): LinkTargets {
  const targets: LinkTargets = { contentDir, docsByPlugin: {}, versionDirs: {}, pages: {}, blogs: {} };
  for (const instance of content.docsInstances) {
    const sources: Record<string, string> = {};
    for (const version of instance.versions) {
      targets.versionDirs[`${instance.pluginId}/${version.name}`] = version.contentDir;
      for (const doc of version.docs) {
        // A translated doc's links lead to the others by their paths in either folder, translated or not, as in Docusaurus.
        for (const dir of [version.contentDir, version.localizedDir]) if (dir) sources[path.join(dir, doc.relativePath)] = doc.permalink;
        sources[doc.source.path] = doc.permalink;
      }
    }
    targets.docsByPlugin[instance.pluginId] = sources;
  }
  for (const page of content.pages) targets.pages[page.source] = page.permalink;
  for (const { id, dir, localizedDir, posts } of content.blogs) {
    const sources: Record<string, string> = {};
    for (const post of posts) for (const folder of [dir, localizedDir]) if (folder) sources[path.join(folder, post.relativePath)] = post.permalink;
    targets.blogs[id] = { dir, posts: sources };
  }
  return targets;
}

/** Where a page's Markdown lives: its docs plugin and version, or its blog; none for standalone pages. */
export type PageOrigin = { pluginId: string; versionName: string } | { blogId: string };

/** Where a page's `.md` links may lead, and the folder a link from the root (`/x.md`) starts in. */
function linkScope(targets: LinkTargets, origin: PageOrigin | undefined): { sources: Record<string, string>; dir: string } {
  if (!origin) return { sources: targets.pages, dir: targets.contentDir };
  if ('blogId' in origin) return { sources: targets.blogs[origin.blogId]?.posts ?? {}, dir: targets.blogs[origin.blogId]?.dir ?? targets.contentDir };
  return { sources: targets.docsByPlugin[origin.pluginId]!, dir: targets.versionDirs[`${origin.pluginId}/${origin.versionName}`]! };
}

/**
 * `.md` link targets resolve within the same docs plugin (any of its
 * versions), or among the blog's posts: first against the version's (or the
 * blog's) folder, then against the linking file's folder, as Docusaurus does.
 */
export function createMarkdownLinkResolver(targets: LinkTargets, origin: PageOrigin | undefined, fromFile: string): (target: string, from?: string) => string | undefined {
  const { sources, dir: versionDir } = linkScope(targets, origin);
  return (target, from = fromFile) => {
    const candidates = target.startsWith('./') || target.startsWith('../')
      ? [path.resolve(path.dirname(from), target)]
      : target.startsWith('/')
        ? [path.join(versionDir, target), path.join(targets.contentDir, target)]
        : [path.join(versionDir, target), path.resolve(path.dirname(from), target)];
    for (const candidate of candidates) {
      const permalink = sources[candidate];
      if (permalink) return permalink;
    }
    return undefined;
  };
}
