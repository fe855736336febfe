import { translate } from '../../i18n/translate.ts';
import { SKIP_REGION_ID } from '../../render/document-ids.ts';

export const MAIN_CONTENT_ID = '__docgen_main';

/**
 * The first stop of the keyboard. Without JavaScript the fragment link scrolls
 * to the content; with it, the content also takes the focus, so the next Tab
 * continues from there instead of from the top of the page. Around it, the
 * region a client navigation focuses, as Docusaurus's: the keyboard starts
 * again from the top, and a screen reader reads the region's name (the new
 * page's title, which the router gives it), not the whole page.
 */
export function SkipToContent() {
  const label = translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' });
  return (
    <div role="region" id={SKIP_REGION_ID} tabIndex={-1} aria-label={label}>
      <a
        className="skipToContent"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          const main = document.getElementById(MAIN_CONTENT_ID);
          if (!main) return;
          event.preventDefault();
          if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
          main.focus();
          main.scrollIntoView();
        }}
      >
        {label}
      </a>
    </div>
  );
}

/**
 * Starts the keyboard again from the top of the page, without scrolling it,
 * where the focused control has gone: after a client navigation (named by the
 * new page's title), back to top, or closing the announcement bar.
 */
export function focusPageTop(name?: string): void {
  const region = document.getElementById(SKIP_REGION_ID);
  if (!region) return;
  if (name) region.ariaLabel = name;
  region.focus({ preventScroll: true });
}
