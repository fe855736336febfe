// The classes of a page's `<html>`, made with its data (the client router
// sets them from there on each navigation, with no code of its own).
import type { PageData } from '../shared/page-data.ts';

/** Docusaurus's classes of each kind of page (its ThemeClassNames), which a site's stylesheet may select (`html.docs-doc-page`). */
const DOCUSAURUS_PAGE_CLASSES: Partial<Record<PageData['kind'], string>> = {
  doc: 'docs-wrapper docs-doc-page',
  'generated-index': 'docs-wrapper',
  'tags-list': 'docs-wrapper docs-tags-list-page',
  tag: 'docs-wrapper docs-tags-doc-list-page',
  'markdown-page': 'mdx-wrapper mdx-page',
  'blog-list': 'blog-wrapper blog-list-page',
  'blog-post': 'blog-wrapper blog-post-page',
  'blog-tags-list': 'blog-wrapper blog-tags-list-page',
  'blog-tag': 'blog-wrapper blog-tags-post-list-page',
  'blog-authors-list': 'blog-wrapper blog-authors-list-page',
  'blog-author': 'blog-wrapper blog-authors-posts-page',
  'blog-archive': 'blog-wrapper',
};

/** Classes on `<html>` that name the plugin, the docs version and the page kind, as Docusaurus's do (themes and search metadata use them), and docgen's `page-<kind>`. */
export function htmlClassName(page: Pick<PageData, 'docs' | 'kind' | 'blog'>): string {
  const docs = page.docs;
  const plugin = docs ? `${docs.versionClassName ?? `docs-version-${docs.versionName}`} plugin-docs plugin-id-${docs.pluginId}` : page.blog ? `plugin-blog plugin-id-${page.blog.pluginId}` : 'plugin-pages plugin-id-default';
  return [plugin, DOCUSAURUS_PAGE_CLASSES[page.kind], `page-${page.kind}`].filter(Boolean).join(' ');
}

