import { z } from 'zod';
import { BuildError } from '../shared/errors.ts';
import { settingProblems } from '../shared/setting-problems.ts';
import type { BlogPostFrontMatter, DocFrontMatter, PageFrontMatter } from './types.ts';

const headingLevel = z.number().int().min(2).max(6);

/** A page's table of contents: hidden, or the heading levels it shows (docs and standalone Markdown pages alike). */
const tocFields = {
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  hide_table_of_contents: z.boolean().optional(),
};
const tocLevelsInOrder = (fm: { toc_min_heading_level?: number; toc_max_heading_level?: number }) => (fm.toc_min_heading_level ?? 2) <= (fm.toc_max_heading_level ?? 6);
const TOC_LEVELS_OUT_OF_ORDER = { message: 'toc_min_heading_level must not be greater than toc_max_heading_level', path: ['toc_min_heading_level'] };

const tag = z.union([z.string(), z.object({ label: z.string(), permalink: z.string() })]);

// Unknown keys are allowed (sites add their own, e.g. moodleVersion).
const schema = z
  .looseObject({
    id: z.string().optional(),
    title: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    displayed_sidebar: z.string().nullable().optional(),
    slug: z.string().optional(),
    tags: z.array(tag).optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
    ...tocFields,
    hide_title: z.boolean().optional(),
    pagination_next: z.string().nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
    pagination_label: z.string().optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    parse_number_prefixes: z.boolean().optional(),
  })
  .refine(tocLevelsInOrder, TOC_LEVELS_OUT_OF_ORDER);

// A standalone Markdown page's, as Docusaurus's pages plugin reads it; unknown keys are allowed here too.
const pageSchema = z
  .looseObject({
    title: z.string().optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
    wrapperClassName: z.string().optional(),
    unlisted: z.boolean().optional(),
    ...tocFields,
  })
  .refine(tocLevelsInOrder, TOC_LEVELS_OUT_OF_ORDER);

// A blog post's; `authors` is checked where it is resolved (see blog/authors.ts), with the authors file at hand.
const blogPostSchema = z
  .looseObject({
    title: z.string().optional(),
    description: z.string().optional(),
    slug: z.string().optional(),
    date: z.union([z.date(), z.string()]).optional(),
    tags: z.array(tag).optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    ...tocFields,
  })
  .refine(tocLevelsInOrder, TOC_LEVELS_OUT_OF_ORDER);

export function validateDocFrontMatter(frontMatter: Record<string, unknown>, file: string, keyLines: Record<string, number> = {}): DocFrontMatter {
  return validated(schema, frontMatter, file, keyLines) as DocFrontMatter;
}

export function validatePageFrontMatter(frontMatter: Record<string, unknown>, file: string, keyLines: Record<string, number> = {}): PageFrontMatter {
  return validated(pageSchema, frontMatter, file, keyLines) as PageFrontMatter;
}

export function validateBlogPostFrontMatter(frontMatter: Record<string, unknown>, file: string, keyLines: Record<string, number> = {}): BlogPostFrontMatter {
  return validated(blogPostSchema, frontMatter, file, keyLines) as BlogPostFrontMatter;
}

function validated<T>(schema: z.ZodType<T>, frontMatter: Record<string, unknown>, file: string, keyLines: Record<string, number>): T {
  const result = schema.safeParse(frontMatter);
  if (result.success) return result.data;
  const { keyPath, message } = settingProblems(result.error)[0]!;
  const key = String(keyPath[0] ?? '');
  throw new BuildError(`Invalid front matter "${key}": ${message}`, { file, line: keyLines[key] });
}
