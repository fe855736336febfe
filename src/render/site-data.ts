import { createHash } from 'node:crypto';
import type { NavbarDropdownChild, NavbarItem, SiteConfig } from '../config/schema.ts';
import type { DocsVersion, SiteContent, SidebarItem } from '../content/types.ts';
import { canonicalSitePath, isExternalUrl, joinUrl, withBaseUrl } from '../content/url.ts';
import { lineOfValue } from '../content/source-line.ts';
import { BuildError, type SourceLocation } from '../shared/errors.ts';
import type { LogoData, ResolvedDropdownChild, ResolvedNavbarItem, SiteData } from '../shared/page-data.ts';
import type { SiteTranslations } from '../i18n/translate.ts';
import { localeBaseUrls } from '../i18n/localize-config.ts';

/**
 * Config paths like `general/x` or `/img/y.svg` become site URLs below the
 * base, as useBaseUrl makes them (one that has the base already keeps it once);
 * external URLs stay as they are.
 */
export function siteUrl(baseUrl: string, target: string): string {
  if (isExternalUrl(target) || target.startsWith('#')) return target;
  return canonicalSitePath(target.startsWith('/') ? withBaseUrl(target, baseUrl) : joinUrl(baseUrl, target), baseUrl);
}

/** The config's line where a navbar item's value is written, when it is written there as it is (not made by code). */
function configLineOf(configPath: string, value: string | undefined): SourceLocation {
  const line = value === undefined ? undefined : lineOfValue(configPath, value);
  return line === undefined ? { file: configPath } : { file: configPath, line };
}

function docsVersionsOf(content: SiteContent, pluginId: string, configPath: string): DocsVersion[] {
  const instance = content.docsInstances.find((candidate) => candidate.pluginId === pluginId);
  if (!instance) throw new BuildError(`Navbar item refers to docs plugin "${pluginId}", which is not configured.`, configLineOf(configPath, pluginId));
  return instance.versions;
}

function latestVersion(content: SiteContent, pluginId: string, configPath: string): DocsVersion {
  const versions = docsVersionsOf(content, pluginId, configPath);
  return versions.find((version) => version.isLast) ?? versions[0]!;
}

/**
 * A doc or docs sidebar item's target in each version where it differs from the
 * latest's: as in Docusaurus, the item leads to the version being read.
 */
function hrefsByVersion(versions: DocsVersion[], latestHref: string, hrefIn: (version: DocsVersion) => string | undefined): Record<string, string> | undefined {
  const hrefs: Record<string, string> = {};
  for (const version of versions) {
    const href = hrefIn(version);
    if (href && href !== latestHref) hrefs[version.name] = href;
  }
  return Object.keys(hrefs).length > 0 ? hrefs : undefined;
}

