// Worker thread: highlights the code blocks that compile workers left in
// pages' HTML (see deferred-code.ts). A thread of its own, rather than the
// main thread, so that shiki's memory (its WebAssembly above all, which is
// never given back while the thread lives) goes when the build's compiling
// ends, before the search index is written.
import { parentPort, workerData } from 'node:worker_threads';
import { deferredCodeFiller } from '../markdown/deferred-code.ts';
import { getCodeHighlighter, type CodeThemes } from '../markdown/highlighter.ts';

export interface HighlightRequest {
  id: number;
  pages: string[];
}

export type HighlightAnswer = { id: number; pages: string[] } | { id: number; crash: string };

const { codeThemes, codeMarker } = workerData as { codeThemes: CodeThemes; codeMarker: string };
const fill = deferredCodeFiller(codeMarker, await getCodeHighlighter(codeThemes));

parentPort!.on('message', ({ id, pages }: HighlightRequest) => {
  Promise.all(pages.map(fill)).then(
    (filled) => parentPort!.postMessage({ id, pages: filled } satisfies HighlightAnswer),
    (error: unknown) => parentPort!.postMessage({ id, crash: (error as Error).stack ?? String(error) } satisfies HighlightAnswer),
  );
});
parentPort!.postMessage({ ready: true });
