// Browser entry: hydrates the shell from the page's inline data (and its
// sidebar's file, shared by the pages that show it), starts the client router
// and wires the content islands. Content HTML is read back from the DOM, never
// shipped twice.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BASE_URL_ISSUE_FLAG } from '../render/base-url-banner.ts';
import { PAGE_DATA_ELEMENT_ID, ROOT_ELEMENT_ID } from '../render/document-ids.ts';
import type { PageData, SiteData } from '../shared/page-data.ts';
import { dropStalePreferredVersions } from '../theme/docs/preferred-version.ts';
import { setActiveTranslations } from '../i18n/translate.ts';
import { installBackToTop } from './back-to-top.ts';
import { ClientApp } from './ClientApp.tsx';
import { installIslands } from './islands/index.ts';
import { unregisterServiceWorkers } from './offline/unregister.ts';
import { ClientRouter } from './router/router.ts';

// First thing: the client runs, so the base-URL issue banner must not appear.
(window as unknown as Record<string, unknown>)[BASE_URL_ISSUE_FLAG] = false;

function readPageData(): { site: SiteData; page: PageData } {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) throw new Error('docgen: the page data script is missing.');
  return JSON.parse(element.textContent) as { site: SiteData; page: PageData };
}

async function start(): Promise<void> {
  const { site, page } = readPageData();
  // The strings the server rendered with, before anything renders here.
  setActiveTranslations(site.translations);
  const root = document.getElementById(ROOT_ELEMENT_ID)!;
  const contentHtml = root.querySelector('[data-docgen-content]')?.innerHTML ?? '';
  const initial = { buildId: site.buildId, page, contentHtml };
  const router = new ClientRouter(site, initial);
  installIslands(document);
  dropStalePreferredVersions(site);
  // The offline app's worker is not needed to read the page: set it up once the page has loaded.
  if (site.offline.enabled) {
    const register = () => void import('./offline/register.ts').then(({ registerServiceWorker }) => registerServiceWorker(site)).catch((error: unknown) => console.error('registerSW failed', error));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  } else if ('serviceWorker' in navigator) {
    // No worker wanted (docgen serve, or the app turned off): remove one an earlier build left,
    // so that it cannot go on answering with old files.
    unregisterServiceWorkers().catch(() => {});
  }
  // The shell renders the sidebar, whose file the page preloads. Without it the
  // page stays as the server made it and shows itself as it does without
  // JavaScript (the stylesheet's fallbacks), links loading pages in full.
  try {
    await router.loader.fillSidebar(initial);
  } catch (error) {
    document.documentElement.classList.remove('js');
    console.error('docgen: the sidebar could not be loaded, so the page is not interactive.', error);
    return;
  }
  router.start();
  installBackToTop(document);
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser in
  // between, instead of one task that held a phone's main thread (100 ms on the DML page at a
  // quarter of this machine's speed). A click meanwhile makes React hydrate at once, then handle it.
  startTransition(() => {
    hydrateRoot(root, <ClientApp site={site} router={router} />, {
      onRecoverableError: (error) => console.warn('docgen: hydration recovered from an error', error),
    });
  });
}

void start();
