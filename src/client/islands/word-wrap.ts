// Word-wrap toggles of code blocks (Docusaurus's WordWrapButton): the build
// writes each toggle hidden; it is shown only on a block whose code scrolls
// sideways (or is wrapped, so that it can be unwrapped), and pressing it wraps
// the long lines instead.

const WRAPPED = 'code-wrap';

/** One delegated listener, installed once, serves the code blocks of every page. */
export function installWordWrap(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('.codeBlockButtons > .word-wrap-button');
    if (!button) return;
    const pre = button.closest('.codeBlockContent')!.querySelector('pre')!;
    button.setAttribute('aria-pressed', String(pre.classList.toggle(WRAPPED)));
  });
}

/**
 * Shows the toggles of the blocks that overflow, and keeps doing so while the
 * page is shown: a block's width changes with the window, the sidebar being
 * hidden, or a hidden tab being opened, and its height with wrapping, each of
 * which the observer reports. Returns the clean-up.
 */
export function showWordWrapToggles(root: ParentNode): () => void {
  const observer = new ResizeObserver((entries) => {
    for (const { target } of entries) {
      const button = target.parentElement!.querySelector<HTMLElement>('.word-wrap-button');
      if (button) button.hidden = !target.classList.contains(WRAPPED) && target.scrollWidth <= target.clientWidth;
    }
  });
  for (const pre of root.querySelectorAll('.codeBlockContent > pre')) observer.observe(pre);
  return () => observer.disconnect();
}
