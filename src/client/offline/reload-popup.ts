// "New version available": offered in offline mode when an updated service
// worker is waiting, so the reader chooses when the page reloads.
import { translate } from '../../i18n/translate.ts';

export const RELOAD_POPUP_ID = 'pwa-popup-container';

export function showReloadPopup(onRefresh: () => void): void {
  if (document.getElementById(RELOAD_POPUP_ID)) return;
  const container = document.createElement('div');
  container.id = RELOAD_POPUP_ID;
  container.className = 'reloadPopup';
  container.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = translate({ id: 'theme.PwaReloadPopup.info', message: 'New version available' });
  const refresh = document.createElement('button');
  refresh.type = 'button';
  refresh.className = 'button button--primary';
  refresh.textContent = translate({ id: 'theme.PwaReloadPopup.refreshButtonText', message: 'Refresh' });
  refresh.addEventListener('click', () => {
    refresh.disabled = true;
    onRefresh();
  });
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'clean-btn reloadPopup__close';
  close.setAttribute('aria-label', translate({ id: 'theme.PwaReloadPopup.closeButtonAriaLabel', message: 'Close' }));
  close.textContent = '×';
  close.addEventListener('click', () => container.remove());
  container.append(text, refresh, close);
  document.body.append(container);
}
