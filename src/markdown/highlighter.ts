import { bundledLanguages, bundledLanguagesInfo, createHighlighter, type BundledLanguage, type Highlighter, type LanguageRegistration, type ShikiTransformer } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import type { Element, ElementContent, Root } from 'hast';
import { DualThemeHighlighter } from './dual-theme.ts';
import { sharedPatternEngine } from './shared-pattern-engine.ts';
import type { LineClasses } from './magic-comments.ts';

// Loaded once per thread that highlights (the build's highlighting thread, or
// the main thread for a small site): creating a highlighter and its grammars is the
// expensive part; highlighting itself is synchronous afterwards. The grammars
// of the languages below are read at start but given to shiki only when a
// page first uses them (half of them, embedded ones included, on the devdocs
// corpus); any other language shiki knows is read when a page first uses it
// (CodeHighlighter.prepare).
export const HIGHLIGHTED_LANGUAGES = [
  'php', 'javascript', 'typescript', 'jsx', 'tsx', 'shellscript', 'shellsession', 'handlebars', 'gherkin',
  'css', 'scss', 'less', 'html', 'xml', 'json', 'jsonc', 'yaml', 'sql', 'diff', 'markdown', 'ini', 'python', 'docker', 'nginx',
] as const;

/** Names authors write that shiki knows under another name. */
const ALIASES: Record<string, string> = {
  js: 'javascript', mjs: 'javascript', cjs: 'javascript', ts: 'typescript',
  sh: 'shellscript', bash: 'shellscript', shell: 'shellscript', zsh: 'shellscript',
  console: 'shellsession', terminal: 'shellsession',
  hbs: 'handlebars', mustache: 'handlebars', yml: 'yaml', md: 'markdown', mdx: 'markdown',
  htm: 'html', svg: 'xml', json5: 'jsonc', feature: 'gherkin', dockerfile: 'docker', py: 'python', properties: 'ini',
};

const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', '']);

/** Every language shiki has, by its id and its aliases (`c++` for `cpp`). */
const SHIKI_LANGUAGES = new Map<string, string>(bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name) => [name, info.id] as const)));

/** The shiki language for an author's name, 'text' for plain, or undefined if unknown. */
export function resolveCodeLanguage(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (PLAIN.has(lower)) return 'text';
  return SHIKI_LANGUAGES.get(ALIASES[lower] ?? lower);
}

/** How a block is shown: the classes of its lines (highlighted ones, a site's magic comments'), and whether to number them. */
export interface HighlightOptions {
  lineClasses: LineClasses;
  /** Whether lines are numbered, or the number of the first when it is not 1. */
  showLineNumbers: boolean | number;
}

export interface CodeHighlighter {
  /** The shiki language for an author's name, 'text' for plain, or undefined if unknown. */
  resolveLanguage(name: string): string | undefined;
  /**
   * The highlighted `<pre>` element, or a stand-in for it that becomes the
   * element later (see deferred-code.ts). The element is the caller's to
   * change, but its children are shared with later results for the same
   * code: read only.
   */
  highlight(code: string, language: string, options: HighlightOptions): ElementContent;
  /** Reads the grammars of languages (resolved ones) not read yet: highlight() takes a language only after this. */
  prepare(languages: Iterable<string>): Promise<void>;
}

export interface CodeThemes {
  light: string;
  dark: string;
}

let pending: Promise<CodeHighlighter> | undefined;
let pendingKey = '';

export function getCodeHighlighter(themes: CodeThemes): Promise<CodeHighlighter> {
  const key = `${themes.light}|${themes.dark}`;
  if (!pending || pendingKey !== key) {
    pendingKey = key;
    pending = (async () => {
      const engine = sharedPatternEngine(await createOnigurumaEngine(import('shiki/wasm')));
      const grammars = new Map(await Promise.all(HIGHLIGHTED_LANGUAGES.map(async (name) => [name, (await bundledLanguages[name]()).default] as const)));
      return wrap(await createHighlighter({ themes: [themes.light, themes.dark], langs: [], engine }), grammars, themes);
    })();
  }
  return pending;
}

/**
 * How many recent results the highlighter remembers. The copies of a doc in
 * several versions are compiled one after the other (see compile-pool.ts), so
 * a short memory catches the code blocks they share: a third of the devdocs
 * corpus's code.
 */
const REMEMBERED_RESULTS = 256;

function wrap(shiki: Highlighter, grammars: Map<string, LanguageRegistration[]>, themes: CodeThemes): CodeHighlighter {
  const recent = new Map<string, Element>();
  const dualTheme = new DualThemeHighlighter(shiki, themes.light, themes.dark);
  const loaded = new Set<string>();
  return {
    resolveLanguage: resolveCodeLanguage,
    async prepare(languages) {
      for (const language of languages) {
        if (language !== 'text' && !grammars.has(language)) grammars.set(language, (await bundledLanguages[language as BundledLanguage]()).default);
      }
    },
    highlight(code, language, { lineClasses, showLineNumbers }) {
      const grammar = grammars.get(language);
      if (!grammar && language !== 'text') throw new Error(`The grammar of "${language}" was not read before its code was highlighted (CodeHighlighter.prepare).`);
      if (grammar && !loaded.has(language)) {
        shiki.loadLanguageSync(grammar);
        loaded.add(language);
      }
      const key = `${language}\0${[...lineClasses].map(([line, classes]) => `${line}:${classes.join(' ')}`).join(',')}\0${code}`;
      const known = recent.get(key);
      if (known) return ownCopy(known, showLineNumbers);
      const transformers: ShikiTransformer[] = [
        {
          line(node, line) {
            for (const className of lineClasses.get(line) ?? []) this.addClassToHast(node, className);
          },
        },
      ];
      const source = code.replace(/\n$/, '');
      // Both themes from one run of the grammar; shiki's own two runs where that cannot be done (see dual-theme.ts).
      const root =
        (language === 'text' ? undefined : dualTheme.highlight(source, { lang: language, transformers })) ??
        (shiki.codeToHast(source, {
          lang: language,
          themes: { light: themes.light, dark: themes.dark },
          defaultColor: 'light',
          // Shiki stops tokenising a line after 500 ms of wall time by default and
          // leaves the rest of the line, and the state carried into the next, as it
          // stood: on a busy machine the first block of a language, which pays for
          // compiling its grammar's patterns, came out coloured differently from one
          // build to the next. A build's output must depend on its input alone.
          tokenizeTimeLimit: 0,
          transformers,
        }) as Root);
      const pre = root.children.find((child): child is Element => child.type === 'element')!;
      if (recent.size >= REMEMBERED_RESULTS) recent.delete(recent.keys().next().value!);
      recent.set(key, pre);
      return ownCopy(pre, showLineNumbers);
    },
  };
}

/**
 * The element with its own properties, which differ between pages (a class
 * for line numbers) and which the caller may change; its thousands of token
 * elements are only read after highlighting, and are shared rather than copied.
 */
function ownCopy(pre: Element, showLineNumbers: boolean | number): Element {
  const properties = { ...pre.properties };
  // Shiki gives the class as \`class\`, a string, not as hast's \`className\`: adding
  // a \`className\` wrote a second class attribute, which browsers ignore.
  if (showLineNumbers) properties.class = `${properties.class as string} with-line-numbers`;
  // The counter the stylesheet numbers lines with starts one before the first.
  if (typeof showLineNumbers === 'number' && showLineNumbers !== 1) properties.style = `${(properties.style as string | undefined) ?? ''};--line-numbers-from:${showLineNumbers - 1}`;
  return { ...pre, properties };
}
