// Docusaurus's settings that docgen does not take, each with what to do
// instead. An author moving a site meets them as "not a setting docgen
// knows" errors in a config of docgen's, or as the warnings of a Docusaurus
// config read as it is (docusaurus-config.ts); naming the way forward saves a
// search through the README.

const SWIZZLED_COMPONENT = "docgen's theme renders docs, and its components cannot be replaced; customCss changes how they look.";

/** By the setting's name, wherever it is in the config: what docgen does instead. */
const INSTEAD: Record<string, string> = {
  themeConfig: "docgen reads what Docusaurus's themeConfig holds from the top level of its config: navbar, footer, announcementBar, colorMode, tableOfContents, docsSidebar (themeConfig.docs.sidebar) and codeThemes (themeConfig.prism's themes) and codeMagicComments (its magicComments).",
  presets: "Each docs plugin of the classic preset is an entry of docs[], with the same options; its theme's customCss is customCss, and the pages plugin's folder is pagesDir.",
  plugins: 'docgen has no plugin system: the docs and pages plugins, search, Mermaid and the offline app are built in, and each docs plugin is an entry of docs[].',
  themes: 'docgen has one theme, built in; customCss changes how it looks, and Mermaid and search are built in.',
  staticDirectories: 'docgen calls them staticDir: a folder, or a list of them in order of precedence.',
  markdown: 'Mermaid diagrams are always on in docgen, and remark and rehype plugins go in mdx.',
  webpack: 'docgen bundles with esbuild, without options to set.',
  titleDelimiter: 'docgen writes titles as "page | site".',
  deploymentBranch: 'docgen builds a folder that any static host serves, and does not deploy it.',
  githubHost: 'docgen builds a folder that any static host serves, and does not deploy it.',
  sidebarItemsGenerator: 'docgen makes a generated sidebar from the folders and their _category_ files; a sidebars file gives any other shape.',
  admonitions: 'admonitions (:::note, :::tip, :::info, :::caution, :::danger and the others) are always on in docgen.',
  docLayoutComponent: SWIZZLED_COMPONENT,
  docItemComponent: SWIZZLED_COMPONENT,
  docTagDocListComponent: SWIZZLED_COMPONENT,
  docTagsListPageComponent: SWIZZLED_COMPONENT,
  docCategoryGeneratedIndexComponent: SWIZZLED_COMPONENT,
};

/** What an author should write instead of a Docusaurus setting docgen does not take, or undefined for another name. */
export function insteadOfDocusaurusSetting(name: string | number | undefined): string | undefined {
  return typeof name === 'string' && Object.hasOwn(INSTEAD, name) ? INSTEAD[name] : undefined;
}
