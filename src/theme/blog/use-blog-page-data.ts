import type { PageData } from '../../shared/page-data.ts';
import { usePage } from '../context.tsx';

type BlogPart = 'blogPost' | 'blogList' | 'blogTagsList' | 'blogArchive' | 'blogAuthorsList';

/** The part of the page data a blog page's kind is made from; without it the page cannot render, so say which part is missing. */
export function useBlogPageData<K extends BlogPart>(part: K): NonNullable<PageData[K]> {
  const page = usePage();
  const data = page[part];
  if (data === undefined) throw new Error(`This ${page.kind} page has no ${part} data, so it cannot be shown.`);
  return data;
}
