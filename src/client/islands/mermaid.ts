// Mermaid diagrams: the library is large, so it is fetched, with the code
// that draws the diagrams (mermaid-draw.ts), only on pages that have one.

import type { MermaidSettings } from '../../shared/page-data.ts';

const SELECTOR = '.docgen-mermaid';

/** Draws the diagrams of `root` (with the site's Mermaid settings, if it has any); the returned function stops following colour-mode changes. */
export function renderMermaidDiagrams(root: ParentNode, settings?: MermaidSettings): () => void {
  const containers = [...root.querySelectorAll<HTMLElement>(SELECTOR)];
  if (containers.length === 0) return () => {};
  let stopped = false;
  let stop: (() => void) | undefined;
  import('./mermaid-draw.ts').then(
    ({ drawDiagrams }) => {
      if (!stopped) stop = drawDiagrams(containers, settings);
    },
    (error: unknown) => console.warn('docgen: Mermaid could not be loaded.', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
