// The built-in search index: Pagefind, fed the content HTML of every doc and
// Markdown page (not the theme around it), written as static fragment files
// that the browser loads on demand. One Pagefind process per build.
import { createHash } from 'node:crypto';
import * as pagefind from 'pagefind';
import { escapeHtml } from '../render/html-escape.ts';
import { docsearchTag } from '../shared/document-meta.ts';
import type { PageData } from '../shared/page-data.ts';
import { BuildError } from '../shared/errors.ts';

/** The folder, under the output, that holds the index. */
export const SEARCH_INDEX_FOLDER = 'pagefind';

/** Pagefind's own ready-made search interfaces: docgen has its own, so they are not shipped. */
const UNUSED_FILES = new Set(['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js']);

export interface SearchablePage {
  page: PageData;
  contentHtml: string;
}

/** A small document for Pagefind: the title, the content, and the version facet as a filter. */
function indexDocument(htmlLang: string, { page, contentHtml }: SearchablePage): string {
  const title = escapeHtml(page.title);
  return `<!DOCTYPE html><html lang="${escapeHtml(htmlLang)}"><head><title>${title}</title><meta data-pagefind-filter="docusaurus_tag[content]" content="${escapeHtml(docsearchTag(page))}"><meta data-pagefind-meta="title[content]" content="${title}"></head><body><main data-pagefind-body>${page.showTitle ? `<h1>${title}</h1>` : ''}${withoutTokenSpans(contentHtml)}</main></body></html>`;
}

const HIGHLIGHTED_CODE = /(<pre class="shiki[^>]*>)([^]*?)(<\/pre>)/g;

/**
 * Highlighted code with its token spans taken out: the same text for the
 * index, in a fraction of the markup (a code-heavy page is mostly spans),
 * which Pagefind would otherwise parse and hold. Inside shiki's `pre` every
 * tag is a span or `code`, and its text has no `<` unescaped.
 */
function withoutTokenSpans(html: string): string {
  return html.replace(HIGHLIGHTED_CODE, (_block, open: string, inner: string, close: string) => `${open}${inner.replace(/<\/?span[^>]*>/g, '')}${close}`);
}

/** The files of a search index, kept by the build cache with the hash of the documents they index. */
export interface SearchIndexFiles {
  key: string;
  /** Paths under the index folder. */
  files: { path: string; contents: Uint8Array }[];
}

export interface SearchIndexOptions {
  /**
   * Feed Pagefind as pages arrive, so its process indexes in parallel with
   * the build. When nothing was compiled afresh the index is probably the
   * cached one, so the documents are only hashed until that is known.
   */
  eager: boolean;
  /** The index of an earlier build, used as it is if the documents are the same. */
  cached?: SearchIndexFiles;
}

/**
 * Builds the search index from the rendered pages. Pages go in in the order
 * given when opening, whatever order they finish in: Pagefind numbers pages in
 * the order it receives them, and the index must not depend on which worker
 * finished first. The build gives its compile order, so few pages wait.
 */
export class SearchIndexWriter {
  /** Every path that will be added, in the order they go to Pagefind. */
  private readonly order: string[];
  private readonly waiting = new Map<string, string>();
  private next = 0;
  /** Paths in the order they were given to Pagefind (for its error messages). */
  private readonly sentPaths: string[] = [];
  /** Documents in order not yet given to Pagefind; dropped once sent, to keep memory flat. */
  private unsent: { path: string; html: string }[] = [];
  private readonly hash = createHash('sha256');
  private index?: Promise<pagefind.PagefindIndex>;
  private readonly added: Promise<{ errors: string[] }>[] = [];

  constructor(
    private readonly htmlLang: string,
    paths: string[],
    private readonly options: SearchIndexOptions,
  ) {
    this.order = paths;
  }

  /** A rendered page; it is indexed once every page before it in the order has been. */
  add(entry: SearchablePage): void {
    // Kept as the small index document, not the page: pages finish out of order, and some wait.
    this.waiting.set(entry.page.path, indexDocument(this.htmlLang, entry));
    for (let path = this.order[this.next]; path !== undefined && this.waiting.has(path); path = this.order[++this.next]) {
      const html = this.waiting.get(path)!;
      this.waiting.delete(path);
      this.hash.update(path).update('\0').update(html).update('\0');
      this.unsent.push({ path, html });
    }
    if (this.options.eager) this.send();
  }

  /**
   * The index of the pages added (every page named when opening must have
   * been): the cached one when the documents are the same, or else the new
   * one, read from Pagefind. The caller writes its files under the index
   * folder, and the build cache keeps them.
   */
  async write(): Promise<SearchIndexFiles> {
    if (this.next < this.order.length) throw new Error(`The search index is missing ${this.order[this.next]}`);
    const key = this.hash.digest('hex');
    if (this.options.cached?.key === key) return this.options.cached;
    this.send();
    const index = await this.openIndex();
    const responses = await Promise.all(this.added);
    const rejected = responses.flatMap((response, position) => response.errors.map((error) => `${this.sentPaths[position]}: ${error}`));
    if (rejected.length > 0) throw new BuildError(`The search index rejected some pages: ${rejected.join('; ')}`);
    const read = await index.getFiles();
    if (read.errors.length > 0) throw new BuildError(`The search index could not be made: ${read.errors.join('; ')}`);
    return { key, files: read.files.filter((file) => !UNUSED_FILES.has(file.path)).map((file) => ({ path: file.path, contents: file.content })) };
  }

  async close(): Promise<void> {
    if (this.index) await pagefind.close();
  }

  private send(): void {
    if (this.unsent.length === 0) return;
    const index = this.openIndex();
    for (const { path: url, html } of this.unsent) {
      this.sentPaths.push(url);
      const added = index.then((opened) => opened.addHTMLFile({ url, content: html }));
      // Awaited by write(); a build that fails first closes Pagefind with these pending.
      added.catch(() => {});
      this.added.push(added);
    }
    this.unsent = [];
  }

  private openIndex(): Promise<pagefind.PagefindIndex> {
    if (!this.index) {
      this.index = pagefind.createIndex({ excludeSelectors: ['.copy-button', '.hash-link', 'svg'] }).then(({ index, errors }) => {
        if (!index) throw new BuildError(`The search index could not be created: ${errors.join('; ')}`);
        return index;
      });
      this.index.catch(() => {}); // reported where it is awaited
    }
    return this.index;
  }
}
