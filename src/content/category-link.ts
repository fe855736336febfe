import { BuildError } from '../shared/errors.ts';
import type { CategoryLinkInput } from './types.ts';

/** Checks a category `link` value from a sidebars file or a `_category_` file. */
export function parseCategoryLink(value: unknown, file: string, label: string): CategoryLinkInput | null | undefined {
  if (value === undefined || value === null) return value;
  const link = value as Record<string, unknown>;
  if (link.type === 'doc' && typeof link.id === 'string') return { type: 'doc', id: link.id, file };
  if (link.type === 'generated-index') {
    const optionalText = (key: string) => (typeof link[key] === 'string' ? (link[key] as string) : undefined);
    return {
      type: 'generated-index',
      slug: optionalText('slug'),
      title: optionalText('title'),
      description: optionalText('description'),
      image: optionalText('image'),
      keywords: Array.isArray(link.keywords) ? (link.keywords as string[]) : undefined,
      file,
    };
  }
  throw new BuildError(`Category "${label}" has an invalid link ${JSON.stringify(value)}: use {type: 'doc', id} or {type: 'generated-index'}.`, { file });
}
