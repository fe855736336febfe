import { existsSync } from 'node:fs';
import path from 'node:path';
import { BuildError, BuildErrors, collectBuildError } from '../shared/errors.ts';
import type { Reporter } from '../shared/logger.ts';
import { loadCategoryMetadata } from './category-metadata.ts';
import { crawlMarkdown, type DocFilePatterns } from './crawl.ts';
import type { PrefixStripper } from './number-prefix.ts';
import { createDoc } from './doc.ts';
import { parseSourceFile, type FrontMatterMemo } from './front-matter.ts';
import { readSourceText } from './source-text.ts';
import { loadSidebarsFile } from './sidebars/load-sidebars-file.ts';
import { normaliseSidebars } from './sidebars/normalise.ts';
import { computePagination, mapDocsToSidebars } from './sidebars/pagination.ts';
import { resolveSidebars, type ResolveContext } from './sidebars/resolve.ts';
import type { UnresolvedSidebars } from './sidebars/types.ts';
import { buildTagPages } from './tags.ts';
import { readTagsFile } from './tags-file.ts';
import type { LinkPolicy } from '../config/schema.ts';
import type { Doc, DocsVersion } from './types.ts';
import { joinUrl } from './url.ts';
import type { VersionDescriptor } from './versions.ts';

export interface LoadVersionOptions {
  /** Which files are docs. */
  patterns: DocFilePatterns;
  /** The tags pages' path below the version's. */
  tagsBasePath: string;
  /** The file of predefined tags, relative to the version's folder (its translated copy first). */
  tagsFile?: string;
  /** A doc's tag that the tags file does not define ('ignore' unless given). */
  onInlineTags?: LinkPolicy;
  /** The number prefix rule (numberPrefixParser). */
  stripPrefix: PrefixStripper;
  includeDrafts: boolean;
  sidebarCollapsed: boolean;
  sidebarCollapsible: boolean;
  /** Sidebar links to the site's own paths are below it. */
  baseUrl: string;
  reporter: Reporter;
  frontMatter?: FrontMatterMemo;
  /**
   * The locale being built: its translated docs (a file there takes the place
   * of the one with the same path in the version's folder) and the labels of
   * the version and its sidebars (`version.label`, `sidebar.<name>.…`).
   */
  localized?: { dir: string; messages: Record<string, string> };
}

