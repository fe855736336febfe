// What a compiled page read of the other pages: the permalinks its `.md` links
// resolved to (or that they resolved to none). They are kept with the compiled
// page, so that a rebuild reuses it while every link finds what it found.
// Keyed on the whole route table instead, adding one doc recompiled every page.
import type { CompileEnvironment, CompileJob } from './compile-job.ts';
import { createMarkdownLinkResolver } from './markdown-link-resolver.ts';

/** A `.md` link as its page resolved it: the target as written, the file it was written in, and the permalink found. */
export type LinkLookup = [target: string, from: string, permalink: string | null];

type MarkdownLinkResolver = (target: string, from: string) => string | undefined;

/** How a page's `.md` links resolve, for its compiler and for the cache's check alike. */
export function pageLinkResolver(environment: Pick<CompileEnvironment, 'linkTargets'>, job: CompileJob): MarkdownLinkResolver {
  return createMarkdownLinkResolver(environment.linkTargets, job.origin, job.file.path);
}

/** A resolver that notes each link it resolved, with its answer. */
export function recordingLinkResolver(resolve: MarkdownLinkResolver): { resolve: MarkdownLinkResolver; lookups: () => LinkLookup[] } {
  const lookups = new Map<string, LinkLookup>();
  return {
    resolve(target, from) {
      const permalink = resolve(target, from);
      lookups.set(`${target}\0${from}`, [target, from, permalink ?? null]);
      return permalink;
    },
    lookups: () => [...lookups.values()],
  };
}

/** Whether every `.md` link the page resolved finds the same page now. */
export function linkLookupsHold(lookups: LinkLookup[], resolve: MarkdownLinkResolver): boolean {
  return lookups.every(([target, from, permalink]) => (resolve(target, from) ?? null) === permalink);
}
