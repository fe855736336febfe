// The built-in search index: Pagefind, fed the content HTML of every doc and
// Markdown page (not the theme around it), written as static fragment files
// that the browser loads on demand. One Pagefind process per build, which
// makes one index, or for a large site one per part.
import { createHash } from 'node:crypto';
import type { PagefindIndex } from 'pagefind';
import { escapeHtml } from '../render/html-escape.ts';
import { docsearchTag } from '../shared/document-meta.ts';
import type { PageData } from '../shared/page-data.ts';
import { BuildError } from '../shared/errors.ts';
import { closePagefind, createPagefindIndex, openPagefind, untilAnswered } from './pagefind-process.ts';
import { searchIndexPartCount, searchIndexPartFolder, searchIndexPartLength } from '../shared/search-index-parts.ts';
import { TimeSlices } from '../shared/time-slices.ts';
import { withSeparatedIdentifiers } from '../shared/search-separators.ts';

/** The folder, under the output, that holds the index. */
export const SEARCH_INDEX_FOLDER = 'pagefind';

/** Pagefind's own ready-made search interfaces: docgen has its own, so they are not shipped. */
const UNUSED_FILES = new Set(['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js']);

export interface SearchablePage {
  page: PageData;
  contentHtml: string;
  /** A hash of `contentHtml`: with the page's title and version, it tells whether the page's index document changed. */
  contentHash: string;
}

/** A small document for Pagefind: the title, the content, and the version facet as a filter. */
function indexDocument(htmlLang: string, { page, contentHtml }: SearchablePage): string {
  const title = escapeHtml(page.title);
  return `<!DOCTYPE html><html lang="${escapeHtml(htmlLang)}"><head><title>${title}</title><meta data-pagefind-filter="docusaurus_tag[content]" content="${escapeHtml(docsearchTag(page))}"><meta data-pagefind-meta="title[content]" content="${title}"></head><body><main data-pagefind-body>${withSeparatedIdentifiers(`${page.showTitle ? `<h1>${title}</h1>` : ''}${withoutTokenSpans(contentHtml)}`)}</main></body></html>`;
}

/**
 * Pagefind answers a word that no page of an index has with the pages of
 * the longest word it has that begins it ("page2049" → "page"). Where a
 * word is in one part but not another, that other part would add such
 * partial matches, which one index would not, since some of its pages have
 * the word. So each part also holds one document with the words of the
 * other parts' sources that it lacks, under a facet that no search asks for:
 * the word is then known to every part, and only pages that have it match.
 */
const VOCABULARY_TAG = 'docgen-vocabulary';
const VOCABULARY_URL = '/__docgen-search-vocabulary';

/** A word, or words joined by punctuation within a token (`get_records`, `core.dml`, `my-plugin`). */
const TOKEN = /[\p{L}\p{N}_]+(?:[.:/-][\p{L}\p{N}_]+)*/gu;
const PUNCTUATION = /[^\p{L}\p{N}]+/u;

/**
 * Adds to `words` the words Pagefind indexes for a text, near enough: each
 * word in lower case, and a token of words joined by punctuation both as its
 * words and with the punctuation taken out, as Pagefind indexes compound
 * words. `seenTokens` are tokens already added: most tokens of a site recur,
 * and each is split once.
 */
function addIndexedWords(text: string, words: Set<string>, seenTokens: Set<string>): void {
  for (const [token] of text.toLowerCase().matchAll(TOKEN)) {
    if (seenTokens.has(token)) continue;
    seenTokens.add(token);
    const parts = token.split(PUNCTUATION);
    if (parts.length > 1) words.add(parts.join(''));
    for (const part of parts) words.add(part);
  }
}

function vocabularyDocument(htmlLang: string, words: string): string {
  return `<!DOCTYPE html><html lang="${escapeHtml(htmlLang)}"><head><title>${VOCABULARY_TAG}</title><meta data-pagefind-filter="docusaurus_tag[content]" content="${VOCABULARY_TAG}"></head><body><main data-pagefind-body><p>${escapeHtml(words)}</p></main></body></html>`;
}

/** Files a merged part does without: it is searched with the first part's script, worker and WebAssembly. */
const FIRST_PART_ONLY = /^(?:pagefind\.js|pagefind-worker\.js|wasm\.[^/]+\.pagefind)$/;

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
  /**
   * The text a page is made from (its Markdown). When the index has parts,
   * each part is given the words of the others' (see VOCABULARY_TAG).
   */
  sourceText?: (path: string) => string;
  /**
   * Text any page may take in (the site's partials). When the index has
   * parts, each part is given the words of this text that its pages' sources
   * lack, as it cannot be known yet which pages import which partial.
   */
  sharedText?: string;
}

