import type { TocItem } from '../markdown/types.ts';

/** Whether a page's table of contents has a heading at the levels it shows: one without is not shown at all. */
export function hasTocEntries(items: readonly TocItem[], min: number, max: number): boolean {
  return items.some((item) => item.level >= min && item.level <= max);
}
