// A Docusaurus site's own config (docusaurus.config.js or .ts), read as
// docgen's: its classic preset and docs plugins become docs sets, its
// themeConfig's navbar, footer and the rest become docgen's settings of the
// same names, its PWA plugin the offline app. Paths in it are relative to the
// site's folder, which becomes the content folder. What docgen does not do
// is left out with a warning naming it; what docgen does itself (search,
// Mermaid, the sitemap, image zoom, ideal images) is left out without one.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BuildError } from '../shared/errors.ts';
import { insteadOfDocusaurusSetting } from './docusaurus-options.ts';
import { blogSchema, docsInstanceSchema, DROPDOWN_ITEM_SETTINGS, FOOTER_LINK_SETTINGS, isLinkAttribute, navbarItemSettings, simpleFooterAsColumn } from './schema.ts';

/** The file names Docusaurus reads its config from. */
const DOCUSAURUS_CONFIG = /^docusaurus\.config\.[cm]?[jt]s$/;

export function isDocusaurusConfig(file: string): boolean {
  return DOCUSAURUS_CONFIG.test(path.basename(file));
}

export interface TranslatedConfig {
  /** docgen's config, to be validated as any other. */
  config: Record<string, unknown>;
  /** The settings left out, each with why. */
  warnings: string[];
}

type Options = Record<string, unknown>;

/** Settings with the same name and meaning in docgen. */
const SAME_SITE_SETTINGS = [
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'noIndex',
  'trailingSlash',
  'organizationName',
  'projectName',
  'stylesheets',
  'scripts',
  'headTags',
  'clientModules',
];

/** Docusaurus's settings for deploying and for its own bundler, which a docgen build has no use for. */
const BUILD_ONLY_SETTINGS = new Set(['deploymentBranch', 'githubHost', 'githubPort', 'baseUrlIssueBanner', 'webpack', 'ssrTemplate', 'future', 'onBrokenMarkdownImages']);

/** What to do about a broken link, as Docusaurus spells it: `log` says it as `warn` does, and Docusaurus 2's `error` stops the build. */
const LINK_POLICIES = new Set(['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors', 'onDuplicateRoutes']);
const POLICY_OF_DOCUSAURUS: Record<string, string> = { log: 'warn', error: 'throw' };

/** A docs plugin's options docgen takes as they are: its docs sets have Docusaurus's names. */
const DOCS_OPTIONS = new Set(Object.keys(docsInstanceSchema.shape));

const BLOG_OPTIONS = new Set(Object.keys(blogSchema.shape));

/** A docs or blog plugin's options that say what docgen does anyway. */
const CONTENT_PLUGIN_DEFAULTS = new Map<string, unknown>([
  ['admonitions', true],
]);
const isDocgensDefault = (option: string, value: unknown) => CONTENT_PLUGIN_DEFAULTS.has(option) && CONTENT_PLUGIN_DEFAULTS.get(option) === value;

/** Docusaurus 2's code theme when a site names none (prism-react-renderer's palenight), as shiki names it. */
const PALENIGHT = 'material-theme-palenight';

/**
 * prism-react-renderer's themes that a theme of shiki's matches, known by
 * their plain text and background colours (a config gives the theme's object,
 * not its name): Docusaurus's templates use github and dracula.
 */
const SHIKI_THEME_OF_PRISM: Record<string, string> = {
  '#393a34 on #f6f8fa': 'github-light',
  '#f8f8f2 on #282a36': 'dracula',
  '#000000 on #ffffff': 'light-plus',
  '#bfc7d5 on #292d3e': PALENIGHT,
};

function plainColours(theme: unknown): string {
  const plain = isOptions(theme) && isOptions(theme.plain) ? theme.plain : {};
  return `${String(plain.color).toLowerCase()} on ${String(plain.backgroundColor).toLowerCase()}`;
}

/** Plugins and themes whose work docgen does itself. */
const BUILT_IN = /(?:^|[/\\@-])(?:plugin-sitemap|theme-mermaid|theme-search-algolia|search-local|local-search|plugin-image-zoom|image-zoom|plugin-ideal-image|ideal-image)(?:$|[/\\])/;

