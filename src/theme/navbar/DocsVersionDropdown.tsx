import { useSyncExternalStore } from 'react';
import { translate } from '../../i18n/translate.ts';
import type { ResolvedNavbarItem } from '../../shared/page-data.ts';
import { usePage, useSite } from '../context.tsx';
import { usePreferredVersion } from '../docs/preferred-version.ts';
import { Dropdown } from './Dropdown.tsx';
import { Link } from '../Link.tsx';


/**
 * The address's `?search#hash`, which the version links keep (as Docusaurus'
 * do). The server does not know it, so it is empty there and while hydrating.
 * Router navigations re-render the navbar, reading the new address; popstate
 * covers the rest (back and forward, and links to a heading of the page).
 */
function subscribeToAddress(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * One entry per version linking to the same doc in that version (else its main
 * doc), keeping the address's query and hash, then the configured extra links.
 * Shown on every page, labelled with the version being read, else the
 * reader's preferred one, else the latest, and its button linking to that
 * version's main doc, as in Docusaurus; with
 * `docsPagesOnly`, only on the docs of that docs set, as the Moodle site's own
 * dropdown is (facts D1): not on its tags pages or generated category indexes.
 */
export function DocsVersionDropdown({ item, mobile }: { item: Extract<ResolvedNavbarItem, { kind: 'docsVersionDropdown' }>; mobile?: boolean }) {
  const { pluginId, before, after, position, activeClassDisabled } = item;
  const site = useSite();
  const page = usePage();
  const plugin = site.docsVersions[pluginId];
  const [preferred, choose] = usePreferredVersion(site, pluginId);
  const searchAndHash = useSyncExternalStore(subscribeToAddress, () => location.search + location.hash, () => '');
  // The page's docs, when they are this set's.
  const docs = page.docs?.pluginId === pluginId ? page.docs : undefined;

  if (!plugin || (item.docsPagesOnly && (page.kind !== 'doc' || !docs))) return null;
  const active = docs && plugin.versions.find((version) => version.name === docs.versionName);
  const shown = active ?? plugin.versions.find((version) => version.name === preferred) ?? plugin.versions.find((version) => version.isLast) ?? plugin.versions[0]!;
  const remember = (name: string) => () => choose(name);
  const versionItems = plugin.versions.map((version) => ({
    kind: 'link' as const,
    label: version.label,
    href: (docs?.versionLinks[version.name] ?? version.mainDocPermalink) + searchAndHash,
    onClick: remember(version.name),
    active: activeClassDisabled ? false : version.name === active?.name,
  }));
  const items = [...before, ...versionItems, ...after];
  // The button leads to the version's main doc, not to the doc read (its entry in the list does).
  const href = shown.mainDocPermalink;
  // Nothing to choose from: a plain link to the version, as Docusaurus makes it.
  if (items.length <= 1) {
    const link = (
      <Link className={mobile ? 'menu__link' : 'navbar__item navbar__link'} href={href}>
        {shown.label}
      </Link>
    );
    return mobile ? <li className="menu__list-item">{link}</li> : link;
  }
  const label = mobile ? translate({ id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions' }) : shown.label;
  return <Dropdown label={label} href={href} items={items} position={position} pathname={page.path} mobile={mobile} className="docsVersionDropdown" />;
}