function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.href;
    if (item.type === 'category') {
      const inner = item.href ?? firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

function resolveChild(child: NavbarDropdownChild, baseUrl: string, content: SiteContent, configPath: string): ResolvedDropdownChild {
  if (child.html) return { kind: 'html', html: child.html };
  if (child.type === 'doc' && child.docId) {
    const version = latestVersion(content, child.docsPluginId ?? 'default', configPath);
    const doc = version.docs.find((candidate) => candidate.id === child.docId);
    if (!doc) throw new BuildError(`Navbar dropdown item refers to the doc id "${child.docId}", which does not exist.`, configLineOf(configPath, child.docId));
    return { kind: 'link', label: child.label ?? doc.title, href: doc.permalink, attributes: child.attributes };
  }
  const target = child.to ?? child.href;
  if (!target) throw new BuildError(`Navbar dropdown item "${child.label ?? '?'}" needs "to", "href" or "html".`, configLineOf(configPath, child.label));
  return { kind: 'link', label: child.label ?? target, href: siteUrl(baseUrl, target), attributes: child.attributes };
}

/** What a navbar link item's settings say of its link but its target and label: where it shows, when it is active, its class and attributes. */
function linkOf(item: Extract<NavbarItem, { type: 'default' | 'doc' | 'docSidebar' }>, baseUrl: string) {
  return {
    kind: 'link' as const,
    position: item.position,
    activeBase: item.activeBaseRegex,
    activePath: item.activeBasePath === undefined ? undefined : siteUrl(baseUrl, item.activeBasePath),
    className: item.className,
    attributes: item.attributes,
  };
}

function resolveNavbarItem(item: NavbarItem, config: SiteConfig, content: SiteContent, configPath: string): ResolvedNavbarItem {
  const base = config.baseUrl;
  const child = (value: NavbarDropdownChild) => resolveChild(value, base, content, configPath);
  switch (item.type) {
    case 'default': {
      if (item.html) return { kind: 'html', html: item.html, position: item.position, className: item.className };
      const target = item.to ?? item.href;
      if (!target) throw new BuildError(`Navbar link "${item.label ?? '?'}" needs "to" or "href".`, configLineOf(configPath, item.label));
      return { ...linkOf(item, base), label: item.label ?? target, href: siteUrl(base, target) };
    }
    case 'dropdown':
      return { kind: 'dropdown', label: item.label ?? '', href: item.to ? siteUrl(base, item.to) : item.href, items: item.items.map(child), position: item.position, className: item.className, attributes: item.attributes };
    case 'search':
      return { kind: 'search', position: item.position };
    case 'html':
      return { kind: 'html', html: item.value, position: item.position, className: item.className };
    case 'localeDropdown':
      return { kind: 'localeDropdown', position: item.position, before: item.dropdownItemsBefore.map(child), after: item.dropdownItemsAfter.map(child) };
    case 'doc': {
      const version = latestVersion(content, item.docsPluginId, configPath);
      const doc = version.docs.find((candidate) => candidate.id === item.docId);
      if (!doc) throw new BuildError(`Navbar item of type "doc" refers to the doc id "${item.docId}", which does not exist in docs plugin "${item.docsPluginId}".`, configLineOf(configPath, item.docId));
      const hrefs = hrefsByVersion(docsVersionsOf(content, item.docsPluginId, configPath), doc.permalink, (other) => other.docs.find((candidate) => candidate.id === item.docId)?.permalink);
      // Active on its doc's pages and, as in Docusaurus, on every page of its doc's sidebar.
      return { ...linkOf(item, base), label: item.label ?? doc.title, href: doc.permalink, docs: { pluginId: item.docsPluginId, hrefs, sidebar: version.docSidebar[doc.id] } };
    }
    case 'docSidebar': {
      const version = latestVersion(content, item.docsPluginId, configPath);
      const sidebar = version.sidebars[item.sidebarId];
      if (!sidebar) throw new BuildError(`Navbar item of type "docSidebar" refers to the sidebar "${item.sidebarId}", which does not exist in docs plugin "${item.docsPluginId}". Sidebars: ${Object.keys(version.sidebars).join(', ')}.`, configLineOf(configPath, item.sidebarId));
      const href = firstLink(sidebar);
      if (!href) throw new BuildError(`Sidebar "${item.sidebarId}" has no doc to link to.`, configLineOf(configPath, item.sidebarId));
      const hrefs = hrefsByVersion(docsVersionsOf(content, item.docsPluginId, configPath), href, (other) => firstLink(other.sidebars[item.sidebarId] ?? []));
      return { ...linkOf(item, base), label: item.label ?? item.sidebarId, href, docs: { pluginId: item.docsPluginId, hrefs, sidebar: item.sidebarId } };
    }
    case 'docsVersion':
      latestVersion(content, item.docsPluginId, configPath);
      return { kind: 'docsVersion', pluginId: item.docsPluginId, label: item.label, position: item.position, ...(item.className ? { className: item.className } : {}), attributes: item.attributes };
    case 'docsVersionDropdown':
      latestVersion(content, item.docsPluginId, configPath);
      return {
        kind: 'docsVersionDropdown',
        pluginId: item.docsPluginId,
        position: item.position,
        before: item.dropdownItemsBefore.map(child),
        after: item.dropdownItemsAfter.map(child),
        activeClassDisabled: item.dropdownActiveClassDisabled,
        ...(item.docsPagesOnly ? { docsPagesOnly: true } : {}),
      };
  }
}

/** A logo with its paths below the base URL. */
function logoData(logo: LogoData, baseUrl: string): LogoData {
  return { ...logo, src: siteUrl(baseUrl, logo.src), srcDark: logo.srcDark && siteUrl(baseUrl, logo.srcDark), href: logo.href && siteUrl(baseUrl, logo.href) };
}

/**
 * `clientKey` names the client bundle in use (its scripts and stylesheets,
 * which every page links: a page kept from an earlier build must not link
 * another stylesheet than this build wrote); together with the site data it
 * makes the build id, which tells the client router when a data chunk belongs
 * to another build than the page it is running in.
 */
export function buildSiteData(config: SiteConfig, content: SiteContent, configPath: string, clientKey = '', searchIndexParts = 1, translations?: SiteTranslations): SiteData {
  const baseUrls = localeBaseUrls(config);
  const localeOf = (code: string) => {
    // The schema gives every locale its settings (see locale-defaults.ts).
    const locale = config.i18n.localeConfigs[code]!;
    return { code, label: locale.label, htmlLang: locale.htmlLang, direction: locale.direction, baseUrl: baseUrls[code]! };
  };
  const docsVersions: SiteData['docsVersions'] = {};
  for (const instance of content.docsInstances) {
    docsVersions[instance.pluginId] = {
      path: canonicalSitePath(joinUrl(config.baseUrl, instance.routeBasePath), config.baseUrl),
      versions: instance.versions.map((version) => ({
        name: version.name,
        label: version.label,
        path: version.path,
        isLast: version.isLast,
        mainDocPermalink: version.docs.find((doc) => doc.id === version.mainDocId)?.permalink ?? version.path,
        ...(version.banner === 'none' ? {} : { banner: version.banner }),
      })),
    };
  }
  const site: Omit<SiteData, 'buildId'> = {
    title: config.title,
    tagline: config.tagline,
    themeColor: config.themeColor,
    repositoryUrl: config.organizationName && config.projectName ? `https://github.com/${config.organizationName}/${config.projectName}` : undefined,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    url: config.url,
    locale: localeOf(config.i18n.currentLocale),
    locales: config.i18n.locales.map(localeOf),
    navbar: {
      title: config.navbar.title,
      logo: config.navbar.logo && { ...logoData(config.navbar.logo, config.baseUrl), href: siteUrl(config.baseUrl, config.navbar.logo.href) },
      hideOnScroll: config.navbar.hideOnScroll,
      style: config.navbar.style,
      items: config.navbar.items.map((item) => resolveNavbarItem(item, config, content, configPath)),
    },
    footer: config.footer && {
      style: config.footer.style,
      logo: config.footer.logo && logoData(config.footer.logo, config.baseUrl),
      copyright: config.footer.copyright,
      columns: config.footer.links.map((column) => ({
        title: column.title,
        items: column.items.map((item) => (item.html ? { html: item.html } : { label: item.label ?? '', href: siteUrl(config.baseUrl, item.to ?? item.href ?? '/'), attributes: item.attributes })),
      })),
    },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    docsSidebar: config.docsSidebar,
    docsVersionPersistence: config.docsVersionPersistence,
    offline: config.offline,
    docsVersions,
    searchIndexParts: searchIndexParts > 1 ? searchIndexParts : undefined,
    metadata: config.metadata.length > 0 ? config.metadata.map((tag) => ('name' in tag ? ['name', tag.name, tag.content] : ['property', tag.property, tag.content])) : undefined,
    mermaid: isDefaultMermaid(config.mermaid) ? undefined : config.mermaid,
    translations,
  };
  return { ...site, buildId: createHash('sha256').update(clientKey).update(JSON.stringify(site)).digest('hex').slice(0, 12) };
}

/** Mermaid's own themes and options, which the browser's drawing code uses when the site data names none: no page carries them. */
function isDefaultMermaid({ theme, options }: SiteConfig['mermaid']): boolean {
  return theme.light === 'default' && theme.dark === 'dark' && Object.keys(options).length === 0;
}
