import { useEffect, useState } from 'react';
import { translate } from '../../i18n/translate.ts';
import type { ResolvedDropdownChild } from '../../shared/page-data.ts';
import { usePage, useSite } from '../context.tsx';
import { readPreferredVersion, savePreferredVersion } from '../docs/preferred-version.ts';
import { Dropdown } from './Dropdown.tsx';

interface Props {
  pluginId: string;
  before: ResolvedDropdownChild[];
  after: ResolvedDropdownChild[];
  position: 'left' | 'right';
  activeClassDisabled: boolean;
  mobile?: boolean;
}

/**
 * One entry per version linking to the same doc in that version (else its main
 * doc), then the configured extra links. Shown only on pages of that docs set.
 */
export function DocsVersionDropdown({ pluginId, before, after, position, activeClassDisabled, mobile }: Props) {
  const site = useSite();
  const page = usePage();
  const plugin = site.docsVersions[pluginId];
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => setPreferred(readPreferredVersion(site, pluginId)), [site, pluginId]);

  if (!plugin || page.docs?.pluginId !== pluginId) return null;
  const active = plugin.versions.find((version) => version.name === page.docs?.versionName);
  const shown = active ?? plugin.versions.find((version) => version.name === preferred) ?? plugin.versions.find((version) => version.isLast) ?? plugin.versions[0]!;
  const remember = (name: string) => () => {
    savePreferredVersion(site, pluginId, name);
    setPreferred(name);
  };
  const versionItems = plugin.versions.map((version) => ({
    kind: 'link' as const,
    label: version.label,
    href: page.docs?.versionLinks[version.name] ?? version.mainDocPermalink,
    onClick: remember(version.name),
    active: activeClassDisabled ? false : version.name === active?.name,
  }));
  const items = [...before, ...versionItems, ...after];
  const label = mobile ? translate({ id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions' }) : shown.label;
  return <Dropdown label={label} href={page.docs?.versionLinks[shown.name] ?? shown.mainDocPermalink} items={items} position={position} pathname={page.path} mobile={mobile} className="docsVersionDropdown" />;
}
