// The back-to-top button (Docusaurus's BackToTopButton): it appears when a
// reader more than 300 px down a page scrolls back up, as one heading for the
// top does, and scrolls smoothly to the top. The client makes it: without
// JavaScript it could do nothing. It is plain DOM, not a React component, as
// that is a fraction of the bytes.
import { translate } from '../i18n/translate.ts';
import { focusPageTop } from '../theme/layout/SkipToContent.tsx';

/** Nearer the top than this, the button is not worth its place over the content. */
const THRESHOLD_PX = 300;

export function installBackToTop(doc: Document): void {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'theme-back-to-top-button';
  button.setAttribute('aria-label', translate({ id: 'theme.BackToTopButton.buttonAriaLabel', message: 'Scroll back to top' }));
  // An explicit behaviour ignores the stylesheet's, so reduced motion is asked for here. The keyboard
  // starts from the top too, as after a client navigation: the button hides, and its focus would be lost.
  button.onclick = () => {
    window.scrollTo({ top: 0, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth' });
    focusPageTop();
  };
  doc.body.append(button);

  let lastY = window.scrollY;
  let lastHash = location.hash;
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      // A jump up to a heading (a link to an anchor, on this page or another) is no reader heading for the top.
      const toAnchor = location.hash !== lastHash && location.hash;
      // Not at the very end either, where a touch screen's bounce scrolls up by itself.
      const shown = !toAnchor && y < lastY && y >= THRESHOLD_PX && y + window.innerHeight < doc.documentElement.scrollHeight;
      button.classList.toggle('theme-back-to-top-button--shown', shown);
      lastY = y;
      lastHash = location.hash;
    },
    { passive: true },
  );
}
