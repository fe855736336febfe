/**
 * `Promise.all(items.map(task))` with at most `limit` tasks running: file
 * work over a whole output (tens of thousands of files) must not open them
 * all at once (EMFILE).
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return results;
}

/** How many files the build opens at a time. */
export const FILE_CONCURRENCY = 64;
