// medium-zoom on a page's content images, loaded when a reader first reaches
// for one (see image-zoom.ts), with what a keyboard reader needs beside it:
// the zoomed image takes the focus, Tab closes it (it would move the focus
// behind the overlay), and the focus goes back to the image once it is closed.
import mediumZoom from 'medium-zoom';
import type { Zoom, ZoomOptions } from 'medium-zoom';

// esbuild loads the package's ES module, whose default export is the function;
// TypeScript's node resolution sees the CommonJS build, hence the cast.
type MediumZoom = (images: HTMLImageElement[], options: ZoomOptions) => Zoom;

export function zoomImages(images: HTMLImageElement[]): Zoom {
  const zoom = (mediumZoom as unknown as MediumZoom)(images, { margin: 24, background: 'var(--docgen-image-zoom-background)' });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    void zoom.close();
  };
  zoom.on('open', () => document.addEventListener('keydown', onKeyDown));
  // The zoomed copy takes the focus from the image it hides: a screen reader says what is shown, and the focus is not left on a hidden element.
  zoom.on('opened', () => document.querySelector<HTMLElement>('.medium-zoom-image--opened')?.focus({ preventScroll: true }));
  zoom.on('closed', (event) => {
    document.removeEventListener('keydown', onKeyDown);
    (event.target as HTMLElement).focus();
  });
  return zoom;
}
