// What a compiled page read of the other pages: the permalinks its `.md` links
// resolved to (or that they resolved to none). They are kept with the compiled
// page, so that a rebuild reuses it while every link finds what it found.
// Keyed on the whole route table instead, adding one doc recompiled every page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CompileEnvironment, CompileJob } from './compile-job.ts';
import { createMarkdownLinkResolver } from './markdown-link-resolver.ts';

/** A `.md` link as its page resolved it: the target as written, the file it was written in, and the permalink found. */
export type LinkLookup = [target: string, from: string, permalink: string | null];

/** The two questions a page asks about the rest of the site while it compiles. */
export interface PageResolvers {
  resolveMarkdownLink(target: string, from: string): string | undefined;
  resolveStaticFile(url: string): string | undefined;
}

/** The resolvers for a page, as its compiler and the cache's check both ask them. */
export function pageResolvers(environment: Pick<CompileEnvironment, 'linkTargets' | 'staticDir' | 'baseUrl'>, job: CompileJob): PageResolvers {
  const { linkTargets, staticDir, baseUrl } = environment;
  return {
    resolveMarkdownLink: createMarkdownLinkResolver(linkTargets, job.origin, job.file.path),
    resolveStaticFile: (url) => {
      const candidate = path.join(staticDir, decodeURI(url).replace(baseUrl, '/'));
      return candidate.startsWith(staticDir) && existsSync(candidate) ? candidate : undefined;
    },
  };
}

/** Resolvers that note each `.md` link the page resolved, with its answer. */
export function recordingResolvers(resolvers: PageResolvers): { resolvers: PageResolvers; linkLookups: () => LinkLookup[] } {
  const lookups = new Map<string, LinkLookup>();
  return {
    resolvers: {
      ...resolvers,
      resolveMarkdownLink(target, from) {
        const permalink = resolvers.resolveMarkdownLink(target, from);
        lookups.set(`${target}\0${from}`, [target, from, permalink ?? null]);
        return permalink;
      },
    },
    linkLookups: () => [...lookups.values()],
  };
}

/** Whether every `.md` link the page resolved finds the same page now. */
export function linkLookupsHold(lookups: LinkLookup[], resolveMarkdownLink: PageResolvers['resolveMarkdownLink']): boolean {
  return lookups.every(([target, from, permalink]) => (resolveMarkdownLink(target, from) ?? null) === permalink);
}
