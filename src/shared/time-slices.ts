/**
 * Long main-thread work, cut into slices between which the event loop runs.
 *
 * A build's main thread also feeds its compile workers: each answer it takes
 * sends the worker another group. Work that runs for seconds without giving
 * the event loop a turn (rendering hundreds of pages that need no compiling,
 * one promise after another; reading the words of 10,000 sources) leaves the
 * workers' queues to empty, and on a large site they sat idle for seconds.
 *
 * Before each piece of synchronous work: `while (slices.over) await slices.next();`.
 * The check is synchronous on purpose: awaiting even a resolved promise puts
 * a caller behind every other one waiting, and all of them would pass the
 * check before any had done its work.
 */
export class TimeSlices {
  private sliceStart = performance.now();
  /** The event loop's next turn, shared by every caller waiting for it. */
  private nextTurn: Promise<void> | undefined;

  /** @param sliceMs How long work may run before the event loop is given a turn. */
  constructor(private readonly sliceMs = 10) {}

  /** Whether the slice has lasted its time. */
  get over(): boolean {
    return performance.now() - this.sliceStart >= this.sliceMs;
  }

  /**
   * Resolves after the event loop has had a turn (its messages and I/O), when
   * a new slice begins. Callers waiting together resume one after another,
   * and each checks `over` again: the first has the new slice.
   */
  next(): Promise<void> {
    this.nextTurn ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        this.nextTurn = undefined;
        this.sliceStart = performance.now();
        resolve();
      }),
    );
    return this.nextTurn;
  }
}
