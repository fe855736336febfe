import path from 'node:path';
import { BuildError } from '../shared/errors.ts';
import { extractExcerpt, extractTitle } from './markdown-text.ts';
import { stripPathNumberPrefixes, type PrefixStripper } from './number-prefix.ts';
import { applyInlineTagsPolicy, frontMatterTags, type TagsMap } from './tags-file.ts';
import type { LinkPolicy } from '../config/schema.ts';
import type { Reporter } from '../shared/logger.ts';
import type { Doc, DocFrontMatter, SourceFile } from './types.ts';
import { joinRoute, routePathProblem } from './url.ts';
import { validateDocFrontMatter } from './doc-front-matter.ts';

export interface DocContext {
  pluginId: string;
  versionName: string;
  versionPath: string;
  tagsPath: string;
  /** The version's tags file, when it has one: its tags, and what a tag it does not define is. */
  tagsFile?: { tags: TagsMap; onInlineTags: LinkPolicy; reporter: Reporter };
  /** The docs set's number prefix rule (numberPrefixParser). */
  stripPrefix: PrefixStripper;
}

const INDEX_NAMES = new Set(['index', 'readme']);

/** `index.md`, `readme.md` or `foo/foo.md` — a folder's own page. */
export function isCategoryIndex(fileBaseName: string, parentDirName: string | undefined): boolean {
  const name = fileBaseName.toLowerCase();
  return INDEX_NAMES.has(name) || (parentDirName !== undefined && name === parentDirName.toLowerCase());
}

export function createDoc(source: SourceFile, relativePath: string, context: DocContext): Doc {
  const frontMatter: DocFrontMatter = validateDocFrontMatter(source.frontMatter, source.path, source.frontMatterLines);
  const parseNumberPrefixes = frontMatter.parse_number_prefixes !== false;
  const strip = (segment: string) => (parseNumberPrefixes ? context.stripPrefix(segment) : { name: segment, prefix: undefined });

  const rawDir = path.posix.dirname(relativePath);
  const dir = rawDir === '.' ? '' : parseNumberPrefixes ? stripPathNumberPrefixes(rawDir, context.stripPrefix) : rawDir;
  const fileName = path.posix.basename(relativePath).replace(/\.mdx?$/, '');
  const { name: strippedName, prefix } = strip(fileName);

  const baseId = frontMatter.id ?? strippedName;
  if (baseId.includes('/')) {
    throw new BuildError(`Document id "${baseId}" cannot contain "/". Use the folder structure instead.`, { file: source.path, line: source.frontMatterLines.id });
  }
  const id = dir ? `${dir}/${baseId}` : baseId;
  const parentDir = dir ? dir.split('/').at(-1) : undefined;
  const categoryIndex = isCategoryIndex(strippedName, parentDir);

  const slug = computeSlug({ frontMatterSlug: frontMatter.slug, dir, baseId, categoryIndex, file: source.path, slugLine: source.frontMatterLines.slug, ...(frontMatter.id === undefined ? {} : { idLine: source.frontMatterLines.id }) });
  const permalink = joinRoute(context.versionPath, slug);
  const { tags, inline } = frontMatterTags(frontMatter.tags ?? [], context.tagsFile?.tags, context.tagsPath);
  if (context.tagsFile) applyInlineTagsPolicy(inline, "the docs'", context.tagsFile.onInlineTags, { file: source.path, line: source.frontMatterLines.tags ?? 1 }, context.tagsFile.reporter);

  return {
    id,
    pluginId: context.pluginId,
    versionName: context.versionName,
    source,
    relativePath,
    sourceDirName: rawDir,
    slug,
    permalink,
    title: frontMatter.title ?? extractTitle(source.body) ?? baseId,
    description: frontMatter.description ?? extractExcerpt(source.body),
    frontMatter,
    sidebarPosition: frontMatter.sidebar_position ?? prefix,
    tags,
    isCategoryIndex: categoryIndex,
    draft: frontMatter.draft === true,
    unlisted: frontMatter.unlisted === true,
  };
}

interface SlugInput {
  frontMatterSlug?: string;
  dir: string;
  baseId: string;
  categoryIndex: boolean;
  file: string;
  /** The front matter's `slug` line. */
  slugLine?: number;
  /** The front matter's `id` line, when the id (not the file's name) makes the slug. */
  idLine?: number;
}

function computeSlug({ frontMatterSlug, dir, baseId, categoryIndex, file, slugLine, idLine }: SlugInput): string {
  let slug: string;
  if (frontMatterSlug !== undefined) {
    slug = frontMatterSlug.startsWith('/') ? frontMatterSlug : path.posix.resolve('/', dir, frontMatterSlug);
  } else if (categoryIndex) {
    slug = dir ? `/${dir}/` : '/';
  } else {
    slug = `/${dir ? `${dir}/` : ''}${baseId}`;
  }
  // A space is allowed (the URL has %20 there, as in Docusaurus); other white space, ? # and \ are not.
  const problem = /[\t\n\r\f\v?#\\]|\/\.\.?(\/|$)/.test(slug) ? 'a URL path holds no white space but spaces, no ?, # or \\, and no . or .. segment' : routePathProblem(slug);
  if (problem) {
    if (frontMatterSlug !== undefined) throw new BuildError(`The front matter's slug "${frontMatterSlug}" makes the address "${slug}", which cannot be one: ${problem}.`, { file, line: slugLine });
    // An `id: ..` makes the slug as a file's name does, but the author wrote it in the front matter, at its line.
    if (idLine !== undefined) throw new BuildError(`The URL slug "${slug}" made from the front matter's id "${baseId}" cannot be an address (${problem}): change the id, or give a "slug" in the front matter.`, { file, line: idLine });
    throw new BuildError(`The URL slug "${slug}" made from the file's name cannot be an address (${problem}): rename the file, or give a "slug" in the front matter.`, { file });
  }
  return slug;
}
