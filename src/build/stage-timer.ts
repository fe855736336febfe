/** The parts of a build whose time is reported (by `docgen build --timings` and the benchmark). */
export const TIMED_STAGES = ['config', 'content', 'bundle', 'markdown', 'render', 'search', 'serviceWorker', 'linkCheck', 'write'] as const;
export type TimedStage = (typeof TIMED_STAGES)[number];

/** Milliseconds per stage. Stages overlap: workers compile Markdown while the main thread renders and Pagefind indexes. */
export type StageTimings = Record<TimedStage, number>;

/**
 * Wall time per stage. Asynchronous stages count from their first start to
 * their last end; work done in slices on the main thread (rendering, link
 * extraction) counts only the slices.
 */
export class StageTimer {
  private readonly totals = Object.fromEntries(TIMED_STAGES.map((stage) => [stage, 0])) as StageTimings;
  private readonly spans = new Map<TimedStage, { start: number; end: number }>();

  /** Times an asynchronous stage as a span: calls running at the same time (one per page) widen the same span. */
  async span<T>(stage: TimedStage, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      const known = this.spans.get(stage);
      this.spans.set(stage, { start: Math.min(known?.start ?? start, start), end: Math.max(known?.end ?? 0, performance.now()) });
    }
  }

  /** Times one awaited step of a stage; steps add up. */
  async step<T>(stage: TimedStage, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.totals[stage] += performance.now() - start;
    }
  }

  /** Times a synchronous slice of main-thread work; slices add up. */
  slice<T>(stage: TimedStage, work: () => T): T {
    const start = performance.now();
    try {
      return work();
    } finally {
      this.totals[stage] += performance.now() - start;
    }
  }

  timings(): StageTimings {
    const result = { ...this.totals };
    for (const [stage, { start, end }] of this.spans) result[stage] += end - start;
    return result;
  }
}
