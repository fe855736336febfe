// Whether the reader is in offline mode: then the service worker precaches
// the whole site and answers from its cache. Any active strategy turns it on.
import type { OfflineStrategy } from '../../shared/page-data.ts';
import { readStorage } from '../../theme/storage.ts';

/** Set when the app is installed; the key Docusaurus uses. */
export const APP_INSTALLED_KEY = 'docusaurus.pwa.event.appInstalled.fired';

type InstalledApp = { platform: string };

async function appInstalled(): Promise<boolean> {
  if (readStorage(APP_INSTALLED_KEY) === 'true') return true;
  const related = (navigator as Navigator & { getInstalledRelatedApps?: () => Promise<InstalledApp[]> }).getInstalledRelatedApps;
  if (!related) return false;
  try {
    return (await related.call(navigator)).some((app) => app.platform === 'webapp');
  } catch {
    return false;
  }
}

const STRATEGIES: Record<OfflineStrategy, () => boolean | Promise<boolean>> = {
  appInstalled,
  queryString: () => new URLSearchParams(window.location.search).get('offlineMode') === 'true',
  standalone: () => window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true,
  always: () => true,
  // A small screen, whatever its text size: Docusaurus's PWA counts a window of 996 px or less.
  mobile: () => window.innerWidth <= 996,
  saveData: () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true,
};

export async function isOfflineModeOn(strategies: OfflineStrategy[]): Promise<boolean> {
  const results = await Promise.all(strategies.map((strategy) => STRATEGIES[strategy]()));
  return results.some(Boolean);
}
