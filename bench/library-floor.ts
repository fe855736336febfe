// The floor of docgen's two heaviest libraries on the devdocs corpus, on this
// machine, in one thread: parsing every Markdown file with remark-parse and
// remark-gfm, and highlighting every fenced code block with shiki in one
// theme. Issue 9 gives both as measured on its own machine (about 6.7 s and
// 2.8 s), so the ratio tells how fast this machine is against that one: the
// benchmark's machines have differed by twice that much from one session to
// the next, and a build time means little without it.
//
// Run in a process of its own by the benchmark (`run.ts`), which reads the
// JSON it prints; by hand:
//
//   npx tsx bench/library-floor.ts ../shared/corpus/devdocs
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Code, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { createHighlighter } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { unified } from 'unified';
import { resolveCodeLanguage } from '../src/markdown/highlighter.ts';
import { walkTree } from '../src/markdown/walk-tree.ts';

export interface LibraryFloor {
  files: number;
  /** remark-parse with remark-gfm, every file, one thread. */
  parseMs: number;
  codeBlocks: number;
  /** shiki with one theme (github-light), every fenced block with its language, one thread; loading excluded. */
  highlightMs: number;
}

/** What issue 9 measured on its machine, for the same work. */
export const ISSUE_FLOOR = { parseMs: 6_700, highlightMs: 2_800 } as const;

const MARKDOWN = /\.mdx?$/;

function markdownFiles(corpus: string): string[] {
  return readdirSync(corpus, { recursive: true, encoding: 'utf8' })
    .filter((file) => MARKDOWN.test(file) && !file.split(path.sep).includes('node_modules'))
    .sort()
    .map((file) => path.join(corpus, file));
}

export async function measureLibraryFloor(corpus: string): Promise<LibraryFloor> {
  // Read first, so that only the libraries' work is timed.
  const texts = markdownFiles(corpus).map((file) => readFileSync(file, 'utf8'));
  const processor = unified().use(remarkParse).use(remarkGfm);

  let started = performance.now();
  const trees = texts.map((text) => processor.parse(text) as Root);
  const parseMs = performance.now() - started;

  const blocks: { code: string; lang: string }[] = [];
  for (const tree of trees) {
    walkTree(tree, 'code', (node) => {
      const { value, lang } = node as Code;
      blocks.push({ code: value, lang: resolveCodeLanguage(lang ?? '') ?? 'text' });
    });
  }
  const languages = [...new Set(blocks.map((block) => block.lang))].filter((lang) => lang !== 'text');
  const highlighter = await createHighlighter({ themes: ['github-light'], langs: languages, engine: createOnigurumaEngine(import('shiki/wasm')) });

  started = performance.now();
  for (const { code, lang } of blocks) highlighter.codeToHtml(code, { lang, theme: 'github-light', tokenizeTimeLimit: 0 });
  const highlightMs = performance.now() - started;
  highlighter.dispose();

  return { files: texts.length, parseMs, codeBlocks: blocks.length, highlightMs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const corpus = process.argv[2];
  if (!corpus) {
    process.stderr.write('Usage: npx tsx bench/library-floor.ts <corpus folder>\n');
    process.exitCode = 2;
  } else {
    process.stdout.write(`${JSON.stringify(await measureLibraryFloor(path.resolve(corpus)))}\n`);
  }
}
