import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.ts';
import type { Reporter } from '../shared/logger.ts';
import type { FrontMatterMemo } from './front-matter.ts';
import { loadPages } from './pages.ts';
import { loadVersion } from './load-version.ts';
import type { DocsInstance, SiteContent } from './types.ts';
import { describeVersions } from './versions.ts';

export interface LoadContentOptions {
  /** Development builds (docgen serve) keep drafts. */
  includeDrafts: boolean;
  reporter: Reporter;
  /** Front matter read by the previous build. */
  frontMatter?: FrontMatterMemo;
}

export async function loadContent(loaded: LoadedConfig, options: LoadContentOptions): Promise<SiteContent> {
  const { config, contentDir } = loaded;
  const docsInstances: DocsInstance[] = await Promise.all(
    config.docs.map(async (instance) => {
      const descriptors = await describeVersions(instance, contentDir, config.baseUrl);
      const versions = await Promise.all(
        descriptors.map((descriptor) =>
          loadVersion(descriptor, {
            includeDrafts: options.includeDrafts || instance.includeDrafts,
            sidebarCollapsed: instance.sidebarCollapsed,
            sidebarCollapsible: instance.sidebarCollapsible,
            baseUrl: config.baseUrl,
            reporter: options.reporter,
            frontMatter: options.frontMatter,
          }),
        ),
      );
      return { pluginId: instance.id, routeBasePath: instance.routeBasePath, versions };
    }),
  );
  const pagesDirs = Array.isArray(config.pagesDir) ? config.pagesDir : [config.pagesDir];
  const pages = (await Promise.all(pagesDirs.map((dir) => loadPages(path.resolve(contentDir, dir), config.baseUrl, options.reporter, options.frontMatter)))).flat();
  return { docsInstances, pages };
}
