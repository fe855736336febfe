// Draws Mermaid diagrams, as Docusaurus does (light theme `default`, dark
// theme `dark`), and again when the colour mode changes. Loaded by the
// island (mermaid.ts) only on pages that have a diagram, with the library.
import mermaid from 'mermaid';

let diagramCount = 0;

/** Draws the diagrams in `containers`; the returned function stops following colour-mode changes. */
export function drawDiagrams(containers: HTMLElement[]): () => void {
  let stopped = false;
  const draw = async () => {
    const dark = document.documentElement.dataset.theme === 'dark';
    mermaid.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'default', securityLevel: 'strict' });
    for (const container of containers) {
      const source = container.querySelector('.mermaid-source')?.textContent ?? '';
      try {
        const { svg } = await mermaid.render(`docgen-mermaid-${++diagramCount}`, source);
        if (stopped) return;
        let figure = container.querySelector<HTMLElement>('.mermaid-diagram');
        if (!figure) {
          figure = document.createElement('div');
          figure.className = 'mermaid-diagram';
          container.append(figure);
        }
        // Mermaid's strict security level sanitises the SVG it returns.
        figure.innerHTML = svg;
        container.dataset.rendered = 'true';
      } catch (error) {
        console.warn('docgen: a Mermaid diagram could not be drawn; its source is shown instead.', error);
      }
    }
  };
  const redraw = () => void draw().catch((error: unknown) => console.warn('docgen: the Mermaid diagrams could not be drawn.', error));
  redraw();
  const observer = new MutationObserver(redraw);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    stopped = true;
    observer.disconnect();
  };
}
