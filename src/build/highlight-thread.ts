import type { Worker } from 'node:worker_threads';
import type { CodeThemes } from '../markdown/highlighter.ts';
import { startCompiledWorker, untilReady } from '../shared/compiled-worker.ts';
import type { HighlightAnswer, HighlightRequest } from './highlight-worker.ts';

// A smaller young generation than V8's 48 MB: what the thread allocates per
// block dies young, and shiki's own memory lives outside the JavaScript heap.
// Not much smaller, though: a block's tokens and trees live until its HTML is
// made, and with 16 MB a scavenge often came mid-block and copied them. On
// the synthetic 10,000-page site the thread then ran 2,227 scavenges (8.5 s of
// pauses), and the build took 65.4-68.0 s (115-120 s of user CPU) against
// 63.0 s (111-112 s) with 32 MB; 64 MB gave 63.7-65.8 s and 128 MB 65.0-66.1 s
// with 60-100 MB more memory. On the devdocs corpus, 32 MB and 16 MB build as
// fast (7.41-7.47 s against 7.45-7.64 s) with peaks of 532-541 MB against
// 519-544 MB (alternating runs, each into an empty folder).
const YOUNG_GENERATION_MB = 32;

/**
 * The thread that highlights the code blocks compile workers leave in their
 * pages (see deferred-code.ts and highlight-worker.ts): the compile workers
 * are a build's critical path, and this work fits in the time the main
 * thread waits for them.
 */
export class HighlightThread {
  private nextId = 0;
  /** Set when the thread has stopped: later pages fail at once instead of waiting for it. */
  private stopped?: Error;
  private readonly waiting = new Map<number, { resolve: (pages: string[]) => void; reject: (error: Error) => void }>();

  private constructor(
    private readonly worker: Worker,
    private readonly codeMarker: string,
  ) {
    worker.on('message', (answer: HighlightAnswer) => {
      const waiter = this.waiting.get(answer.id);
      if (!waiter) return;
      this.waiting.delete(answer.id);
      if ('crash' in answer) waiter.reject(new Error(`Highlighting code crashed docgen:\n${answer.crash}`));
      else waiter.resolve(answer.pages);
    });
    worker.once('exit', (code) => {
      this.stopped = new Error(`The code highlighting thread stopped (exit code ${code}).`);
      for (const waiter of this.waiting.values()) waiter.reject(this.stopped);
      this.waiting.clear();
    });
  }

  static async start(codeThemes: CodeThemes, codeMarker: string): Promise<HighlightThread> {
    const worker = await untilReady(await startCompiledWorker('build/highlight-worker.ts', { codeThemes, codeMarker }, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }));
    return new HighlightThread(worker, codeMarker);
  }

  /** The pages with their code highlighted; pages without code blocks are not sent. */
  async fill(pages: string[]): Promise<string[]> {
    const withCode = pages.flatMap((html, index) => (html.includes(this.codeMarker) ? [index] : []));
    if (withCode.length === 0) return pages;
    if (this.stopped) throw this.stopped;
    const id = this.nextId++;
    const filled = await new Promise<string[]>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, pages: withCode.map((index) => pages[index]!) } satisfies HighlightRequest);
    });
    const result = [...pages];
    for (const [position, index] of withCode.entries()) result[index] = filled[position]!;
    return result;
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}
