// Registers the service worker as `sw.js?params={offlineMode, debug}` and
// applies the spec's update and install rules.
import { Workbox } from 'workbox-window';
import type { SiteData } from '../../shared/page-data.ts';
import { readStorage, removeStorage, writeStorage } from '../../theme/storage.ts';
import { APP_INSTALLED_KEY, isOfflineModeOn } from './offline-mode.ts';
import { unregisterServiceWorkers } from './unregister.ts';

export async function registerServiceWorker(site: SiteData): Promise<void> {
  if (!site.offline.enabled || !('serviceWorker' in navigator)) return;
  const offlineMode = await isOfflineModeOn(site.offline.activationStrategies);
  const params = encodeURIComponent(JSON.stringify({ offlineMode, debug: site.offline.debug }));
  const workbox = new Workbox(`${site.baseUrl}sw.js?params=${params}`);

  // An updated worker is waiting: in offline mode the reader decides (the
  // page reloads once it has taken over); otherwise it takes over at once.
  let offered = false;
  const onWaiting = () => {
    if (!offlineMode) {
      workbox.messageSkipWaiting();
      return;
    }
    if (offered) return;
    offered = true;
    // The popup's code loads only when an update is offered (in offline mode the worker has it cached).
    void import('./reload-popup.ts')
      .then(({ showReloadPopup }) =>
        showReloadPopup(() => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        }),
      )
      .catch((error: unknown) => console.error('The reload popup could not load', error));
  };
  workbox.addEventListener('waiting', onWaiting);

  // Installed as an app: start again without the worker of the browser tab.
  window.addEventListener('appinstalled', () => {
    writeStorage(APP_INSTALLED_KEY, 'true');
    void unregisterServiceWorkers().then(() => window.location.reload());
  });
  // The install prompt again means the app was uninstalled.
  window.addEventListener('beforeinstallprompt', () => {
    if (readStorage(APP_INSTALLED_KEY) !== 'true') return;
    removeStorage(APP_INSTALLED_KEY);
    void unregisterServiceWorkers().then(() => window.location.reload());
  });

  try {
    const registration = await workbox.register();
    if (registration?.waiting && navigator.serviceWorker.controller) onWaiting();
  } catch (error) {
    console.error('registerSW failed', error);
  }
}