/** `docusaurusMajor`: the Docusaurus version the site was written for (see docusaurus-version.ts), when known. */
export function fromDocusaurusConfig(raw: unknown, configPath: string, { docusaurusMajor }: { docusaurusMajor?: number } = {}): TranslatedConfig {
  const warnings: string[] = [];
  const leftOut = (setting: string, why: string) => warnings.push(`Left out "${setting}" of the Docusaurus config: ${why}`);
  if (!isOptions(raw)) return { config: {}, warnings: ['The Docusaurus config exports no settings object.'] };

  // Docusaurus's paths are relative to the site's folder, as docgen's content folder's are.
  // Docusaurus's defaults: an empty navbar, and no offline app without the PWA plugin.
  const config: Options = { contentDir: '.', staticDir: 'static', outDir: 'build', pagesDir: 'src/pages', navbar: {}, offline: { enabled: false } };
  // Docusaurus 3's admonitions (`:::warning` a type of its own); docgen's default is Docusaurus 2's.
  if (docusaurusMajor !== undefined && docusaurusMajor >= 3) config.mdx = { admonitions: 'docusaurus-3' };
  const docs: Options[] = [];
  const blogs: Options[] = [];
  const customCss: unknown[] = [];
  /** `markdown.hooks.onBrokenMarkdownLinks`, which wins over the older top-level setting. */
  let markdownLinkPolicy: unknown;
  /** Whether `themeConfig.prism` names a code theme (one shiki has or not). */
  let codeThemeNamed = false;

  // Docusaurus's default locale, where docgen's own is the Moodle site's en-AU.
  if (raw.i18n === undefined) config.i18n = { defaultLocale: 'en', locales: ['en'] };
  for (const [key, value] of Object.entries(raw)) {
    if (SAME_SITE_SETTINGS.includes(key)) config[key] = value;
    else if (LINK_POLICIES.has(key)) config[key] = linkPolicyOf(key, value);
    // Docusaurus writes them into the page as JSON, which leaves out what JSON cannot hold (an unset environment variable's undefined).
    else if (key === 'customFields') config.customFields = asJson(value);
    else if (key === 'titleDelimiter') {
      if (value !== '|') leftOut(key, insteadOfDocusaurusSetting(key)!);
    } else if (key === 'i18n') config.i18n = i18nOf(value, leftOut);
    else if (key === 'staticDirectories') config.staticDir = value;
    else if (key === 'presets') for (const [name, options] of entries(value)) classicPreset(name, options);
    else if (key === 'plugins') for (const [name, options] of entries(value)) plugin(name, options);
    else if (key === 'themes') {
      for (const [name, options] of entries(value)) {
        // The classic theme given alone (as a site without the preset does): its customCss is the site's.
        if (/(?:^|[/\\])(?:@docusaurus[/\\]theme-classic|docusaurus-theme-classic|classic)(?:$|[/\\])/.test(name)) themeOptions(`themes: ${name}`, options);
        else if (!BUILT_IN.test(name)) leftOut(`themes: ${name}`, 'docgen has one theme, built in (with search and Mermaid).');
      }
    } else if (key === 'themeConfig') themeConfig(isOptions(value) ? value : {});
    else if (key === 'markdown') {
      // Mermaid is always on; the hooks' policy for .md links is docgen's onBrokenMarkdownLinks (Docusaurus 3.9 moved it there); the rest is how Docusaurus 3 reads Markdown.
      const { mermaid: _mermaid, hooks, ...rest } = isOptions(value) ? value : {};
      const { onBrokenMarkdownLinks, ...otherHooks } = isOptions(hooks) ? hooks : {};
      if (onBrokenMarkdownLinks !== undefined) markdownLinkPolicy = linkPolicyOf('markdown.hooks.onBrokenMarkdownLinks', onBrokenMarkdownLinks);
      if (Object.keys(otherHooks).length > 0) leftOut(`markdown.hooks: ${Object.keys(otherHooks).join(', ')}`, 'docgen has no such setting.');
      if (Object.keys(rest).length > 0) leftOut('markdown', `docgen reads Markdown and MDX its own way (its options ${Object.keys(rest).join(', ')} are not taken).`);
    } else if (!BUILD_ONLY_SETTINGS.has(key)) leftOut(key, insteadOfDocusaurusSetting(key) ?? 'docgen has no such setting.');
  }
  // Where Docusaurus 3.9 reads it first.
  if (markdownLinkPolicy !== undefined) config.onBrokenMarkdownLinks = markdownLinkPolicy;
  // Code as Docusaurus 2 colours it when a site names no theme, in both colour modes.
  if (!codeThemeNamed) config.codeThemes = { light: PALENIGHT, dark: PALENIGHT };
  // docgen's schema asks for one at least; this says why there is none.
  if (docs.length === 0) throw new BuildError('The Docusaurus config has no docs: its classic preset says docs: false, and no docs plugin is given. docgen builds a documentation site from a docs folder (a site of pages alone is not one it builds).', { file: configPath });
  config.docs = docs;
  // One blog as docgen's `blog` is written; several as a list of them, each with its id.
  if (blogs.length > 0) config.blog = blogs.length === 1 ? blogs[0] : blogs;
  if (customCss.length > 0) config.customCss = customCss;
  siteThemeComponents();
  return { config, warnings };

  /**
   * The site's own theme components (swizzled, in src/theme): its MDX
   * components are docgen's mdx.components; the others are left out, with a
   * warning naming them, as docgen's theme is its own.
   */
  function siteThemeComponents(): void {
    let names: string[];
    try {
      names = readdirSync(path.join(path.dirname(configPath), 'src/theme')).filter((name) => !name.startsWith('.')).sort();
    } catch {
      return;
    }
    const others: string[] = [];
    for (const name of names) {
      const component = name.replace(/\.(?:js|jsx|ts|tsx)$/, '');
      if (component === 'MDXComponents') ((config.mdx as Options | undefined) ??= {}).components = `src/theme/${name}`;
      else others.push(component);
    }
    if (others.length > 0) {
      warnings.push(`Left out the site's own theme components in src/theme (${others.join(', ')}): docgen's theme is its own, which customCss changes the look of; of src/theme, docgen uses the site's MDX components (MDXComponents) alone.`);
    }
  }

  function classicPreset(name: string, options: Options): void {
    if (!/(?:^|[/\\])(?:@docusaurus[/\\]preset-classic|docusaurus-preset-classic|classic)(?:$|[/\\])/.test(name)) {
      leftOut(`presets: ${name}`, 'docgen takes the classic preset only.');
      return;
    }
    for (const [part, value] of Object.entries(options)) {
      if (part === 'docs') {
        if (value !== false) docsPlugin(`presets: ${name}: docs`, isOptions(value) ? value : {});
      } else if (part === 'pages') pagesPlugin(value);
      else if (part === 'blog') {
        if (value !== false) blogPlugin(`presets: ${name}: blog`, isOptions(value) ? value : {});
      } else if (part === 'theme') themeOptions(`presets: ${name}: theme`, isOptions(value) ? value : {});
      else if (part === 'gtag' || part === 'googleTagManager' || part === 'googleAnalytics') analyticsPlugin(part, `presets: ${name}: ${part}`, value);
      else if (part === 'sitemap') sitemapPlugin(`presets: ${name}: sitemap`, value);
      else leftOut(`presets: ${name}: ${part}`, 'docgen has no such part (its search and offline app are built in).');
    }
    // The preset has a docs plugin unless it says `docs: false`, and a blog, of the blog folder, unless it says `blog: false`.
    if (!('docs' in options)) docsPlugin(`presets: ${name}: docs`, {});
    if (!('blog' in options) && existsSync(path.join(path.dirname(configPath), 'blog'))) blogPlugin(`presets: ${name}: blog`, {});
  }

  /** The classic theme's options, in the preset or given to the theme itself: docgen takes its customCss. */
  function themeOptions(where: string, options: Options): void {
    for (const [option, css] of Object.entries(options)) {
      if (option === 'customCss') customCss.push(...(Array.isArray(css) ? css : [css]));
      else leftOut(`${where}.${option}`, 'docgen takes the theme\'s customCss only.');
    }
  }

  /** A link policy as docgen's (`throw`, `warn` or `ignore`); a function (Docusaurus 3.9's hook) is not run: such links warn. */
  function linkPolicyOf(where: string, value: unknown): unknown {
    if (typeof value === 'function') {
      leftOut(where, 'docgen does not run a function here: such links are warnings.');
      return 'warn';
    }
    return typeof value === 'string' ? (POLICY_OF_DOCUSAURUS[value] ?? value) : value;
  }

  function plugin(name: string, options: Options): void {
    if (/plugin-content-docs(?:$|[/\\])|^content-docs$/.test(name)) docsPlugin(`plugins: ${name}`, options);
    else if (/plugin-content-pages(?:$|[/\\])|^content-pages$/.test(name)) pagesPlugin(options);
    else if (/plugin-pwa(?:$|[/\\])|^pwa$/.test(name)) pwaPlugin(options);
    else if (/plugin-client-redirects(?:$|[/\\])|^client-redirects$/.test(name)) redirectsPlugin(options);
    else if (/plugin-content-blog(?:$|[/\\])|^content-blog$/.test(name)) blogPlugin(`plugins: ${name}`, options);
    else if (/plugin-google-gtag(?:$|[/\\])|^google-gtag$/.test(name)) analyticsPlugin('gtag', `plugins: ${name}`, options);
    else if (/plugin-google-tag-manager(?:$|[/\\])|^google-tag-manager$/.test(name)) analyticsPlugin('googleTagManager', `plugins: ${name}`, options);
    else if (/plugin-google-analytics(?:$|[/\\])|^google-analytics$/.test(name)) analyticsPlugin('googleAnalytics', `plugins: ${name}`, options);
    else if (/plugin-sitemap(?:$|[/\\])|^sitemap$/.test(name)) sitemapPlugin(`plugins: ${name}`, options);
    else if (!BUILT_IN.test(name)) leftOut(`plugins: ${name}`, 'docgen has no plugin system; what the docs, blog, pages, PWA, client-redirects, gtag and Google Tag Manager plugins do is built in.');
  }

  function docsPlugin(where: string, options: Options): void {
    const entry: Options = {};
    for (const [option, value] of Object.entries(options)) {
      if (DOCS_OPTIONS.has(option)) entry[option] = value;
      else if (!isDocgensDefault(option, value)) leftOut(`${where}: ${option}`, insteadOfDocusaurusSetting(option) ?? "docgen's docs sets have no such option.");
    }
    docs.push(entry);
  }

  function blogPlugin(where: string, options: Options): void {
    const blog: Options = {};
    for (const [option, value] of Object.entries(options)) {
      if (option === 'id' && value === 'default') continue;
      if (option === 'feedOptions' && isOptions(value)) {
        const { xslt, createFeedItems, ...feed } = value;
        if (xslt !== undefined && xslt !== false) leftOut(`${where}: feedOptions.xslt`, 'docgen\'s feeds have no XSLT stylesheet (browsers show them as XML).');
        if (createFeedItems !== undefined) leftOut(`${where}: feedOptions.createFeedItems`, 'docgen makes each feed item from its post.');
        blog.feedOptions = feed;
      } else if (BLOG_OPTIONS.has(option)) blog[option] = value;
      else if (!isDocgensDefault(option, value)) leftOut(`${where}: ${option}`, insteadOfDocusaurusSetting(option) ?? "docgen's blog has no such option.");
    }
    blogs.push(blog);
  }

  /** The sitemap plugin's options that docgen's sitemap takes; it always writes one (noIndex leaves it out). */
  function sitemapPlugin(where: string, value: unknown): void {
    if (value === false) {
      leftOut(where, 'docgen always writes a sitemap (noIndex: true leaves it out, and keeps search engines off the site).');
      return;
    }
    const sitemap: Options = {};
    for (const [option, setting] of Object.entries(isOptions(value) ? value : {})) {
      if (option === 'changefreq' || option === 'priority' || option === 'ignorePatterns' || option === 'filename') sitemap[option] = setting;
      else if (option !== 'lastmod' || setting !== null) leftOut(`${where}.${option}`, option === 'lastmod' ? "docgen's sitemap gives no dates." : "docgen's sitemap has no such option.");
    }
    if (Object.keys(sitemap).length > 0) config.sitemap = sitemap;
  }

  function pagesPlugin(value: unknown): void {
    if (value === false) {
      config.pagesDir = [];
      return;
    }
    for (const [option, setting] of Object.entries(isOptions(value) ? value : {})) {
      if (option === 'path') config.pagesDir = setting;
      else if (option === 'remarkPlugins' || option === 'rehypePlugins' || option === 'beforeDefaultRemarkPlugins' || option === 'beforeDefaultRehypePlugins') {
        // docgen's `mdx` plugins apply to every page, docs included.
        const mdx = ((config.mdx as Options | undefined) ??= {});
        mdx[option] = setting;
      } else leftOut(`pages: ${option}`, 'docgen\'s standalone pages have no such option.');
    }
  }

  /** Google's tags: gtag and Tag Manager are docgen settings of the same names; analytics.js is no longer served by Google. */
  function analyticsPlugin(kind: 'gtag' | 'googleTagManager' | 'googleAnalytics', where: string, value: unknown): void {
    // A config that leaves it out in some builds (a deploy preview's) gives undefined there.
    if (value === undefined || value === false) return;
    if (kind === 'googleAnalytics') {
      leftOut(where, 'Universal Analytics (analytics.js) stopped collecting data in July 2023; docgen adds Google Analytics 4 with gtag and a G- measurement ID.');
      return;
    }
    const { id: _id, ...options } = isOptions(value) ? value : {};
    config[kind] = options;
  }

  function pwaPlugin(options: Options): void {
    const offline: Options = { enabled: true };
    for (const [option, value] of Object.entries(options)) {
      if (option === 'offlineModeActivationStrategies') offline.activationStrategies = value;
      else if (option === 'debug') offline.debug = value;
      else if (option === 'pwaHead') config.headTags = [...((config.headTags as unknown[] | undefined) ?? []), ...(Array.isArray(value) ? value.map(headTagOf) : [])];
      else leftOut(`plugin-pwa: ${option}`, 'docgen makes its own service worker.');
    }
    config.offline = offline;
  }

  function redirectsPlugin(options: Options): void {
    for (const [option, value] of Object.entries(options)) {
      if (option === 'redirects' || option === 'createRedirects') config[option] = value;
      // Each page is its path's .html file already, which the old .html addresses reach.
      else if (option === 'fromExtensions' && Array.isArray(value) && value.every((extension) => extension === 'html')) continue;
      else leftOut(`plugin-client-redirects: ${option}`, 'docgen redirects the paths redirects and createRedirects give (a page is its .html file already).');
    }
  }

  function themeConfig(theme: Options): void {
    for (const [key, value] of Object.entries(theme)) {
      if (key === 'navbar') config.navbar = navbarOf(value);
      else if (key === 'footer') config.footer = footerOf(value);
      else if (key === 'announcementBar' || key === 'colorMode' || key === 'tableOfContents' || key === 'image') config[key] = value;
      else if (key === 'docs') {
        const { sidebar, versionPersistence, ...rest } = isOptions(value) ? value : {};
        if (sidebar !== undefined) config.docsSidebar = sidebar;
        if (versionPersistence !== undefined) config.docsVersionPersistence = versionPersistence;
        for (const option of Object.keys(rest)) leftOut(`themeConfig.docs.${option}`, 'docgen has no such setting.');
      } else if (key === 'hideableSidebar') config.docsSidebar = { ...((config.docsSidebar as Options | undefined) ?? {}), hideable: value };
      else if (key === 'metadata' && Array.isArray(value)) {
        // A name or property and its content are docgen's metadata (one tag per name); any other tag (http-equiv, charset) goes in as it is.
        const isMetadatum = (attributes: Options) => Object.keys(attributes).length === 2 && typeof attributes.content === 'string' && (typeof attributes.name === 'string' || typeof attributes.property === 'string');
        config.metadata = value.filter(isMetadatum);
        const others = value.filter((attributes: Options) => !isMetadatum(attributes)).map((attributes: Options) => ({ tagName: 'meta', attributes }));
        if (others.length > 0) config.headTags = [...((config.headTags as unknown[] | undefined) ?? []), ...others];
      }
      else if (key === 'prism') prismOf(isOptions(value) ? value : {});
      else if (key === 'mermaid') config.mermaid = value;
      else if (key === 'zoom' || key === 'imageZoom') {
        // The image-zoom plugins' settings: docgen's own zoom needs none, and says what it does instead.
        if (isOptions(value) && Object.keys(value).length > 0) leftOut(`themeConfig.${key}`, 'docgen zooms every image of the content that is not a link, with medium-zoom; its backdrop is the CSS variable --docgen-image-zoom-background, which customCss can set.');
      } else if (key !== 'algolia') leftOut(`themeConfig.${key}`, 'docgen has no such setting.');
    }
  }

  /** Prism's themes as shiki's, where one is the other; shiki knows every language, so additionalLanguages needs nothing. */
  function prismOf(prism: Options): void {
    const codeThemes: Options = {};
    for (const [option, value] of Object.entries(prism)) {
      if (option === 'theme' || option === 'darkTheme') {
        codeThemeNamed = true;
        const shiki = SHIKI_THEME_OF_PRISM[plainColours(value)];
        if (shiki) codeThemes[option === 'theme' ? 'light' : 'dark'] = shiki;
        else leftOut(`themeConfig.prism.${option}`, "docgen highlights code with shiki, which has no theme known to be this one: github-light and dracula are used unless a site.config.ts chooses others with codeThemes.");
      } else if (option === 'magicComments') config.codeMagicComments = value;
      else if (option !== 'additionalLanguages') leftOut(`themeConfig.prism.${option}`, 'docgen highlights code with shiki, which has no such setting.');
    }
    // The dark theme is the light one unless the site gives one, as in Docusaurus.
    if (codeThemes.light !== undefined && !('darkTheme' in prism)) codeThemes.dark = codeThemes.light;
    if (Object.keys(codeThemes).length > 0) config.codeThemes = codeThemes;
  }

  function navbarOf(value: unknown): Options {
    const navbar = { ...(isOptions(value) ? value : {}) };
    if (isOptions(navbar.logo)) navbar.logo = logoOf(navbar.logo, 'navbar');
    if (Array.isArray(navbar.items)) navbar.items = navbar.items.map((item: unknown, index) => navbarItemOf(item, `themeConfig.navbar.items.${index}`));
    return navbar;
  }

  /**
   * A navbar item with the settings docgen takes for its type, and its
   * dropdown's items with theirs: Docusaurus lets an item carry any other
   * (its theme passes them on to the link), which is left out with a warning.
   */
  function navbarItemOf(item: unknown, where: string): unknown {
    if (!isOptions(item)) return item;
    const known = navbarItemSettings(typeof item.type === 'string' ? item.type : 'default');
    // A type docgen does not have: the config's check names it.
    if (!known) return item;
    const kept = settingsKnown(item, known, where);
    for (const list of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter']) {
      const children = kept[list];
      if (Array.isArray(children)) kept[list] = children.map((child: unknown, index) => (isOptions(child) ? settingsKnown(child, DROPDOWN_ITEM_SETTINGS, `${where}.${list}.${index}`) : child));
    }
    return kept;
  }

  function footerOf(value: unknown): Options {
    const { logo, links, ...footer } = isOptions(value) ? value : {};
    if (isOptions(logo)) footer.logo = logoOf(logo, 'footer');
    if (links !== undefined) {
      const columns = simpleFooterAsColumn(links);
      footer.links = Array.isArray(columns)
        ? columns.map((column: unknown, index) => {
            if (!isOptions(column) || !Array.isArray(column.items)) return column;
            const items = column.items.map((item: unknown, position) => (isOptions(item) ? settingsKnown(item, FOOTER_LINK_SETTINGS, `themeConfig.footer.links.${index}.items.${position}`) : item));
            return { ...column, items };
          })
        : columns;
    }
    return footer;
  }

  /** `item` with the settings in `known` and the link attributes it gives; any other is left out with a warning. */
  function settingsKnown(item: Options, known: ReadonlySet<string>, where: string): Options {
    const kept: Options = {};
    for (const [key, value] of Object.entries(item)) {
      if (known.has(key) || isLinkAttribute(key)) kept[key] = value;
      else leftOut(`${where}.${key}`, "docgen's item of this kind has no such setting.");
    }
    return kept;
  }

  /** A logo's settings; Docusaurus's width and height may be CSS lengths, docgen's are pixels. */
  function logoOf(logo: Options, where: string): Options {
    const result: Options = {};
    for (const [key, value] of Object.entries(logo)) {
      if (key === 'width' || key === 'height') {
        const pixels = typeof value === 'number' ? value : typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value)?.[1] : undefined;
        if (pixels !== undefined) result[key] = Number(pixels);
        else leftOut(`themeConfig.${where}.logo.${key}`, `docgen takes a logo's size in pixels (got ${JSON.stringify(value)}).`);
      } else if (['src', 'srcDark', 'alt', 'href', 'className', 'target'].includes(key)) result[key] = value;
      else leftOut(`themeConfig.${where}.logo.${key}`, 'docgen\'s logo has no such setting.');
    }
    return result;
  }
}

