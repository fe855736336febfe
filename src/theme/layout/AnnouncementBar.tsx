import { useEffect, useState } from 'react';
import { translate } from '../../i18n/translate.ts';
import { useSite } from '../context.tsx';
import { readStorage, writeStorage } from '../storage.ts';
import { focusPageTop } from './SkipToContent.tsx';

export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

/** Dismissal is remembered until the bar's id changes. An inline script hides a dismissed bar before hydration. */
export function AnnouncementBar() {
  const bar = useSite().announcementBar;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!bar) return;
    const storedId = readStorage(ANNOUNCEMENT_ID_KEY);
    const idChanged = (storedId === 'annoucement-bar' ? 'announcement-bar' : storedId) !== bar.id;
    writeStorage(ANNOUNCEMENT_ID_KEY, bar.id);
    if (idChanged) writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'false');
    const isDismissed = !idChanged && readStorage(ANNOUNCEMENT_DISMISS_KEY) === 'true';
    setDismissed(isDismissed);
    document.documentElement.toggleAttribute('data-announcement-bar-initially-dismissed', isDismissed);
  }, [bar]);
  if (!bar || dismissed) return null;
  return (
    <div className="announcementBar" role="banner" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcementBarContent" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="clean-btn announcementBarClose"
          aria-label={translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close' })}
          onClick={() => {
            writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
            setDismissed(true);
            // The button goes with the bar; the keyboard would otherwise start again from the document.
            focusPageTop();
          }}
        >
          ×
        </button>
      )}
    </div>
  );
}