/** One Pagefind index: a part of the search index (see search-index-parts.ts). */
interface IndexPart {
  index: Promise<PagefindIndex>;
  /** Paths in the order they were given to Pagefind (for its error messages). */
  sentPaths: string[];
  added: Promise<{ errors: string[] }>[];
}

/**
 * Builds the search index from the rendered pages. Pages go in in the order
 * given when opening, whatever order they finish in: Pagefind numbers pages in
 * the order it receives them, and the index must not depend on which worker
 * finished first. The build gives its compile order, so few pages wait.
 *
 * A large site's index is written in parts (see search-index-parts.ts), each
 * as soon as its last page is in, one after another, so that Pagefind holds
 * one part's index at a time and most of the writing overlaps compiling.
 */
export class SearchIndexWriter {
  /** Every path that will be added, in the order they go to Pagefind. */
  private readonly order: string[];
  private readonly partLength: number;
  private readonly partCount: number;
  /** Per part, the vocabulary document's words, for an index of several parts: made from when an eager writer opens, or else when the first part does. */
  private vocabularies?: Promise<string[]>;
  /**
   * Pages added before those ahead of them in the order, with their index
   * document. Made at once when feeding Pagefind eagerly (the document is
   * smaller than the page); otherwise only if the cached index turns out
   * stale, which the pages' hashes tell without making any.
   */
  private readonly waiting = new Map<string, { key: string; document: () => string }>();
  private next = 0;
  /** Documents in order not yet given to Pagefind; dropped once sent, to keep memory flat. */
  private unsent: { path: string; document: () => string }[] = [];
  private sent = 0;
  private readonly hash = createHash('sha256');
  private readonly parts: IndexPart[] = [];
  /** The files of each part whose pages have all been sent, under their folder of the index. */
  private readonly partFiles: Promise<SearchIndexFiles['files']>[] = [];
  /** Set by close: vocabularies still being made are given up. */
  private closed = false;

  constructor(
    private readonly htmlLang: string,
    paths: string[],
    private readonly options: SearchIndexOptions,
  ) {
    this.order = paths;
    this.hash.update(htmlLang).update('\0');
    this.partLength = searchIndexPartLength(paths.length);
    this.partCount = searchIndexPartCount(paths.length);
    // The parts' vocabularies hold its words: a partial imported by no page changes them too.
    if (this.partCount > 1 && options.sharedText) this.hash.update(options.sharedText).update('\0');
    // Made while the first pages compile, ready when the first part opens.
    if (this.partCount > 1 && options.sourceText && options.eager) void this.vocabularyFor(0).catch(() => {});
  }

