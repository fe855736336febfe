import { translate } from '../../i18n/translate.ts';
import { MAIN_CONTENT_ID } from './SkipToContent.tsx';

/**
 * What the main area shows while a page's content is on its way (a spinner,
 * after a short delay so fast loads do not flash it) or when it could not be
 * loaded (the error and a Retry button that tries again).
 */
export function LoadingState({ failed, retry, inline = false }: { failed: boolean; retry(): void; inline?: boolean }) {
  const Element = inline ? 'div' : 'main';
  if (failed) {
    return (
      <Element id={inline ? undefined : MAIN_CONTENT_ID} className="loadingState loadingState--failed container margin-vert--xl" role="alert">
        <p className="loadingState__message">{translate({ id: 'theme.Loading.error', message: 'This content could not be loaded. Check your network connection and try again.' })}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          {translate({ id: 'theme.Loading.retry', message: 'Retry' })}
        </button>
      </Element>
    );
  }
  return (
    <Element id={inline ? undefined : MAIN_CONTENT_ID} className="loadingState container margin-vert--xl" role="status" aria-live="polite">
      <span className="loadingSpinner" aria-hidden="true" />
      <span className="sr-only">{translate({ id: 'theme.Loading.loading', message: 'Loading…' })}</span>
    </Element>
  );
}
