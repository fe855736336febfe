import { translate } from '../../i18n/translate.ts';

export const MAIN_CONTENT_ID = '__docgen_main';

export function SkipToContent() {
  return (
    <a className="skipToContent" href={`#${MAIN_CONTENT_ID}`}>
      {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
    </a>
  );
}
