/**
 * `Promise.all(items.map(task))` with at most `limit` tasks running: file
 * work over a whole output (tens of thousands of files) must not open them
 * all at once (EMFILE). On a failure it waits for the tasks already running
 * before throwing the first error, so nothing is still writing when a failed
 * build discards its output.
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const run = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await task(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await settleAll(Array.from({ length: Math.min(limit, items.length) }, run));
  return results;
}

/** Waits for every task, then throws the first failure. */
export async function settleAll(tasks: Promise<unknown>[]): Promise<void> {
  const failure = (await Promise.allSettled(tasks)).find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

/** How many files the build opens at a time. */
export const FILE_CONCURRENCY = 64;
