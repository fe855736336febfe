import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/load-config.ts';
import { BuildError, BuildErrors } from '../../src/shared/errors.ts';

const CONFIG_PATH = '/virtual/site/site.config.ts';

function minimal(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Test site',
    url: 'https://example.test',
    docs: [{ path: 'docs', routeBasePath: 'docs' }],
    navbar: { items: [] },
    ...overrides,
  };
}

function configError(raw: unknown): BuildError {
  try {
    validateConfig(raw, CONFIG_PATH);
  } catch (error) {
    expect(error).toBeInstanceOf(BuildError);
    return error as BuildError;
  }
  throw new Error('expected the config to be rejected');
}

describe('validateConfig', () => {
  it('applies the defaults: trailingSlash false, baseUrl /, light colour mode', () => {
    const config = validateConfig(minimal(), CONFIG_PATH);
    expect(config.trailingSlash).toBe(false);
    expect(config.baseUrl).toBe('/');
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.codeThemes).toEqual({ light: 'github-light', dark: 'dracula' });
  });

  it("takes Docusaurus's simple footer, links without columns, as one column without a title", () => {
    const simple = validateConfig(minimal({ footer: { links: [{ label: 'Docs', to: '/docs' }, { label: 'Forum', href: 'https://moodle.org/forums' }] } }), CONFIG_PATH);
    expect(simple.footer?.links).toEqual([{ title: '', items: [{ label: 'Docs', to: '/docs' }, { label: 'Forum', href: 'https://moodle.org/forums' }] }]);
    const columns = validateConfig(minimal({ footer: { links: [{ title: 'Docs', items: [{ label: 'Docs', to: '/docs' }] }] } }), CONFIG_PATH);
    expect(columns.footer?.links).toEqual([{ title: 'Docs', items: [{ label: 'Docs', to: '/docs' }] }]);
  });

  it('applies the docs plugin defaults', () => {
    const [docs] = validateConfig(minimal(), CONFIG_PATH).docs;
    expect(docs).toMatchObject({ id: 'default', includeCurrentVersion: true, sidebarCollapsible: true, sidebarCollapsed: true, includeDrafts: false, versions: {} });
    expect(docs!.sidebarPath).toBeUndefined();
  });

  it('keeps given values', () => {
    const config = validateConfig(minimal({ baseUrl: '/sub/', colorMode: { defaultMode: 'dark' } }), CONFIG_PATH);
    expect(config.baseUrl).toBe('/sub/');
    expect(config.colorMode.defaultMode).toBe('dark');
  });

  it('navbar items without a type become "default" items, positioned left', () => {
    const config = validateConfig(minimal({ navbar: { items: [{ to: '/docs', label: 'Docs' }, { href: 'https://moodle.org', label: 'Moodle', position: 'right' }] } }), CONFIG_PATH);
    expect(config.navbar.items).toEqual([
      expect.objectContaining({ type: 'default', to: '/docs', label: 'Docs', position: 'left' }),
      expect.objectContaining({ type: 'default', href: 'https://moodle.org', position: 'right' }),
    ]);
  });

  it('known navbar item types get their defaults', () => {
    const config = validateConfig(minimal({ navbar: { items: [{ type: 'docsVersionDropdown', position: 'right' }, { type: 'search' }] } }), CONFIG_PATH);
    expect(config.navbar.items[0]).toMatchObject({ type: 'docsVersionDropdown', position: 'right', docsPluginId: 'default', dropdownItemsBefore: [], dropdownItemsAfter: [] });
    expect(config.navbar.items[1]).toMatchObject({ type: 'search', position: 'left' });
  });

  it('an unknown navbar item type is an error whose message contains the type name', () => {
    const error = configError(minimal({ navbar: { items: [{ label: 'ok' }, { type: 'fancyWidget', label: 'Nope' }] } }));
    expect(error.message).toContain('fancyWidget');
    expect(error.message).toContain('navbar.items.1');
    expect(error.location.file).toBe(CONFIG_PATH);
  });

  it("a locale's calendar that Intl does not know is an error naming the calendars there are, not dates silently in the Gregorian one", () => {
    const error = configError(minimal({ i18n: { defaultLocale: 'en-AU', locales: ['en-AU'], localeConfigs: { 'en-AU': { calendar: 'islamik' } } } }));
    expect(error.message).toContain('i18n.localeConfigs.en-AU.calendar');
    expect(error.message).toContain('is not a calendar: give one of buddhist, chinese,');
    const config = validateConfig(minimal({ i18n: { defaultLocale: 'en-AU', locales: ['en-AU'], localeConfigs: { 'en-AU': { calendar: 'persian' } } } }), CONFIG_PATH);
    expect(config.i18n.localeConfigs['en-AU']?.calendar).toBe('persian');
  });

  it('a setting docgen does not know is an error naming it, not a setting silently dropped', () => {
    expect(configError(minimal({ titel: 'Typo' })).message).toBe('Invalid site configuration: "titel" is not a setting docgen knows.');
  });

  it('a setting docgen does not know is an error inside any part of the config too: a docs set, the navbar, a link, the footer', () => {
    const messages = (raw: unknown) => {
      try {
        validateConfig(raw, CONFIG_PATH);
      } catch (error) {
        return ((error as BuildErrors).errors ?? [error as BuildError]).map((each) => each.message);
      }
      throw new Error('expected the config to be rejected');
    };
    expect(
      messages(
        minimal({
          docs: [{ path: 'docs', exlude: ['**/drafts/**'] }],
          navbar: { logo: { src: 'img/logo.svg', srcdark: 'img/logo-dark.svg' }, items: [{ to: '/docs', label: 'Docs', positon: 'right' }, { type: 'search', 'aria-label': 'Search' }] },
          footer: { links: [{ title: 'Docs', items: [{ label: 'Docs', to: '/docs', targt: '_self' }] }], logo: { src: 'img/logo.svg', style: { height: 32 } } },
          colorMode: { defaultmode: 'dark' },
        }),
      ).sort(),
    ).toEqual(
      [
        'Invalid site configuration: "docs.0.exlude" is not a setting docgen knows.',
        'Invalid site configuration: "navbar.logo.srcdark" is not a setting docgen knows.',
        'Invalid site configuration: "navbar.items.0.positon" is not a setting docgen knows.',
        // Only links take attributes.
        'Invalid site configuration: "navbar.items.1.aria-label" is not a setting docgen knows.',
        'Invalid site configuration: "footer.links.0.items.0.targt" is not a setting docgen knows.',
        'Invalid site configuration: "footer.logo.style" is not a setting docgen knows.',
        'Invalid site configuration: "colorMode.defaultmode" is not a setting docgen knows.',
      ].sort(),
    );
  });

  it("a Docusaurus setting docgen does not take says what to do instead", () => {
    expect(configError(minimal({ themeConfig: { navbar: {} } })).message).toMatch(/^Invalid site configuration: "themeConfig" is not a setting docgen knows \(it is one of Docusaurus's\): docgen reads what Docusaurus's themeConfig holds from the top level of its config: navbar, footer/);
    expect(configError(minimal({ docs: [{ sidebarItemsGenerator: () => [] }] })).message).toContain('"docs.0.sidebarItemsGenerator" is not a setting docgen knows (it is one of Docusaurus\'s): docgen makes a generated sidebar from the folders');
    expect(configError(minimal({ presets: [] })).message).toContain('each docs plugin of the classic preset is an entry of docs[]'.replace('each', 'Each'));
  });

  it('a missing required field is an error naming the field', () => {
    const { title: _omit, ...withoutTitle } = minimal();
    expect(configError(withoutTitle).message).toContain('title');
  });

  it('a baseUrl without slashes at both ends is an error', () => {
    expect(configError(minimal({ baseUrl: 'sub' })).message).toContain('baseUrl');
  });

  it('takes trailingSlash true, and refuses anything but true or false', () => {
    expect(validateConfig(minimal({ trailingSlash: true }), CONFIG_PATH).trailingSlash).toBe(true);
    expect(configError(minimal({ trailingSlash: 'yes' })).message).toContain('trailingSlash');
  });
});
