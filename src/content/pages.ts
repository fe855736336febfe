import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from '../shared/logger.ts';
import { crawlFiles } from './crawl.ts';
import { validatePageFrontMatter } from './doc-front-matter.ts';
import { extractExcerpt, extractTitle } from './markdown-text.ts';
import { parseSourceFile, type FrontMatterMemo } from './front-matter.ts';
import { readSourceText } from './source-text.ts';
import type { StandalonePage } from './types.ts';
import { canonicalSitePath, joinUrl } from './url.ts';

const PAGE_FILE = /\.(mdx?|[jt]sx?)$/;

/**
 * Standalone pages: `pages/foo/bar.md` → /foo/bar, `pages/index.tsx` → /.
 * `localizedDir`: the pages translated into the locale being built, each in
 * place of the one with the same path (Docusaurus's
 * `i18n/<locale>/docusaurus-plugin-content-pages`).
 */
export async function loadPages(pagesDir: string, baseUrl: string, reporter: Reporter, frontMatter?: FrontMatterMemo, localizedDir?: string): Promise<StandalonePage[]> {
  if (!existsSync(pagesDir)) return [];
  const translated = localizedDir && existsSync(localizedDir) ? new Set(await crawlFiles(localizedDir, reporter)) : undefined;
  const pages: StandalonePage[] = [];
  for (const relative of await crawlFiles(pagesDir, reporter)) {
    if (!PAGE_FILE.test(relative) || relative.endsWith('.d.ts')) continue;
    if (relative.split('/').some((segment) => segment.startsWith('_') || /\.test\./.test(segment))) continue;
    const file = path.join(translated?.has(relative) ? localizedDir! : pagesDir, relative);
    const withoutExtension = relative.replace(PAGE_FILE, '');
    const route = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
    const permalink = canonicalSitePath(joinUrl(baseUrl, route), baseUrl);
    if (/\.mdx?$/.test(relative)) {
      const source = parseSourceFile(file, readSourceText(file), frontMatter);
      const fm = validatePageFrontMatter(source.frontMatter, file, source.frontMatterLines);
      pages.push({ kind: 'markdown', permalink, source: file, markdown: source, frontMatter: fm, title: fm.title ?? extractTitle(source.body), description: fm.description ?? extractExcerpt(source.body) });
    } else {
      pages.push({ kind: 'component', permalink, source: file });
    }
  }
  return pages.sort((a, b) => a.permalink.localeCompare(b.permalink));
}
