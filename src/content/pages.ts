import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractExcerpt, extractTitle } from './markdown-text.ts';
import { parseSourceFile } from './front-matter.ts';
import type { StandalonePage } from './types.ts';
import { joinUrl, removeTrailingSlash } from './url.ts';

const PAGE_FILE = /\.(mdx?|[jt]sx?)$/;

/** Standalone pages: `pages/foo/bar.md` → /foo/bar, `pages/index.tsx` → /. */
export async function loadPages(pagesDir: string, baseUrl: string): Promise<StandalonePage[]> {
  if (!existsSync(pagesDir)) return [];
  const entries = await readdir(pagesDir, { recursive: true, withFileTypes: true });
  const pages: StandalonePage[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !PAGE_FILE.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(pagesDir, file).split(path.sep).join('/');
    if (relative.split('/').some((segment) => segment.startsWith('_') || /\.test\./.test(segment))) continue;
    const withoutExtension = relative.replace(PAGE_FILE, '');
    const route = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
    const permalink = removeTrailingSlash(joinUrl(baseUrl, route));
    if (/\.mdx?$/.test(entry.name)) {
      const source = parseSourceFile(file, await readFile(file, 'utf8'));
      const fm = source.frontMatter as { title?: string; description?: string };
      pages.push({ kind: 'markdown', permalink, source: file, markdown: source, title: fm.title ?? extractTitle(source.body), description: fm.description ?? extractExcerpt(source.body) });
    } else {
      pages.push({ kind: 'component', permalink, source: file });
    }
  }
  return pages.sort((a, b) => a.permalink.localeCompare(b.permalink));
}
