import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.ts';
import type { Reporter } from '../shared/logger.ts';
import type { FrontMatterMemo } from './front-matter.ts';
import { prefixStripper } from './number-prefix.ts';
import { loadPages } from './pages.ts';
import { loadVersion } from './load-version.ts';
import type { DocsInstance, SiteContent } from './types.ts';
import { lineOfKeyPath } from './source-line.ts';
import { describeVersions } from './versions.ts';
import { pluginTranslationFolder, readTranslationFile, versionTranslationFile, versionTranslationFolder } from '../i18n/translation-files.ts';

export interface LoadContentOptions {
  /** Development builds (docgen serve) keep drafts. */
  includeDrafts: boolean;
  reporter: Reporter;
  /** Front matter read by the previous build. */
  frontMatter?: FrontMatterMemo;
  /** False: the sidebars and versions keep the labels the config and files give (docgen write-translations lists them); true by default. */
  translateLabels?: boolean;
}

export async function loadContent(loaded: LoadedConfig, options: LoadContentOptions): Promise<SiteContent> {
  const { config, contentDir, configPath, localeDir } = loaded;
  const docsInstances: DocsInstance[] = await Promise.all(
    config.docs.map(async (instance, index) => {
      // An option left to its default is not in the file: the docs set's entry is.
      const optionAt = (option: string) => ({ file: configPath, line: lineOfKeyPath(configPath, ['docs', index, option]) ?? lineOfKeyPath(configPath, ['docs', index]) });
      const descriptors = await describeVersions(instance, contentDir, config.baseUrl, optionAt);
      // One rule for the set's versions, which remembers a function's answers.
      const stripPrefix = prefixStripper(instance.numberPrefixParser, optionAt('numberPrefixParser'));
      const versions = await Promise.all(
        descriptors.map((descriptor) =>
          loadVersion(descriptor, {
            patterns: { include: instance.include, exclude: instance.exclude },
            tagsBasePath: instance.tagsBasePath,
            tagsFile: instance.tags || undefined,
            onInlineTags: instance.onInlineTags,
            stripPrefix,
            includeDrafts: options.includeDrafts || instance.includeDrafts,
            sidebarCollapsed: instance.sidebarCollapsed,
            sidebarCollapsible: instance.sidebarCollapsible,
            baseUrl: config.baseUrl,
            reporter: options.reporter,
            frontMatter: options.frontMatter,
            localized: localizedVersion(localeDir, instance.id, descriptor.name, options.translateLabels ?? true),
          }),
        ),
      );
      return { pluginId: instance.id, routeBasePath: instance.routeBasePath, versions };
    }),
  );
  const pagesDirs = Array.isArray(config.pagesDir) ? config.pagesDir : [config.pagesDir];
  const pages = (await Promise.all(pagesDirs.map((dir) => loadPages(path.resolve(contentDir, dir), config.baseUrl, options.reporter, options.frontMatter, pluginTranslationFolder(localeDir, 'pages'))))).flat();
  // Loaded only for a site with a blog (with the reading-time package).
  const loadBlog = config.blogs.length > 0 ? (await import('./blog/load-blog.ts')).loadBlog : undefined;
  const blogs = await Promise.all(
    config.blogs.map((blog, index) =>
      loadBlog!(blog, {
        contentDir,
        baseUrl: config.baseUrl,
        includeDrafts: options.includeDrafts,
        reporter: options.reporter,
        frontMatter: options.frontMatter,
        configLocation: { file: configPath, line: lineOfKeyPath(configPath, ['blog', index, 'path']) ?? lineOfKeyPath(configPath, ['blog', index]) },
        localizedDir: pluginTranslationFolder(localeDir, 'blog', blog.id),
      }),
    ),
  );
  return { docsInstances, pages, blogs };
}

/** A docs version's translations into the locale being built: its folder of translated docs, and its labels' file beside it (`current.json`). */
function localizedVersion(localeDir: string, pluginId: string, versionName: string, translateLabels: boolean): { dir: string; messages: Record<string, string> } {
  return { dir: versionTranslationFolder(localeDir, pluginId, versionName), messages: translateLabels ? readTranslationFile(versionTranslationFile(localeDir, pluginId, versionName)) : {} };
}