/** Docusaurus's i18n: each locale's settings that are not given are Docusaurus's defaults for it. */
/** Docusaurus's i18n is docgen's: a locale's settings left out are filled in by the schema, as Docusaurus fills them. */
function i18nOf(value: unknown, leftOut: (setting: string, why: string) => void): Options {
  const i18n = isOptions(value) ? value : {};
  const locales = Array.isArray(i18n.locales) ? (i18n.locales as string[]) : [];
  const localeConfigs: Options = {};
  for (const [locale, settings] of Object.entries(isOptions(i18n.localeConfigs) ? i18n.localeConfigs : {})) {
    if (!isOptions(settings)) continue;
    // Docusaurus 3.9's translate, url and baseUrl (a locale on a site of its own) are not docgen's: each locale is built below the site's base.
    const kept: Options = {};
    for (const [option, setting] of Object.entries(settings)) {
      if (LOCALE_SETTINGS.has(option)) kept[option] = setting;
      else leftOut(`i18n.localeConfigs.${locale}.${option}`, 'docgen builds every locale below the site\'s own address, each one translated.');
    }
    localeConfigs[locale] = kept;
  }
  return { defaultLocale: i18n.defaultLocale, locales, ...(isOptions(i18n.localeConfigs) ? { localeConfigs } : {}), ...(typeof i18n.path === 'string' ? { path: i18n.path } : {}) };
}

