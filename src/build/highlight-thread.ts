import type { Worker } from 'node:worker_threads';
import type { CodeThemes } from '../markdown/highlighter.ts';
import { startCompiledWorker, untilReady } from '../shared/compiled-worker.ts';
import type { HighlightAnswer, HighlightRequest } from './highlight-worker.ts';

// A smaller young generation than V8's 48 MB: what the thread allocates per
// block dies young, and shiki's own memory lives outside the JavaScript heap.
// On the devdocs corpus the build's peak was 10-35 MB lower at the same speed
// (15.8 s against 15.8 s, medians of four alternating runs).
const YOUNG_GENERATION_MB = 16;

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
