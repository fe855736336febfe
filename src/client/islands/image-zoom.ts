// Image zoom on content images. Its code (medium-zoom and image-zoom-library.ts)
// is fetched when a reader reaches for an image (the pointer over it, or focus
// on it), not with the page: most readers never zoom, and it is not part of a
// page's first load.
import type { Zoom } from 'medium-zoom';

/** Content images that are not links already (a linked image opens its link). */
const SELECTOR = '.markdown img:not(a img)';

/** Makes the images of `root` zoomable; the returned function undoes it before the content is replaced. */
export function zoomContentImages(root: ParentNode): () => void {
  const images = [...root.querySelectorAll<HTMLImageElement>(SELECTOR)];
  if (images.length === 0) return () => {};
  let zoom: Zoom | undefined;
  let loading: Promise<Zoom | undefined> | undefined;
  let cancelled = false;
  const load = () =>
    (loading ??= import('./image-zoom-library.ts')
      .then((module) => (cancelled ? undefined : (zoom = module.zoomImages(images))))
      .catch((error: unknown) => {
        console.warn('docgen: image zoom could not be loaded.', error);
        return undefined;
      }));
  const openOnceLoaded = (image: HTMLImageElement) => void load().then((loaded) => loaded?.open({ target: image }));
  const onReach = () => void load();
  // A click that comes before the library has loaded opens the image once it has; after that, medium-zoom answers clicks itself.
  const onClick = (event: MouseEvent) => {
    if (zoom) return;
    openOnceLoaded(event.currentTarget as HTMLImageElement);
  };
  // Keyboard readers can zoom too: the images take focus, say they are buttons (named by their text alternative), and open on Enter or Space.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    openOnceLoaded(event.currentTarget as HTMLImageElement);
  };
  const listeners = [['pointerover', onReach], ['focus', onReach], ['click', onClick], ['keydown', onKeyDown]] as const;
  for (const image of images) {
    // Not one without a text alternative (decoration, `![](…)`): a button must have a name. It zooms on a click.
    if (image.alt) {
      image.tabIndex = 0;
      image.role = 'button';
    }
    for (const [type, listener] of listeners) image.addEventListener(type, listener as EventListener);
  }
  return () => {
    cancelled = true;
    zoom?.detach();
    for (const image of images) for (const [type, listener] of listeners) image.removeEventListener(type, listener as EventListener);
  };
}