  /** A rendered page; it is indexed once every page before it in the order has been. */
  add(entry: SearchablePage): void {
    const { page, contentHash } = entry;
    // What the index document is made of (see indexDocument), the content by its hash.
    const key = `${page.title}\0${docsearchTag(page)}\0${page.showTitle ? 'title' : ''}\0${contentHash}`;
    const made = this.options.eager ? indexDocument(this.htmlLang, entry) : undefined;
    this.waiting.set(page.path, { key, document: () => made ?? indexDocument(this.htmlLang, entry) });
    for (let path = this.order[this.next]; path !== undefined && this.waiting.has(path); path = this.order[++this.next]) {
      const ready = this.waiting.get(path)!;
      this.waiting.delete(path);
      this.hash.update(path).update('\0').update(ready.key).update('\0');
      this.unsent.push({ path, document: ready.document });
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
    // A site with nothing to index still gets an (empty) index, with the script that searches it.
    if (this.partFiles.length === 0) {
      this.partAt(0);
      this.finishPart(0);
    }
    const files = await Promise.all(this.partFiles);
    return { key, files: files.flat() };
  }

  /** Done with the index (once; a second call does nothing). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.parts.length > 0) await closePagefind();
  }

  private send(): void {
    for (const { path: url, document } of this.unsent) {
      const number = Math.floor(this.sent++ / this.partLength);
      this.addTo(this.partAt(number), url, document());
      if (this.sent % this.partLength === 0 || this.sent === this.order.length) this.finishPart(number);
    }
    this.unsent = [];
  }

  /** Gives Pagefind a document of `part` (once it is made), named `label` in its error messages. */
  private addTo(part: IndexPart, url: string, html: string | Promise<string>, label = url): void {
    part.sentPaths.push(label);
    const added = Promise.all([part.index, html]).then(([opened, content]) => untilAnswered(() => opened.addHTMLFile({ url, content })));
    // Awaited when the part is read; a build that fails first closes Pagefind with these pending.
    added.catch(() => {});
    part.added.push(added);
  }

  /** Reads a part's files once its pages are in and the part before it has been read. */
  private finishPart(number: number): void {
    const previous = this.partFiles[number - 1];
    const files = (async () => {
      // One part at a time: Pagefind's memory while it writes a part is what the parts keep small.
      await previous?.catch(() => {});
      return this.readPart(number);
    })();
    files.catch(() => {}); // awaited by write()
    this.partFiles[number] = files;
  }

  private async readPart(number: number): Promise<SearchIndexFiles['files']> {
    const part = this.parts[number]!;
    const index = await part.index;
    const responses = await Promise.all(part.added);
    const rejected = responses.flatMap((response, position) => response.errors.map((error) => `${part.sentPaths[position]}: ${error}`));
    if (rejected.length > 0) throw new BuildError(`The search index rejected some pages: ${rejected.join('; ')}`);
    const read = await untilAnswered(() => index.getFiles());
    if (read.errors.length > 0) throw new BuildError(`The search index could not be made: ${read.errors.join('; ')}`);
    await untilAnswered(() => index.deleteIndex());
    const folder = searchIndexPartFolder(number);
    return read.files.filter((file) => !UNUSED_FILES.has(file.path) && (number === 0 || !FIRST_PART_ONLY.test(file.path))).map((file) => ({ path: `${folder}${file.path}`, contents: file.content }));
  }

  /** Part `number` of the index, created with its first page (or, for an empty site, when written). */
  private partAt(number: number): IndexPart {
    if (!this.parts[number]) {
      if (this.parts.length === 0) openPagefind();
      const created = createPagefindIndex({ excludeSelectors: ['.codeBlockButtons', '.hash-link', 'svg'] }).then(({ index, errors }) => {
        if (!index) throw new BuildError(`The search index could not be created: ${errors.join('; ')}`);
        return index;
      });
      created.catch(() => {}); // reported where it is awaited
      const part: IndexPart = { index: created, sentPaths: [], added: [] };
      this.parts[number] = part;
      if (this.options.sourceText && this.partCount > 1) {
        // The vocabulary goes first, once made; the part's pages go to Pagefind after it, in their order.
        const vocabulary = this.vocabularyFor(number).then((words) => vocabularyDocument(this.htmlLang, words));
        this.addTo(part, VOCABULARY_URL, vocabulary, `the vocabulary of part ${number + 1}`);
        part.index = part.added[0]!.then(() => created);
        part.index.catch(() => {}); // reported where it is awaited
      }
    }
    return this.parts[number]!;
  }

  /** The words of the other parts' sources and of the shared text that part `number`'s sources lack. */
  private async vocabularyFor(number: number): Promise<string> {
    this.vocabularies ??= this.makeVocabularies(this.options.sourceText!, this.options.sharedText ?? '');
    return (await this.vocabularies)[number]!;
  }

  /**
   * Every part's vocabulary, made at once so that the words of every source
   * are read once: for 10,000 pages, seconds of work, done in time slices
   * while the build goes on.
   */
  private async makeVocabularies(sourceText: (path: string) => string, sharedText: string): Promise<string[]> {
    const partWords: Set<string>[] = [];
    const partTokens: Set<string>[] = [];
    const slices = new TimeSlices();
    for (const [position, path] of this.order.entries()) {
      while (slices.over) await slices.next();
      if (this.closed) throw new Error('The search index was closed.');
      const number = Math.floor(position / this.partLength);
      addIndexedWords(sourceText(path), (partWords[number] ??= new Set()), (partTokens[number] ??= new Set()));
    }
    const sharedWords = new Set<string>();
    addIndexedWords(sharedText, sharedWords, new Set());
    return partWords.map((own, number) => {
      const others = new Set<string>();
      const addLacking = (words: Iterable<string>) => {
        for (const word of words) if (!own.has(word)) others.add(word);
      };
      partWords.forEach((words, part) => {
        if (part !== number) addLacking(words);
      });
      addLacking(sharedWords);
      return [...others].join(' ');
    });
  }
}
