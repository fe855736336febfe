// Version lists in content (the /versions page) mark the reader's preferred
// docs version, and following one of their links makes it the preferred one,
// as choosing it in the navbar's version dropdown does. Loaded only by a page
// that has such a list (see index.ts).
import { translate } from '../../i18n/translate.ts';
import type { SiteData } from '../../shared/page-data.ts';
import { readPreferredVersion, savePreferredVersion, VERSION_ENTRY } from '../../theme/docs/preferred-version.ts';

let linksFollowed = false;

/** Marks the preferred version in `root`'s lists; the first call also starts watching their links. */
export function markPreferredVersions(root: ParentNode, site: SiteData): void {
  if (!linksFollowed) {
    linksFollowed = true;
    installPreferredVersionLinks(document, site);
  }
  const entries = [...root.querySelectorAll<HTMLElement>(VERSION_ENTRY)];
  const preferred = new Map<string, string | null>();
  for (const entry of entries) {
    const pluginId = entry.dataset.docsPlugin!;
    if (!preferred.has(pluginId)) preferred.set(pluginId, readPreferredVersion(site, pluginId));
    const isPreferred = preferred.get(pluginId) === entry.dataset.docsVersion;
    entry.classList.toggle('docsVersion--preferred', isPreferred);
    entry.querySelector('.docsVersion__preferredBadge')?.remove();
    if (isPreferred) {
      const badge = document.createElement('span');
      badge.className = 'badge badge--primary docsVersion__preferredBadge';
      badge.textContent = translate({ id: 'theme.docs.versions.preferredBadge', message: 'Your preferred version' });
      (entry.querySelector('th, td') ?? entry).append(' ', badge);
    }
  }
}

/** Following an entry's link into that version's docs saves the version as preferred. */
function installPreferredVersionLinks(doc: Document, site: SiteData): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const entry = link?.closest<HTMLElement>(VERSION_ENTRY);
    if (!link || !entry) return;
    const pluginId = entry.dataset.docsPlugin!;
    const version = site.docsVersions[pluginId]?.versions.find((candidate) => candidate.name === entry.dataset.docsVersion);
    const path = new URL(link.href, location.href).pathname;
    if (version && (path === version.path || path.startsWith(`${version.path}/`))) savePreferredVersion(site, pluginId, version.name);
  });
}
