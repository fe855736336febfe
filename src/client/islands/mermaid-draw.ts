// Draws Mermaid diagrams, as Docusaurus does (light theme `default`, dark
// theme `dark`, or the site's themeConfig.mermaid), and again when the colour
// mode changes. Loaded by the island (mermaid.ts) only on pages that have a
// diagram, with the library.
import mermaid, { type MermaidConfig } from 'mermaid';
import type { MermaidSettings } from '../../shared/page-data.ts';

let diagramCount = 0;

/**
 * The narrowest a wide diagram is drawn, in CSS pixels: about a desktop's text
 * column, which shrinks the diagrams of the devdocs to no less than half their
 * size. A phone's column is narrower, and the diagram scrolls sideways there.
 */
const MIN_WIDTH_PX = 640;

/** The text of a note in the dark theme, on its #474949. */
const DARK_NOTE_TEXT = '#e3e3e3';

/** Mermaid fits a diagram to its column (width 100%, its own size as max-width), which on a phone shrinks its text to a few pixels. */
function keepReadable(svg: SVGSVGElement | null): void {
  const natural = parseFloat(svg?.style.maxWidth ?? '');
  if (svg && natural > 0) svg.style.minWidth = `${Math.min(natural, MIN_WIDTH_PX)}px`;
}

/** Mermaid's themes as Docusaurus sets them, with its default options. */
const DEFAULT_SETTINGS: MermaidSettings = { theme: { light: 'default', dark: 'dark' }, options: {} };

/** The options `mermaid.initialize` is given in a colour mode: the site's, its theme for the mode, and always the strict security level. */
function initializeOptions({ theme, options }: MermaidSettings, dark: boolean): MermaidConfig {
  const themeName = dark ? theme.dark : theme.light;
  const themeVariables = (options.themeVariables ?? {}) as Record<string, unknown>;
  // The dark theme's notes are grey on grey (4.49:1); their text is made lighter, to 7.6:1 (WCAG AA asks 4.5:1), unless the site gives its own.
  const legibleNotes = themeName === 'dark' && themeVariables.noteTextColor === undefined ? { themeVariables: { ...themeVariables, noteTextColor: DARK_NOTE_TEXT } } : {};
  return { ...options, ...legibleNotes, startOnLoad: false, theme: themeName as MermaidConfig['theme'], securityLevel: 'strict' };
}

/** Draws the diagrams in `containers`; the returned function stops following colour-mode changes. */
export function drawDiagrams(containers: HTMLElement[], settings: MermaidSettings = DEFAULT_SETTINGS): () => void {
  let stopped = false;
  const draw = async () => {
    mermaid.initialize(initializeOptions(settings, document.documentElement.dataset.theme === 'dark'));
    for (const container of containers) {
      const source = container.querySelector('.mermaid-source')?.textContent ?? '';
      try {
        const { svg } = await mermaid.render(`docgen-mermaid-${++diagramCount}`, source);
        if (stopped) return;
        // A diagram drawn above the part of the page in view (a heading a link went to, below
        // it) is taller than its source: the page moves by as much, so that the part in view
        // stays, which Chromium's scroll anchoring did not do for this change. Under the navbar
        // is out of view (the scroll padding that places a heading a link goes to below it).
        const above = container.getBoundingClientRect().bottom <= parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop || '0');
        // What follows the diagram is what moves (measured before the diagram's element, and its margin, are added).
        const after = container.nextElementSibling ?? container.parentElement!.nextElementSibling;
        const top = after?.getBoundingClientRect().top ?? 0;
        let figure = container.querySelector<HTMLElement>('.mermaid-diagram');
        if (!figure) {
          figure = document.createElement('div');
          figure.className = 'mermaid-diagram';
          // It scrolls sideways on a phone: a keyboard can scroll it once it can take the focus (WCAG 2.1.1), as a table or a code block can.
          figure.tabIndex = 0;
          container.append(figure);
        }
        // Mermaid's strict security level sanitises the SVG it returns.
        figure.innerHTML = svg;
        keepReadable(figure.querySelector('svg'));
        container.dataset.rendered = 'true';
        if (above && after) window.scrollBy(0, after.getBoundingClientRect().top - top);
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
