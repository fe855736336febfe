import { z } from 'zod';
import { BuildError, BuildErrors, bySourcePlace } from '../shared/errors.ts';
import { settingProblems } from '../shared/setting-problems.ts';
import { convertedBoolean as yesNo, convertedNumber as number, frontMatterText as text } from './converted-values.ts';
import type { BlogPostFrontMatter, DocFrontMatter, PageFrontMatter } from './types.ts';

const headingLevel = number.pipe(z.number().int().min(2).max(6));

/** A page's table of contents: hidden, or the heading levels it shows (docs and standalone Markdown pages alike). */
const tocFields = {
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  hide_table_of_contents: yesNo.optional(),
};
const tocLevelsInOrder = (fm: { toc_min_heading_level?: number; toc_max_heading_level?: number }) => (fm.toc_min_heading_level ?? 2) <= (fm.toc_max_heading_level ?? 6);
const TOC_LEVELS_OUT_OF_ORDER = { message: 'toc_min_heading_level must not be greater than toc_max_heading_level', path: ['toc_min_heading_level'] };

const tag = z.union([text, z.object({ label: text, permalink: text })]);

// Unknown keys are allowed (sites add their own, e.g. moodleVersion).
const schema = z
  .looseObject({
    id: text.optional(),
    title: text.optional(),
    sidebar_label: text.optional(),
    sidebar_position: number.optional(),
    sidebar_class_name: text.optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    displayed_sidebar: text.nullable().optional(),
    slug: text.optional(),
    tags: z.array(tag).optional(),
    description: text.optional(),
    keywords: z.array(text).optional(),
    image: text.optional(),
    ...tocFields,
    hide_title: yesNo.optional(),
    pagination_next: text.nullable().optional(),
    pagination_prev: text.nullable().optional(),
    pagination_label: text.optional(),
    draft: yesNo.optional(),
    unlisted: yesNo.optional(),
    parse_number_prefixes: yesNo.optional(),
  })
  .refine(tocLevelsInOrder, TOC_LEVELS_OUT_OF_ORDER);

// A standalone Markdown page's, as Docusaurus's pages plugin reads it; unknown keys are allowed here too.
const pageSchema = z
  .looseObject({
    title: text.optional(),
    description: text.optional(),
    keywords: z.array(text).optional(),
    image: text.optional(),
    wrapperClassName: text.optional(),
    unlisted: yesNo.optional(),
    ...tocFields,
  })
  .refine(tocLevelsInOrder, TOC_LEVELS_OUT_OF_ORDER);

// A blog post's; `authors` is checked where it is resolved (see blog/authors.ts), with the authors file at hand.
const blogPostSchema = z
  .looseObject({
    title: text.optional(),
    description: text.optional(),
    slug: text.optional(),
    date: z.union([z.date(), text]).optional(),
    tags: z.array(tag).optional(),
    keywords: z.array(text).optional(),
    image: text.optional(),
    draft: yesNo.optional(),
    unlisted: yesNo.optional(),
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
  // Every key's problem at once (its first: a level of 7 is also out of order), as Docusaurus lists them, in the file's order.
  const firstByKey = new Map<string, string>();
  for (const { keyPath, message } of settingProblems(result.error)) {
    const key = String(keyPath[0] ?? '');
    if (!firstByKey.has(key)) firstByKey.set(key, message);
  }
  const errors = [...firstByKey].map(([key, message]) => new BuildError(`Invalid front matter "${key}": ${message}`, { file, line: keyLines[key] })).sort(bySourcePlace);
  throw errors.length === 1 ? errors[0]! : new BuildErrors(errors);
}
