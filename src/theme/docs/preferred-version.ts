// The docs version a reader prefers, per docs set, in local storage (the key
// Docusaurus uses). Saved when a version is chosen; dropped when the stored
// version no longer exists in this build.
import { useEffect, useState } from 'react';
import type { SiteData } from '../../shared/page-data.ts';
import { readStorage, removeStorage, writeStorage } from '../storage.ts';

/** An entry of a version list in content (the versions page's rows): the element naming a docs set and one of its versions. */
export const VERSION_ENTRY = '[data-docs-plugin][data-docs-version]';

export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

type VersionsSite = Pick<SiteData, 'docsVersions' | 'docsVersionPersistence'>;

export function readPreferredVersion(site: VersionsSite, pluginId: string): string | null {
  const plugin = site.docsVersions[pluginId];
  if (site.docsVersionPersistence === 'none' || !plugin) return null;
  const stored = readStorage(preferredVersionKey(pluginId));
  if (stored === null) return null;
  if (plugin.versions.some((version) => version.name === stored)) return stored;
  removeStorage(preferredVersionKey(pluginId));
  return null;
}

export function savePreferredVersion(site: VersionsSite, pluginId: string, versionName: string): void {
  if (site.docsVersionPersistence === 'localStorage') writeStorage(preferredVersionKey(pluginId), versionName);
}

/**
 * The reader's preferred version of a docs set (none for no set), read once
 * the page is in the browser (the server cannot know it), and a setter that
 * saves a choice.
 */
export function usePreferredVersion(site: VersionsSite, pluginId: string | undefined): [string | null, (name: string) => void] {
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => setPreferred(pluginId === undefined ? null : readPreferredVersion(site, pluginId)), [site, pluginId]);
  const choose = (name: string) => {
    savePreferredVersion(site, pluginId!, name);
    setPreferred(name);
  };
  return [preferred, choose];
}

/** On load, as Docusaurus does: a stored version this build no longer has is dropped for every docs set, not only those the page reads. */
export function dropStalePreferredVersions(site: VersionsSite): void {
  for (const pluginId of Object.keys(site.docsVersions)) readPreferredVersion(site, pluginId);
}
