// Copy buttons of code blocks: copies the code text, shows and says "Copied" for a second.
import { translate } from '../../i18n/translate.ts';

const COPIED_FOR_MS = 1000;

/** One delegated listener, installed once, serves the code blocks of every page. */
export function installCodeCopy(root: Document): void {
  root.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.codeBlockButtons > .copy-button');
    if (!button) return;
    const code = button.closest('.codeBlockContent')!.querySelector('pre code')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      copyWithSelection(code);
    }
    // Its name too (its aria-label), as Docusaurus's: a screen reader hears "Copied", which the text alone would not tell it.
    const label = button.ariaLabel;
    button.textContent = button.ariaLabel = translate({ id: 'theme.CodeBlock.copied', message: 'Copied' });
    button.classList.add('copy-button--copied');
    setTimeout(() => {
      button.textContent = translate({ id: 'theme.CodeBlock.copy', message: 'Copy' });
      button.ariaLabel = label;
      button.classList.remove('copy-button--copied');
    }, COPIED_FOR_MS);
  });
}

/** Fallback for browsers without the async clipboard (or without permission). */
function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}
