// The built-in search index: Pagefind, fed the content HTML of every doc and
// Markdown page (not the theme around it), written as static fragment files
// that the browser loads on demand. One Pagefind process per build.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { escapeHtml } from '../render/html-escape.ts';
import { docsearchTag } from '../shared/document-meta.ts';
import type { PageData } from '../shared/page-data.ts';
import { BuildError } from '../shared/errors.ts';

/** The folder, under the output, that holds the index. */
export const SEARCH_INDEX_FOLDER = 'pagefind';

/** Pagefind's own ready-made search interfaces: docgen has its own, so they are not shipped. */
const UNUSED_FILES = ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js'];

export interface SearchablePage {
  page: PageData;
  contentHtml: string;
}

export interface SearchIndexSummary {
  pages: number;
}

/** A small document for Pagefind: the title, the content, and the version facet as a filter. */
function indexDocument(htmlLang: string, { page, contentHtml }: SearchablePage): string {
  const title = escapeHtml(page.title);
  return `<!DOCTYPE html><html lang="${escapeHtml(htmlLang)}"><head><title>${title}</title><meta data-pagefind-filter="docusaurus_tag[content]" content="${escapeHtml(docsearchTag(page))}"><meta data-pagefind-meta="title[content]" content="${title}"></head><body><main data-pagefind-body>${page.showTitle ? `<h1>${title}</h1>` : ''}${contentHtml}</main></body></html>`;
}

export async function writeSearchIndex(outDir: string, htmlLang: string, pages: SearchablePage[]): Promise<SearchIndexSummary> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['.copy-button', '.hash-link', 'svg'] });
  try {
    if (!index) throw new BuildError(`The search index could not be created: ${errors.join('; ')}`);
    // The service parses files as they arrive; sending them all at once keeps it busy.
    const added = await Promise.all(pages.map((entry) => index.addHTMLFile({ url: entry.page.path, content: indexDocument(htmlLang, entry) })));
    const rejected = added.flatMap((response, position) => response.errors.map((error) => `${pages[position]!.page.path}: ${error}`));
    if (rejected.length > 0) throw new BuildError(`The search index rejected some pages: ${rejected.join('; ')}`);
    const written = await index.writeFiles({ outputPath: path.join(outDir, SEARCH_INDEX_FOLDER) });
    if (written.errors.length > 0) throw new BuildError(`The search index could not be written: ${written.errors.join('; ')}`);
    await Promise.all(UNUSED_FILES.map((file) => rm(path.join(outDir, SEARCH_INDEX_FOLDER, file), { force: true })));
    return { pages: pages.length };
  } finally {
    await pagefind.close();
  }
}
