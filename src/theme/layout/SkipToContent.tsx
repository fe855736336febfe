import { translate } from '../../i18n/translate.ts';

export const MAIN_CONTENT_ID = '__docgen_main';

/**
 * The first stop of the keyboard. Without JavaScript the fragment link scrolls
 * to the content; with it, the content also takes the focus, so the next Tab
 * continues from there instead of from the top of the page.
 */
export function SkipToContent() {
  return (
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
      {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
    </a>
  );
}
