import { useEffect, type RefObject } from 'react';

/** Is the reader typing somewhere, so that `/` is text and not a shortcut? */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/**
 * The search shortcuts: Ctrl/Cmd+K toggles the modal, `/` opens it when the
 * reader is not typing, and a letter or digit typed on the focused search
 * button opens it with that character.
 */
export function useSearchShortcuts(options: { isOpen: boolean; open(initialQuery?: string): void; close(): void; button: RefObject<HTMLElement | null> }): void {
  const { isOpen, open, close, button } = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (isOpen) close();
        else open();
        return;
      }
      // Here as well as in the dialog: while the dialog's code is still loading, only its placeholder is open.
      if (isOpen && event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (isOpen || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === '/' && !isEditable(event.target)) {
        event.preventDefault();
        open();
        return;
      }
      if (event.target === button.current && /^[a-z0-9]$/i.test(event.key)) {
        event.preventDefault();
        open(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close, button]);
}
