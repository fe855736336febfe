// The site's interactive components ("islands"): a component of the site's
// own whose code has state, effects or event handlers is rendered by the
// build as every component is, inside an element that names it and holds its
// props, and the browser runs it again there (hydrates it) with the same
// props. Shared by the build, which writes the elements and bundles the
// components for the browser, and the client, which hydrates them.

/** The element around an island: `data-island` names its component (`<module>#<export>`), `data-props` holds its props as JSON, `data-id-prefix` the prefix of its `useId`s. */
export const ISLAND_TAG = 'docgen-island';

/** Stands for HTML in an island's props: a React element given as a prop (its children, most often), rendered by the build. */
export const ISLAND_HTML_TAG = 'docgen-html';

/** The key of a prop's value that stands for rendered HTML, in an island's `data-props`. */
export const ISLAND_HTML_KEY = 'docgen:html';

/** The islands' modules, by their ids, with the URL of each one's browser code: beside the assets folder. */
export const ISLANDS_MANIFEST = 'assets/site-components.json';

/** An island's component: its module's id (the file, relative to the site's folder) and the export. */
export interface IslandComponent {
  module: string;
  exportName: string;
}

export const islandName = ({ module, exportName }: IslandComponent): string => `${module}#${exportName}`;

export function parseIslandName(name: string): IslandComponent {
  const at = name.lastIndexOf('#');
  return { module: name.slice(0, at), exportName: name.slice(at + 1) };
}

/**
 * Docusaurus's modules an island may import: each has a browser version
 * (see site-islands bundling). The others (`@theme/…`, and Docusaurus 3's
 * `@docusaurus/plugin-content-docs/client`) exist only in the build, so a component that imports one is rendered once, when the site is built.
 */
export const ISLAND_DOCUSAURUS_MODULES = [
  '@docusaurus/Link',
  '@docusaurus/Head',
  '@docusaurus/Translate',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/BrowserOnly',
  '@docusaurus/useIsBrowser',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/theme-common',
  '@docusaurus/Interpolate',
  '@docusaurus/ErrorBoundary',
  '@docusaurus/useBrokenLinks',
  '@docusaurus/router',
  '@docusaurus/constants',
] as const;

/**
 * What an island may not use of a module it may import: the hooks that
 * answer from the build alone (the sidebar of the doc being built). A
 * component whose code uses one is rendered once.
 */
export const BUILD_ONLY_HOOKS = ['useCurrentSidebarCategory'] as const;

/**
 * What makes a component one the browser must run: React's state, effect and
 * transition hooks, an event handler given to an element (`onClick`), or
 * Docusaurus's ways to render in the browser alone. Read in the module's
 * bundled code, where JSX has become calls (`onClick:`) and an import may
 * have a suffix (`useIsBrowser_default`).
 */
export const INTERACTIVE_CODE = /\buse(?:State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|DeferredValue|ActionState|Optimistic|IsBrowser)(?![A-Za-z\d])|\bBrowserOnly(?![A-Za-z\d])|[{,]\s*on[A-Z][A-Za-z]*\s*:/;
