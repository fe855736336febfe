import type { MouseEvent } from 'react';
import type { ResolvedNavbarItem } from '../../shared/page-data.ts';
import { usePage, useSite } from '../context.tsx';
import { ExternalLinkIcon, isActivePath, Link } from '../Link.tsx';
import { isExternalUrl } from '../../content/url.ts';
import { translate } from '../../i18n/translate.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { DocsVersionDropdown } from './DocsVersionDropdown.tsx';
import { usePreferredVersion } from '../docs/preferred-version.ts';
import { Dropdown } from './Dropdown.tsx';
import { SearchButton } from './SearchButton.tsx';

/** A language menu's link keeps the reader's query string and place on the page (the server cannot know them). */
function keepReadersPlace({ currentTarget: link }: MouseEvent<HTMLAnchorElement>): void {
  // Set, not added: the page may come back from the browser's cache with the link as it was clicked.
  link.search = location.search;
  link.hash = location.hash;
}

/**
 * A link item. A doc or sidebar item leads to its doc in the docs version
 * being read, else the reader's preferred one, else the latest, as in
 * Docusaurus, and is active on its sidebar's pages.
 */
function NavbarLink({ item, mobile }: { item: Extract<ResolvedNavbarItem, { kind: 'link' }>; mobile: boolean }) {
  const page = usePage();
  const [preferred] = usePreferredVersion(useSite(), item.docs?.pluginId);
  const docs = item.docs?.pluginId === page.docs?.pluginId ? page.docs : undefined;
  const version = docs?.versionName ?? preferred;
  const href = (version && item.docs?.hrefs?.[version]) || item.href;
  const active = item.activeBase ? new RegExp(item.activeBase).test(page.path) : item.activePath ? isActivePath(page.path, item.activePath) : (!!docs?.sidebarName && docs.sidebarName === item.docs!.sidebar) || (!isExternalUrl(href) && isActivePath(page.path, href));
  const className = mobile ? `menu__link${active ? ' menu__link--active' : ''}` : `navbar__item navbar__link${active ? ' navbar__link--active' : ''}${item.className ? ` ${item.className}` : ''}`;
  const link = (
    <Link className={className} href={href} aria-current={active ? 'page' : undefined} {...item.attributes}>
      {item.label}
      {isExternalUrl(href) && <ExternalLinkIcon />}
    </Link>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}

export function NavbarItem({ item, mobile = false }: { item: ResolvedNavbarItem; mobile?: boolean }) {
  const page = usePage();
  const site = useSite();
  switch (item.kind) {
    case 'link':
      return <NavbarLink item={item} mobile={mobile} />;
    case 'html':
      return mobile ? <li className="menu__list-item" dangerouslySetInnerHTML={{ __html: item.html }} /> : <div className={`navbar__item ${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: item.html }} />;
    case 'dropdown':
      return <Dropdown label={item.label} href={item.href} items={item.items} position={item.position} pathname={page.path} mobile={mobile} className={item.className} attributes={item.attributes} />;
    case 'search':
      return mobile ? null : <SearchButton />;
    case 'localeDropdown': {
      // The same path under each locale's base URL (the default locale's is the site's). Another locale's
      // pages are another build's: its links say their language, and the client router loads them in full.
      const items = site.locales.map((locale) => ({
        kind: 'link' as const,
        label: locale.label,
        // The not-found page is served for any address: each language's home page is where it can lead.
        href: page.kind === 'not-found' ? locale.baseUrl : locale.code === site.locale.code ? page.path : `${locale.baseUrl}${page.path.slice(site.baseUrl.length)}`,
        active: locale.code === site.locale.code,
        // Written by that build's rules: its home page is its base URL, `/fr/`, where the site's own rules would give `/fr`.
        // Each keeps the reader's query string and place, the language being read too (it stays where it is).
        onClick: keepReadersPlace,
        ...(locale.code === site.locale.code ? {} : { attributes: { hrefLang: locale.htmlLang, lang: locale.htmlLang }, rules: { baseUrl: locale.baseUrl, trailingSlash: site.trailingSlash } }),
      }));
      const label = mobile ? translate({ id: 'theme.navbar.mobileLanguageDropdown.label', message: 'Languages' }) : site.locale.label;
      return <Dropdown label={label} items={[...item.before, ...items, ...item.after]} position={item.position} pathname={page.path} mobile={mobile} />;
    }
    case 'docsVersionDropdown':
      return <DocsVersionDropdown item={item} mobile={mobile} />;
    case 'docsVersion':
      return <DocsVersionLink item={item} mobile={mobile} />;
  }
}

/** A docs version's main doc: the version being read, else the reader's preferred one, else the latest, as in Docusaurus. */
function DocsVersionLink({ item, mobile }: { item: Extract<ResolvedNavbarItem, { kind: 'docsVersion' }>; mobile: boolean }) {
  const page = usePage();
  const site = useSite();
  const [preferred] = usePreferredVersion(site, item.pluginId);
  const plugin = site.docsVersions[item.pluginId];
  const shown = page.docs?.pluginId === item.pluginId ? page.docs.versionName : preferred;
  const version = plugin?.versions.find((candidate) => candidate.name === shown) ?? plugin?.versions.find((candidate) => candidate.isLast);
  if (!version) return null;
  const link = (
    <Link className={`${mobile ? 'menu__link' : 'navbar__item navbar__link'}${item.className ? ` ${item.className}` : ''}`} href={version.mainDocPermalink} {...item.attributes}>
      {item.label ?? version.label}
    </Link>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}

export { ColorModeToggle };
