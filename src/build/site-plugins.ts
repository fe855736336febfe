// The site's remark and rehype plugins: the config's `mdx` lists for every
// Markdown file, and each docs set's (and each blog's) own after them. A plugin is a function,
// which cannot be sent to a compile worker, so each compiler runs the config
// file itself and takes its plugins from there; what it is sent is where the
// config is and its code's fingerprint.
import type { LoadedConfig } from '../config/load-config.ts';
import type { MarkdownPluginLists, SiteConfig } from '../config/schema.ts';
import type { PageOrigin } from './markdown-link-resolver.ts';
import { lineOfKeyPath } from '../content/source-line.ts';
import { BuildError } from '../shared/errors.ts';
import { innermostSiteFrame } from '../shared/site-frames.ts';

/**
 * Where a compiler finds the site's plugins. Plain data, part of the compile
 * environment and so of every page's cache key: a changed plugin (its code,
 * its options, or the package's version) compiles every page again.
 */
export interface SitePluginsSource {
  configPath: string;
  fingerprint: string;
  /** The plugin sets that hold plugins (see pluginSetOf). */
  sets: string[];
}

const LIST_NAMES = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

const PAGES_SET = 'pages';
const docsSet = (pluginId: string) => `docs:${pluginId}`;
const blogSet = (blogId: string) => `blog:${blogId}`;

/** The plugin set a page is compiled with: its docs set's, its blog's, or the standalone pages'. */
export function pluginSetOf(origin: PageOrigin | undefined): string {
  if (!origin) return PAGES_SET;
  return 'blogId' in origin ? blogSet(origin.blogId) : docsSet(origin.pluginId);
}

/** Each plugin set that holds plugins, with its lists: the site's, then (for a docs set or a blog) its own. */
export function pluginListsOf(config: SiteConfig): Map<string, MarkdownPluginLists> {
  const sets = new Map<string, MarkdownPluginLists>([[PAGES_SET, config.mdx]]);
  const withSite = (own: MarkdownPluginLists) => Object.fromEntries(LIST_NAMES.map((name) => [name, [...config.mdx[name], ...own[name]]])) as MarkdownPluginLists;
  for (const instance of config.docs) sets.set(docsSet(instance.id), withSite(instance));
  for (const blog of config.blogs) sets.set(blogSet(blog.id), withSite(blog));
  for (const [name, lists] of sets) if (LIST_NAMES.every((list) => lists[list].length === 0)) sets.delete(name);
  return sets;
}

/**
 * What compilers are told of the site's plugins, or undefined when it has
 * none (and the config need not run again). Each plugin is set up here first,
 * as a compiler will: one that throws as it is set up (a required option
 * missing, say) fails the build at its own line, not a compile worker.
 */
export async function sitePluginsSource({ config, configPath, configFingerprint }: LoadedConfig): Promise<SitePluginsSource | undefined> {
  const sets = pluginListsOf(config);
  if (sets.size === 0) return undefined;
  await assertPluginsSetUp(config, configPath, sets);
  return { configPath, fingerprint: configFingerprint, sets: [...sets.keys()] };
}

async function assertPluginsSetUp(config: SiteConfig, configPath: string, sets: Map<string, MarkdownPluginLists>): Promise<void> {
  const [{ unified }, { default: remarkParse }, { default: remarkRehype }] = await Promise.all([import('unified'), import('remark-parse'), import('remark-rehype')]);
  for (const [set, lists] of sets) {
    try {
      unified().use(remarkParse).use(lists.beforeDefaultRemarkPlugins).use(lists.remarkPlugins).use(remarkRehype).use(lists.beforeDefaultRehypePlugins).use(lists.rehypePlugins).freeze();
    } catch (error) {
      const frame = innermostSiteFrame(error);
      const keyPath = set === PAGES_SET ? ['mdx'] : set.startsWith('blog:') ? ['blog', config.blogs.findIndex((blog) => blogSet(blog.id) === set)] : ['docs', config.docs.findIndex((instance) => docsSet(instance.id) === set)];
      throw new BuildError(`A remark or rehype plugin failed as it was set up: ${(error as Error).message ?? String(error)}`, frame ? { file: frame.file, line: frame.line, column: frame.column } : { file: configPath, line: lineOfKeyPath(configPath, keyPath) });
    }
  }
}

/** The plugins themselves, from the config run again in this thread. */
export async function loadSitePlugins(source: SitePluginsSource): Promise<Map<string, MarkdownPluginLists>> {
  // Imported here: a compile worker of a site without plugins never loads the config's modules.
  const { readConfigModule } = await import('../config/load-config.ts');
  return pluginListsOf((await readConfigModule(source.configPath)).config);
}