export async function loadVersion(descriptor: VersionDescriptor, options: LoadVersionOptions): Promise<DocsVersion> {
  const tagsPath = joinUrl(descriptor.path, options.tagsBasePath);
  const { pages: files, partials } = await crawlMarkdown(descriptor.contentDir, options.reporter, options.patterns);
  // Docs are the version folder's: a translated file with no original there is not one, as in Docusaurus.
  const localizedDir = options.localized && existsSync(options.localized.dir) ? options.localized.dir : undefined;
  const translated = localizedDir ? new Set((await crawlMarkdown(localizedDir, options.reporter, options.patterns)).pages) : undefined;
  const tagsFileOf = (dir: string | undefined) => (dir && options.tagsFile ? path.resolve(dir, options.tagsFile) : undefined);
  const tagsFile = [tagsFileOf(localizedDir), tagsFileOf(descriptor.contentDir)].find((file) => file !== undefined && existsSync(file));
  const definedTags = readTagsFile(tagsFile, tagsPath);
  const tagsFileContext = definedTags && { tags: definedTags, onInlineTags: options.onInlineTags ?? 'ignore', reporter: options.reporter };
  const errors: BuildError[] = [];
  const allDocs = files
    .map((relativePath) => {
      const file = path.join(translated?.has(relativePath) ? localizedDir! : descriptor.contentDir, relativePath);
      try {
        const source = parseSourceFile(file, readSourceText(file), options.frontMatter);
        return createDoc(source, relativePath, { pluginId: descriptor.pluginId, versionName: descriptor.name, versionPath: descriptor.path, tagsPath, ...(tagsFileContext ? { tagsFile: tagsFileContext } : {}), stripPrefix: options.stripPrefix });
      } catch (error) {
        collectBuildError(error, errors);
        return undefined;
      }
    })
    .filter((doc): doc is Doc => doc !== undefined);
  if (errors.length) throw new BuildErrors(errors);

  const draftIds = allDocs.filter((doc) => doc.draft && !options.includeDrafts).map((doc) => doc.id);
  const docs = allDocs.filter((doc) => !draftIds.includes(doc.id));
  checkDuplicateIds(docs, descriptor.contentDir);

  const categories = await loadCategoryMetadata(descriptor.contentDir, options.reporter);
  const { sidebars: unresolved, files: sidebarsInputs } = await readSidebars(descriptor.sidebarsFile);
  const resolveContext: ResolveContext = {
    versionName: descriptor.name,
    versionPath: descriptor.path,
    docs,
    draftIds: new Set(draftIds),
    categories,
    stripPrefix: options.stripPrefix,
    sidebarCollapsed: options.sidebarCollapsed,
    sidebarCollapsible: options.sidebarCollapsible,
    baseUrl: options.baseUrl,
    sidebarsFile: descriptor.sidebarsFile ?? descriptor.contentDir,
    ...(options.localized ? { translations: options.localized.messages } : {}),
  };
  const { sidebars, generatedIndexes, unlistedMembers } = resolveSidebars(unresolved, resolveContext);
  const docSidebar = mapDocsToSidebars(sidebars, docs, unlistedMembers);
  // An unlisted doc's page shows the sidebar that lists it with the doc in it (rare: one more resolution each,
  // of every sidebar, because generated-index slugs are numbered across the version's sidebars).
  const unlistedSidebars = Object.fromEntries(
    [...unlistedMembers]
      .filter(([docId, sidebarName]) => docSidebar[docId] === sidebarName)
      .map(([docId, sidebarName]) => [docId, resolveSidebars(unresolved, { ...resolveContext, reading: docId }).sidebars[sidebarName]!]),
  );
  const pagination = computePagination({ sidebars, docSidebar, docs, name: descriptor.name }, generatedIndexes);

  const { sidebarsFile, ...identity } = descriptor;
  return {
    ...identity,
    ...(sidebarsFile ? { sidebarsFile } : {}),
    sidebarsInputs,
    label: options.localized?.messages['version.label'] ?? identity.label,
    ...(localizedDir ? { localizedDir } : {}),
    mainDocId: findMainDocId(docs, sidebars),
    docs,
    draftIds,
    partials: partials.map((relativePath) => path.join(descriptor.contentDir, relativePath)),
    sidebars,
    unlistedSidebars,
    docSidebar,
    pagination,
    generatedIndexes,
    tagsPath,
    // An unlisted doc keeps its tags on its page, but no tag's list shows it, unless only unlisted docs have the tag.
    tags: buildTagPages(docs),
  };
}

async function readSidebars(file: string | undefined | null): Promise<{ sidebars: UnresolvedSidebars; files: string[] }> {
  if (file === null) return { sidebars: {}, files: [] };
  if (file === undefined) return { sidebars: { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] }, files: [] };
  const { value, files } = await loadSidebarsFile(file);
  return { sidebars: normaliseSidebars(value, file), files };
}

/** The error names the doc whose front matter sets the id, at that line, when one does. */
function checkDuplicateIds(docs: Doc[], contentDir: string): void {
  const seen = new Map<string, Doc>();
  const errors: BuildError[] = [];
  for (const doc of docs) {
    const first = seen.get(doc.id);
    if (!first) {
      seen.set(doc.id, doc);
      continue;
    }
    const [blamed, other] = first.source.frontMatterLines.id !== undefined && doc.source.frontMatterLines.id === undefined ? [first, doc] : [doc, first];
    const otherPath = path.relative(contentDir, other.source.path).split(path.sep).join('/');
    errors.push(
      new BuildError(`Two documents have the id "${doc.id}": this one and ${otherPath} in the same docs folder. Give one of them a different "id" in its front matter.`, {
        file: blamed.source.path,
        line: blamed.source.frontMatterLines.id,
      }),
    );
  }
  if (errors.length) throw new BuildErrors(errors);
}

/** The doc with slug `/`, else the first doc of the first sidebar, else the first doc. */
function findMainDocId(docs: Doc[], sidebars: DocsVersion['sidebars']): string {
  const rootDoc = docs.find((doc) => doc.slug === '/');
  if (rootDoc) return rootDoc.id;
  const firstSidebar = Object.values(sidebars)[0] ?? [];
  const stack = [...firstSidebar];
  while (stack.length) {
    const item = stack.shift()!;
    if (item.type === 'doc') return item.docId;
    if (item.type === 'category') {
      if (item.linkDocId) return item.linkDocId;
      stack.unshift(...item.items);
    }
  }
  return docs[0]?.id ?? '';
}
