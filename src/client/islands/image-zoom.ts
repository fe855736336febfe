// Image zoom on content images (medium-zoom). The library is only fetched on
// pages that have images to zoom.
import type { Zoom, ZoomOptions } from 'medium-zoom';

// esbuild loads the package's ES module, whose default export is the function;
// TypeScript's node resolution sees the CommonJS build, hence the cast.
type MediumZoom = (images: HTMLImageElement[], options: ZoomOptions) => Zoom;

/** Content images that are not links already (a linked image opens its link). */
const SELECTOR = '.markdown img:not(a img)';

/** Makes the images of `root` zoomable; the returned function undoes it before the content is replaced. */
export function zoomContentImages(root: ParentNode): () => void {
  const images = [...root.querySelectorAll<HTMLImageElement>(SELECTOR)];
  if (images.length === 0) return () => {};
  let zoom: Zoom | undefined;
  let cancelled = false;
  // Keyboard readers can zoom too: the images take focus and open on Enter or Space.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    void zoom?.open({ target: event.currentTarget as HTMLImageElement });
  };
  for (const image of images) {
    image.tabIndex = 0;
    image.addEventListener('keydown', onKeyDown);
  }
  import('medium-zoom')
    .then((module) => {
      if (cancelled) return;
      const mediumZoom = module.default as unknown as MediumZoom;
      zoom = mediumZoom(images, { margin: 24, background: 'var(--docgen-image-zoom-background)' });
    })
    .catch((error: unknown) => console.warn('docgen: image zoom could not be loaded.', error));
  return () => {
    cancelled = true;
    zoom?.detach();
    for (const image of images) image.removeEventListener('keydown', onKeyDown);
  };
}