/** The locale settings docgen takes, as Docusaurus names them. */
const LOCALE_SETTINGS = new Set(['label', 'direction', 'htmlLang', 'calendar', 'path']);

/** A `pwaHead` tag (`{ tagName, rel, href }`) as a head tag of docgen's (`{ tagName, attributes }`). */
function headTagOf(tag: Options): Options {
  const { tagName, ...attributes } = tag;
  return { tagName, attributes };
}

/** `value` as JSON keeps it (undefined left out, as Docusaurus's JSON of the config leaves it); as it is when it is not JSON at all. */
function asJson(value: unknown): unknown {
  try {
    const json = JSON.stringify(value);
    return json === undefined ? value : JSON.parse(json);
  } catch {
    return value;
  }
}

/** A list of presets or plugins: names, `[name, options]`, or code (whose name is its own, if it has one); `false` and `null`, which a config gives to leave one out in some builds, are none. */
function entries(value: unknown): [string, Options][] {
  if (!Array.isArray(value)) return [];
  return value.filter((item: unknown) => item !== false && item !== null && item !== undefined).map((item: unknown): [string, Options] => {
    if (typeof item === 'string') return [item, {}];
    if (Array.isArray(item)) return [typeof item[0] === 'string' ? item[0] : nameOfCode(item[0]), isOptions(item[1]) ? item[1] : {}];
    return [nameOfCode(item), {}];
  });
}

/** A plugin given as code, named as well as its code names it (its function's name, or the name its object gives): not run. */
function nameOfCode(plugin: unknown): string {
  const name = typeof plugin === 'function' ? plugin.name : isOptions(plugin) && typeof plugin.name === 'string' ? plugin.name : '';
  return name ? `the plugin ${name}, given as code` : '(a plugin given as code)';
}

function isOptions(value: unknown): value is Options {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
