import { z } from 'zod';
import { BuildError } from '../shared/errors.ts';
import { settingProblems } from '../shared/setting-problems.ts';
import type { DocFrontMatter } from './types.ts';

const headingLevel = z.number().int().min(2).max(6);
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
    toc_min_heading_level: headingLevel.optional(),
    toc_max_heading_level: headingLevel.optional(),
    hide_title: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    pagination_next: z.string().nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
    pagination_label: z.string().optional(),
    draft: z.boolean().optional(),
    parse_number_prefixes: z.boolean().optional(),
  })
  .refine((fm) => (fm.toc_min_heading_level ?? 2) <= (fm.toc_max_heading_level ?? 6), {
    message: 'toc_min_heading_level must not be greater than toc_max_heading_level',
    path: ['toc_min_heading_level'],
  });

export function validateDocFrontMatter(frontMatter: Record<string, unknown>, file: string, keyLines: Record<string, number> = {}): DocFrontMatter {
  const result = schema.safeParse(frontMatter);
  if (result.success) return result.data as DocFrontMatter;
  const { keyPath, message } = settingProblems(result.error)[0]!;
  const key = String(keyPath[0] ?? '');
  throw new BuildError(`Invalid front matter "${key}": ${message}`, { file, line: keyLines[key] });
}
